package parlour.morris.ai;

import parlour.morris.MorrisBoard;

/**
 * The solved endings of Nine Men's Morris with flying that the strong player searches into: three men a side, and
 * four against three when that table is solved too. One place asks them, so the search needs not know which exist.
 */
public final class MorrisEndings {
    /** What {@link #value} says of a position no table holds. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    private final ThreeMenTable threeMen;
    private final FourThreeTable fourThree;

    /** The endings of {@code threeMen}, and of {@code fourThree} unless it is null. */
    public MorrisEndings(ThreeMenTable threeMen, FourThreeTable fourThree) {
        this.threeMen = threeMen;
        this.fourThree = fourThree;
    }

    /** Solves both tables: about 2 s and 4 MB kept for three a side, 7 s and 24 MB for four against three. */
    public static MorrisEndings solve() {
        ThreeMenTable three = ThreeMenTable.build(MorrisBoard.NINE);
        return new MorrisEndings(three, FourThreeTable.build(three));
    }

    public ThreeMenTable threeMen() {
        return threeMen;
    }

    /** The table of four against three, or null. */
    public FourThreeTable fourThree() {
        return fourThree;
    }

    /**
     * The men of the side to move on {@code mover}, the opponent's on {@code opponent}, none in hand: plies to the
     * mover's win (positive), to its loss (negative), 0 for a draw, or {@link #UNKNOWN} where no table holds them.
     */
    int value(int mover, int opponent) {
        int a = Integer.bitCount(mover), b = Integer.bitCount(opponent);
        if (a == 3 && b == 3) return threeMen.value(mover, opponent);
        if (fourThree != null && (a == 4 && b == 3 || a == 3 && b == 4)) return fourThree.value(mover, opponent);
        return UNKNOWN;
    }
}
