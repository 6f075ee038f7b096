package parlour.dots;

import static parlour.words.Tr.t;

/** The checks a player's attempt to join two dots must pass, with the messages the seed asks for (SRD 7.3.2). */
public final class DotsRules {
    private DotsRules() {}

    /** Why joining these dots is not a move, or null if it is a legal move. */
    public static String reasonAgainst(DotsPosition board, int x1, int y1, int x2, int y2) {
        if (board.isOver()) return t("The game is over: start a new game to play again.");
        if (!board.onBoard(x1, y1) || !board.onBoard(x2, y2)) {
            String off = board.onBoard(x1, y1) ? DotsNotation.dot(x2, y2) : DotsNotation.dot(x1, y1);
            // named by its dots, a1 to the far corner: "3x3" would read as boxes to a player who asked for 2x2
            return t(
                    "There is no dot {0} on this board: its dots go from a1 to {1}.",
                    off, DotsNotation.dot(board.cols(), board.rows()));
        }
        if (x1 == x2 && y1 == y2) return t("Choose two different dots.");
        if (x1 != x2 && y1 != y2) return t("Lines cannot be diagonal: join dots side by side or one above the other.");
        if (Math.abs(x1 - x2) + Math.abs(y1 - y2) > 1)
            return t("Those dots are too far apart: join neighbouring dots.");
        int line = board.lineBetween(x1, y1, x2, y2);
        if (board.isDrawn(line)) return t("Those dots are already joined: choose another line.");
        return null;
    }

    /** The line joining these dots if that is a legal move; otherwise throws with {@link #reasonAgainst}. */
    public static int lineFor(DotsPosition board, int x1, int y1, int x2, int y2) {
        String reason = reasonAgainst(board, x1, y1, x2, y2);
        if (reason != null) throw new IllegalArgumentException(reason);
        return board.lineBetween(x1, y1, x2, y2);
    }
}
