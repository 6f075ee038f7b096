package parlour.shell.play;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.JsonText;
import parlour.match.Mark;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.session.MatchSession;
import parlour.session.PuzzleCollection;
import parlour.session.PuzzleEvent;
import parlour.session.PuzzlePlay;
import parlour.session.PuzzleSession;
import parlour.session.PuzzleShown;
import parlour.session.SeatDriver;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.SidePanel;
import parlour.store.Settings;

/**
 * The game screen's puzzle: its {@link PuzzleSession} on the match, what it tells shown in the panel, said in the
 * live region and sent to the page, its wrong move and hint on the board, and a collection puzzle's progress kept.
 */
public final class PuzzleDriver<P> implements PuzzleSession.Host {
    private final GameDef<P> def;
    private final BoardView<P> view;
    private final BoardMarks<P> marks;
    private final SidePanel panel;
    private final Platform platform;
    private final Settings settings;
    private final MatchSession<P> matchSession;
    /** The puzzle on, or {@link PuzzlePlay#NONE}. */
    private PuzzlePlay session = PuzzlePlay.NONE;
    /** The collection the puzzle is from and its place there, or null. */
    private PuzzleCollection collection;

    private int index;
    /** What the puzzle's marks show now. */
    private PuzzleShown shown = PuzzleShown.NOTHING;
    /** The page's line for the puzzle on, or null (a collection's puzzle, or "best"). */
    private String pageLine;

    public PuzzleDriver(
            GameDef<P> def,
            BoardView<P> view,
            BoardMarks<P> marks,
            SidePanel panel,
            Platform platform,
            Settings settings,
            MatchSession<P> matchSession) {
        this.def = def;
        this.view = view;
        this.marks = marks;
        this.panel = panel;
        this.platform = platform;
        this.settings = settings;
        this.matchSession = matchSession;
    }

    /**
     * A puzzle on {@code match} from its position now ({@code spec}: "best" or a line), from puzzle {@code index} of
     * {@code from} when that is not null.
     *
     * @throws IllegalArgumentException naming what is wrong with the spec (the game on screen stays as it was)
     */
    public void start(Match<P> match, String spec, PuzzleCollection from, int index) {
        PuzzleSession<P> next = new PuzzleSession<>(def, match, spec, this);
        stop();
        session = next;
        collection = from;
        this.index = index;
        pageLine = from == null && !next.isBest() ? spec.trim() : null;
        matchSession.setPuzzle(next);
        String task = next.isBest() ? t("Puzzle: find the best move.") : t("Puzzle: find the right moves.");
        // the panel's notice says the task: a collection's puzzle has its number and title above its buttons
        panel.notice(task);
        if (from != null) {
            PuzzleCollection.Puzzle p = from.puzzles.get(index);
            next.losesWithin(p.depth);
            if (p.anyOrder) next.anyOrder();
            platform.gameEvent("puzzle started " + from.name + " " + p.number + " " + from.puzzles.size() + " "
                    + p.difficulty + " " + p.title());
            task = t("Puzzle {0} of {1}: {2}.", p.number, from.puzzles.size(), p.title()) + " " + task;
        }
        // the game's name first: the puzzle's screen did not say its start (see PuzzleOpener)
        platform.announce(t(def.title()) + ". " + task, false);
    }

    /**
     * Goes on with the puzzle {@code before} drove, on the same match (its screen made anew for a language or a theme):
     * the same puzzle, its place in its collection, its tries and hints, its marks; {@code before} drives none after.
     */
    public void takeOver(PuzzleDriver<P> before) {
        PuzzlePlay going = before.session;
        if (going == PuzzlePlay.NONE) return;
        PuzzleCollection from = before.collection;
        int at = before.index;
        String line = before.pageLine;
        before.stop();
        session = going;
        collection = from;
        index = at;
        pageLine = line;
        going.tellTo(this);
        matchSession.setPuzzle(going);
        show(going.shown());
    }

    /** Ends the puzzle (another game came on the board); whether it was a collection's, whose buttons go with it. */
    public boolean stop() {
        boolean fromCollection = collection != null;
        session = PuzzlePlay.NONE;
        collection = null;
        pageLine = null;
        matchSession.setPuzzle(PuzzlePlay.NONE);
        show(PuzzleShown.NOTHING);
        return fromCollection;
    }

    /** Next (1) or Previous (-1): the collection's puzzle {@code by} places on, or why there is none on the status line. */
    public void step(Navigator app, int by) {
        app.stepPuzzle(by, why -> {
            if (why != null) panel.notice(why);
        });
    }

    /** Whether a puzzle is on, unsolved. */
    public boolean active() {
        return session != PuzzlePlay.NONE && !session.isSolved();
    }

    /** Why a move may not be played now, or null. */
    public String busy() {
        return session.busy();
    }

    /** The collection the puzzle on screen is from, or null; and its place there. */
    public PuzzleCollection collection() {
        return collection;
    }

    public int index() {
        return index;
    }

    /**
     * The puzzle for the page's getState: its collection (or null), number, count, title and difficulty there, whether
     * it is being played or solved, its tries and hints, and the line the page gave; "null" when no puzzle is on.
     */
    public String json() {
        if (session == PuzzlePlay.NONE) return "null";
        StringBuilder sb = new StringBuilder("{\"collection\":");
        if (collection == null) {
            sb.append("null");
        } else {
            PuzzleCollection.Puzzle p = collection.puzzles.get(index);
            sb.append('"').append(JsonText.escape(collection.name)).append('"');
            sb.append(",\"number\":").append(p.number);
            sb.append(",\"count\":").append(collection.puzzles.size());
            sb.append(",\"title\":\"").append(JsonText.escape(p.title())).append('"');
            sb.append(",\"difficulty\":").append(p.difficulty);
        }
        sb.append(",\"status\":\"")
                .append(session.isSolved() ? "solved" : "playing")
                .append('"');
        sb.append(",\"tries\":").append(session.tries());
        sb.append(",\"hints\":").append(session.hints());
        if (pageLine != null)
            sb.append(",\"line\":\"").append(JsonText.escape(pageLine)).append('"');
        return sb.append('}').toString();
    }

    public void hint() {
        session.hint();
    }

    /** The hint's move on the board (until the player moves), or null. */
    public String hintShown() {
        return shown.hint;
    }

    /** Whether the puzzle needs frames now: its analysis runs, or a take-back or a reply is due. */
    public boolean working() {
        return session.working();
    }

    public void drive(float delta) {
        if (session == PuzzlePlay.NONE) return;
        session.drive(delta * 1000.0, SeatDriver.THINK_SLICE_MS);
        // the wrong move taken back: its mark goes with it
        PuzzleShown now = session.shown();
        if (!same(now.wrong, shown.wrong) || !same(now.hint, shown.hint)) show(now);
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    /** The settings key of a collection's progress in this widget's slot. */
    public static String progressKey(Settings settings, String collection) {
        return "puzzles." + settings.instance() + "." + collection;
    }

    @Override
    public void told(PuzzleEvent e) {
        platform.gameEvent(e.line());
        String words;
        if (e.result.equals(PuzzleEvent.RIGHT)) {
            words = t("Right: {0}.", e.move);
        } else if (e.result.equals(PuzzleEvent.WRONG)) {
            // the reason in the first sentence: a narrow status line shows that one alone
            words = t("{0} is wrong: {1} It is taken back for another try.", e.move, e.reason);
        } else if (e.result.equals(PuzzleEvent.HINT)) {
            words = t("Hint: {0}.", e.move);
        } else {
            words = t("Solved, with {0} {0|try|tries} and {1} {1|hint|hints}.", e.tries, e.hints);
            if (collection != null) {
                String key = progressKey(settings, collection.name);
                settings.put(key, PuzzleCollection.solved(settings.get(key, ""), index));
                words += " " + t("Next puzzle: Shift+N.");
            }
        }
        if (e.result.equals(PuzzleEvent.WRONG)) panel.problem(words);
        else panel.notice(words);
        platform.announce(words, e.result.equals(PuzzleEvent.WRONG));
        show(session.shown());
    }

    /**
     * The puzzle's marks on the board's mark layer: its wrong move in red while it stands, the hint's move in green
     * (which also pulses, the keyboard cursor on it) until the player moves.
     */
    private void show(PuzzleShown next) {
        shown = next;
        view.showHint(next.hint);
        Match<P> match = matchSession.match();
        List<Mark> drawn = new ArrayList<>();
        if (next.wrong != null && match.moveCount() > 0)
            drawn.addAll(
                    def.notation().moveMarks(match.positionAt(match.moveCount() - 1), next.wrong, BoardMarks.WRONG));
        if (next.hint != null) drawn.addAll(def.notation().moveMarks(match.position(), next.hint, BoardMarks.RIGHT));
        marks.showPuzzle(drawn);
    }
}
