package parlour.game;

import static parlour.words.Tr.t;

import java.util.List;

/**
 * A game's moves and board in words, the half of its {@link Notation} for the move field and for a listener: what a
 * player types, what a move did and what the board holds. A game fills it in; {@link GameNotation} answers with it.
 */
public abstract class MoveWords<P> {
    /** A move in words, as {@link Notation#inWords} tells it. */
    public interface Told<P> {
        String inWords(P before, String move, P after, boolean you, PlayerNames names);
    }

    private final String forms;
    private final Told<P> told;

    /**
     * @param forms the forms the move field takes, as one marked sentence (see {@link Notation#typedForms})
     * @param told a move in words
     */
    protected MoveWords(String forms, Told<P> told) {
        this.forms = forms;
        this.told = told;
    }

    /** See {@link Notation#inWords}. */
    public final String inWords(P before, String move, P after, boolean you, PlayerNames names) {
        return told.inWords(before, move, after, you, names);
    }

    /** See {@link Notation#typedSteps}. */
    public abstract List<String> typedSteps(P position, String text);

    /** See {@link Notation#describe}. */
    public abstract String describe(P position, String query);

    /** See {@link Notation#describe(Object, String, PlayerNames)}: by default as {@link #describe} answers. */
    public String describe(P position, String query, PlayerNames names) {
        return describe(position, query);
    }

    /** See {@link Notation#placeInWords}: by default no words. */
    public String placeInWords(P position, String place, PlayerNames names) {
        return null;
    }

    /** See {@link Notation#named}: by default the move as written. */
    public String named(String move) {
        return move;
    }

    /** See {@link Notation#typedForms}: the sentence given, in the player's language. */
    public final String typedForms() {
        return t(forms);
    }
}
