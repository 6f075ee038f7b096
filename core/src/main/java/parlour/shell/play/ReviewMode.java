package parlour.shell.play;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import java.util.List;
import java.util.function.Consumer;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.shell.launch.Navigator;

/**
 * The move list and the review, during a game and after it (V, or a viewOnly page's board): its code
 * ({@link MoveReview}) is made when first opened, fetched first where it comes later (the web widget's), so that a
 * page's first frame comes without it; until then the board shows the game.
 */
public final class ReviewMode<P> {
    private final Navigator app;
    private final Screen screen;
    private final Consumer<String> say;
    final GameDef<P> def;
    final BoardView<P> view;
    final Stage stage;
    final Skin skin;
    final Platform platform;
    /** What marks the move shown in the list. */
    final Drawable current;
    /** The screen lays itself out again when the window opens or closes. */
    final Runnable changed;

    /** The review once its code came (kept, with what it judged, while closed), else the closed one. */
    private Review<P> review = Review.closed();

    private boolean made;
    /** Asked to open while its code is on its way. */
    private boolean opening;
    /** The game as last seen, for the review that opens when its code comes. */
    private Match<P> latest;

    /** {@code say}: a notice on the screen, for code that could not come. */
    public ReviewMode(
            Navigator app,
            Screen screen,
            GameDef<P> def,
            BoardView<P> view,
            Stage stage,
            Skin skin,
            Drawable current,
            Runnable changed,
            Consumer<String> say) {
        this.app = app;
        this.screen = screen;
        this.say = say;
        this.def = def;
        this.view = view;
        this.stage = stage;
        this.skin = skin;
        this.platform = app.platform();
        this.current = current;
        this.changed = changed;
    }

    public boolean isOpen() {
        return review.isOpen();
    }

    /** Whether the board shows an earlier position than the game's: moves wait until the review is back at the end. */
    public boolean showsEarlier() {
        return review.showsEarlier();
    }

    /** The position the board shows of {@code m} (see {@link MoveReview#shown}). */
    public P shown(Match<P> m) {
        return review.shown(m);
    }

    /** The window's buttons, for the focus order (none while it is closed). */
    public List<Actor> focusables() {
        return review.focusables();
    }

    /** Opens the move list at the game's end, or closes it (V); either is said. A second V while it comes keeps it shut. */
    public void toggle(Match<P> m) {
        latest = m;
        if (made) review.toggle(m);
        else if (opening) opening = false;
        else bring(true);
    }

    /** Opens the move list at the game's end, unsaid (a page's viewOnly board opens on it). */
    public void open(Match<P> m) {
        latest = m;
        if (made) review.open(m);
        else if (!opening) bring(false);
    }

    /** Brings the review's code, then opens it on the game as it is then, unless asked to stay shut meanwhile. */
    private void bring(final boolean said) {
        opening = true;
        app.later()
                .review(
                        maker -> {
                            if (!made) {
                                @SuppressWarnings("unchecked")
                                Review<P> mine = (Review<P>) maker.apply(this);
                                review = mine;
                                made = true;
                            }
                            // a V pressed again, or a screen left, meanwhile: nothing opens
                            if (!opening || said && app.getScreen() != screen) return;
                            opening = false;
                            if (said) review.toggle(latest);
                            else review.open(latest);
                        },
                        why -> {
                            opening = false;
                            String text = t(
                                    "{0} could not be loaded ({1}). Check the connection and try again.",
                                    t("Moves"), why);
                            say.accept(text);
                            platform.announce(text, true);
                        });
    }

    /** Closes the move list, the board showing the game again; {@code said}: "Back to the game." is heard. */
    public void close(boolean said) {
        review.close(said);
    }

    public float[] dock(float width, float height) {
        return review.dock(width, height);
    }

    /** The game changed (a move, undo, a new game): the list follows and the board shows the game again. */
    public void matchChanged(Match<P> m) {
        latest = m;
        review.matchChanged(m);
    }

    /** Home, End, Left and Right step through the game while the review is open (see {@link MoveReview#key}). */
    public boolean key(int keycode, boolean boardPlays) {
        return review.key(keycode, boardPlays);
    }

    /** One slice of judging the moves (the screen calls it while the computer is not thinking). */
    public void drive() {
        review.drive();
    }

    /** Whether moves wait to be judged: the judging needs frames. */
    public boolean working() {
        return review.working();
    }
}
