package parlour.board;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;

/**
 * Where a board is, for scripts and tests, in the one format every game's board writes: the board's name and size,
 * the centre of its first place and the distance to the next, then any parts of its own, each at one or more centres
 * and perhaps with its step. Points are stage pixels from the top left, steps to the hundredth:
 *
 * <pre>
 * board dots a1 at 120,480 step 52
 * board arrows 6x6 1,1 at 300,180 step 48.5 edit at 330,60
 * board arrows-editor 7x5 1,1 at 280,200 step 40 tools at 100,60 150,60 200,60
 * board gone 8x8 0,0 at 210,170 step 30 tools at 40,30 step 52
 * </pre>
 */
public final class LayoutNote {
    private final Actor board;
    private final StringBuilder text = new StringBuilder("board");
    private final Vector2 work = new Vector2();

    LayoutNote(Actor board) {
        this.board = board;
    }

    /** The board's name ("dots", "arrows-editor"). */
    public LayoutNote board(String name) {
        text.append(' ').append(name);
        return this;
    }

    /** The board's size in places ({@code 8x8}), for a board whose size the game chooses. */
    public LayoutNote size(int columns, int rows) {
        text.append(' ').append(columns).append('x').append(rows);
        return this;
    }

    /** A place's or part's name and where it is: the centre (x, y) in the board's coordinates. */
    public LayoutNote at(String name, float x, float y) {
        text.append(' ').append(name).append(" at ");
        return point(x, y);
    }

    /** Another centre of the part named last (the next tool). */
    public LayoutNote and(float x, float y) {
        text.append(' ');
        return point(x, y);
    }

    /** The distance from the place or part named last to the next, in stage pixels. */
    public LayoutNote step(float step) {
        long hundredths = Math.round(step * 100);
        text.append(" step ").append(hundredths / 100);
        int cents = (int) (hundredths % 100);
        if (cents != 0) text.append('.').append(cents / 10).append(cents % 10 == 0 ? "" : String.valueOf(cents % 10));
        return this;
    }

    private LayoutNote point(float x, float y) {
        Vector2 stage = board.localToStageCoordinates(work.set(x, y));
        text.append(Math.round(stage.x))
                .append(',')
                .append(Math.round(board.getStage().getHeight() - stage.y));
        return this;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
