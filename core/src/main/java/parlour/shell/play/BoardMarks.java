package parlour.shell.play;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Buttons;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.board.BoardView;
import parlour.match.Mark;
import parlour.platform.Platform;

/**
 * Everything drawn on the board's mark layer: the page's marks, the puzzle's wrong move and hint, and the player's own
 * marks, which a right-button drag (an arrow), a right click (a ring, or a line mark on a Dots line) or the Mark key
 * draws and the same again takes off, as lichess's board does; a left click and a new game clear them. Only the page's
 * are the match's: getMarks, the state and the save never see the others.
 */
public final class BoardMarks<P> {
    /** The player's own marks are green, as lichess draws a player's; the puzzle's hint is too, its wrong move red. */
    static final String OWN = Mark.COLOURS[0], RIGHT = Mark.COLOURS[0], WRONG = Mark.COLOURS[1];

    private final BoardView<P> view;
    private final Platform platform;
    private final List<Mark> own = new ArrayList<>();
    private List<Mark> page = Collections.emptyList(), puzzle = Collections.emptyList();

    public BoardMarks(BoardView<P> view, Platform platform) {
        this.view = view;
        this.platform = platform;
        // before the board's own listeners: the right button is never a move, a left press clears
        view.actor().addCaptureListener(new Pointer());
    }

    /** The page's marks (the match's), drawn under the others. */
    public void showPage(List<Mark> marks) {
        page = marks;
        show();
    }

    /** The puzzle's marks: its wrong move and its hint; empty when it shows neither. */
    void showPuzzle(List<Mark> marks) {
        puzzle = marks;
        show();
    }

    /** The Mark key: the place under the board's keyboard cursor marked, or its mark taken off. */
    public void markAtCursor() {
        String at = view.cursorPlace();
        if (at == null) platform.announce(t("There is nothing here to mark."), false);
        else toggle(onPlace(at));
    }

    /** Takes the player's own marks off the board (a left click, a new game). */
    public void clearOwn() {
        if (own.isEmpty()) return;
        own.clear();
        show();
    }

    private void toggle(Mark m) {
        for (int i = 0; i < own.size(); i++) {
            Mark o = own.get(i);
            if (o.kind.equals(m.kind) && o.at.equals(m.at) && (o.to == null ? m.to == null : o.to.equals(m.to))) {
                own.remove(i);
                show();
                platform.announce(t("Mark taken off {0}.", said(m)), false);
                return;
            }
        }
        own.add(m);
        show();
        platform.announce(t("Marked {0}.", said(m)), false);
    }

    private static Mark onPlace(String at) {
        return new Mark(at.indexOf('-') > 0 ? Mark.LINE : Mark.RING, at, null, OWN, null);
    }

    private static String said(Mark m) {
        return m.to == null ? m.at : t("an arrow from {0} to {1}", m.at, m.to);
    }

    private void show() {
        List<Mark> all = new ArrayList<>(page);
        all.addAll(puzzle);
        all.addAll(own);
        view.showMarks(all);
    }

    /** The right button draws (a drag from one place to another an arrow, a click a ring); a left press clears. */
    private final class Pointer extends InputListener {
        private String from;

        @Override
        public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
            if (button != Buttons.RIGHT) {
                if (button == Buttons.LEFT) clearOwn();
                return false;
            }
            from = view.placeAt(x, y);
            event.stop();
            return true;
        }

        @Override
        public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
            if (button != Buttons.RIGHT) return;
            String start = from, end = view.placeAt(x, y);
            from = null;
            if (start == null || end == null) return;
            if (start.equals(end)) toggle(onPlace(start));
            else if (start.indexOf('-') < 0 && end.indexOf('-') < 0)
                toggle(new Mark(Mark.ARROW, start, end, OWN, null));
        }
    }
}
