package parlour.morris;

/**
 * A Morris move packed in an int, so that move lists and searches allocate nothing: the point moved from
 * ({@link #NONE} for a placement), the point moved or placed to, and up to two points whose pieces are removed.
 */
public final class MorrisMove {
    /** No point: a placement's origin, or a removal not made. */
    public static final int NONE = 31;

    private MorrisMove() {}

    public static int of(int from, int to, int remove1, int remove2) {
        return from | to << 5 | remove1 << 10 | remove2 << 15;
    }

    public static int from(int move) {
        return move & 31;
    }

    public static int to(int move) {
        return move >> 5 & 31;
    }

    public static int remove1(int move) {
        return move >> 10 & 31;
    }

    public static int remove2(int move) {
        return move >> 15 & 31;
    }

    public static boolean isPlacement(int move) {
        return from(move) == NONE;
    }

    public static boolean removes(int move) {
        return remove1(move) != NONE;
    }

    /** The move in notation: {@code c2}, {@code a1-a3}, with removals appended as {@code xd2}. */
    public static String format(MorrisBoard board, int move) {
        StringBuilder sb = new StringBuilder();
        if (!isPlacement(move)) sb.append(board.name(from(move))).append('-');
        sb.append(board.name(to(move)));
        if (remove1(move) != NONE) sb.append('x').append(board.name(remove1(move)));
        if (remove2(move) != NONE) sb.append('x').append(board.name(remove2(move)));
        return sb.toString();
    }
}
