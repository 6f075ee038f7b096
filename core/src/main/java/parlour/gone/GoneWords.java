package parlour.gone;

import static parlour.words.Tr.t;

/** A Gone move in words: a pebble painted, a board made, a seed placed, or a round and how many black pebbles it turned. */
final class GoneWords {
    private GoneWords() {}

    /** "paints a black pebble at 3,4", "fills the board with black pebbles", "Round 4: 12 black pebbles turned white". */
    static String of(GonePosition before, String move, GonePosition after, boolean you) {
        if (move.equals("round")) return roundText(after);
        if (move.equals("play")) return you ? t("start the rounds") : t("starts the rounds");
        if (move.equals("clear")) return you ? t("clear the board") : t("clears the board");
        if (move.equals("fill"))
            return you ? t("fill the board with black pebbles") : t("fills the board with black pebbles");
        if (move.startsWith("random-")) return you ? t("make a random board") : t("makes a random board");
        if (move.startsWith("board:")) {
            int w = after.board.width, h = after.board.height;
            return you ? t("load a board of {0} by {1}", w, h) : t("loads a board of {0} by {1}", w, h);
        }
        if (before.phase == GonePosition.SEED)
            return you ? t("place a white seed at {0}", move) : t("places a white seed at {0}", move);
        String at = move.substring(1);
        if (move.charAt(0) == 'b')
            return you ? t("paint a black pebble at {0}", at) : t("paints a black pebble at {0}", at);
        if (move.charAt(0) == 'w')
            return you ? t("paint a white pebble at {0}", at) : t("paints a white pebble at {0}", at);
        return you ? t("paint a hole at {0}", at) : t("paints a hole at {0}", at);
    }

    /** "Round 4: 12 black pebbles turned white" (the first board's, in a challenge each player's). */
    private static String roundText(GonePosition p) {
        if (!p.challenge)
            return t("Round {0}: {1} {1|black pebble|black pebbles} turned white", p.round, turned(p.run1, p.round));
        return t(
                "Round {0}: player 1's board {1} {1|black pebble|black pebbles}, player 2's {2} {2|black pebble|black"
                        + " pebbles} turned white",
                p.round, turned(p.run1, p.round), turned(p.run2, p.round));
    }

    private static int turned(GoneRun run, int round) {
        int n = 0;
        for (int y = 0; y < run.height; y++) for (int x = 0; x < run.width; x++) if (run.turn(x, y) == round) n++;
        return n;
    }
}
