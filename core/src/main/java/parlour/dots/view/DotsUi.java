package parlour.dots.view;

import parlour.board.BoardView;
import parlour.board.GameUi;
import parlour.board.MoveInput;
import parlour.dots.DotsPosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Dots and Boxes on screen: its board view and help text. */
public final class DotsUi implements GameUi<DotsPosition> {
    @Override
    public BoardView<DotsPosition> createView(Assets assets, Theme theme, DotsPosition position, MoveInput input) {
        return new DotsView(assets, theme, position, input);
    }

    @Override
    public String helpName() {
        return "dots";
    }
}
