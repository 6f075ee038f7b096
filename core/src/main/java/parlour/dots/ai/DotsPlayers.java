package parlour.dots.ai;

import java.util.Random;
import parlour.dots.DotsPosition;
import parlour.match.Thinker;

/** The Dots and Boxes computer players by level name: the one place seats, menus and the engine ask for one. */
public final class DotsPlayers {
    /** Level names, weakest first. */
    public static final String[] LEVELS = {"easy"};
    public static final String DEFAULT_LEVEL = "easy";

    private DotsPlayers() {}

    /**
     * A computer player choosing the next line for the side to move in {@code position}.
     *
     * @throws IllegalArgumentException for a level not in {@link #LEVELS}, naming the known ones
     */
    public static Thinker create(String level, DotsPosition position, Random random) {
        if ("easy".equals(level)) return new SeedPlayer(position, random);
        StringBuilder known = new StringBuilder();
        for (String l : LEVELS) known.append(known.length() == 0 ? "" : ", ").append(l);
        throw new IllegalArgumentException("unknown level '" + level + "': the levels are " + known);
    }
}
