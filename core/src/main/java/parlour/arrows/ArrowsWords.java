package parlour.arrows;

import parlour.game.Verb;

/** An Arrows move in words: the cell the new arrow is put on (in the board files' coordinates) and where it points. */
final class ArrowsWords {
    private static final String[] NAMES = {
        "north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"
    };

    private ArrowsWords() {}

    /** "puts an arrow on column 6, row 5 pointing north-east" (columns from the left, rows from the top, as in board files). */
    static String of(ArrowsPosition before, String move, ArrowsPosition after, boolean you) {
        int d = Direction.parse(move);
        int[] chain = after.chain(before.toMove());
        int cell = chain[chain.length - 1];
        int cols = after.board.cols;
        return Verb.of("put", you) + " an arrow on column " + (cell % cols + 1) + ", row " + (cell / cols + 1)
                + " pointing " + NAMES[d];
    }
}
