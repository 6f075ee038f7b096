package parlour.board;

import com.badlogic.gdx.scenes.scene2d.Actor;
import java.util.ArrayList;
import java.util.List;
import parlour.game.MoveValue;
import parlour.game.PlayerNames;
import parlour.match.Mark;

/**
 * A game's board on screen: draws positions and animates moves, and turns clicks and keys into steps of
 * a move offered to its {@link MoveInput}. It reads the positions it is given and never changes them.
 * Its actor should implement {@link parlour.ui.Focusable} so that its keyboard cursor gets the arrow keys.
 */
public interface BoardView<P> {
    /** The widget the screen lays out. */
    Actor actor();

    /** Shows {@code after}, animating {@code move} played in {@code before}. */
    void moved(P before, String move, P after);

    /** Shows a position as it is, with no animation (after undo, redo, restart, load). */
    void snap(P position);

    /** Whether an animation is still running: the computer waits for it before it moves. */
    boolean isAnimating();

    /** Whether its picture changes from frame to frame now (an animation, a pulse): a still board is drawn less often. */
    boolean moves();

    /** Scales every animation's length; 0 turns animation off. */
    void setSpeedFactor(float factor);

    /** Points out a move for a few seconds (a hint); null clears it. */
    void showHint(String move);

    /** The analysis overlay: a mark on each move; null hides it. */
    void setMarks(List<MoveValue> marks);

    /** The page's marks (arrows, rings, lines, fills, labels), drawn over the board until the next call. */
    void showMarks(List<Mark> marks);

    /**
     * The place a right click at (x, y), in the actor's coordinates, marks: a point, dot or cell as the notation names
     * it for a ring or an arrow's end, or a line ({@code a1-b1}) for a line mark; null where there is none (the
     * default: a board with no places to mark).
     */
    default String placeAt(float x, float y) {
        return null;
    }

    /** The place under the keyboard cursor, in the same names as {@link #placeAt}, for the Mark key; null if none. */
    default String cursorPlace() {
        return null;
    }

    /** Where a click plays {@code move} (or its first step), in the actor's coordinates, or null. */
    float[] pointOf(String move);

    /**
     * Whether a press at (x, y), in the actor's coordinates, starts something on the board (a line, point, piece or
     * tool to play, drag or press); a touch that starts on nothing is left to the page to scroll (web).
     */
    default boolean pressStartsSomething(float x, float y) {
        return true;
    }

    /**
     * The move the keyboard cursor would play (the move whose analysis value is said with the cursor's place), in the
     * notation's names; by default the cursor's place, which is the move where a place is played (a line, a point).
     */
    default String cursorMove() {
        return cursorPlace();
    }

    /**
     * What the board says of a key it just took beyond moving its cursor (a direction chosen, a tool picked), said at
     * once; null where the key says nothing of its own (the default).
     */
    default String keyWords(int keycode) {
        return null;
    }

    /**
     * The board's own tools that are buttons of the screen (a board editor's), after the board in the Tab order and
     * so among the controls a screen reader finds on the page; none by default.
     */
    default List<Actor> tools() {
        return new ArrayList<>();
    }

    /** The letters (capitals) the board plays with while it has the keyboard focus, such as direction keys; a command on one of them is given with Shift. */
    default String letters() {
        return "";
    }

    /** Whether a drag from (x, y), in the actor's coordinates, moves something of the board's (a piece, a line); a zoomed board pans on other drags. */
    default boolean dragsFrom(float x, float y) {
        return false;
    }

    /** On a touch-only screen, what makes the board's zoom (for places closer than a finger); none elsewhere. */
    default void setZoom(Zoom.Maker maker) {}

    /** Shows or hides the board's coordinates (the notation's column letters and row numbers), where it has them. */
    default void setCoordinatesShown(boolean shown) {}

    /** Whether the board's own tools name their keys ("Wall (W)"); not on a touch-only screen, which has no keys. */
    default void setKeysShown(boolean shown) {}

    /** The players as the side panel names them ("You", "Computer (easy)"), for a board that names them in its words. */
    default void setPlayerNames(PlayerNames names) {}

    /**
     * While the board holds the game for a task of its own (a board editor), what the status line says;
     * null otherwise. Meanwhile the clocks stop, the computer waits and the result banner hides.
     */
    default String heldStatus() {
        return null;
    }

    /** A command offered to the board while it holds the game (an editor's own undo); true when the board took it. */
    default boolean takeCommand(KeyTable.Command command) {
        return false;
    }

    /** Where the board is, for scripts and tests ("board dots a1 at 120,480 step 52", as {@link LayoutNote} writes it), or null. */
    String layoutNote();

    /** Takes up the steps of a move begun before the game was kept; a view whose moves have several steps overrides it. */
    default void resumeSteps(List<String> steps) {}

    /** Frees what the view allocated beyond the shared assets (textures of its own); called once, when its game screen goes. */
    default void dispose() {}
}
