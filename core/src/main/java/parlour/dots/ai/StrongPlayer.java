package parlour.dots.ai;

import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.ChoosingPlayer;
import parlour.match.Clock;

/**
 * The "strong" computer player. Where the position may be small enough it first tries to solve it
 * exactly (then its line is perfect); otherwise, or if that runs out of its share of the time, it uses
 * the theory-pruned alpha-beta of {@link BoxSearch}, deepened one quiet line at a time with {@link Mtd}
 * until its time is up or the search sees to the end of the game, when its choice is exact too. Beyond
 * the horizon the {@link Evaluator} judges the fight for control. A capture the theory says to make is
 * made at once.
 *
 * <p>Its time is wall-clock time from the first {@link #think} call, so in the browser, where it thinks a
 * few milliseconds a frame, it takes no longer to answer than on the desktop (it searches less). It spends
 * little in the opening and most where the fight for control is decided, as the safe lines run out.
 */
final class StrongPlayer extends ChoosingPlayer<DotsPosition> {
    /** No new depth is started after this share of the time limit: it would rarely finish. */
    private static final double START_SHARE = 0.45;
    /**
     * While more safe lines than this are left the fight for control is still far off, the estimates are
     * rough and a deeper search buys little: then no new depth is started after {@link #OPENING_SHARE}.
     */
    private static final int OPENING_SAFE_LINES = 24;

    private static final double OPENING_SHARE = 0.08;
    /** With at most this many undrawn lines the whole time goes to solving exactly: it always solves in time. */
    private static final int SURE_EXACT_LINES = 26;
    /**
     * With at most this many, solving exactly is tried first, for all but {@link #FALLBACK_MILLIS} of the
     * time; with more it is hopeless within a second.
     */
    private static final int TRY_EXACT_LINES = 42;
    /** Below this much time left after an exact solve no trap is looked for. */
    private static final double MIN_TRAP_MILLIS = 50;
    /** What the depth-limited search keeps for itself when the exact one is tried first and fails. */
    static final double FALLBACK_MILLIS = 150;

    private final double limitMillis;
    private final SearchBoard board;
    private final BoxSearch search;
    private final Mtd mtd;
    /** The exact search tried first (on a board of its own, left mid-search if it gives up), or null. */
    private Mtd exactSearch;
    /** How long the exact search may take. */
    private final double exactMillis;
    /** When the depth-limited search began: the time shares below count from there. */
    private double deepeningFrom = -1;
    /** The share of the time limit after which no new depth is started. */
    private final double startShare;

    private double startedAt = -1;
    private int depth;
    private boolean iterating;
    private int chosen = -1;
    private int value;
    private boolean exact;
    /** The search for the hardest trap among the solved best lines, while it runs. */
    private DotsTraps traps;

    /**
     * A player choosing the next line for the side to move in {@code position}, taking at most about
     * {@code limitMillis} of wall-clock time.
     *
     * @throws IllegalArgumentException if the game is over
     */
    StrongPlayer(DotsPosition position, Random random, double limitMillis) {
        super(position, random);
        this.limitMillis = limitMillis;
        board = SearchBoard.of(position);
        LoonyEndgame endgame = new LoonyEndgame();
        search = new BoxSearch(board, SharedTable.from(board), endgame, new Evaluator(board, endgame, random));
        mtd = new Mtd(search);
        int safe = 0;
        for (int line = 0; line < board.lineCount; line++) if (!board.drawn[line] && board.isSafe(line)) safe++;
        startShare = safe > OPENING_SAFE_LINES ? OPENING_SHARE : START_SHARE;
        exactMillis = board.undrawn <= SURE_EXACT_LINES
                ? limitMillis
                : board.undrawn <= TRY_EXACT_LINES ? Math.max(0, limitMillis - FALLBACK_MILLIS) : 0;
        if (exactMillis > 0) {
            SearchBoard exactBoard = SearchBoard.of(position);
            exactSearch = new Mtd(new BoxSearch(exactBoard, SharedTable.from(exactBoard), endgame, null));
            exactSearch.begin(BoxSearch.UNLIMITED, 0);
        }
    }

    @Override
    protected String choose(double budgetMillis) {
        return decide(budgetMillis) ? DotsNotation.format(position, chosen) : null;
    }

    /** Works on the line for about {@code budgetMillis}; true once it is decided (the line in {@code chosen}). */
    private boolean decide(double budgetMillis) {
        if (traps != null) return decideTrap(Math.min(Clock.now() + budgetMillis, startedAt + limitMillis));
        double now = Clock.now();
        if (startedAt < 0) {
            startedAt = now;
            int forced = board.forcedCapture();
            if (forced >= 0) {
                chosen = forced;
                exact = true;
                return true;
            }
        }
        double stopAt = startedAt + limitMillis;
        // past the limit with no line yet, the first depth still gets whole slices
        double deadline = chosen < 0 && exactSearch == null ? now + budgetMillis : Math.min(now + budgetMillis, stopAt);
        if (exactSearch != null) {
            double exactUntil = startedAt + exactMillis;
            if (exactSearch.run(Math.min(deadline, exactUntil))) {
                chosen = exactSearch.bestLine();
                value = exactSearch.value();
                exact = true;
                exactSearch = null;
                // solved with time to spare: among the lines as good, set the opponent the hardest trap
                double left = stopAt - Clock.now();
                if (left < MIN_TRAP_MILLIS) return true;
                traps = new DotsTraps(position, left, random);
                return decideTrap(deadline);
            }
            if (Clock.now() < exactUntil) return false;
            // not solved in its share: the depth-limited search decides (depth 1 always finishes, even past the limit)
            exactSearch = null;
        }
        if (deepeningFrom < 0) deepeningFrom = Clock.now();
        while (true) {
            if (!iterating) {
                depth++;
                mtd.begin(depth, value);
                iterating = true;
            }
            if (!mtd.run(deadline)) {
                // out of time for this slice; past the limit the last finished depth decides (depth 1 always finishes)
                return Clock.now() >= stopAt && chosen >= 0;
            }
            iterating = false;
            chosen = mtd.bestLine();
            value = mtd.value();
            exact = mtd.isExact();
            double used = Clock.now() - deepeningFrom;
            if (exact || depth >= board.undrawn || used >= startShare * (stopAt - deepeningFrom)) return true;
            if (Clock.now() >= deadline) return false;
        }
    }

    /** Works on the trap until {@code deadline}; true once the line is decided (the solver's own if no trap is found). */
    private boolean decideTrap(double deadline) {
        if (!traps.think(Math.max(0.5, deadline - Clock.now()))) return false;
        if (traps.line() >= 0) chosen = traps.line();
        traps = null;
        return true;
    }

    /** The chosen line's index (after {@link #think} returned true). */
    int line() {
        return chosen;
    }

    /** The value the search gave the position (net remaining boxes for the player to move), exact or estimated. */
    int value() {
        return value;
    }

    /** Whether {@link #value} is exact. */
    boolean isExact() {
        return exact;
    }

    /** Quiet lines searched ahead in the last depth finished. */
    int depth() {
        return iterating ? depth - 1 : depth;
    }
}
