package parlour.gone;

import static parlour.words.Tr.t;

import parlour.game.PlayerNames;

/** A Gone move in words: a pebble painted, a board made, a seed placed, or a round and how many black pebbles it turned. */
final class GoneWords {
    private GoneWords() {}

    /**
     * "paints a black pebble at 3,4", "fills the board with black pebbles", "Round 4: 12 black pebbles turned white";
     * a challenge's round names the players as {@code names} does.
     */
    static String of(GonePosition before, String move, GonePosition after, boolean you, PlayerNames names) {
        if (move.equals("round")) return roundText(after, names);
        // in a challenge Go starts the seeding, not the rounds
        if (move.equals("play") && after.phase == GonePosition.SEED)
            return you ? t("start placing the seeds") : t("starts placing the seeds");
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

    /**
     * "Round 4: 12 black pebbles turned white"; in a challenge each player's board by the player's name, player 1
     * first: "Round 4, black pebbles turned white: You 12, Computer (best) 9".
     */
    private static String roundText(GonePosition p, PlayerNames names) {
        if (!p.challenge)
            return t("Round {0}: {1} {1|black pebble|black pebbles} turned white", p.round, turned(p.run1, p.round));
        return t(
                "Round {0}, black pebbles turned white: {1} {2}, {3} {4}",
                p.round, names.name(1), turned(p.run1, p.round), names.name(2), turned(p.run2, p.round));
    }

    private static int turned(GoneRun run, int round) {
        int n = 0;
        for (int y = 0; y < run.height; y++) for (int x = 0; x < run.width; x++) if (run.turn(x, y) == round) n++;
        return n;
    }
}
