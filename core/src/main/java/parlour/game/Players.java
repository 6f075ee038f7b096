package parlour.game;

import static parlour.words.Tr.mark;

import java.util.Random;
import parlour.match.Thinker;

/** A game's computer players by level: what seats, the menu, the engine protocol and the arenas ask for. */
public interface Players<P> {
    /** The computer levels, weakest first. */
    String[] levels();

    String defaultLevel();

    /**
     * A computer player choosing a move for the side to move, taking about {@code maxMillis} at most.
     *
     * @throws IllegalArgumentException for a level not in {@link #levels()}
     */
    Thinker computer(String level, P position, Random random, double maxMillis);

    /** The wall-clock time a level takes for a move at most (0 for levels that answer at once). */
    double thinkMillis(String level);

    /**
     * What the level's player in {@code position} plays by, when the launcher's services make that change during a
     * game (and asking may start loading them); null when there is nothing to say.
     */
    default LevelNote note(String level, P position) {
        return null;
    }

    /** Easy, medium and strong, weakest first: the levels of every game whose computer grows stronger by level. */
    static String[] easyMediumStrong() {
        return new String[] {mark("easy"), mark("medium"), mark("strong")};
    }

    /**
     * The level names alone, for a game put together without its computer (notation, saves and tests): seats
     * and save files can name the levels, but no computer player can be made.
     */
    static <P> Players<P> namesOnly(String[] levels, String defaultLevel) {
        return new LevelTable<P>(levels, defaultLevel);
    }

    /** {@link #computer} taking the level's usual time, {@link #thinkMillis}. */
    default Thinker computer(String level, P position, Random random) {
        return computer(level, position, random, thinkMillis(level));
    }
}
