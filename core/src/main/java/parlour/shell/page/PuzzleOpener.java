package parlour.shell.page;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.session.PuzzleCollection;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.shell.play.PuzzleDriver;
import parlour.shell.screen.GameScreen;

/**
 * Starts the page's puzzles: one on the game on screen ("best" or a line), or a collection's, whose file is fetched
 * the first time it is asked for and whose game's code may have to come first; and steps through a collection.
 */
public final class PuzzleOpener implements LaterCode.Puzzles {
    /** The collections read so far, by name. */
    private static final Map<String, PuzzleCollection> READ = new HashMap<>();

    /**
     * Starts the puzzle {@code spec} names: "best" or a line on the game on screen, or {@code collection:NAME}'s next
     * unsolved puzzle. Tells {@code answer} null when it is on, else why not (the game on screen stays).
     */
    @Override
    public void start(final Navigator app, String spec, final Consumer<String> asked) {
        // the first screen held its start for a collection's puzzle (LaunchOptions#positionFollows): where none comes,
        // the game on screen says the start it held
        final Consumer<String> answer = why -> {
            if (why != null && app.launchOptions().positionFollows && app.getScreen() instanceof GameScreen)
                ((GameScreen<?>) app.getScreen()).parts().announcer.sayHeldStart();
            app.launchOptions().positionFollows = false;
            asked.accept(why);
        };
        GameScreen<?> g = app.getScreen() instanceof GameScreen ? (GameScreen<?>) app.getScreen() : null;
        if (g == null) {
            answer.accept("no game is on screen");
            return;
        }
        String s = spec == null ? "" : spec.trim();
        try {
            if (s.startsWith(PuzzleCollection.PREFIX)) {
                open(app, PuzzleCollection.nameOf(s), -1, answer);
            } else {
                ScreenRequests.startPuzzle(g, s, null, 0);
                answer.accept(null);
            }
        } catch (IllegalArgumentException e) {
            answer.accept(e.getMessage());
        }
    }

    /** The collection puzzle {@code by} places from the one on screen (1: Next, -1: Previous). */
    @Override
    public void step(Navigator app, int by, Consumer<String> answer) {
        GameScreen<?> g = app.getScreen() instanceof GameScreen ? (GameScreen<?>) app.getScreen() : null;
        PuzzleCollection c = g == null ? null : g.parts().puzzle.collection();
        if (c == null) {
            answer.accept(t("This is not a puzzle from a collection."));
            return;
        }
        int n = c.puzzles.size();
        open(app, c.name, ((g.parts().puzzle.index() + by) % n + n) % n, answer);
    }

    /** Puzzle {@code index} of collection {@code name} (-1: the next unsolved), its file fetched first. */
    private static void open(final Navigator app, final String name, final int index, final Consumer<String> answer) {
        final String path = PuzzleCollection.path(name);
        app.platform().whenReady(new String[] {path}, () -> {
            try {
                PuzzleCollection c = READ.get(name);
                if (c == null) {
                    FileHandle file = Gdx.files.internal(path);
                    if (!file.exists()) {
                        answer.accept(
                                "no puzzle collection " + Text.quote(name) + " (see puzzles.html for the collections)");
                        return;
                    }
                    c = PuzzleCollection.parse(name, file.readString("UTF-8"));
                    READ.put(name, c);
                }
                final PuzzleCollection collection = c;
                String progress = app.settings().get(PuzzleDriver.progressKey(app.settings(), name), "");
                final int at = index >= 0 ? index : c.nextUnsolved(progress, -1);
                final GameSlot slot = app.catalogue().slot(c.game);
                slot.load(
                        entry -> answer.accept(show(app, entry, collection, at)),
                        why -> answer.accept("the game " + Text.quote(slot.id) + " could not be loaded (" + why + ")"));
            } catch (IllegalArgumentException e) {
                answer.accept(e.getMessage());
            }
        });
    }

    /** A new screen on puzzle {@code index}'s position, the puzzle on; null, else why not. */
    private static <P> String show(Navigator app, GameEntry<P> entry, PuzzleCollection c, int index) {
        PuzzleCollection.Puzzle p = c.puzzles.get(index);
        String where = "puzzle " + p.number + " of " + c.name + ": ";
        try {
            Map<String, String> options = ScriptControl.newGameOptions(entry.def, entry.defaults(), p.options);
            Match<P> m = entry.newMatch(options, 1, Seat.HUMAN, Seat.HUMAN);
            int from = 0;
            String moves = p.moves.trim();
            while (from < moves.length()) {
                int end = moves.indexOf(' ', from);
                if (end < 0) end = moves.length();
                String move = moves.substring(from, end);
                from = end + 1;
                if (move.isEmpty()) continue;
                String why = m.play(entry.def.notation().canonical(m.position(), move));
                if (why != null) return where + why;
            }
            // the puzzle's start says the game and the puzzle: the screen's own start ("Player 1 to move.") goes
            // unsaid, and so does the start the first screen held for this puzzle (the page's collection option)
            app.launchOptions().positionFollows = true;
            GameScreen<P> screen = entry.screen(app, m, false);
            app.launchOptions().positionFollows = false;
            app.switchTo(screen);
            ScreenRequests.startPuzzle(screen, p.line, c, index);
            return null;
        } catch (IllegalArgumentException e) {
            return where + e.getMessage();
        }
    }
}
