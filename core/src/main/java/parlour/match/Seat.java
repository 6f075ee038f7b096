package parlour.match;

import static parlour.words.Tr.refusal;
import static parlour.words.Tr.t;

/** Who plays one side: a person at this computer, or the computer at a named level. */
public final class Seat {
    public static final Seat HUMAN = new Seat(null);

    private final String level;

    private Seat(String level) {
        this.level = level;
    }

    public static Seat computer(String level) {
        if (level == null || level.isEmpty()) throw new IllegalArgumentException("a computer seat needs a level");
        return new Seat(level);
    }

    public boolean isHuman() {
        return level == null;
    }

    /** The computer's level, or null for a human seat. */
    public String level() {
        return level;
    }

    /**
     * Reads {@code human}, {@code ai} (the given default level), {@code ai:LEVEL} or a bare level name
     * from {@code levels}.
     *
     * @throws IllegalArgumentException naming the accepted words
     */
    public static Seat parse(String text, String defaultLevel, String[] levels) {
        String t = text == null ? "" : text.trim().toLowerCase();
        if (t.equals("human")) return HUMAN;
        if (t.equals("ai") || t.equals("computer")) return computer(defaultLevel);
        if (t.startsWith("ai:")) t = t.substring(3);
        for (String level : levels) if (level.equals(t)) return computer(level);
        StringBuilder known = new StringBuilder("human, ai");
        for (String level : levels) known.append(", ai:").append(level);
        throw refusal("{0} is not a player: use one of {1}", Text.quote(text), known.toString());
    }

    @Override
    public String toString() {
        return isHuman() ? "human" : "ai:" + level;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Seat && String.valueOf(level).equals(String.valueOf(((Seat) o).level));
    }

    @Override
    public int hashCode() {
        return String.valueOf(level).hashCode();
    }
}
