package parlour.gone;

/**
 * A board's rounds worked out once when they start: the round in which each place turns white, so that
 * every round's position is the same run with a different round number (no board copied a round).
 */
public final class GoneRun {
    /** A black pebble that never turns, in {@link #turn}. */
    public static final int NEVER = GoneSolver.NEVER;

    public final int width, height;
    /** Per place (index y * width + x): -1 a hole, 0 white from the start, r turns in round r, or {@link #NEVER}. */
    private final int[] turn;

    public final GoneResult result;

    public GoneRun(GoneBoard board, int[] seeds, boolean eight) {
        width = board.width;
        height = board.height;
        GoneGrid g = board.toGrid(seeds);
        GoneResult[] out = new GoneResult[1];
        int[] padded = GoneSolver.distances(g, eight, out);
        result = out[0];
        turn = new int[width * height];
        for (int y = 0; y < height; y++) System.arraycopy(padded, g.index(0, y), turn, y * width, width);
    }

    public int turn(int x, int y) {
        return turn[y * width + x];
    }

    /** The place's state after {@code round} rounds: {@link GoneGrid#HOLE}, {@link GoneGrid#BLACK} or {@link GoneGrid#WHITE}. */
    public byte at(int x, int y, int round) {
        int t = turn[y * width + x];
        return t < 0 ? GoneGrid.HOLE : t <= round ? GoneGrid.WHITE : GoneGrid.BLACK;
    }
}
