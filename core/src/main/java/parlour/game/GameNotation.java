package parlour.game;

import static parlour.words.Tr.t;

import java.util.List;

/**
 * The notation every game writes the same way: a move example, a sentence on how to move and the game's {@link
 * MoveWords}. A game fills in how it reads a move ({@link #canonical}) and draws a position ({@link #diagram}).
 */
public abstract class GameNotation<P> implements Notation<P> {
    private final String moveExample;
    private final String howToMove, howToTouch;
    private final MoveWords<P> words;

    /**
     * @param moveExample a move to show in messages, such as "a1-b1"
     * @param howToMove how to enter a move with a mouse or the keys, as one marked sentence
     * @param howToTouch how to enter it on a touch screen, as one marked sentence
     * @param words the game's moves and board in words
     */
    protected GameNotation(String moveExample, String howToMove, String howToTouch, MoveWords<P> words) {
        this.moveExample = moveExample;
        this.howToMove = howToMove;
        this.howToTouch = howToTouch;
        this.words = words;
    }

    @Override
    public final String moveExample() {
        return moveExample;
    }

    @Override
    public final String howToMove() {
        return t(howToMove);
    }

    @Override
    public String howToTouch(P position) {
        return t(howToTouch);
    }

    @Override
    public final String inWords(P before, String move, P after, boolean you, PlayerNames names) {
        return words.inWords(before, move, after, you, names);
    }

    @Override
    public final List<String> typedSteps(P position, String text) {
        return words.typedSteps(position, text);
    }

    @Override
    public final String describe(P position, String query) {
        return words.describe(position, query);
    }

    @Override
    public final String describe(P position, String query, PlayerNames names) {
        return words.describe(position, query, names);
    }

    @Override
    public final String placeInWords(P position, String place, PlayerNames names) {
        return words.placeInWords(position, place, names);
    }

    @Override
    public final String named(String move) {
        return words.named(move);
    }

    @Override
    public final String typedForms() {
        return words.typedForms();
    }
}
