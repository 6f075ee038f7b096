package parlour.morris.view;

import parlour.board.BoardView;
import parlour.board.GameUi;
import parlour.board.MoveInput;
import parlour.morris.MorrisPosition;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Six or Nine Men's Morris on screen: its board view and help text. */
public final class MorrisUi implements GameUi<MorrisPosition> {
    private final String helpName;

    public MorrisUi(String helpName) {
        this.helpName = helpName;
    }

    @Override
    public BoardView<MorrisPosition> createView(Assets assets, Theme theme, MorrisPosition position, MoveInput input) {
        return new MorrisView(assets, theme, position, input);
    }

    @Override
    public String helpName() {
        return helpName;
    }
}
