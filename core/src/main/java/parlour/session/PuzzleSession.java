package parlour.session;

import static parlour.words.Tr.refusal;
import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;

/**
 * A puzzle on the match on screen, the same for every game: the side to move finds the best move as the game's
 * analyst judges it, or plays a given line whose replies the puzzle plays itself. Each move of the solver is judged
 * right or wrong (a wrong one with what it costs, in the game's terms, and taken back after a moment), a hint gives
 * the first right move, and the end tells the tries and hints it took. The analysis runs in slices, a frame at a time.
 * It hears the match through the screen's {@link MatchSession}, after the move's own words.
 */
public final class PuzzleSession<P> implements PuzzlePlay {
    /** Hears what the puzzle tells: the page's event, the words said, the marks shown. */
    public interface Host {
        void told(PuzzleEvent event);
    }

    /** How long a wrong move stays on the board before it is taken back, and how long a reply waits. */
    public static final double TAKE_BACK_MS = 1500, REPLY_MS = 600;
    /** The analysis's budget: that of the hint, so that the puzzle and the hint agree. */
    private static final double BUDGET_MS = 2000;

    private final GameDef<P> def;
    private final Analyst<P> analyst;
    private final Match<P> match;
    private Host host;
    /** The given line, in the game's canonical notation; null for "find the best move". */
    private final List<String> line;
    /** The moves the match had when the puzzle began, and the player who solves it. */
    private final int start, solver;

    private int step;
    private Analysis<P> analysis;
    /** Whether the analysis has judged every move (its values are read only then). */
    private boolean analysed;
    /** The move played that waits for the analysis to be judged, or null. */
    private String judging;
    /** Whether a hint waits for the analysis. */
    private boolean hintWanted;
    /** Milliseconds until the wrong move is taken back, or a reply is played; negative: none due. */
    private double takeBackIn = -1, replyIn = -1;

    private int tries, hints;
    private boolean solved;
    /** Whether the match changes at the puzzle's own hand (a reply, a take-back), not the solver's. */
    private boolean ownChange;

    private String wrongShown, hintShown;
    /** Where the puzzle's maker searched every other move to a loss (see {@link #losesWithin}); 0: not known. */
    private int lossDepth;
    /** Whether the solver's moves in a row may come in any order (see {@link #anyOrder}). */
    private boolean anyOrder;

    /**
     * A puzzle from the match's position now: {@code spec} is "best" or a line of moves separated by spaces.
     *
     * @throws IllegalArgumentException naming what is wrong with {@code spec} (a move of the line that is not legal,
     *     "best" in a game without analysis, an empty line)
     */
    public PuzzleSession(GameDef<P> def, Match<P> match, String spec, Host host) {
        this.def = def;
        this.analyst = def.analyst();
        this.match = match;
        this.host = host;
        String s = spec == null ? "" : spec.trim();
        if (match.isOver()) throw refusal("the game is over: there is no move to find");
        if (match.toMove() == 0) throw refusal("nobody is to move in this position: it has no puzzle");
        if (s.equals("best")) {
            if (analyst == null) throw refusal("{0} has no analysis to judge a best move: give the line", def.title());
            line = null;
        } else {
            line = readLine(def, match.position(), s);
        }
        start = match.moveCount();
        solver = match.toMove();
        // the puzzle plays the replies: no computer moves on its own
        match.setSeat(1, Seat.HUMAN);
        match.setSeat(2, Seat.HUMAN);
        analyseNow();
    }

    /**
     * What the puzzle tells goes to {@code next} from now on: the screen was made anew (a language or theme chosen), and
     * the puzzle goes on there as it was, its step, tries and hints kept.
     */
    @Override
    public void tellTo(Host next) {
        host = next;
    }

    /** The line's moves, each legal after the ones before it, in the notation's own form. */
    static <P> List<String> readLine(GameDef<P> def, P position, String text) {
        List<String> moves = words(text);
        if (moves.isEmpty())
            throw refusal(
                    "must be best, collection:NAME or a line of moves such as {0}, not {1}",
                    def.notation().moveExample(), Text.quote(text));
        List<String> out = new ArrayList<>();
        P p = position;
        for (int i = 0; i < moves.size(); i++) {
            if (def.winner(p) != -1 || def.legalMoves(p).isEmpty())
                throw refusal(
                        "move {0} of the line, {1}, comes after the game is over", i + 1, Text.quote(moves.get(i)));
            try {
                String move = def.notation().canonical(p, moves.get(i));
                p = def.play(p, move);
                out.add(move);
            } catch (IllegalArgumentException e) {
                throw refusal("move {0} of the line, {1}: {2}", i + 1, Text.quote(moves.get(i)), e.getMessage());
            }
        }
        return out;
    }

    /**
     * The text's words, split at spaces and commas; a comma between two digits stays in its word (Gone's places are
     * written {@code 3,4}).
     */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        int from = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean gap = i == text.length()
                    || text.charAt(i) == ' '
                    || text.charAt(i) == ',' && !(digit(text, i - 1) && digit(text, i + 1))
                    || text.charAt(i) == '\n'
                    || text.charAt(i) == '\t';
            if (gap && from >= 0) {
                out.add(text.substring(from, i));
                from = -1;
            } else if (!gap && from < 0) from = i;
        }
        return out;
    }

    private static boolean digit(String text, int i) {
        return i >= 0 && i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9';
    }

    /**
     * Every move but the line's lets the opponent force a win within {@code plies} (a collection's puzzle found by a
     * full search): a wrong move's reason says so where the game's own analysis only estimates.
     */
    public void losesWithin(int plies) {
        lossDepth = plies;
    }

    /**
     * The solver's moves in a row of the line may be played in any order (Gone's seeds, which make the same placement
     * whatever their order): a move of the line's later one in the same run is right, and the line takes it there.
     */
    public void anyOrder() {
        anyOrder = true;
    }

    /**
     * Whether {@code move} is a later move of the line in the solver's run from {@link #step} (no reply between);
     * if so the line is reordered to play it now.
     */
    private boolean takenInAnyOrder(String move) {
        if (!anyOrder || line == null) return false;
        P p = match.positionAt(start + step);
        for (int j = step; j < line.size() && def.toMove(p) == solver; j++) {
            if (line.get(j).equals(move)) {
                line.set(j, line.get(step));
                line.set(step, move);
                return true;
            }
            p = def.play(p, line.get(j));
        }
        return false;
    }

    /** Whether the puzzle is solved (the game may be played on from there). */
    @Override
    public boolean isSolved() {
        return solved;
    }

    @Override
    public int tries() {
        return tries;
    }

    @Override
    public int hints() {
        return hints;
    }

    /** Whether the puzzle is "find the best move" rather than a given line. */
    public boolean isBest() {
        return line == null;
    }

    /** What the board should show for the puzzle now. */
    @Override
    public PuzzleShown shown() {
        return new PuzzleShown(wrongShown, hintShown);
    }

    /** Why the solver may not move now (a wrong move is being taken back, a reply is due), or null. */
    @Override
    public String busy() {
        if (solved) return null;
        if (takeBackIn >= 0 || judging != null) return t("Wait: the wrong move is being taken back.");
        if (replyIn >= 0) return t("Wait for the reply.");
        return null;
    }

    /** Asks for the first right move: told now, or once the analysis has judged the position. */
    @Override
    public void hint() {
        if (solved || busy() != null) return;
        if (line != null) {
            giveHint(line.get(step));
        } else if (analysed) {
            giveHint(bestMove());
        } else {
            hintWanted = true;
        }
    }

    private void giveHint(String move) {
        hints++;
        hintShown = move;
        host.told(new PuzzleEvent(PuzzleEvent.HINT, move, null, tries, hints));
    }

    @Override
    public boolean working() {
        return analysis != null && !analysed || takeBackIn >= 0 || replyIn >= 0;
    }

    /** One frame: a slice of the analysis, and the take-back or reply that is due. */
    @Override
    public void drive(double deltaMillis, double sliceMillis) {
        if (analysis != null && !analysed && analysis.think(sliceMillis)) {
            analysed = true;
            if (judging != null) {
                String move = judging;
                judging = null;
                // a line's move was judged already (wrong, waiting for its reason); "best" judges it now
                if (line != null) wrong(move);
                else judge(move);
            }
            if (hintWanted) {
                hintWanted = false;
                hint();
            }
        }
        if (takeBackIn >= 0) {
            takeBackIn -= deltaMillis;
            if (takeBackIn < 0) takeBack();
        }
        if (replyIn >= 0) {
            replyIn -= deltaMillis;
            if (replyIn < 0) reply();
        }
    }

    @Override
    public void matchChanged(Change change, String move) {
        if (ownChange || solved) return;
        int at = start + step;
        boolean solvers = change == Change.MOVED
                && match.moveCount() == at + 1
                && def.toMove(match.positionAt(at)) == solver
                && takeBackIn < 0
                && replyIn < 0
                && judging == null;
        if (solvers) {
            tries++;
            hintShown = null;
            // a move that wins the game at once is right though the line has another (a mill's other removal)
            boolean wins = match.winner() == solver;
            if (line != null && !wins && !move.equals(line.get(step)) && !takenInAnyOrder(move)) wrong(move);
            else if (line != null) right(move);
            else judge(move);
        } else if (match.moveCount() == at && takeBackIn < 0) {
            // the solver took their move back (or redid the way to the puzzle): the same position to solve
            judging = null;
        }
    }

    /** Judges the solver's move by the analysis of the position it was played in, once that is done. */
    private void judge(String move) {
        if (!analysed) {
            judging = move;
            return;
        }
        MoveValue played = valueOf(move);
        if (played != null && played.isBest()) right(move);
        else wrong(move);
    }

    private void right(String move) {
        host.told(new PuzzleEvent(PuzzleEvent.RIGHT, move, null, tries, hints));
        if (line == null) {
            solve();
            return;
        }
        step++;
        next();
    }

    /** After a right move: the replies due, the solver's next move, or the end. */
    private void next() {
        if (step == line.size() || match.isOver()) {
            solve();
        } else if (match.toMove() != solver) {
            replyIn = REPLY_MS;
        } else {
            analyseNow();
        }
    }

    private void reply() {
        replyIn = -1;
        ownChange = true;
        String why = match.play(line.get(step));
        ownChange = false;
        // the line was checked when the puzzle began: a reply refused means the game was moved elsewhere meanwhile
        if (why != null) return;
        step++;
        next();
    }

    private void solve() {
        solved = true;
        analysis = null;
        analysed = false;
        host.told(new PuzzleEvent(PuzzleEvent.SOLVED, null, null, tries, hints));
    }

    private void wrong(String move) {
        if (line != null && !analysed && analyst != null) {
            // the reason comes from the analysis: wait for it
            judging = move;
            return;
        }
        wrongShown = move;
        takeBackIn = TAKE_BACK_MS;
        host.told(new PuzzleEvent(PuzzleEvent.WRONG, move, reason(move), tries, hints));
    }

    /** What the wrong move costs by the analysis, or that it is not the line's. */
    private String reason(String move) {
        if (lossDepth > 0 && line != null && (!analysed || !analysis.isExact()))
            return t("This lets the opponent force a win within {0} plies.", lossDepth);
        MoveValue played = analysed ? valueOf(move) : null;
        MoveValue best = analysed ? valueOf(bestMove()) : null;
        if (played == null || best == null || played.isBest()) return t("This is not the puzzle's move: try another.");
        return analyst.cost(analysis, best, played);
    }

    private void takeBack() {
        takeBackIn = -1;
        wrongShown = null;
        ownChange = true;
        while (match.moveCount() > start + step && match.undoOne()) {
            // back to the position the wrong move was tried in
        }
        ownChange = false;
    }

    /** Starts judging the position the solver is to move in. */
    private void analyseNow() {
        analysed = false;
        analysis = analyst == null
                ? null
                : analyst.analyse(
                        match.position(), BUDGET_MS, new Random(match.position().hashCode()));
    }

    /** The first best move of the analysis (in a line, the line's move). */
    private String bestMove() {
        if (line != null) return line.get(step);
        for (MoveValue v : analysis.values()) if (v.isBest()) return v.move;
        return analysis.values().get(0).move;
    }

    private MoveValue valueOf(String move) {
        for (MoveValue v : analysis.values()) if (v.move.equals(move)) return v;
        return null;
    }
}
