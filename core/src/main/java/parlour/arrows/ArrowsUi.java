package parlour.arrows;

import parlour.shell.BoardView;
import parlour.shell.GameUi;
import parlour.shell.MoveInput;
import parlour.ui.Assets;
import parlour.ui.Theme;

/** Arrows on screen: its board view and help text. */
public final class ArrowsUi implements GameUi<ArrowsPosition> {
    @Override
    public BoardView<ArrowsPosition> createView(Assets assets, Theme theme, ArrowsPosition position, MoveInput input) {
        return new ArrowsView(assets, theme, position, input);
    }

    @Override
    public String helpName() { return "arrows"; }
}
