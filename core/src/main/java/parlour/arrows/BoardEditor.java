package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * What the board editor does, apart from drawing and keys: the draft with its own undo and redo, the
 * keyboard cursor, the mouse's tool, and the line that tells the player what happened or what to fix.
 * Every action that cannot be done leaves the draft as it was and answers false with a message.
 */
public final class BoardEditor {
    /** The mouse's tools: a click toggles a blocked cell, or puts piece 1 or 2 there (turns it if it is there already). */
    public static final int BLOCK = 0, PIECE1 = 1, PIECE2 = 2;

    private final List<BoardDraft> history = new ArrayList<>();
    private int at;
    private final int blockedCells;
    private final Random random;
    private int cursorX = 1, cursorY = 1, tool = BLOCK;
    private String message;
    /** Whether the message says why the board cannot be played (the status then adds nothing of its own). */
    private boolean unplayable;

    /** An editor starting from {@code start}; Random boards get {@code blockedCells} blocked cells (the game's option). */
    public BoardEditor(BoardDraft start, int blockedCells, Random random) {
        history.add(start);
        this.blockedCells = blockedCells;
        this.random = random;
        if (start.pieceX(1) > 0) {
            cursorX = start.pieceX(1);
            cursorY = start.pieceY(1);
        }
    }

    public BoardDraft draft() {
        return history.get(at);
    }

    public int cursorX() {
        return cursorX;
    }

    public int cursorY() {
        return cursorY;
    }

    public int tool() {
        return tool;
    }

    public void setTool(int t) {
        tool = t;
        say(
                t == BLOCK
                        ? t("Clicks block and unblock cells.")
                        : t("Clicks put piece {0} on a cell, or turn it where it is.", t));
    }

    /** Shows {@code text} on the status line until the next action. */
    public void tell(String text) {
        say(text);
    }

    private void say(String text) {
        message = text;
        unplayable = false;
    }

    public boolean canUndo() {
        return at > 0;
    }

    public boolean canRedo() {
        return at < history.size() - 1;
    }

    private boolean change(BoardDraft next, String what) {
        while (history.size() > at + 1) history.remove(history.size() - 1);
        history.add(next);
        at++;
        say(what);
        return true;
    }

    private boolean refuse(String why) {
        say(why);
        return false;
    }

    /** Moves the keyboard cursor, staying on the board. */
    public void moveCursor(int dx, int dy) {
        cursorX += dx;
        cursorY += dy;
        keepCursorOnBoard();
        say(null);
    }

    private void keepCursorOnBoard() {
        cursorX = Math.max(1, Math.min(draft().cols, cursorX));
        cursorY = Math.max(1, Math.min(draft().rows, cursorY));
    }

    public void setCursor(int x, int y) {
        cursorX = x;
        cursorY = y;
    }

    /** Blocks the cursor's cell, or unblocks it. */
    public boolean toggleBlocked() {
        boolean was = draft().isBlocked(cursorX, cursorY);
        return change(
                draft().toggleBlocked(cursorX, cursorY), was ? t("Unblocked {0}.", cell()) : t("Blocked {0}.", cell()));
    }

    /** Puts piece {@code n} on the cursor's cell. */
    public boolean placePiece(int n) {
        if (draft().pieceX(n) == cursorX && draft().pieceY(n) == cursorY)
            return refuse(t("Piece {0} is on {1} already.", n, cell()));
        return change(draft().place(n, cursorX, cursorY), t("Piece {0} on {1}.", n, cell()));
    }

    /** Turns the piece under the cursor an eighth clockwise (or anticlockwise). */
    public boolean turn(boolean clockwise) {
        int n = draft().pieceAt(cursorX, cursorY);
        if (n == 0)
            return refuse(
                    t("No piece on {0} to turn: move the cursor onto one, or put one there with 1 or 2.", cell()));
        BoardDraft next = draft().turn(n, clockwise ? 1 : -1);
        return change(next, t("Piece {0} points {1}.", n, Direction.said(next.pieceDir(n))));
    }

    /** One column or row more or fewer; the board stays from 4 to 10 cells each way. */
    public boolean resize(int dCols, int dRows) {
        BoardDraft d = draft();
        int c = d.cols + dCols, r = d.rows + dRows;
        if (c < ArrowsBoard.MIN || r < ArrowsBoard.MIN || c > ArrowsBoard.MAX || r > ArrowsBoard.MAX) {
            return refuse(t(
                    "A board is from {0} to {1} cells each way; this one is {2}x{3}.",
                    ArrowsBoard.MIN, ArrowsBoard.MAX, d.cols, d.rows));
        }
        BoardDraft next = d.resized(c, r);
        boolean lost = next.pieceX(1) == 0 && d.pieceX(1) > 0 || next.pieceX(2) == 0 && d.pieceX(2) > 0;
        change(
                next,
                lost
                        ? t("The board is {0}x{1}. A piece outside it was taken off.", c, r)
                        : t("The board is {0}x{1}.", c, r));
        keepCursorOnBoard();
        return true;
    }

    /** A random fair board of the draft's size. */
    public boolean randomBoard() {
        BoardDraft d = draft();
        return change(BoardDraft.random(d.cols, d.rows, blockedCells, random), t("A random board."));
    }

    /** No blocked cells and no pieces. */
    public boolean clear() {
        if (draft().equals(draft().cleared())) return refuse(t("The board is clear already."));
        return change(draft().cleared(), t("Cleared: put the pieces on with 1 and 2."));
    }

    public boolean undo() {
        if (!canUndo()) return refuse(t("Nothing to undo in the editor."));
        at--;
        keepCursorOnBoard();
        say(t("Undone."));
        return true;
    }

    public boolean redo() {
        if (!canRedo()) return refuse(t("Nothing to redo in the editor."));
        at++;
        keepCursorOnBoard();
        say(t("Redone."));
        return true;
    }

    /** A click with the mouse's tool on (x, y): the cursor goes there too. */
    public boolean click(int x, int y) {
        setCursor(x, y);
        if (tool == BLOCK) return toggleBlocked();
        if (draft().pieceX(tool) == x && draft().pieceY(tool) == y) return turn(true);
        return placePiece(tool);
    }

    /** The board to play, or null when it cannot be played (the message says why). */
    public ArrowsBoard finish() {
        try {
            return draft().toBoard();
        } catch (IllegalArgumentException e) {
            refuse(t("This board cannot be played: {0}", e.getMessage()));
            unplayable = true;
            return null;
        }
    }

    /** What the status line says: the board, the last action or refusal, and what is wrong or what to do next. */
    public String status() {
        BoardDraft d = draft();
        StringBuilder sb =
                new StringBuilder(t("Board editor, {0}x{1}, cursor {2}.", d.cols, d.rows, cell())).append(' ');
        if (message != null) sb.append(message).append(' ');
        String problem = d.problem(), warning = d.warning();
        if (message == null || !unplayable) {
            if (problem != null) sb.append(problem);
            else if (warning != null) sb.append(t("Careful: {0}.", warning));
            else if (message == null) sb.append(t("Arrow keys move the cursor; Enter plays the board, Esc goes back."));
        }
        return sb.toString().trim();
    }

    private String cell() {
        return "(" + cursorX + ", " + cursorY + ")";
    }
}
