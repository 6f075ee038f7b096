package parlour.testgame;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.board.BoardView;
import parlour.board.MoveInput;
import parlour.game.MoveValue;
import parlour.ui.Assets;
import parlour.ui.Focusable;
import parlour.ui.Theme;

/**
 * Nim's board for the tests: a row of sticks per heap. A move takes two steps by mouse or keys: a heap
 * (click it, or Up/Down and Enter), then how many sticks (click the leftmost stick to take, or Left/Right and Enter).
 */
final class NimView extends Widget implements BoardView<NimPosition>, Focusable {
    private final TextureRegion stick;
    private final MoveInput input;
    private final Theme theme;
    private NimPosition position;
    /** The steps entered so far: empty, or the chosen heap's letter. */
    private final List<String> steps = new ArrayList<>();

    private int cursorHeap;
    private int cursorCount = 1;
    private float animation;
    String hint;
    List<MoveValue> marks;
    List<parlour.match.Mark> pageMarks;

    NimView(Assets assets, Theme theme, NimPosition position, MoveInput input) {
        this.stick = assets.region("dot");
        this.theme = theme;
        this.position = position;
        this.input = input;
        addListener(new InputListener() {
            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                return true;
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                int heap = heapAt(y);
                if (heap < 0) return;
                int count = position.heaps[heap] - (int) (x / stickStep());
                offer(heap, Math.max(1, count));
            }
        });
    }

    /** Offers the heap, then the count, the way a player's two clicks or key presses do. */
    private void offer(int heap, int count) {
        steps.clear();
        steps.add(String.valueOf((char) ('a' + heap)));
        if (input.offer(steps) != MoveInput.MORE) {
            steps.clear();
            return;
        }
        steps.add(String.valueOf(count));
        input.offer(steps);
        steps.clear();
    }

    float rowHeight() {
        return getHeight() / Math.max(1, position.heaps.length);
    }

    float stickStep() {
        return Math.max(4, getWidth() / 10);
    }

    int heapAt(float y) {
        int fromTop = (int) ((getHeight() - y) / rowHeight());
        return fromTop >= 0 && fromTop < position.heaps.length ? fromTop : -1;
    }

    @Override
    public Actor actor() {
        return this;
    }

    @Override
    public void moved(NimPosition before, String move, NimPosition after) {
        position = after;
        animation = 0.2f;
    }

    @Override
    public void snap(NimPosition p) {
        position = p;
        animation = 0;
        steps.clear();
    }

    @Override
    public boolean isAnimating() {
        return animation > 0;
    }

    @Override
    public boolean moves() {
        return animation > 0;
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        animation = Math.max(0, animation - delta);
    }

    @Override
    public void setSpeedFactor(float factor) {}

    @Override
    public void showHint(String move) {
        hint = move;
    }

    @Override
    public void setMarks(List<MoveValue> values) {
        marks = values;
    }

    /** The page's marks, kept for tests to read. */
    @Override
    public void showMarks(List<parlour.match.Mark> shown) {
        pageMarks = shown;
    }

    @Override
    public float[] pointOf(String move) {
        int heap = move.charAt(0) - 'a';
        if (heap < 0 || heap >= position.heaps.length) return null;
        int count = move.length() > 1 ? Integer.parseInt(move.substring(1)) : 1;
        float x = (position.heaps[heap] - count + 0.5f) * stickStep();
        float y = getHeight() - (heap + 0.5f) * rowHeight();
        return new float[] {x, y};
    }

    @Override
    public String layoutNote() {
        return "nim heaps " + position.heaps.length;
    }

    @Override
    public boolean focusKeyDown(int keycode) {
        switch (keycode) {
            case Keys.UP:
                if (steps.isEmpty()) cursorHeap = Math.max(0, cursorHeap - 1);
                return true;
            case Keys.DOWN:
                if (steps.isEmpty()) cursorHeap = Math.min(position.heaps.length - 1, cursorHeap + 1);
                return true;
            case Keys.LEFT:
                cursorCount = Math.max(1, cursorCount - 1);
                return true;
            case Keys.RIGHT:
                cursorCount++;
                return true;
            case Keys.ESCAPE:
                if (steps.isEmpty()) return false;
                steps.clear();
                return true;
            case Keys.ENTER:
                if (steps.isEmpty()) {
                    steps.add(String.valueOf((char) ('a' + cursorHeap)));
                    if (input.offer(steps) != MoveInput.MORE) steps.clear();
                } else {
                    List<String> counts = input.next(steps);
                    String count =
                            counts.contains(String.valueOf(cursorCount)) ? String.valueOf(cursorCount) : counts.get(0);
                    steps.add(count);
                    input.offer(new ArrayList<>(steps));
                    steps.clear();
                }
                return true;
            default:
                return false;
        }
    }

    /** The steps entered so far, for the tests. */
    List<String> steps() {
        return Collections.unmodifiableList(steps);
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        batch.setColor(theme.dot);
        for (int h = 0; h < position.heaps.length; h++) {
            float y = getY() + getHeight() - (h + 1) * rowHeight();
            for (int n = 0; n < position.heaps[h]; n++)
                batch.draw(stick, getX() + n * stickStep(), y, stickStep() * 0.4f, rowHeight() * 0.8f);
        }
        batch.setColor(1, 1, 1, 1);
    }
}
