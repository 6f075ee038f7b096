package parlour.game;

import static parlour.words.Tr.t;

/**
 * How the side panel names the two players ("You", "Computer (easy)", "Player 2"), so that a game's answers and
 * results name them as the panel and the announced moves do, and speak to the listener as "you".
 */
public interface PlayerNames {
    /** The player's name as the side panel shows it. */
    String name(int player);

    /** Whether the player is the one listening: words about them say "you". */
    boolean isYou(int player);

    /** Seats by number ("Player 1", "Player 2"), where no match names them (a script, a test of the words alone). */
    PlayerNames NUMBERED = new PlayerNames() {
        @Override
        public String name(int player) {
            return t("Player {0}", player);
        }

        @Override
        public boolean isYou(int player) {
            return false;
        }
    };
}
