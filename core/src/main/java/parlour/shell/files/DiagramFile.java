package parlour.shell.files;

import static parlour.words.Tr.t;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import parlour.game.diagram.Diagram;
import parlour.match.Text;
import parlour.platform.LocalFiles;
import parlour.store.Settings;
import parlour.ui.BaseScreen;

/**
 * Save's "Save diagram (SVG)" on the desktop: the position as a picture for print and pages, written where the player
 * chooses in the file dialog, with the coordinates and the board's marks.
 */
final class DiagramFile implements FileDialog.Target {
    private final SaveDialogs.Host host;
    private final BaseScreen screen;
    private final LocalFiles files;
    private final Settings settings;
    private final String name;

    /** A diagram file offered under {@code name} (the save's name the player typed). */
    DiagramFile(SaveDialogs.Host host, BaseScreen screen, LocalFiles files, Settings settings, String name) {
        this.host = host;
        this.screen = screen;
        this.files = files;
        this.settings = settings;
        this.name = name;
    }

    /** Opens the file dialog in the folder last used for diagrams, else the working directory. */
    void open() {
        String last = settings.get("diagrams.folder", "");
        String folder = !last.isEmpty() && files.isFolder(last) ? last : files.startFolder();
        new FileDialog(this, screen, files, false).open(folder, suggestedName());
    }

    @Override
    public String title(boolean load) {
        return t("Save diagram");
    }

    @Override
    public String help(boolean load, String extensions) {
        return t(
                "Save the position as a picture ({0}) to print or put in a page. Type a name or a path, or press Down for the list.",
                extensions);
    }

    @Override
    public String nothingHere() {
        return t("No folders or pictures here.");
    }

    @Override
    public String replaceQuestion(String quoted) {
        return t("{0} exists already. Replace it with this picture?", quoted);
    }

    @Override
    public String[] extensions() {
        return new String[] {"svg"};
    }

    @Override
    public String suggestedName() {
        return name + ".svg";
    }

    @Override
    public void remember(String folder) {
        settings.put("diagrams.folder", folder);
    }

    @Override
    public void loadFile(String path) {
        throw new UnsupportedOperationException("a diagram is only saved");
    }

    @Override
    public boolean saveFile(final String path) {
        Diagram.Options options = new Diagram.Options(Diagram.DEFAULT_SIZE, true, Collections.emptyList());
        host.diagram(
                options,
                svg -> {
                    try {
                        files.write(path, svg.getBytes(StandardCharsets.UTF_8));
                        host.status(t("Diagram saved as {0}.", Text.quote(files.name(path))));
                    } catch (RuntimeException e) {
                        screen.message(t("Could not save the diagram"), e.getMessage());
                    }
                },
                why -> screen.message(t("Could not save the diagram"), why));
        return true;
    }
}
