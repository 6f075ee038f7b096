package parlour.arrows;

import static parlour.words.Tr.t;

import parlour.game.PlayerNames;
import parlour.words.Tr;

/**
 * An Arrows move in words: the cell the new arrow is put on (in the board files' coordinates) and where it points;
 * why a game ended; and the words every Arrows sentence says directions with, in the player's language.
 */
final class ArrowsWords {
    /** Each direction in words, 0 (north) clockwise to 7 (north-west): English keys, said through {@link #said}. */
    static final String[] NAMES = {
        Tr.mark("north"),
        Tr.mark("north-east"),
        Tr.mark("east"),
        Tr.mark("south-east"),
        Tr.mark("south"),
        Tr.mark("south-west"),
        Tr.mark("west"),
        Tr.mark("north-west")
    };

    private ArrowsWords() {}

    /** Direction {@code d} as a sentence says it: "north-east" (Polish "północny wschód"). */
    static String said(int d) {
        return t(NAMES[d]);
    }

    /**
     * Why pointing {@code d} in {@code p} loses at once, for a warning before it is played: the cell it points at is
     * off the board or taken; null otherwise (a move that points at the opponent's next cell wins instead).
     */
    static String losing(ArrowsPosition p, int d) {
        int me = p.toMove();
        ArrowsPosition after = p.after(d);
        if (after.winner() >= 0) return null; // the move ends the game: it wins
        int target = after.next(me);
        if (target < 0) return t("Pointing {0} loses: it points off the board.", said(d));
        if (after.isOccupied(target)) return t("Pointing {0} loses: the cell it points at is taken.", said(d));
        return null;
    }

    /**
     * Why the game in {@code p} ended, from the listener's side, naming the players as {@code names} does: "your arrow
     * points off the board", "Computer (easy)'s next cell is taken by your arrow"; or null while it goes on.
     */
    static String why(ArrowsPosition p, PlayerNames names) {
        if (p.winner() < 0) return null;
        int loser = p.toMove(), winner = 3 - loser, target = p.next(loser);
        boolean youLost = names.isYou(loser);
        String loserName = names.name(loser);
        if (target < 0)
            return youLost ? t("your arrow points off the board") : t("{0}'s arrow points off the board", loserName);
        if (target == p.next(winner) && !p.isOccupied(target)) {
            if (youLost) return t("your next cell is taken by the opponent's arrow");
            return names.isYou(winner)
                    ? t("{0}'s next cell is taken by your arrow", loserName)
                    : t("{0}'s next cell is taken by the opponent's arrow", loserName);
        }
        return youLost ? t("your next cell is taken") : t("{0}'s next cell is taken", loserName);
    }

    /** "puts an arrow on column 6, row 5 pointing north-east" (columns from the left, rows from the top, as in board files). */
    static String of(ArrowsPosition before, String move, ArrowsPosition after, boolean you) {
        int d = Direction.parse(move);
        int[] chain = after.chain(before.toMove());
        int cell = chain[chain.length - 1];
        int cols = after.board.cols;
        int column = cell % cols + 1, row = cell / cols + 1;
        return you
                ? t("put an arrow on column {0}, row {1} pointing {2}", column, row, said(d))
                : t("puts an arrow on column {0}, row {1} pointing {2}", column, row, said(d));
    }
}
