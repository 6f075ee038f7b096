package parlour.arrows.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.ui.WidgetGroup;
import java.util.Map;
import java.util.Random;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardDraft;
import parlour.arrows.BoardEditor;
import parlour.board.KeyTable;
import parlour.board.MoveInput;
import parlour.ui.Assets;

/**
 * The Arrows view's editor mode: opens a {@link BoardEditor} on the game's board, routes the view's clicks,
 * keys and the shell's commands to it while it holds the game, and ends by starting a new game on the
 * edited board (its setup text as the board option, so the rules, the computer, saves and the engine
 * protocol see an ordinary game) or by going back to the game unchanged.
 */
final class EditorMode {
    final EditorPanel panel;
    private final Assets assets;
    private final MoveInput input;
    private final WidgetGroup view;
    private BoardEditor editor;
    /** The game's position when the editor opened: its options become the new game's, with the edited board. */
    private ArrowsPosition game;

    EditorMode(Assets assets, MoveInput input, WidgetGroup view, EditorPanel panel) {
        this.assets = assets;
        this.input = input;
        this.view = view;
        this.panel = panel;
    }

    boolean isOpen() {
        return editor != null;
    }

    BoardEditor editor() {
        return editor;
    }

    void open(ArrowsPosition position) {
        int blocked = 8;
        try {
            blocked = Integer.parseInt(position.blockedOption);
        } catch (NumberFormatException e) {
            // not a number of cells (a board given as text): Random boards get the option's default
        }
        game = position;
        editor = new BoardEditor(BoardDraft.of(position.board), blocked, new Random());
        did(EditorPanel.EDITED);
    }

    void touch(float x, float y, int button) {
        int t = panel.toolAt(x, y);
        if (t >= 0) {
            did(EditorPanel.runTool(editor, t));
            return;
        }
        int[] c = panel.cellAt(x, y, editor.draft());
        if (c == null) return;
        boolean ok;
        if (button == Buttons.RIGHT) {
            editor.setCursor(c[0], c[1]);
            ok = editor.turn(false);
        } else {
            ok = editor.click(c[0], c[1]);
        }
        did(ok ? EditorPanel.EDITED : EditorPanel.REFUSED);
    }

    /** A key for the editor; false when it does not use it. */
    boolean key(int keycode, boolean shift) {
        int what = EditorPanel.key(editor, keycode, shift);
        if (what == EditorPanel.NOTHING) return false;
        did(what);
        return true;
    }

    /** After an editor action: the sound of a refusal, playing the board, leaving, or showing the change. */
    private void did(int what) {
        if (what == EditorPanel.PLAY_BOARD) {
            ArrowsBoard b = editor.finish();
            if (b != null) {
                Map<String, String> options = ArrowsGame.RULES.optionsOf(game);
                options.put("size", b.cols + "x" + b.rows);
                options.put("board", b.setupText());
                editor = null;
                view.invalidate();
                input.newGame(options);
                input.boardChanged();
                return;
            }
            what = EditorPanel.REFUSED;
        }
        if (what == EditorPanel.LEAVE) editor = null;
        if (what == EditorPanel.REFUSED) assets.play("error");
        view.invalidate();
        input.boardChanged();
    }

    String status() {
        return editor == null ? null : editor.status();
    }

    /** The shell's commands while the editor is open: its own undo and redo, Esc back to the game, no hints. */
    boolean takeCommand(KeyTable.Command c) {
        if (editor == null) return false;
        switch (c) {
            case UNDO:
                did(EditorPanel.runTool(editor, EditorPanel.UNDO));
                return true;
            case REDO:
                did(EditorPanel.runTool(editor, EditorPanel.REDO));
                return true;
            case MENU:
                did(EditorPanel.LEAVE);
                return true;
            case HINT:
            case ANALYSIS:
            case RESTART:
                editor.tell(t(
                        "{0} is for the game: play this board (Enter) or go back to the game (Esc) first.",
                        t(c.label)));
                did(EditorPanel.REFUSED);
                return true;
            default:
                return false;
        }
    }

    void layout(float w, float h) {
        panel.layout(w, h, editor.draft().cols, editor.draft().rows);
    }

    void draw(Batch batch, float x0, float y0, int first) {
        panel.draw(batch, x0, y0, editor, first);
    }

    /** Where a tool ("Block", "Play board") or a cell ("3,4") is, in the view's coordinates, or null. */
    float[] pointOf(String what) {
        for (int t = 0; t < EditorPanel.TOOLS.length; t++)
            if (EditorPanel.TOOLS[t].equalsIgnoreCase(what.trim())
                    || t(EditorPanel.TOOLS[t]).equalsIgnoreCase(what.trim())) return panel.toolCentre(t);
        int comma = what.indexOf(',');
        if (comma < 0) return null;
        try {
            int x = Integer.parseInt(what.substring(0, comma).trim()),
                    y = Integer.parseInt(what.substring(comma + 1).trim());
            BoardDraft d = editor.draft();
            return x < 1 || y < 1 || x > d.cols || y > d.rows ? null : panel.cellCentre(x, y, d.rows);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
