package parlour.arrows;

import parlour.game.Verb;

/** An Arrows move in words: the cell the new arrow is put on (in the board files' coordinates) and where it points. */
final class ArrowsWords {
    /** Each direction in words, 0 (north) clockwise to 7 (north-west). */
    static final String[] NAMES = {
        "north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"
    };

    private ArrowsWords() {}

    /** "puts an arrow on column 6, row 5 pointing north-east" (columns from the left, rows from the top, as in board files). */
    /**
     * Why pointing {@code d} in {@code p} loses at once, for a warning before it is played: the cell it points at is
     * off the board or taken; null otherwise (a move that points at the opponent's next cell wins instead).
     */
    static String losing(ArrowsPosition p, int d) {
        int me = p.toMove();
        ArrowsPosition after = p.after(d);
        if (after.winner() >= 0) return null; // the move ends the game: it wins
        int t = after.next(me);
        String why = t < 0 ? "it points off the board" : after.isOccupied(t) ? "the cell it points at is taken" : null;
        return why == null ? null : "Pointing " + NAMES[d] + " loses: " + why + ".";
    }

    static String of(ArrowsPosition before, String move, ArrowsPosition after, boolean you) {
        int d = Direction.parse(move);
        int[] chain = after.chain(before.toMove());
        int cell = chain[chain.length - 1];
        int cols = after.board.cols;
        return Verb.of("put", you) + " an arrow on column " + (cell % cols + 1) + ", row " + (cell / cols + 1)
                + " pointing " + NAMES[d];
    }
}
