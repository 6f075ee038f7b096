package parlour.morris;

/**
 * The geometry of a Morris board, fixed for the game: its points (squares nested around one centre, named on
 * the grid as in the usual notation), which points are neighbours along the lines, and the mills.
 * Six Men's Morris has two squares on a 5x5 grid, Nine Men's Morris three on a 7x7 grid.
 */
public final class MorrisBoard {
    /** The unit directions of a square's eight points, counter-clockwise from its bottom-left corner. */
    private static final int[] DX = {-1, 0, 1, 1, 1, 0, -1, -1};

    private static final int[] DY = {-1, -1, -1, 0, 1, 1, 1, 0};

    public static final MorrisBoard SIX = new MorrisBoard(2, 6);
    public static final MorrisBoard NINE = new MorrisBoard(3, 9);

    /** Number of nested squares, points (8 a square), pieces each player starts with, and the grid's side. */
    public final int squares, points, pieces, grid;
    /** Each point's column and row on the grid, from 0 at the bottom left. */
    private final int[] col, row;
    /** Bit masks of each point's neighbours along the lines. */
    private final int[] neighbours;
    /** Each mill as a mask of its three points. */
    private final int[] mills;
    /** For each point, the masks of the (two) mills through it. */
    private final int[][] millsAt;

    private final String[] names;

    private MorrisBoard(int squares, int pieces) {
        this.squares = squares;
        this.pieces = pieces;
        this.points = 8 * squares;
        this.grid = 2 * squares + 1;
        col = new int[points];
        row = new int[points];
        names = new String[points];
        neighbours = new int[points];
        int centre = squares;
        for (int s = 0; s < squares; s++) {
            int half = squares - s;
            for (int i = 0; i < 8; i++) {
                int p = 8 * s + i;
                col[p] = centre + DX[i] * half;
                row[p] = centre + DY[i] * half;
                names[p] = "" + (char) ('a' + col[p]) + (row[p] + 1);
                neighbours[p] |= 1 << (8 * s + (i + 1) % 8);
                neighbours[p] |= 1 << (8 * s + (i + 7) % 8);
                if (i % 2 == 1) {
                    if (s > 0) neighbours[p] |= 1 << (p - 8);
                    if (s < squares - 1) neighbours[p] |= 1 << (p + 8);
                }
            }
        }
        int count = 4 * squares + (squares == 3 ? 4 : 0);
        mills = new int[count];
        int m = 0;
        for (int s = 0; s < squares; s++) {
            for (int side = 0; side < 4; side++) {
                int a = 8 * s + 2 * side;
                mills[m++] = (1 << a) | (1 << (8 * s + 2 * side + 1)) | (1 << (8 * s + (2 * side + 2) % 8));
            }
        }
        if (squares == 3) for (int i = 1; i < 8; i += 2) mills[m++] = (1 << i) | (1 << (i + 8)) | (1 << (i + 16));
        millsAt = new int[points][];
        for (int p = 0; p < points; p++) {
            int n = 0;
            for (int mill : mills) if ((mill & (1 << p)) != 0) n++;
            millsAt[p] = new int[n];
            n = 0;
            for (int mill : mills) if ((mill & (1 << p)) != 0) millsAt[p][n++] = mill;
        }
    }

    public int col(int point) {
        return col[point];
    }

    public int row(int point) {
        return row[point];
    }

    public String name(int point) {
        return names[point];
    }

    public int neighbours(int point) {
        return neighbours[point];
    }

    public int millCount() {
        return mills.length;
    }

    public int mill(int index) {
        return mills[index];
    }

    public int[] millsAt(int point) {
        return millsAt[point];
    }

    /** The mask of every point. */
    public int all() {
        return (1 << points) - 1;
    }

    /** The point at grid column and row, or -1 where there is none. */
    public int pointAt(int c, int r) {
        for (int p = 0; p < points; p++) if (col[p] == c && row[p] == r) return p;
        return -1;
    }

    /** The point named {@code name} ("c2"), or -1 if there is no such point on this board. */
    public int pointNamed(String name) {
        if (name.length() != 2) return -1;
        int c = name.charAt(0) - 'a';
        int r = name.charAt(1) - '1';
        if (c < 0 || c >= grid || r < 0 || r >= grid) return -1;
        return pointAt(c, r);
    }

    /** How many mills of {@code mine} (a mask of one player's pieces) go through {@code point}. */
    public int millsThrough(int mine, int point) {
        int n = 0;
        for (int mill : millsAt[point]) if ((mine & mill) == mill) n++;
        return n;
    }

    /** The mask of the pieces of {@code mine} that stand in a mill. */
    public int inMills(int mine) {
        int out = 0;
        for (int mill : mills) if ((mine & mill) == mill) out |= mill;
        return out;
    }
}
