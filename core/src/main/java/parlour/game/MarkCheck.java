package parlour.game;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlour.match.Mark;
import parlour.match.SavedGame;
import parlour.match.Text;

/** Checks a page's marks against a game's board, through the game's own names for its places, and says them in words. */
public final class MarkCheck {
    private MarkCheck() {}

    /**
     * The marks among {@code given} that stand on this board, their places as the game writes them; each other one's
     * reason is added to {@code problems}, naming the mark by its number and kind.
     */
    public static <P> List<Mark> check(
            Notation<P> notation, P position, List<Map<String, String>> given, List<String> problems) {
        List<Mark> out = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            Map<String, String> f = given.get(i);
            try {
                Mark m = placed(notation, position, Mark.of(f));
                List<Mark> more = new ArrayList<>(out);
                more.add(m);
                if (Mark.toTag(more).length() > SavedGame.MAX_TAG_CHARS)
                    throw new IllegalArgumentException(t(
                            "too many marks to keep in a save (their text is over {0} characters)",
                            SavedGame.MAX_TAG_CHARS));
                out.add(m);
            } catch (IllegalArgumentException e) {
                problems.add(t("mark {0} ({1}): {2}", i + 1, Text.quote(summary(f)), e.getMessage()));
            }
        }
        return out;
    }

    /**
     * The mark with its places as the game writes them.
     *
     * @throws IllegalArgumentException when a place is not on this board
     */
    public static <P> Mark placed(Notation<P> notation, P position, Mark m) {
        if (m.kind.equals(Mark.LINE)) {
            int dash = m.at.indexOf('-');
            return m.placed(
                    notation.place(position, m.at.substring(0, dash)) + "-"
                            + notation.place(position, m.at.substring(dash + 1)),
                    null);
        }
        if (m.kind.equals(Mark.FILL)) return m.placed(notation.area(position, m.at), null);
        return m.placed(notation.place(position, m.at), m.to == null ? null : notation.place(position, m.to));
    }

    /** The marks in words, for the board's description: "Marks: an arrow from a1 to c3 (red), a ring on b2." */
    public static String inWords(List<Mark> marks) {
        if (marks.isEmpty()) return "";
        List<String> said = new ArrayList<>();
        for (Mark m : marks) {
            String colour = m.colour == null ? "" : " (" + colourWord(m.colour) + ")";
            if (m.kind.equals(Mark.ARROW)) said.add(t("an arrow from {0} to {1}", m.at, m.to) + colour);
            else if (m.kind.equals(Mark.RING)) said.add(t("a ring on {0}", m.at) + colour);
            else if (m.kind.equals(Mark.LINE)) said.add(t("a line {0}", m.at) + colour);
            else if (m.kind.equals(Mark.FILL)) said.add(t("{0} filled", m.at) + colour);
            else said.add(t("{0} labelled {1}", m.at, Text.quote(m.text)) + colour);
        }
        return t("Marks: {0}.", Text.join(said.toArray(new String[0])));
    }

    private static String colourWord(String colour) {
        if (colour.equals("green")) return t("green");
        if (colour.equals("red")) return t("red");
        if (colour.equals("blue")) return t("blue");
        if (colour.equals("yellow")) return t("yellow");
        return colour;
    }

    private static String summary(Map<String, String> f) {
        String kind = f.get("kind"), at = f.get("at");
        return (kind == null ? "?" : kind) + (at == null ? "" : " " + at);
    }
}
