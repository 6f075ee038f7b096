package parlour.dots;

import static parlour.words.Tr.t;

import java.util.List;
import parlour.game.PlayerNames;
import parlour.game.Typed;

/**
 * A Dots and Boxes move in words: the line's two dots, and the boxes it closed with the score after it; and the
 * words of this game's typed texts, in the player's language.
 */
final class DotsWords {
    private DotsWords() {}

    /**
     * "draws the line from b2 to b3", "draws the line from b2 to b3 and closes a box: You 2, Computer (easy) 3": the
     * score by name, player 1 first whoever moved, as the side panel lists them and the score answer says it.
     */
    static String of(DotsPosition before, String move, DotsPosition after, boolean you, PlayerNames names) {
        int dash = move.indexOf('-');
        String from = move.substring(0, dash), to = move.substring(dash + 1);
        int mover = before.toMove();
        int closed = after.score(mover) - before.score(mover);
        String first = names.name(1), second = names.name(2);
        int score1 = after.score(1), score2 = after.score(2);
        if (closed == 0) {
            return you ? t("draw the line from {0} to {1}", from, to) : t("draws the line from {0} to {1}", from, to);
        }
        if (closed == 1) {
            return you
                    ? t(
                            "draw the line from {0} to {1} and close a box: {2} {3}, {4} {5}",
                            from, to, first, score1, second, score2)
                    : t(
                            "draws the line from {0} to {1} and closes a box: {2} {3}, {4} {5}",
                            from, to, first, score1, second, score2);
        }
        return you
                ? t(
                        "draw the line from {0} to {1} and close {2} {2|box|boxes}: {3} {4}, {5} {6}",
                        from, to, closed, first, score1, second, score2)
                : t(
                        "draws the line from {0} to {1} and closes {2} {2|box|boxes}: {3} {4}, {5} {6}",
                        from, to, closed, first, score1, second, score2);
    }

    /**
     * The words of a typed text as {@link Typed#words} reads them, Polish letters first written without their marks
     * ("młynki" reads as "mlynki", "usuń" as "usun"), so that a word with them stays one word.
     */
    static List<String> words(String text) {
        return Typed.plainWords(text);
    }
}
