package parlour.shell.play;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.Text;
import parlour.platform.Platform;
import parlour.session.SeatDriver;
import parlour.shell.speech.TurnText;

/**
 * The review's code, which {@link ReviewMode} brings when first opened (the web widget fetches it then): the board
 * showing the position after any move (Home, End, Left, Right, the list's rows or its buttons), each said, and the
 * moves judged for proved mistakes a slice at a time. Its window ({@link MoveListWindow}) docks beside the board like
 * help. Made once a screen, it keeps what it judged while closed.
 */
public final class MoveReview<P> implements Review<P> {
    private final GameDef<P> def;
    private final BoardView<P> view;
    private final Skin skin;
    private final Platform platform;
    private final Stage stage;
    /** The screen lays itself out again when the window opens or closes. */
    private final Runnable changed;

    private final Drawable current;
    private final MistakeFinder<P> finder;
    /** The window while the review is open, else null. */
    private MoveListWindow<P> window;

    private Match<P> match;
    /** The position shown: after this many moves. */
    private int at;

    private MoveReview(ReviewMode<P> mode) {
        this.def = mode.def;
        this.stage = mode.stage;
        this.view = mode.view;
        this.skin = mode.skin;
        this.platform = mode.platform;
        this.current = mode.current;
        this.changed = mode.changed;
        this.finder = new MistakeFinder<>(def);
    }

    /** The review of {@code mode}'s screen, for a launcher's split point. */
    public static <P> Review<P> of(ReviewMode<P> mode) {
        return new MoveReview<>(mode);
    }

    @Override
    public boolean isOpen() {
        return window != null;
    }

    /** Whether the board shows an earlier position than the game's: moves wait until the review is back at the end. */
    @Override
    public boolean showsEarlier() {
        return window != null && at < match.moveCount();
    }

    /**
     * The position the board shows of {@code m}: the one after the move the review stands on while it shows an earlier
     * one, else the game's. What the board is described from, in words and under its cursor.
     */
    @Override
    public P shown(Match<P> m) {
        return window != null && match == m && at < m.moveCount() ? m.positionAt(at) : m.position();
    }

    /** The window's buttons, for the focus order (none while it is closed). */
    @Override
    public List<Actor> focusables() {
        return window == null ? new ArrayList<Actor>() : window.focusables();
    }

    /** Opens the move list at the game's end, or closes it (V); either is said. */
    @Override
    public void toggle(Match<P> m) {
        if (window != null) {
            close(true);
            return;
        }
        open(m);
        platform.announce(spoken(), false);
    }

    /** Opens the move list at the game's end, unsaid (a page's viewOnly board opens on it). */
    @Override
    public void open(Match<P> m) {
        if (window != null) return;
        match = m;
        window = new MoveListWindow<>(def, skin, current, finder, this::go, () -> close(true));
        matchChanged(m);
        changed.run();
    }

    /** Closes the move list, the board showing the game again; {@code said}: "Back to the game." is heard. */
    @Override
    public void close(boolean said) {
        if (window == null) return;
        if (at != match.moveCount()) view.snap(match.position());
        window.remove();
        window = null;
        changed.run();
        if (said) platform.announce(t("Back to the game."), false);
    }

    @Override
    public float[] dock(float width, float height) {
        return window == null ? new float[] {0, 0, width, height} : window.dock(stage, width, height);
    }

    /** The game changed (a move, undo, a new game): the list follows and the board shows the game again. */
    @Override
    public void matchChanged(Match<P> m) {
        if (window == null) return;
        match = m;
        finder.follow(m);
        at = m.moveCount();
        window.fill(m);
        window.showAt(at);
    }

    /**
     * Home and End step to the start and the end while the review is open; Left and Right step a move, except
     * while the board plays with them ({@code boardPlays}: it has the focus in a game going on, at its end).
     */
    @Override
    public boolean key(int keycode, boolean boardPlays) {
        if (window == null) return false;
        boolean arrows = !boardPlays || showsEarlier();
        switch (keycode) {
            case Keys.HOME:
                go(0);
                return true;
            case Keys.END:
                go(match.moveCount());
                return true;
            case Keys.LEFT:
                if (arrows) go(at - 1);
                return arrows;
            case Keys.RIGHT:
                if (arrows) go(at + 1);
                return arrows;
            default:
                return false;
        }
    }

    /** Shows the position after {@code n} moves: a step forward is animated, any other jump shown at once. */
    void go(int n) {
        n = Math.max(0, Math.min(match.moveCount(), n));
        if (n == at) return;
        if (n == at + 1) view.moved(match.positionAt(at), match.moves().get(at), match.positionAt(n));
        else view.snap(match.positionAt(n));
        at = n;
        platform.gameEvent("review " + at + " of " + match.moveCount());
        window.showAt(at);
        // a listener hears the move reached and its comment, as a reader sees them under the board
        platform.announce(spoken(), false);
    }

    /**
     * The position shown, to hear: "Start of the game." or "Move 7 of 20: You draw the line from b2 to b3.", a proved
     * mistake and the move's comment after it.
     */
    private String spoken() {
        String comment = match.comment(at) == null ? "" : " " + match.comment(at);
        if (at == 0) return t("Start of the game.") + comment;
        String verdict = finder.verdict(at - 1);
        String judged = verdict == null || verdict.isEmpty() ? "" : " " + t("A mistake: {0}.", verdict);
        String move = TurnText.moveInWords(def, match, at);
        return t("Move {0} of {1}: {2}.", at, match.moveCount(), move) + judged + comment;
    }

    @Override
    public boolean working() {
        return window != null && finder.judges() && finder.judged() < finder.size();
    }

    /** One slice of judging the moves (the screen calls it while the computer is not thinking). */
    @Override
    public void drive() {
        if (window == null) return;
        int judged = finder.drive(SeatDriver.THINK_SLICE_MS);
        if (judged < 0) return;
        String verdict = finder.verdict(judged);
        if (!verdict.isEmpty()) {
            platform.gameEvent("mistake " + (judged + 1) + " " + match.moves().get(judged) + " " + verdict);
            window.markMistake(judged);
        }
        window.showProgress();
        if (finder.judged() == finder.size()) {
            platform.gameEvent("review checked " + Text.count(finder.size(), "move") + ", "
                    + Text.count(finder.mistakes(), "mistake"));
        }
        if (judged == at - 1) window.showAt(at);
    }
}
