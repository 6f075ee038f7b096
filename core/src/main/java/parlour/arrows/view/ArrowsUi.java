package parlour.arrows.view;

import parlour.arrows.ArrowsPosition;
import parlour.board.BoardView;
import parlour.board.GameUi;
import parlour.board.MoveInput;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Arrows on screen: its board view and help text. */
public final class ArrowsUi implements GameUi<ArrowsPosition> {
    @Override
    public BoardView<ArrowsPosition> createView(Assets assets, Theme theme, ArrowsPosition position, MoveInput input) {
        return new ArrowsView(assets, theme, position, input);
    }

    @Override
    public String helpName() {
        return "arrows";
    }
}
