package parlour.game;

import static parlour.words.Tr.t;

import java.util.Collections;
import java.util.List;
import parlour.match.Mark;
import parlour.match.SavedGame;

/** How a game writes and reads its moves, and draws a position as text: one part of a {@link GameDef}. */
public interface Notation<P> {
    /**
     * A move as a person or a program wrote it, in the canonical notation the history keeps.
     *
     * @throws IllegalArgumentException with a reason a player can read when it is malformed or not legal here
     */
    String canonical(P position, String move);

    /** The longest move the notation writes, in characters: a save with a longer token is refused. */
    default int longestMove() {
        return SavedGame.MAX_MOVE_CHARS;
    }

    /** A move to show in messages about the notation, such as "a1-b1". */
    String moveExample();

    /** The steps by which a player enters {@code move} on the board (one step for most moves). */
    default List<String> parts(String move) {
        return Collections.singletonList(move);
    }

    /**
     * The move {@code steps} write when joined, the other way from {@link #parts}, so that {@link #canonical} can say
     * why steps no legal move begins with are refused; the default: the one step, or null for several.
     */
    default String written(List<String> steps) {
        return steps.size() == 1 ? steps.get(0) : null;
    }

    /** One sentence on how to enter a move, shown before the first move. */
    String howToMove();

    /**
     * {@link #howToMove} in {@code position}, for a game whose moves there differ from its others (a board editor that
     * offers fewer tools in one mode); the default: the one sentence.
     */
    default String howToMove(P position) {
        return howToMove();
    }

    /**
     * {@link #howToMove(Object)} for a player on a touch screen with no keyboard: taps, no clicks and no keys; the
     * default: the same sentence.
     */
    default String howToTouch(P position) {
        return howToMove(position);
    }

    /**
     * A move in words for announcements (a screen reader, the status line): what the mover did, without the mover's
     * name, such as "draws the line from b2 to b3 and closes a box: You 2, Computer (easy) 3". {@code you} asks for
     * the form that follows "You" ("draw"), else the one that follows a name ("draws"); {@code names} names the
     * players in the words that name them (a score), as the side panel does. {@code before} is the position the move
     * was played in, {@code after} the one it made.
     */
    default String inWords(P before, String move, P after, boolean you, PlayerNames names) {
        return you ? t("play {0}", move) : t("plays {0}", move);
    }

    /**
     * What the player does next when {@code steps} begin a move in {@code position} and {@code next} are the steps
     * that may follow, as a sentence for the status line ("Mill! Remove one of your opponent's pieces: they are
     * ringed."); null leaves the shell's general words.
     */
    default String nextStep(P position, List<String> steps, List<String> next) {
        return null;
    }

    /**
     * What a player typed in the move field, in the notation or in words, as the steps of a move: the same steps
     * {@link #parts} splits a move into, a whole move or the steps that continue or begin one (the shell joins them to
     * the steps already entered and judges them against the legal moves). Case, extra spaces and punctuation around
     * words are forgiven. A well-formed move that is not legal may be refused here with the game's own reason (as
     * {@link #canonical} gives it) or left to the shell.
     *
     * <p>The default reads the text as {@link #canonical} does and splits it with {@link #parts}.
     *
     * @param position the position the steps are typed in
     * @param text what the player typed, as typed
     * @return the steps, each as {@link #parts} writes it; never empty
     * @throws IllegalArgumentException with a reason a player can read, quoting the text, when it is neither the
     *     notation nor one of the words this game takes
     */
    default List<String> typedSteps(P position, String text) {
        return parts(canonical(position, text.trim()));
    }

    /**
     * The position, or the part of it a player asked about, in words for a listener (a screen reader): one or a few
     * short sentences.
     *
     * <p>The default knows no query and returns null: a game without descriptions.
     *
     * @param position the position to describe
     * @param query what the player asked, in lower case with single spaces, such as "row 3" or "where can i move";
     *     "" asks for the whole board (the D key)
     * @return the sentences, or null when the query is not one this game knows (the caller then says {@link
     *     #typedForms})
     */
    default String describe(P position, String query) {
        return null;
    }

    /**
     * As {@link #describe(Object, String)}, naming the players as {@code names} does ("You: outer ring a1; …",
     * "Computer (easy) to move a piece."); the default names nobody and answers as that does.
     */
    default String describe(P position, String query, PlayerNames names) {
        return describe(position, query);
    }

    /**
     * What is at a place of the board, named as {@link parlour.board.BoardView#cursorPlace} names it, in a few words
     * for a listener moving the keyboard cursor ("Line a1 to b1, free.", "Point c2, your piece."), the players named
     * as {@code names} does; null where the game has no such words or the place is not on the board.
     */
    default String placeInWords(P position, String place, PlayerNames names) {
        return null;
    }

    /**
     * The forms this game takes in the move field, as one short sentence for help and for a refused text: how to
     * type a move, and what may be asked about the board. The default names the notation's example.
     */
    default String typedForms() {
        return t("Type a move as the notation writes it, like {0}.", moveExample());
    }

    /**
     * A point, dot or cell a mark may stand on, as the game names it (Dots {@code a1}, Morris {@code c2}): its name as
     * the game writes it.
     *
     * @throws IllegalArgumentException with a reason a player can read when the board has no such place
     */
    default String place(P position, String name) {
        throw new IllegalArgumentException(t("this game has no places to mark"));
    }

    /**
     * A move as Undo and Redo name it ("Took back c2-d2."), in the player's language: its notation by default; a game
     * whose notation holds words (Gone's {@code round}) names those in words.
     */
    default String named(String move) {
        return move;
    }

    /** A box or cell a fill mark covers, as the game names it; the default: the places {@link #place} takes. */
    default String area(P position, String name) {
        return place(position, name);
    }

    /**
     * The marks that show {@code move}, played in {@code position}, on the board in {@code colour} (a {@link Mark}
     * colour): its line, the arrow from where a piece goes to where it lands, a ring on a place it takes. Every place
     * they name is one {@link #place} takes. The default, and a move that names no place: none.
     */
    default List<Mark> moveMarks(P position, String move, String colour) {
        return Collections.emptyList();
    }

    /** The position as text for the protocol's {@code showboard}: starts with a line break. */
    String diagram(P position);
}
