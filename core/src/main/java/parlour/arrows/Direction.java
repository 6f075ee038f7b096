package parlour.arrows;

import static parlour.words.Tr.t;

import parlour.words.Tr;

/** The eight arrow directions of the seed's picture (0 up, clockwise to 7 up-left) and their names. */
public final class Direction {
    public static final String[] NAMES = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    /** Column and row steps of each direction; rows grow downwards. */
    public static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};

    public static final int[] DY = {-1, -1, 0, 1, 1, 1, 0, -1};

    /** Each direction's letters as a sentence says them ("points NE"; in Polish the words, "północny wschód"). */
    private static final String[] SAID = {
        Tr.mark("N"),
        Tr.mark("NE"),
        Tr.mark("E"),
        Tr.mark("SE"),
        Tr.mark("S"),
        Tr.mark("SW"),
        Tr.mark("W"),
        Tr.mark("NW")
    };

    private Direction() {}

    /** Direction {@code d}'s letters in a sentence, in the player's language: "NE" (Polish "północny wschód"). */
    public static String said(int d) {
        return t(SAID[d]);
    }

    /** The direction a digit 0..7 or a compass name (any case) stands for, or -1. */
    public static int parse(String word) {
        String w = word == null ? "" : word.trim().toUpperCase();
        if (w.length() == 1 && w.charAt(0) >= '0' && w.charAt(0) <= '7') return w.charAt(0) - '0';
        for (int d = 0; d < 8; d++) if (NAMES[d].equals(w)) return d;
        return -1;
    }

    /** The direction from a cell to a neighbour {@code dx, dy} (each -1..1, not both 0), or -1. */
    public static int of(int dx, int dy) {
        for (int d = 0; d < 8; d++) if (DX[d] == dx && DY[d] == dy) return d;
        return -1;
    }
}
