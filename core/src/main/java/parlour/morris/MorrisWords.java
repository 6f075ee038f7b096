package parlour.morris;

import java.util.List;
import parlour.game.Verb;

/** A Morris move in words: a placement, a move or a flight, and the mill and the pieces it removed. */
final class MorrisWords {
    private MorrisWords() {}

    /** "places a piece on d6", "moves from a1 to a3", "flies from a1 to e5 and closes a mill, removing b4 and c2". */
    static String of(MorrisPosition before, String move, boolean you) {
        List<String> parts = MorrisNotation.parts(move);
        StringBuilder sb = new StringBuilder();
        int removals = 0;
        if (parts.size() > 1 && !parts.get(1).startsWith("x")) {
            sb.append(Verb.of(before.flies() ? "fly" : "move", you))
                    .append(" from ")
                    .append(parts.get(0))
                    .append(" to ")
                    .append(parts.get(1));
            removals = 2;
        } else {
            sb.append(Verb.of("place", you)).append(" a piece on ").append(parts.get(0));
            removals = 1;
        }
        if (parts.size() > removals) {
            sb.append(" and ")
                    .append(Verb.of("close", you))
                    .append(parts.size() - removals > 1 ? " two mills, removing " : " a mill, removing ");
            for (int i = removals; i < parts.size(); i++) {
                if (i > removals) sb.append(" and ");
                sb.append(parts.get(i).substring(1));
            }
        }
        return sb.toString();
    }
}
