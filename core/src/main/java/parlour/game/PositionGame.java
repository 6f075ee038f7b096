package parlour.game;

import static parlour.words.Tr.t;

/**
 * The game side of a game whose positions know their turn and result ({@link Position}): whose turn and who won
 * come from the position, and no move is played once the game is over, the same way in every such game.
 */
public abstract class PositionGame<P extends Position> extends GameBase<P> {
    /** See {@link GameBase#GameBase}. */
    protected PositionGame(
            String id,
            String title,
            OptionSpec[] options,
            Notation<P> notation,
            Players<P> players,
            Analyst<P> analyst,
            EngineExtension<P> engine) {
        super(id, title, options, notation, players, analyst, engine);
    }

    @Override
    public final int toMove(P position) {
        return position.toMove();
    }

    @Override
    public final int winner(P position) {
        return position.winner();
    }

    @Override
    public final P play(P position, String move) {
        if (position.winner() >= 0) throw new IllegalArgumentException(t("The game is over."));
        return after(position, move);
    }

    /**
     * The position after {@code move}, in a game still going on.
     *
     * @throws IllegalArgumentException with a reason a player can read when the move is malformed or not legal
     */
    protected abstract P after(P position, String move);
}
