package parlour.soak;

import java.util.List;
import java.util.Random;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Thinker;

/**
 * What the soak harness needs of one game to check it after every move: the game's own move generator
 * against a slow reference, what must hold in any position, and the game's incremental structures. A new
 * game joins the soak by implementing this.
 */
public interface GameInvariants<P> {
    String id();

    /** A new match with two human seats on a board (and first player) drawn from {@code random}; resets any state kept per game. */
    Match<P> newMatch(Random random);

    /** The legal moves by the game's own generator, in its notation. */
    List<String> legalMoves(P position);

    /**
     * The move a random game plays: by default any listed legal move. A game whose legal moves are not all
     * listed (Gone's board imports) or whose random games would drag (Gone's editing) picks its own way;
     * the harness then checks that the game accepts it.
     */
    default String randomMove(P position, List<String> legal, Random random) {
        return legal.get(random.nextInt(legal.size()));
    }

    /**
     * Whether {@code move} is legal in {@code position}: by default, whether it is listed. A game with legal
     * moves it does not list (Gone's random boards and board imports) also asks its rules.
     */
    default boolean isLegal(P position, List<String> legal, String move) {
        return legal.contains(move);
    }

    /** The legal moves by a slow reference that shares no code with {@link #legalMoves}. */
    List<String> referenceMoves(P position);

    /** Checks what holds in every position: scores, counts, whose turn. @throws AssertionError */
    void checkPosition(P position);

    /** Checks one move's effect and follows it in the game's incremental structures. @throws AssertionError */
    void checkMove(P before, String move, P after);

    /** Follows a take-back of {@code move} (from {@code after} back to {@code before}) and checks it. @throws AssertionError */
    void checkUndo(P after, String move, P before);

    /** The computer levels to soak. */
    String[] levels();

    /** The computer's answer at {@code level}, given at most about {@code millis} to think. */
    String computerMove(P position, String level, Random random, double millis);

    /** The move {@code t} chooses, thought out in slices of 4 ms; fails when it never finishes. */
    static String thoughtMove(Thinker t) {
        int slices = 0;
        while (!t.think(4)) if (++slices >= 100_000) throw new AssertionError("the computer never finished thinking");
        return t.move();
    }

    /** The match as save text. */
    String save(Match<P> match);

    /** The match read back from save text. */
    Match<P> load(String text) throws SaveFormatException;
}
