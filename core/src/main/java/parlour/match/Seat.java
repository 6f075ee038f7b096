package parlour.match;

import static parlour.words.Tr.refusal;

/**
 * Who answers for one side: a person at this screen, the computer at a named level, or someone elsewhere whose
 * moves come in through a channel. What each kind does is asked of the seat (does it move on this board? at which
 * level does it think?), so that the screen never asks which kind it is: the seat driver moves the seat, the seat
 * names say who it is.
 */
public final class Seat {
    /** The kinds of seat: where a seat's moves come from. */
    public enum Kind {
        /** A person at this screen: the board, the keys and typed moves play for this seat. */
        HERE,
        /** The computer, thinking at a level. */
        COMPUTER,
        /** Someone elsewhere: their moves come in through a channel ({@link MoveChannel}). */
        ELSEWHERE
    }

    public static final Seat HUMAN = new Seat(Kind.HERE, null);
    /** Someone elsewhere; the seat driver is given the channel their moves come through. */
    public static final Seat ELSEWHERE = new Seat(Kind.ELSEWHERE, null);

    private final Kind kind;
    private final String level;

    private Seat(Kind kind, String level) {
        this.kind = kind;
        this.level = level;
    }

    public static Seat computer(String level) {
        if (level == null || level.isEmpty()) throw new IllegalArgumentException("a computer seat needs a level");
        return new Seat(Kind.COMPUTER, level);
    }

    public Kind kind() {
        return kind;
    }

    /** Whether a person at this screen moves for this seat (on the board, by keys or typed moves). */
    public boolean movesHere() {
        return kind == Kind.HERE;
    }

    /** The computer's level, or null for a seat the computer does not play. */
    public String level() {
        return level;
    }

    /**
     * Reads {@code human}, {@code friend} (someone elsewhere; {@code elsewhere}, its older word, too), {@code ai} (the
     * given default level), {@code ai:LEVEL} or a bare level name from {@code levels}.
     *
     * @throws IllegalArgumentException naming the accepted words
     */
    public static Seat parse(String text, String defaultLevel, String[] levels) {
        String t = text == null ? "" : text.trim().toLowerCase();
        if (t.equals("human")) return HUMAN;
        if (t.equals("friend") || t.equals("elsewhere")) return ELSEWHERE;
        if (t.equals("ai") || t.equals("computer")) return computer(defaultLevel);
        if (t.startsWith("ai:")) t = t.substring(3);
        for (String level : levels) if (level.equals(t)) return computer(level);
        StringBuilder known = new StringBuilder("human, friend, ai");
        for (String level : levels) known.append(", ai:").append(level);
        throw refusal("{0} is not a player: use one of {1}", Text.quote(text), known.toString());
    }

    /** "human", "ai:LEVEL" or "friend": how saves, the page's state and the launch options write the seat. */
    @Override
    public String toString() {
        switch (kind) {
            case HERE:
                return "human";
            case COMPUTER:
                return "ai:" + level;
            default:
                return "friend";
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Seat
                && kind == ((Seat) o).kind
                && String.valueOf(level).equals(String.valueOf(((Seat) o).level));
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + String.valueOf(level).hashCode();
    }
}
