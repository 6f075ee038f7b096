package parlour.desktop;

/**
 * Which game events the desktop program prints: a game's result always; every move, think time and where the board
 * and the buttons are ("layout control Undo (U) at 812,300", for tests that click real controls) only when asked
 * with {@code -Dparlour.layoutEvents=on}, so that a player's terminal is not filled with a line per move.
 */
final class EventLog {
    private final boolean layoutAsked;

    EventLog(String layoutProperty) {
        this.layoutAsked = "on".equals(layoutProperty);
    }

    /** Whether {@code event} goes to the terminal. */
    boolean printed(String event) {
        return layoutAsked || event.startsWith("game over");
    }
}
