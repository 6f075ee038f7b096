package parlour.dots;

import static parlour.words.Tr.t;

import java.util.List;
import parlour.game.Typed;

/**
 * A Dots and Boxes move in words: the line's two dots, and the boxes it closed with the score after it; and the
 * words of this game's typed texts, in the player's language.
 */
final class DotsWords {
    private DotsWords() {}

    /** "draws the line from b2 to b3", "draws the line from b2 to b3 and closes a box: 3 to 2". */
    static String of(DotsPosition before, String move, DotsPosition after, boolean you) {
        int dash = move.indexOf('-');
        String from = move.substring(0, dash), to = move.substring(dash + 1);
        int mover = before.toMove();
        int closed = after.score(mover) - before.score(mover);
        int mine = after.score(mover), theirs = after.score(3 - mover);
        if (closed == 0) {
            return you ? t("draw the line from {0} to {1}", from, to) : t("draws the line from {0} to {1}", from, to);
        }
        if (closed == 1) {
            return you
                    ? t("draw the line from {0} to {1} and close a box: {2} to {3}", from, to, mine, theirs)
                    : t("draws the line from {0} to {1} and closes a box: {2} to {3}", from, to, mine, theirs);
        }
        return you
                ? t(
                        "draw the line from {0} to {1} and close {2} {2|box|boxes}: {3} to {4}",
                        from, to, closed, mine, theirs)
                : t(
                        "draws the line from {0} to {1} and closes {2} {2|box|boxes}: {3} to {4}",
                        from, to, closed, mine, theirs);
    }

    /**
     * The words of a typed text as {@link Typed#words} reads them, Polish letters first written without their marks
     * ("młynki" reads as "mlynki", "usuń" as "usun"), so that a word with them stays one word.
     */
    static List<String> words(String text) {
        return Typed.plainWords(text);
    }
}
