package parlour.dots;

import parlour.game.Verb;

/** A Dots and Boxes move in words: the line's two dots, and the boxes it closed with the score after it. */
final class DotsWords {
    private DotsWords() {}

    /** "draws the line from b2 to b3", "draws the line from b2 to b3 and closes a box: 3 to 2". */
    static String of(DotsPosition before, String move, DotsPosition after, boolean you) {
        int dash = move.indexOf('-');
        StringBuilder sb = new StringBuilder(Verb.of("draw", you))
                .append(" the line from ")
                .append(move, 0, dash)
                .append(" to ")
                .append(move.substring(dash + 1));
        int mover = before.toMove();
        int closed = after.score(mover) - before.score(mover);
        if (closed > 0) {
            sb.append(" and ")
                    .append(Verb.of("close", you))
                    .append(closed == 1 ? " a box" : " " + closed + " boxes")
                    .append(": ")
                    .append(after.score(mover))
                    .append(" to ")
                    .append(after.score(3 - mover));
        }
        return sb.toString();
    }
}
