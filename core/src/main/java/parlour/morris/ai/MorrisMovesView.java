package parlour.morris.ai;

import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMoves;

/** The Six Men's Morris removal rule for the database builder, on 16-point masks. */
final class MorrisMovesView {
    private MorrisMovesView() {}

    static int removable(int them) {
        return them == 0 ? 0 : MorrisMoves.removable(MorrisBoard.SIX, them);
    }
}
