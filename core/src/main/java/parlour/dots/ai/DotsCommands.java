package parlour.dots.ai;

import java.util.Collections;
import java.util.List;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.CommandTable;
import parlour.game.EngineSession;
import parlour.match.Clock;
import parlour.match.Text;

/** The engine protocol commands only Dots and Boxes has: boardsize, score and solve. */
public final class DotsCommands {
    public static final CommandTable<DotsPosition> TABLE = new CommandTable<DotsPosition>()
            .with("boardsize", DotsCommands::boardsize)
            .withoutArgs("score", DotsCommands::score)
            .withoutArgs("solve", DotsCommands::solve);
    private static final double THINK_SLICE_MILLIS = 50;
    /** Transposition table of {@code solve}: 2^20 entries, from 12 MB (small boards) to 70 MB (15x15). */
    private static final int SOLVE_TABLE_BITS = 20;

    private DotsCommands() {}

    /** {@code score}: the boxes each player has, as {@code P1 P2}. */
    private static String score(EngineSession<DotsPosition> session) {
        DotsPosition p = session.match().position();
        return p.score(1) + " " + p.score(2);
    }

    /** {@code boardsize COLS ROWS} in boxes (one number for a square board); starts a new game. */
    private static String boardsize(List<String> args, EngineSession<DotsPosition> session) {
        if (args.isEmpty() || args.size() > 2) {
            throw new IllegalArgumentException("boardsize needs the boxes across and up, like: boardsize 7 7");
        }
        int c = Text.smallNumber(args.get(0), Text.quote(args.get(0)) + " is not a number of boxes");
        int r = args.size() == 2
                ? Text.smallNumber(args.get(1), Text.quote(args.get(1)) + " is not a number of boxes")
                : c;
        session.newGame(Collections.singletonMap(DotsGame.SIZE.name, DotsGame.sizeText(c, r)));
        return "";
    }

    /**
     * {@code solve}: the exact value of the position for the side to move (net number of the boxes still
     * open that it wins with perfect play on both sides) and one optimal line, as {@code V MOVE}; fails if
     * the game is over or the value is not found within the time limit. The game is unchanged.
     */
    private static String solve(EngineSession<DotsPosition> session) {
        DotsPosition p = session.match().position();
        if (p.isOver()) throw new IllegalArgumentException("the game is over: there is nothing to solve");
        DotsSolver solver = new DotsSolver(p, SOLVE_TABLE_BITS);
        double limit = session.timeLimitMillis();
        double started = Clock.now();
        boolean solved = false;
        while (!solved) {
            double left = started + limit - Clock.now();
            if (left <= 0) {
                throw new IllegalArgumentException(
                        "not solved within the time limit of " + limit / 1000 + " seconds (searched "
                                + (long) solver.nodes() + " positions): try a later position or a longer time_limit");
            }
            solved = solver.think(Math.min(THINK_SLICE_MILLIS, left));
        }
        return solver.value() + " " + solver.bestMove();
    }
}
