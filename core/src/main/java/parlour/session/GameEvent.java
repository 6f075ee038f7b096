package parlour.session;

/**
 * One thing that happened in the game on screen, typed, so that every reader takes what it needs from the same
 * event: the page's script API and the desktop's event log read its {@link #line()} (the text frame.js parses), the
 * announcer its words, the status line its reason. Nobody composes the line a second time.
 */
public final class GameEvent {
    /** What happened; each kind names the fields it fills. */
    public enum Kind {
        /** A game is on the board: the screen opened, or a restart, a loaded board or an undo brought another. */
        STARTED,
        /** Move {@link #number} was played: {@link #move} by {@link #player} (0: the automaton), {@link #score} after it. */
        MOVED,
        /**
         * The game ended: {@link #player} won (0: nobody, {@link #words} names the draw), with {@link #score}; {@link
         * #flagged} is the player who lost on time (0: none).
         */
        OVER,
        /** A move or a step was refused because of {@link #words}; {@link #move}: the steps tried on the board, or null. */
        REFUSED,
        /** A losing move was held back with the warning {@link #words}: offered again, it is played. */
        WARNED,
        /** The status line is said: the player asked, or the rounds of an automaton took over after a player's move. */
        STATUS,
        /** An answer to the player (the board in words, a question typed): shown and said. */
        ANSWER,
        /** What player {@link #player}'s level plays by now, in {@link #words} ("perfect play"). */
        PLAYER_NOTE
    }

    public final Kind kind;
    public final int number;
    public final int player;
    public final String move;
    /** "3-2": player 1's score, then player 2's; null where the game keeps none. */
    public final String score;

    public final String words;
    public final int flagged;

    private GameEvent(Kind kind, int number, int player, String move, String score, String words, int flagged) {
        this.kind = kind;
        this.number = number;
        this.player = player;
        this.move = move;
        this.score = score;
        this.words = words;
        this.flagged = flagged;
    }

    public static GameEvent started() {
        return new GameEvent(Kind.STARTED, 0, 0, null, null, null, 0);
    }

    public static GameEvent moved(int number, int player, String move, String score) {
        return new GameEvent(Kind.MOVED, number, player, move, score, null, 0);
    }

    public static GameEvent over(int winner, String drawWord, String score, int flagged) {
        return new GameEvent(Kind.OVER, 0, winner, null, score, drawWord, flagged);
    }

    /** A refusal; {@code tried}: the steps tried on the board, joined by commas, when the page is to hear of them. */
    public static GameEvent refused(String reason, String tried) {
        return new GameEvent(Kind.REFUSED, 0, 0, tried, null, reason, 0);
    }

    public static GameEvent warned(String warning) {
        return new GameEvent(Kind.WARNED, 0, 0, null, null, warning, 0);
    }

    public static GameEvent status() {
        return new GameEvent(Kind.STATUS, 0, 0, null, null, null, 0);
    }

    public static GameEvent answer(String text) {
        return new GameEvent(Kind.ANSWER, 0, 0, null, null, text, 0);
    }

    public static GameEvent playerNote(int player, String words) {
        return new GameEvent(Kind.PLAYER_NOTE, 0, player, null, null, words, 0);
    }

    /**
     * The line the page's script API and the desktop's event log read ("move 3 1 a1-b1 score 1-0", "game over result
     * 2", "illegal a1,z9: ...", "player 2 perfect play"); null for an event they do not hear.
     */
    public String line() {
        String scored = score == null ? "" : " score " + score;
        switch (kind) {
            case MOVED:
                return "move " + number + " " + player + " " + move + scored;
            case OVER:
                return "game over result " + (player == 0 ? words : String.valueOf(player)) + scored
                        + (flagged > 0 ? " player " + flagged + " lost on time" : "");
            case REFUSED:
                return move == null ? null : "illegal " + move + ": " + words;
            case PLAYER_NOTE:
                return "player " + player + " " + words;
            default:
                return null;
        }
    }
}
