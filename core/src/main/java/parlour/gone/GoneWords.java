package parlour.gone;

import parlour.game.Verb;

/** A Gone move in words: a pebble painted, a board made, a seed placed, or a round and how many black pebbles it turned. */
final class GoneWords {
    private GoneWords() {}

    /** "paints a black pebble at 3,4", "fills the board with black pebbles", "Round 4: 12 black pebbles turned white". */
    static String of(GonePosition before, String move, GonePosition after, boolean you) {
        if (move.equals("round")) return roundText(after);
        if (move.equals("play")) return Verb.of("start", you) + " the rounds";
        if (move.equals("clear")) return Verb.of("clear", you) + " the board";
        if (move.equals("fill")) return Verb.of("fill", you) + " the board with black pebbles";
        if (move.startsWith("random-")) return Verb.of("make", you) + " a random board";
        if (move.startsWith("board:"))
            return Verb.of("load", you) + " a board of " + after.board.width + " by " + after.board.height;
        if (before.phase == GonePosition.SEED) return Verb.of("place", you) + " a white seed at " + move;
        String what = move.charAt(0) == 'b' ? "a black pebble" : move.charAt(0) == 'w' ? "a white pebble" : "a hole";
        return Verb.of("paint", you) + " " + what + " at " + move.substring(1);
    }

    /** "Round 4: 12 black pebbles turned white" (the first board's, in a challenge each player's). */
    private static String roundText(GonePosition p) {
        StringBuilder sb = new StringBuilder("Round ").append(p.round).append(": ");
        if (!p.challenge)
            return sb.append(turned(p.run1, p.round)).append(" turned white").toString();
        return sb.append("player 1's board ")
                .append(turned(p.run1, p.round))
                .append(", player 2's ")
                .append(turned(p.run2, p.round))
                .append(" turned white")
                .toString();
    }

    private static String turned(GoneRun run, int round) {
        int n = 0;
        for (int y = 0; y < run.height; y++) for (int x = 0; x < run.width; x++) if (run.turn(x, y) == round) n++;
        return n == 1 ? "1 black pebble" : n + " black pebbles";
    }
}
