package parlour.app;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import parlour.game.MarkCheck;
import parlour.game.diagram.Diagram;
import parlour.match.LinkSign;
import parlour.match.Mark;
import parlour.match.MarkJson;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.ui.Theme;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * A diagram with no board: a page's save text or link drawn as a widget would draw it, with no screen, window or
 * drawing context (the web's {@code Parlour.diagram}, which needs no WebGL). Only the diagrams' code calls it.
 */
public final class LoneDiagram {
    /** Brings the text files of the words: {@code ready} gets each path's text (a path missing is left out). */
    public interface Texts {
        void fetch(String[] paths, Consumer<Map<String, String>> ready);
    }

    private LoneDiagram() {}

    /**
     * Draws the diagram {@code options} ask for (position: a save text or a friend link; moves: how many of its moves
     * to show, all when left out; size, coordinates, marks as JSON; theme, colours and lang as a widget takes them) to
     * {@code ready} as SVG, or tells {@code refused} why not.
     */
    public static void draw(
            final Launch launch,
            final Map<String, String> options,
            final Texts texts,
            final Consumer<String> ready,
            final Consumer<String> refused) {
        final String given = options.get("position") == null ? "" : options.get("position");
        if (!LinkSign.isLink(given)) {
            drawSave(launch, given, options, texts, ready, refused);
            return;
        }
        // a friend link's save is read by the links' code, which comes apart
        launch.later()
                .links(
                        links -> {
                            String save;
                            try {
                                save = links.saveText(given);
                            } catch (IllegalArgumentException e) {
                                refused.accept(e.getMessage());
                                return;
                            }
                            drawSave(launch, save, options, texts, ready, refused);
                        },
                        why -> refused.accept(LaterCode.Links.notLoaded(why)));
    }

    private static void drawSave(
            final Launch launch,
            final String save,
            final Map<String, String> options,
            final Texts texts,
            final Consumer<String> ready,
            final Consumer<String> refused) {
        final String game;
        try {
            game = SavedGame.read(save, "position", SavedGame.MAX_CHARS).tag("Game");
        } catch (SaveFormatException e) {
            refused.accept(e.getMessage());
            return;
        }
        try {
            if (game == null) throw new IllegalArgumentException("position: the save names no game (its Game tag)");
            if (Catalogue.part(game) == null) throw new IllegalArgumentException("position: no game " + game);
        } catch (IllegalArgumentException e) {
            refused.accept(e.getMessage());
            return;
        }
        launch.fetchPageGame(
                game,
                options.get("colours") != null,
                () -> drawn(launch, new DiagramMaker(), game, save, options, texts, ready, refused),
                refused);
    }

    private static void drawn(
            Launch launch,
            final LaterCode.Diagrams diagrams,
            String game,
            String save,
            Map<String, String> options,
            Texts texts,
            final Consumer<String> ready,
            final Consumer<String> refused) {
        final GameEntry<?> entry = launch.entry(game);
        Map<String, String> look = new LinkedHashMap<>();
        look.put("game", game);
        for (String name : new String[] {"theme", "colours"})
            if (options.get(name) != null) look.put(name, options.get(name));
        launch.read(look, "Parlour.diagram");
        if (!launch.problems().isEmpty()) {
            refused.accept(String.join("\n", launch.problems()));
            return;
        }
        LaunchOptions read = launch.options();
        final Theme theme = read.colours != null
                ? read.colours.theme
                : read.theme == null || read.theme.equals(LaunchOptions.AUTO_THEME)
                        ? Theme.CONTRAST
                        : Theme.byId(read.theme);
        final String code = Language.supported(options.get("lang"));
        final String part = Catalogue.part(game);
        if (code == null || code.equals("en")) {
            finish(entry, diagrams, save, options, theme, ready, refused);
            return;
        }
        final String[] paths = Language.files(code, Arrays.asList(Language.SHARED, part));
        texts.fetch(paths, files -> {
            // words that do not come, or do not read, leave the picture's title and description in English
            Language language = Language.ENGLISH;
            try {
                for (String path : paths) {
                    String text = files.get(path);
                    if (text == null) continue;
                    Language p = Language.parse(code, text, path);
                    language = language == Language.ENGLISH ? p : language.with(p);
                }
            } catch (IllegalArgumentException e) {
                language = Language.ENGLISH;
            }
            Tr.use(language);
            finish(entry, diagrams, save, options, theme, ready, refused);
        });
    }

    private static <P> void finish(
            GameEntry<P> entry,
            LaterCode.Diagrams diagrams,
            String save,
            Map<String, String> options,
            Theme theme,
            Consumer<String> ready,
            Consumer<String> refused) {
        Match<P> match;
        List<Mark> marks;
        try {
            match = entry.load(save, "position");
            marks = match.marks();
            if (options.get("moves") != null && Integer.parseInt(options.get("moves")) > match.moveCount())
                throw new IllegalArgumentException(
                        "moves: the save has " + match.moveCount() + " moves, not " + options.get("moves"));
            if (options.get("marks") != null) {
                List<String> problems = new ArrayList<>();
                marks = MarkCheck.check(
                        entry.def.notation(), match.position(), MarkJson.objects(options.get("marks")), problems);
                if (!problems.isEmpty()) throw new IllegalArgumentException(String.join("\n", problems));
            }
        } catch (SaveFormatException | IllegalArgumentException e) {
            refused.accept(e.getMessage());
            return;
        }
        int size = options.get("size") == null ? Diagram.DEFAULT_SIZE : Integer.parseInt(options.get("size"));
        int shown = options.get("moves") == null ? match.moveCount() : Integer.parseInt(options.get("moves"));
        Diagram.Options drawn = new Diagram.Options(size, "true".equals(options.get("coordinates")), marks);
        ready.accept(diagrams.svg(entry, match, shown, drawn, theme));
    }
}
