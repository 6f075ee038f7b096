package parlour.game;

/** The side panel's names in a game against the computer, for tests of a game's words: You are player 1. */
public final class YouAndComputer implements PlayerNames {
    public static final PlayerNames NAMES = new YouAndComputer();

    private YouAndComputer() {}

    @Override
    public String name(int player) {
        return player == 1 ? "You" : "Computer (easy)";
    }

    @Override
    public boolean isYou(int player) {
        return player == 1;
    }
}
