package parlour.testgame;

import parlour.board.BoardView;
import parlour.board.GameUi;
import parlour.board.MoveInput;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Nim on screen, for the seam's tests. */
public final class NimUi implements GameUi<NimPosition> {
    @Override
    public BoardView<NimPosition> createView(Assets assets, Theme theme, NimPosition position, MoveInput input) {
        return new NimView(assets, theme, position, input);
    }

    @Override
    public String helpName() {
        return "parlour";
    }
}
