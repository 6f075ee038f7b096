package parlour.shell.menu;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.function.Predicate;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;

/**
 * The menu's card of a game whose code had not come when the menu was made (the web widget fetches it): its title and
 * Play. The menu fetches the code of such cards one after another once it shows ({@link #fetchAhead}); a card the
 * player shows interest in (hovered, or the keyboard's focus brought to its Play) is fetched at once, so that it is
 * usually there
 * when Play is clicked, which then starts the game at once; Play on a card still fetching
 * says "Loading…" and starts the game once the code came. Code that came before Play was pressed brings the game's
 * full card, with its picture and Options, in this card's place (the menu keeps its Play where it was, under the pointer and the
 * focus). A fetch that fails after Play says why and offers to try again; one the player did not ask for is tried
 * again by Play.
 */
final class GameLoadCard extends Table {
    /** Starts a game of the card's once Play was pressed and its code is here. */
    interface Start {
        void start(GameEntry<?> entry);
    }

    /** Hears that the card's game's code came while no Play waited for it. */
    interface Arrived {
        void arrived(GameLoadCard card, GameEntry<?> entry);
    }

    private final GameSlot slot;
    private final TextButton play;
    private final Label status;
    private final Start start;
    private final Arrived arrived;
    /** Whether the keyboard's focus is on an actor, shown (brought by Tab, or by a screen reader's copy of it). */
    private final Predicate<Actor> focused;

    private boolean fetching, pressed, wasFocused, asked;
    /** What the menu does once this card's code, fetched ahead, came or could not come; or null. */
    private Runnable ahead;

    GameLoadCard(GameSlot slot, Skin skin, Start start, Arrived arrived, Predicate<Actor> focused) {
        this.slot = slot;
        this.start = start;
        this.arrived = arrived;
        this.focused = focused;
        defaults().growX().padTop(4);
        Label heading = new Label(t(slot.title), skin, "heading");
        heading.setWrap(true);
        add(heading).left().growX().row();
        status = new Label("", skin, "small");
        status.setWrap(true);
        add(status).left().growX().row();
        play = new TextButton(t("Play {0}", t(slot.title)), skin);
        // the name the full card's Play has: a script or test presses Play by it whichever card is shown
        play.setName("Play " + slot.title);
        play.setUserObject(t("Play {0}", t(slot.title)));
        play.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                pressed();
            }
        });
        add(play).padTop(10).height(44).row();
        addListener(new InputListener() {
            @Override
            public void enter(InputEvent event, float x, float y, int pointer, Actor fromActor) {
                if (pointer == -1) fetch();
            }
        });
    }

    /**
     * The keyboard's focus come to Play and staying a moment: its code is fetched, once each time it comes. Tab passing
     * over the card fetches nothing, so that a menu tabbed through stays as it was.
     */
    @Override
    public void act(float delta) {
        super.act(delta);
        boolean now = focused.test(play);
        focusedFor = now ? focusedFor + delta : 0;
        if (now && !wasFocused && focusedFor >= DWELL) {
            fetch();
            wasFocused = true;
        }
        if (!now) wasFocused = false;
    }

    /** Seconds the focus stays on Play before its code is fetched, and how long it has stayed. */
    private static final float DWELL = 0.3f;

    private float focusedFor;

    TextButton playButton() {
        return play;
    }

    /** Play: the game starts at once when its code is here, else once it came (fetched again after a failure). */
    private void pressed() {
        if (slot.entry() != null) {
            start.start(slot.entry());
            return;
        }
        pressed = true;
        asked = true;
        play.setDisabled(true);
        status.setText(t("Loading {0}…", t(slot.title)));
        fetch();
    }

    /** Interest shown (hover, the focus resting on Play, or Play): the code is fetched, or the fetch under way kept. */
    private void fetch() {
        asked = true;
        load();
    }

    /**
     * The menu fetches the card's code before the player asks, so that its picture and options come: {@code then} runs
     * once the code came or could not (a fetch that failed so is not told; Play tries again).
     */
    void fetchAhead(Runnable then) {
        ahead = then;
        load();
    }

    /** Whether the player showed interest in the card (hovered it, rested the focus on its Play, or pressed Play). */
    boolean asked() {
        return asked;
    }

    private void load() {
        if (fetching) return;
        fetching = true;
        slot.load(
                entry -> {
                    if (pressed) start.start(entry);
                    else arrived.arrived(this, entry);
                    next();
                },
                this::failed);
    }

    /** The menu's fetch ahead goes on to the next card. */
    private void next() {
        Runnable then = ahead;
        ahead = null;
        if (then != null) then.run();
    }

    private void failed(String reason) {
        fetching = false;
        next();
        if (!pressed) return;
        pressed = false;
        status.setText(t("{0} could not be loaded ({1}). Check the connection and try again.", t(slot.title), reason));
        play.setText(t("Try again"));
        play.setName("Try again");
        play.setUserObject(t("Try again"));
        play.setDisabled(false);
    }
}
