package parlour.gone.view;

import parlour.board.BoardView;
import parlour.board.GameUi;
import parlour.board.MoveInput;
import parlour.gone.GonePosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Gone on screen: its board view and help text. */
public final class GoneUi implements GameUi<GonePosition> {
    @Override
    public BoardView<GonePosition> createView(Assets assets, Theme theme, GonePosition position, MoveInput input) {
        return new GoneView(assets, theme, position, input);
    }

    @Override
    public String helpName() {
        return "gone";
    }
}
