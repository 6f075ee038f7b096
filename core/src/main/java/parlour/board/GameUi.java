package parlour.board;

import parlour.game.GameDef;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** A game's screen half: its board view and its help text. The game side lives in {@link GameDef}. */
public interface GameUi<P> {
    /** A board showing {@code position} that offers the player's moves to {@code input}. */
    BoardView<P> createView(Assets assets, Theme theme, P position, MoveInput input);

    /** The name of the game's help text, help/NAME.txt in the assets. */
    String helpName();

    /** Makes a game's board view; a board view's constructor fits it (a method reference to it). */
    interface Views<P> {
        BoardView<P> create(Assets assets, Theme theme, P position, MoveInput input);
    }

    /** The screen half of a game whose help is help/{@code helpName}.txt and whose boards {@code views} makes. */
    static <P> GameUi<P> of(final String helpName, final Views<P> views) {
        return new GameUi<P>() {
            @Override
            public BoardView<P> createView(Assets assets, Theme theme, P position, MoveInput input) {
                return views.create(assets, theme, position, input);
            }

            @Override
            public String helpName() {
                return helpName;
            }
        };
    }
}
