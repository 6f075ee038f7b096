package parlour.dots.view;

import com.badlogic.gdx.Input.Keys;
import parlour.dots.DotsPosition;

/** The keyboard cursor of a Dots board: the line it is on, how the arrow keys move it, and whether it shows. */
final class DotsCursor {
    /** Band 0..2*rows (even: horizontal lines, odd: vertical), index within the band. */
    private int band;

    private int index;
    private boolean shown;

    /** The line under the cursor. */
    int line(DotsPosition board) {
        if (band % 2 == 0) return board.h(index, band / 2);
        return board.v(index, band / 2);
    }

    void moveTo(DotsPosition board, int line) {
        int[] a = board.firstDot(line);
        band = board.isHorizontal(line) ? 2 * a[1] : 2 * a[1] + 1;
        index = a[0];
    }

    boolean isShown() {
        return shown;
    }

    void setShown(boolean shown) {
        this.shown = shown;
    }

    /** Shows the cursor and moves it one step for an arrow key; false, with nothing changed, for other keys. */
    boolean arrowKey(DotsPosition board, int keycode) {
        int bands = 2 * board.rows() + 1;
        switch (keycode) {
            case Keys.LEFT:
                if (index > 0) index--;
                break;
            case Keys.RIGHT:
                if (index < bandLength(board, band) - 1) index++;
                break;
            case Keys.UP:
                if (band < bands - 1) changeBand(board, band + 1);
                break;
            case Keys.DOWN:
                if (band > 0) changeBand(board, band - 1);
                break;
            default:
                return false;
        }
        shown = true;
        return true;
    }

    private static int bandLength(DotsPosition board, int band) {
        return band % 2 == 0 ? board.cols() : board.cols() + 1;
    }

    private void changeBand(DotsPosition board, int next) {
        // a horizontal line's left dot keeps its column; a vertical at the right edge moves to the last horizontal
        band = next;
        index = Math.min(index, bandLength(board, next) - 1);
    }
}
