package parlour.game;

import static parlour.words.Tr.mark;

import java.util.List;
import java.util.Map;
import parlour.match.GameRules;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;

/**
 * The game side of the seam: everything the shell, the menu, the command line, save files and the
 * engine protocol need to know of one game, without libGDX. Positions are immutable snapshots and moves
 * travel as text in the game's notation. A game's board view is its other half (see the shell).
 */
public interface GameDef<P> extends GameRules<P> {
    /** The name on the menu card and in messages, such as "Dots and Boxes". */
    String title();

    /** The game's own options; the shell adds the seats ({@code p1}, {@code p2}) and who moves first. */
    OptionSpec[] options();

    /** The start position for these (checked, complete) options and first player. */
    P start(Map<String, String> options, int firstPlayer);

    /** The options a match that began at {@code start} was made with: saved as header tags. */
    Map<String, String> optionsOf(P start);

    /**
     * Who moves first unless the player says: {@code "1"}, {@code "2"} or {@code "random"} (drawn when a game
     * starts, and said on screen).
     */
    default String defaultFirst() {
        return "1";
    }

    /** The player who moves first from {@code start}. */
    int firstPlayer(P start);

    /** Every legal move in the position, in notation, in a stable order; empty when the game is over. */
    List<String> legalMoves(P position);

    /**
     * Why {@code move}, legal in {@code position}, loses at once (an Arrows arrow pointed off the board) while
     * another move would not, as sentences that end saying how to play it all the same; null otherwise. A person's first
     * try of such a move is held back with this warning, shown and said as it is, and the same move again plays it.
     */
    default String warning(P position, String move) {
        return null;
    }

    /** Why the game ended, for the result line ("no moves left", "on time"), or null when there is nothing to add. */
    default String whyOver(P position) {
        return null;
    }

    /** Player {@code player}'s score as shown beside the name, or null for a game without scores. */
    default String score(P position, int player) {
        return null;
    }

    /**
     * As {@link #whyOver(Object)}, from the listener's side where it names a player ("you were reduced to two
     * pieces"), the players named as {@code names} does; the default: the same words.
     */
    default String whyOver(P position, PlayerNames names) {
        return whyOver(position);
    }

    /** What the game calls a game nobody won, in the result line ("tie", "draw"). */
    default String drawWord() {
        return mark("tie");
    }

    /**
     * Whether the players play to win in this position: false where a zero-player game's board is only made and
     * run, so the status names no player and the end is the game's verdict ({@link #whyOver}), not a tie.
     */
    default boolean contested(P position) {
        return true;
    }

    /** What follows the winner's name in the result ("5 to 4"), or the tie's detail ("3 all"); may be empty. */
    default String resultDetail(P position) {
        return "";
    }

    /**
     * Why the player who just moved is to move again ("closed a box"), as a text marked for the catalogue (the screen
     * says it in the player's language), or null when the turn passed normally. {@code before} is the position the
     * move was played in.
     */
    default String againNote(P before, P after) {
        return null;
    }

    /** Extra header tags a save carries for the reader's benefit (such as the score). */
    default void summaryTags(P position, Map<String, String> tags) {}

    /**
     * Checks a saved game's summary tags (such as the score) against the replayed position.
     *
     * @throws SaveFormatException naming the line of a tag that disagrees with the moves
     */
    default void checkSummaryTags(P position, SavedGame saved, String source) throws SaveFormatException {}

    /** How moves are written and read. */
    Notation<P> notation();

    /** The computer players. */
    Players<P> players();

    /** Hints and analysis, or null for a game without them. */
    default Analyst<P> analyst() {
        return null;
    }

    /** The game's board files (Load board and Save board), or null for a game without them. */
    default BoardFormat<P> boardFormat() {
        return null;
    }

    /** The game's engine-protocol commands beyond the shared ones, or null. */
    default EngineExtension<P> engineExtension() {
        return null;
    }

    /** Whether positions where nobody is to move occur: the shell then shows Play, Pause, Step and a speed. */
    default boolean hasAutomaton() {
        return false;
    }

    /**
     * For a zero-player game: the move the automaton plays in a position where {@link #toMove} is 0 and
     * the game is not over.
     */
    default String automaticMove(P position) {
        return null;
    }

    /** Each player's thinking-time budget for the whole game in milliseconds, or 0 for untimed play. */
    default double clockMillis(Map<String, String> options) {
        return 0;
    }
}
