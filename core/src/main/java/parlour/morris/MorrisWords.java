package parlour.morris;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.game.PlayerNames;
import parlour.game.Typed;

/**
 * A Morris move in words: a placement, a move or a flight, and the mill and the pieces it removed; why a game ended;
 * and the words of this game's typed texts, in the player's language.
 */
final class MorrisWords {
    private MorrisWords() {}

    /** "places a piece on d6", "moves from a1 to a3", "flies from a1 to e5 and closes a mill, removing b4 and c2". */
    static String of(MorrisPosition before, String move, boolean you) {
        List<String> parts = MorrisNotation.parts(move);
        boolean moving = parts.size() > 1 && !parts.get(1).startsWith("x");
        int removals = moving ? 2 : 1;
        String from = parts.get(0), to = moving ? parts.get(1) : null;
        List<String> removed = new ArrayList<>();
        for (int i = removals; i < parts.size(); i++) removed.add(parts.get(i).substring(1));
        String gone = Typed.and(removed);
        int mills = removed.size();
        if (!moving) {
            if (mills == 0) return you ? t("place a piece on {0}", from) : t("places a piece on {0}", from);
            if (mills == 1)
                return you
                        ? t("place a piece on {0} and close a mill, removing {1}", from, gone)
                        : t("places a piece on {0} and closes a mill, removing {1}", from, gone);
            return you
                    ? t("place a piece on {0} and close two mills, removing {1}", from, gone)
                    : t("places a piece on {0} and closes two mills, removing {1}", from, gone);
        }
        if (before.flies()) {
            if (mills == 0) return you ? t("fly from {0} to {1}", from, to) : t("flies from {0} to {1}", from, to);
            if (mills == 1)
                return you
                        ? t("fly from {0} to {1} and close a mill, removing {2}", from, to, gone)
                        : t("flies from {0} to {1} and closes a mill, removing {2}", from, to, gone);
            return you
                    ? t("fly from {0} to {1} and close two mills, removing {2}", from, to, gone)
                    : t("flies from {0} to {1} and closes two mills, removing {2}", from, to, gone);
        }
        if (mills == 0) return you ? t("move from {0} to {1}", from, to) : t("moves from {0} to {1}", from, to);
        if (mills == 1)
            return you
                    ? t("move from {0} to {1} and close a mill, removing {2}", from, to, gone)
                    : t("moves from {0} to {1} and closes a mill, removing {2}", from, to, gone);
        return you
                ? t("move from {0} to {1} and close two mills, removing {2}", from, to, gone)
                : t("moves from {0} to {1} and closes two mills, removing {2}", from, to, gone);
    }

    /** Why the game in {@code p} ended, for the result line ("no legal move"), or null while it goes on. */
    static String why(MorrisPosition p) {
        return why(p, null);
    }

    /**
     * Why the game ended, naming the loser as {@code names} does where the reason is theirs: "you were reduced to
     * two pieces", "Computer (easy) has no legal move" (with {@code names} null, nobody: "no legal move"); or null
     * while it goes on.
     */
    static String why(MorrisPosition p, PlayerNames names) {
        String why = p.why();
        if (why == null) return null;
        int loser = names == null || p.winner() == 0 ? 0 : 3 - p.winner();
        boolean you = loser != 0 && names.isYou(loser);
        String who = loser == 0 ? "" : names.name(loser);
        if (why.equals(MorrisPosition.TWO_PIECES)) {
            if (loser == 0) return t("reduced to two pieces");
            return you ? t("you were reduced to two pieces") : t("{0} was reduced to two pieces", who);
        }
        if (why.equals(MorrisPosition.BLOCKED)) {
            if (loser == 0) return t("no legal move");
            return you ? t("you have no legal move") : t("{0} has no legal move", who);
        }
        if (why.equals(MorrisPosition.REPETITION)) return t("the same position three times");
        int n = p.rules.drawMoves;
        if (why.equals(n + " " + MorrisPosition.QUIET)) return t("{0} {0|move|moves} without a mill", n);
        return why;
    }

    /**
     * The words of a typed text as {@link Typed#words} reads them, Polish letters first written without their marks
     * ("młynki" reads as "mlynki", "usuń" as "usun"), so that a word with them stays one word.
     */
    static List<String> words(String text) {
        return Typed.plainWords(text);
    }
}
