package parlour.shell.files;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;
import parlour.platform.LocalFiles;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/**
 * A file dialog drawn by the game itself (the desktop has no native one here), usable by keyboard alone: a
 * name or path field (Enter opens a folder or takes the file; Down goes to the list), the folder's folders and
 * then its files of the kind asked for (arrow keys and Enter), Up, and Esc to close. Saving asks before it replaces a
 * file.
 */
final class FileDialog {
    /** What a file dialog loads or saves: its words, its files' extensions and what it does with the file chosen. */
    interface Target {
        /** The dialog's title: "Load board", "Save board". */
        String title(boolean load);

        /** The sentence over the field, the files' extensions written as ".bin, .txt". */
        String help(boolean load, String extensions);

        /** What the list says of a folder with no folders and no such files. */
        String nothingHere();

        /** Asks before the file named {@code name} is replaced. */
        String replaceQuestion(String name);

        /** The extensions of the files the dialog lists, the first the one a new file gets. */
        String[] extensions();

        /** The name a new file is offered under. */
        String suggestedName();

        /** The folder last used, to open in next time. */
        void remember(String folder);

        /** Reads the chosen file (a loading dialog). */
        void loadFile(String path);

        /** Writes the file. @return whether it was written (else the player was told why) */
        boolean saveFile(String path);
    }

    private final Target target;
    private final BaseScreen screen;
    private final LocalFiles files;
    private final boolean load;

    FileDialog(Target target, BaseScreen screen, LocalFiles files, boolean load) {
        this.target = target;
        this.screen = screen;
        this.files = files;
        this.load = load;
    }

    /** Shows {@code folder}, with {@code name} in the field. */
    void open(final String folder, String name) {
        final Dialog d = new Dialog(target.title(load), screen.skin());
        List<LocalFiles.Entry> entries;
        String problem = null;
        try {
            entries = files.list(folder);
        } catch (RuntimeException e) {
            entries = new ArrayList<>();
            problem = e.getMessage();
        }
        d.text(target.help(load, extensionsText()));
        d.text(folder);
        final TextField field = new TextField(name, screen.skin());
        field.setName("file name");
        field.setUserObject(t("File name"));
        d.content(field, true);
        Table list = new Table();
        final List<Actor> shown = new ArrayList<>();
        for (final LocalFiles.Entry e : entries) {
            if (!e.folder && !fits(e.name)) continue;
            TextButton b = new TextButton(e.folder ? e.name + "/" : e.name, screen.skin(), "quiet");
            b.setName((e.folder ? "folder " : "file ") + e.name);
            b.getLabel().setAlignment(Align.left);
            b.getLabel().setWrap(true);
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    if (e.folder) {
                        d.close();
                        open(e.path, field.getText());
                    } else if (load) {
                        d.close();
                        target.remember(folder);
                        target.loadFile(e.path);
                    } else {
                        field.setText(e.name);
                        screen.focusField(field);
                    }
                }
            });
            list.add(b).growX().minWidth(0).padBottom(2).row();
            d.addFocusable(b);
            shown.add(b);
        }
        if (problem != null || shown.isEmpty()) {
            list.add(new Label(problem != null ? problem : target.nothingHere(), screen.skin()))
                    .left()
                    .row();
        }
        ScrollPane scroll = new ScrollPane(list, screen.skin());
        scroll.setScrollingDisabled(true, false);
        d.contentTable()
                .add(scroll)
                .growX()
                .height(Math.max(90, Math.min(260, screen.stage().getHeight() - 300)))
                .row();
        final TextButton act = d.button(load ? t("Load") : t("Save"), new Dialog.Action() {
            @Override
            public boolean run() {
                return take(d, folder, field.getText());
            }
        });
        final String up = files.parent(folder);
        if (up != null) {
            d.button(t("Up"), Dialog.closing(() -> open(up, field.getText())));
        }
        d.button(t("Cancel"), null);
        d.pressOnEnter(field, act);
        field.addListener(new InputListener() {
            @Override
            public boolean keyDown(InputEvent event, int keycode) {
                if (keycode != Keys.DOWN || shown.isEmpty()) return false;
                screen.focusOn(shown.get(0));
                return true;
            }
        });
        d.wide();
        screen.open(d);
        screen.focusField(field);
        if (!load) selectBaseName(field);
    }

    /** What was typed: a folder opens; a file loads, or is saved (asking before a file is replaced). @return whether the dialog closes */
    private boolean take(Dialog d, String folder, String typed) {
        if (typed.trim().isEmpty()) {
            screen.message(target.title(load), t("Type a file name, or choose one from the list."));
            return false;
        }
        final String path;
        try {
            path = files.resolve(folder, typed);
        } catch (RuntimeException e) {
            screen.message(t("Not a file name"), e.getMessage());
            return false;
        }
        if (files.isFolder(path)) {
            d.close();
            open(path, load ? "" : target.suggestedName());
            return false;
        }
        String file = load || fits(path) ? path : path + "." + target.extensions()[0];
        target.remember(files.parent(file) == null ? folder : files.parent(file));
        if (load) {
            d.close();
            target.loadFile(file);
            return false;
        }
        if (files.exists(file)) {
            confirmReplace(file);
            return true;
        }
        return target.saveFile(file);
    }

    private void confirmReplace(final String path) {
        screen.confirm(
                t("Replace the file?"),
                target.replaceQuestion(Text.quote(files.name(path))),
                t("Replace"),
                Dialog.closing(() -> target.saveFile(path)),
                null);
    }

    /** Whether the name ends with one of the extensions of the files asked for. */
    private boolean fits(String name) {
        String lower = name.toLowerCase();
        for (String e : target.extensions()) if (lower.endsWith("." + e)) return true;
        return false;
    }

    private String extensionsText() {
        StringBuilder sb = new StringBuilder();
        for (String e : target.extensions())
            sb.append(sb.length() == 0 ? "." : ", .").append(e);
        return sb.toString();
    }

    /** Selects the name before its extension, so typing replaces just the name. */
    private static void selectBaseName(TextField field) {
        String t = field.getText();
        int dot = t.lastIndexOf('.');
        if (dot > 0) field.setSelection(0, dot);
    }
}
