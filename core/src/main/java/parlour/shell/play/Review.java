package parlour.shell.play;

import com.badlogic.gdx.scenes.scene2d.Actor;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Match;

/**
 * A game screen's review as {@link ReviewMode} drives it: the {@link MoveReview} once its code came, or
 * {@link #closed} before. Two kinds, not one: the web compiler calls a lone kind directly, which would bring the move
 * list's code with every game.
 */
public interface Review<P> {
    boolean isOpen();

    /** Whether the board shows an earlier position than the game's. */
    boolean showsEarlier();

    /** The position the board shows of {@code m}. */
    P shown(Match<P> m);

    /** The window's buttons, for the focus order. */
    List<Actor> focusables();

    /** Opens the move list at the game's end, or closes it; either is said. */
    void toggle(Match<P> m);

    /** Opens the move list at the game's end, unsaid. */
    void open(Match<P> m);

    void close(boolean said);

    /** Docks the window beside the board; returns the rest of the stage, {x, y, width, height}. */
    float[] dock(float width, float height);

    void matchChanged(Match<P> m);

    /** Whether the review took the key. */
    boolean key(int keycode, boolean boardPlays);

    /** One slice of judging the moves. */
    void drive();

    /** Whether moves wait to be judged: the judging needs frames. */
    boolean working();

    /** The review before its code came: never open, the board showing the game. */
    @SuppressWarnings("unchecked")
    static <P> Review<P> closed() {
        return (Review<P>) Closed.CLOSED;
    }

    /** The one closed review. */
    final class Closed implements Review<Object> {
        static final Review<Object> CLOSED = new Closed();

        private Closed() {}

        @Override
        public boolean isOpen() {
            return false;
        }

        @Override
        public boolean showsEarlier() {
            return false;
        }

        @Override
        public Object shown(Match<Object> m) {
            return m.position();
        }

        @Override
        public List<Actor> focusables() {
            return new ArrayList<>();
        }

        @Override
        public void toggle(Match<Object> m) {}

        @Override
        public void open(Match<Object> m) {}

        @Override
        public void close(boolean said) {}

        @Override
        public float[] dock(float width, float height) {
            return new float[] {0, 0, width, height};
        }

        @Override
        public void matchChanged(Match<Object> m) {}

        @Override
        public boolean key(int keycode, boolean boardPlays) {
            return false;
        }

        @Override
        public void drive() {}

        @Override
        public boolean working() {
            return false;
        }
    }
}
