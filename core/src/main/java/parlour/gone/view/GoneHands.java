package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import java.util.Collections;
import parlour.board.MoveInput;
import parlour.gone.GoneBoard;
import parlour.gone.GoneFormatException;
import parlour.gone.GoneGrid;
import parlour.gone.GonePosition;

/**
 * What the player does on Gone's board, apart from how it is drawn: the brush and the cursor, painting or playing a
 * place by pointer or keys (a drag paints each place once), the tools, and the middle button's pan and the wheel's
 * zoom. Every change is a move offered to the shell.
 */
final class GoneHands extends InputListener {
    private final GoneView view;
    private final MoveInput input;
    /** The brush ('b', 'w' or 'h') and the keyboard cursor's place. */
    char brush = 'b';

    int cursorX, cursorY;
    private int lastPaintX = -1, lastPaintY = -1;
    private boolean panning;
    private float panFromX, panFromY;

    GoneHands(GoneView view, MoveInput input, GonePosition position) {
        this.view = view;
        this.input = input;
        cursorX = position.board.width / 2;
        cursorY = position.board.height / 2;
        view.addListener(this);
    }

    @Override
    public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        // a tool takes its own press
        if (event.getTarget() != view) return false;
        // the right button draws the player's own marks (the game screen takes it first)
        if (button == Buttons.MIDDLE) {
            panning = true;
            panFromX = x;
            panFromY = y;
            return true;
        }
        lastPaintX = -1;
        touchCell(x, y, true);
        return true;
    }

    @Override
    public void touchDragged(InputEvent event, float x, float y, int pointer) {
        if (panning) {
            view.camera.pan(x - panFromX, y - panFromY);
            panFromX = x;
            panFromY = y;
            return;
        }
        if (view.position().phase == GonePosition.EDIT) touchCell(x, y, false);
    }

    @Override
    public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
        panning = false;
        lastPaintX = -1;
    }

    @Override
    public boolean scrolled(InputEvent event, float x, float y, float amountX, float amountY) {
        view.cam().zoomAt(amountY < 0 ? 2 : 0.5f, x, y);
        return true;
    }

    /** Uses tool {@code t} of the tool bar. */
    void runTool(int t) {
        switch (t) {
            case GoneToolBar.BLACK:
                brush = 'b';
                break;
            case GoneToolBar.WHITE:
                brush = 'w';
                break;
            case GoneToolBar.HOLE:
                brush = 'h';
                break;
            case GoneToolBar.RANDOM:
                offer("random-" + (1 + (int) (Math.random() * 999999)));
                break;
            case GoneToolBar.CLEAR:
                offer("clear");
                break;
            case GoneToolBar.FILL:
                offer("fill");
                break;
            case GoneToolBar.COPY:
                copyBoard();
                break;
            case GoneToolBar.PASTE:
                pasteBoard();
                break;
            case GoneToolBar.GO:
                offer("play");
                break;
            case GoneToolBar.ZOOM_IN:
                view.cam().zoomAt(2, view.getWidth() / 2, view.getHeight() / 2);
                break;
            default:
                view.cam().zoomAt(0.5f, view.getWidth() / 2, view.getHeight() / 2);
                break;
        }
    }

    /** Copies the board to the clipboard, as a board file's text, and says so. */
    private void copyBoard() {
        view.note(GoneClipboard.copy(view.position().board));
    }

    /** Reads a board file's text from the clipboard into the editor as one move, or says why not. */
    private void pasteBoard() {
        try {
            offer(GoneClipboard.paste());
        } catch (GoneFormatException e) {
            view.note(t("Could not paste: {0}", e.getMessage()));
        }
    }

    private void touchCell(float lx, float ly, boolean click) {
        int[] c = view.cam().cellAt(lx, ly);
        if (c == null) return;
        cursorX = c[1];
        cursorY = c[2];
        if (view.position().phase == GonePosition.SEED) {
            if (click) offer(c[1] + "," + c[2]);
            return;
        }
        if (view.position().phase != GonePosition.EDIT || c[1] == lastPaintX && c[2] == lastPaintY) return;
        lastPaintX = c[1];
        lastPaintY = c[2];
        paintAtCursor(click);
    }

    /** Paints the cursor's place with the brush; a drag skips places that already have the brush's colour. */
    private void paintAtCursor(boolean tellWhenSame) {
        byte v = brush == 'b' ? GoneGrid.BLACK : brush == 'w' ? GoneGrid.WHITE : GoneGrid.HOLE;
        if (!tellWhenSame && view.position().board.get(cursorX, cursorY) == v) return;
        offer(brush + String.valueOf(cursorX) + "," + cursorY);
    }

    private void offer(String move) {
        input.offer(Collections.singletonList(move));
    }

    /** A key while the board has the keyboard focus: the cursor, Space or Enter on its place, a tool's key; true when taken. */
    boolean keyDown(int keycode) {
        GonePosition position = view.position();
        GoneBoard b = position.board;
        switch (keycode) {
            case Keys.LEFT:
                cursorX = Math.max(0, cursorX - 1);
                break;
            case Keys.RIGHT:
                cursorX = Math.min(b.width - 1, cursorX + 1);
                break;
            case Keys.UP:
                cursorY = Math.max(0, cursorY - 1);
                break;
            case Keys.DOWN:
                cursorY = Math.min(b.height - 1, cursorY + 1);
                break;
            case Keys.SPACE:
            case Keys.ENTER:
                if (position.phase == GonePosition.SEED) offer(cursorX + "," + cursorY);
                else if (position.phase == GonePosition.EDIT) paintAtCursor(true);
                else return false;
                return true;
            default:
                int t = GoneToolBar.forKey(keycode, position);
                if (t < 0) return false;
                runTool(t);
                if (t >= GoneToolBar.ZOOM_IN) view.cam().follow(cursorX, cursorY);
                return true;
        }
        if (b.width > 0 && b.height > 0) {
            if (lastPaintX >= 0 && position.phase == GonePosition.EDIT) paintAtCursor(false);
            view.cam().follow(cursorX, cursorY);
        }
        return true;
    }

    /** The cursor kept on a board of {@code p}'s size. */
    void snap(GonePosition p) {
        cursorX = Math.min(cursorX, Math.max(0, p.board.width - 1));
        cursorY = Math.min(cursorY, Math.max(0, p.board.height - 1));
    }
}
