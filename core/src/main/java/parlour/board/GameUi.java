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
}
