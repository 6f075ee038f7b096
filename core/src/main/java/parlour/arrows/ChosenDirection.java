package parlour.arrows;

import static parlour.words.Tr.t;

/**
 * What a direction chosen by key (Q W E A D Z X C, the arrows, the number pad) says before Enter plays it: which way,
 * and whether it can be played safely, wins, or loses at once and why.
 */
public final class ChosenDirection {
    private ChosenDirection() {}

    /**
     * "Pointing east at column 3, row 1: playable, Enter plays it.", or why pointing {@code d} in {@code p} wins or
     * loses at once.
     */
    public static String words(ArrowsPosition p, int d) {
        if (p.after(d).winner() == p.toMove()) return t("Pointing {0} wins at once.", ArrowsWords.said(d));
        String losing = ArrowsWords.losing(p, d);
        if (losing != null) return losing;
        int at = p.targetOf(p.next(p.toMove()), d);
        return t(
                "Pointing {0} at column {1}, row {2}: playable, Enter plays it.",
                ArrowsWords.said(d), at % p.board.cols + 1, at / p.board.cols + 1);
    }
}
