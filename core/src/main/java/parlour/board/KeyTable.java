package parlour.board;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;

/**
 * The game screen's commands and their keys: one table drives the shortcuts, the button labels
 * ("Undo (U)") and the usage text, so that they never disagree.
 */
public final class KeyTable {
    /** A key combination: the key and whether Ctrl (or Cmd) must be down, must be up, or either; SHIFT: Shift without Ctrl. */
    static final int ANY = 0, NO_CTRL = 1, CTRL = 2, CTRL_SHIFT = 3, SHIFT = 4;

    /** One command: what the button says, the key shown on it, every key that does it, and its usage line. */
    public enum Command {
        UNDO(mark("Undo"), "U", mark("undo"), new int[] {Keys.U, ANY, Keys.Z, CTRL}),
        REDO(mark("Redo"), "Ctrl+Y", mark("redo"), new int[] {Keys.Y, CTRL, Keys.Z, CTRL_SHIFT}),
        RESTART(mark("Restart"), "R", mark("restart (undoable)"), new int[] {Keys.R, NO_CTRL}),
        HINT(mark("Hint"), "T", mark("hint: the computer's suggestion pulses"), new int[] {Keys.T, NO_CTRL}),
        ANALYSIS(mark("Analysis"), "A", mark("analysis overlay: every move's value"), new int[] {Keys.A, NO_CTRL}),
        PLAY(mark("Play"), "P", mark("play or pause the rounds"), new int[] {Keys.P, NO_CTRL}),
        STEP(mark("Step"), "N", mark("one round"), new int[] {Keys.N, NO_CTRL}),
        SPEED(mark("Speed"), "+", mark("how fast the rounds go"), new int[] {Keys.PLUS, ANY, Keys.EQUALS, ANY}),
        SAVE(mark("Save"), "S", mark("save the game under a name"), new int[] {Keys.S, NO_CTRL}),
        LOAD(mark("Load"), "L", mark("load a saved game"), new int[] {Keys.L, NO_CTRL, Keys.O, CTRL}),
        LOAD_BOARD(
                mark("Load board"),
                "Shift+L",
                mark("a new game on a board file's board (games with board files; undoable)"),
                new int[] {Keys.L, SHIFT}),
        SAVE_BOARD(
                mark("Save board"),
                "Shift+S",
                mark("write the board to a board file (games with board files)"),
                new int[] {Keys.S, SHIFT}),
        HELP(mark("Help"), "H", mark("help (not modal)"), new int[] {Keys.H, ANY, Keys.F1, ANY}),
        MOVE(
                mark("Move"),
                "/",
                mark("the move field: type a move in words, or ask (board, row 3, where can I move)"),
                new int[] {Keys.SLASH, NO_CTRL, Keys.NUMPAD_DIVIDE, NO_CTRL}),
        DESCRIBE(
                mark("Describe"),
                "D",
                mark("the board in words, on the status line and to a screen reader"),
                new int[] {Keys.D, NO_CTRL}),
        SOUND(mark("Sound"), "M", mark("sound on or off"), new int[] {Keys.M, NO_CTRL}),
        MENU(mark("Menu"), "Esc", mark("back to the menu (closes help first)"), new int[] {Keys.ESCAPE, ANY}),
        COORDINATES(
                mark("Coordinates"),
                "C",
                mark("board coordinates on or off (no button: also in the menu's settings)"),
                new int[] {Keys.C, NO_CTRL}),
        REVIEW(
                mark("Moves"),
                "V",
                mark("the move list: step through the game (Home, End, Left, Right), proved mistakes marked ?"),
                new int[] {Keys.V, NO_CTRL}),
        REMATCH(
                mark("Rematch"),
                "J",
                mark("after a game: another with the sides swapped (its button is on the result)"),
                new int[] {Keys.J, NO_CTRL}),
        NEXT_PUZZLE(
                mark("Next puzzle"),
                "Shift+N",
                mark("a collection's next puzzle (the page's puzzle option)"),
                new int[] {Keys.N, SHIFT}),
        PREVIOUS_PUZZLE(
                mark("Previous puzzle"), "Shift+P", mark("a collection's previous puzzle"), new int[] {Keys.P, SHIFT}),
        MARK(
                mark("Mark"),
                "K",
                mark(
                        "your own mark on the place under the board cursor, or off it again (Shift+K where the board uses K;"
                                + " the right mouse button draws rings and arrows; a click clears them)"),
                new int[] {Keys.K, NO_CTRL}),
        PASTE_LINK(
                mark("Paste link"),
                "Ctrl+V",
                mark("open a friend link from the clipboard: their game, or their reply continuing this one"),
                new int[] {Keys.V, CTRL});

        public final String label;
        public final String key;
        public final String usage;
        private final int[] bindings;

        Command(String label, String key, String usage, int[] bindings) {
            this.label = label;
            this.key = key;
            this.usage = usage;
            this.bindings = bindings;
        }

        /** Whether the command has a button of its own (the rarest have only their key and a menu setting). */
        public boolean hasButton() {
            return this != COORDINATES
                    && this != REMATCH
                    && this != DESCRIBE
                    && this != NEXT_PUZZLE
                    && this != PREVIOUS_PUZZLE
                    && this != MARK
                    && this != PASTE_LINK;
        }

        /** The button's text with its key ("Undo (U)") or without it, where space is short, in English: its name for scripts. */
        public String buttonText(boolean withKey) {
            return withKey ? label + " (" + key + ")" : label;
        }

        /** The button's words in the player's language. */
        public String text() {
            return t(label);
        }

        /** The button's words in the player's language, with its key where {@code withKey}. */
        public String shownText(boolean withKey) {
            return withKey ? text() + " (" + key + ")" : text();
        }

        boolean firesOn(int keycode, boolean ctrl, boolean shift) {
            for (int i = 0; i < bindings.length; i += 2) {
                if (bindings[i] != keycode) continue;
                int need = bindings[i + 1];
                if (need == ANY
                        || need == NO_CTRL && !ctrl
                        || need == CTRL && ctrl && !shift
                        || need == CTRL_SHIFT && ctrl && shift
                        || need == SHIFT && shift && !ctrl) return true;
            }
            return false;
        }

        /** Whether this command's binding of {@code keycode} is Shift and the key. */
        boolean needsShift(int keycode) {
            for (int i = 0; i < bindings.length; i += 2)
                if (bindings[i] == keycode && bindings[i + 1] == SHIFT) return true;
            return false;
        }

        /** Every key that does this, for the usage text: "U or Ctrl+Z". */
        public String keysText() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < bindings.length; i += 2) {
                String name = Keys.toString(bindings[i]);
                if (bindings[i] == Keys.ESCAPE) name = "Esc";
                if (bindings[i] == Keys.PLUS) name = "+";
                if (bindings[i] == Keys.SLASH) name = "/";
                if (bindings[i] == Keys.NUMPAD_DIVIDE) name = "Numpad /";
                if (bindings[i] == Keys.EQUALS) continue;
                int need = bindings[i + 1];
                String mods =
                        need == CTRL ? "Ctrl+" : need == CTRL_SHIFT ? "Ctrl+Shift+" : need == SHIFT ? "Shift+" : "";
                sb.append(sb.length() == 0 ? "" : " or ").append(mods).append(name);
            }
            return sb.toString();
        }
    }

    private KeyTable() {}

    /** The command a key press asks for, or null; a Shift binding wins over the same key's plain one. */
    public static Command commandFor(int keycode, boolean ctrl, boolean shift) {
        for (Command c : Command.values()) if (c.needsShift(keycode) && c.firesOn(keycode, ctrl, shift)) return c;
        for (Command c : Command.values()) if (c.firesOn(keycode, ctrl, shift)) return c;
        return null;
    }

    /**
     * {@code text} without the keys it names after the commands' words ("Press Restart (R) to play again" becomes
     * "Press Restart to play again"), for a screen with no keyboard.
     */
    public static String withoutKeys(String text) {
        if (text.indexOf(" (") < 0) return text;
        for (Command c : Command.values()) text = text.replace(c.text() + " (" + c.key + ")", c.text());
        return text;
    }

    /** The usage text's lines for the keys of a game screen, one command a line. */
    public static String usage(String indent) {
        StringBuilder sb = new StringBuilder();
        for (Command c : Command.values()) {
            String keys = c.keysText();
            sb.append(indent).append(keys);
            for (int i = keys.length(); i < 22; i++) sb.append(' ');
            sb.append(' ').append(t(c.usage)).append('\n');
        }
        return sb.toString();
    }
}
