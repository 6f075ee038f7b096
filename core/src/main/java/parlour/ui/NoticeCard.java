package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;

/**
 * A notice that does not stop the game: a card at the top of the room its screen gives it (over the board, clear of
 * the players' names) with its Close button, which Tab reaches last (the card never takes the focus itself), and lets
 * the board be played around and under it (a click on its words reaches the board; words too long for the room scroll
 * by their bar); it goes by itself after {@link #SECONDS} of frames (a still desktop screen, which has none, keeps it
 * until something happens). A dialog opened while it shows goes below it, and the card stays above dialogs, so that
 * its Close and the dialog's buttons are both in reach ({@link BaseScreen#open}). For what a page got wrong in its
 * options, which the player can do nothing about, and for storage that fails mid-game.
 */
public final class NoticeCard extends Window {
    /** How long the card stays unless closed. */
    public static final float SECONDS = 30;
    /** The card's widest, and its margin from the edges of the room it is given. */
    private static final float WIDEST = 480, MARGIN = 8;
    /** The least room the card is placed in: a smaller room given (a board on a tiny stage) means the whole stage. */
    public static final float LEAST_WIDTH = 260, LEAST_HEIGHT = 170;

    private final String text;
    private final ScrollPane words;
    private final TextButton close;
    /** Run when the card goes (closed, timed out or replaced): its screen gives its room back to the dialogs. */
    Runnable whenGone;
    /**
     * Seconds of frames the card has shown; at {@link #SECONDS} it fades out. Counted here, not by a delay action: an
     * action, waiting or not, counts as movement, and every frame of the screen would be drawn meanwhile.
     */
    private float shownFor;

    public NoticeCard(String title, String text, Skin skin) {
        super(title, skin);
        this.text = text;
        setModal(false);
        setMovable(false);
        // only Close (and the words' scroll bar) takes the pointer: a click on the words reaches the board
        setTouchable(Touchable.childrenOnly);
        getTitleTable().setTouchable(Touchable.disabled);
        // the words start below the title however tall the title's font is
        padTop(Math.max(getPadTop(), getTitleTable().getPrefHeight() + 8));
        Label l = new Label(text, skin);
        l.setWrap(true);
        l.setTouchable(Touchable.disabled);
        // words longer than the room scroll, so that Close stays on the card; only the scroll bar takes the pointer
        words = new ScrollPane(l, skin) {
            @Override
            public Actor hit(float x, float y, boolean touchable) {
                return isScrollY() && x >= getWidth() - getScrollBarWidth() ? super.hit(x, y, touchable) : null;
            }
        };
        words.setFlickScroll(false);
        words.setScrollingDisabled(true, false);
        words.setFadeScrollBars(false);
        add(words).grow().left().pad(4).row();
        close = new TextButton(t("Close"), skin);
        close.setName("Close notice");
        // said with the card's title: the keyboard reaches it from elsewhere on the screen
        close.setUserObject(title + ": " + t("Close"));
        // a change, not a click: the keyboard's Enter on Close presses it too
        close.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                remove();
            }
        });
        add(close).right().padTop(6);
    }

    @Override
    public void act(float delta) {
        super.act(delta);
        if (shownFor < SECONDS && (shownFor += delta) >= SECONDS)
            addAction(Actions.sequence(Actions.fadeOut(0.4f), Actions.removeActor()));
    }

    @Override
    public boolean remove() {
        boolean removed = super.remove();
        if (removed && whenGone != null) whenGone.run();
        return removed;
    }

    /** The card's Close: last in Tab's round while the card shows (it never takes the focus by itself). */
    Actor closeButton() {
        return close;
    }

    /** The card's text, under its title. */
    public String text() {
        return text;
    }

    /**
     * Sizes the card to the room at ({@code x}, {@code y}), {@code width} x {@code height} on the stage (its text wraps,
     * and scrolls when the card would take more than half the room: the board under it stays playable) and puts it at
     * the top middle of that room.
     */
    public void place(float x, float y, float width, float height) {
        float w = Math.min(WIDEST, width - 2 * MARGIN);
        float most = Math.min(height - 2 * MARGIN, Math.max(LEAST_HEIGHT - 2 * MARGIN, height / 2));
        setSize(w, most);
        // a wrapped text's height is known once it has its width: measure again after a layout
        validate();
        invalidate();
        setHeight(Math.min(getPrefHeight(), most));
        validate();
        setPosition(Math.round(x + (width - w) / 2), Math.round(y + height - MARGIN - getHeight()));
    }

    /**
     * Makes the placed card no taller than {@code most}, but never less than its title, a line of its words and its
     * Close (the rest of the words scroll), its top where it was: it gives way to a dialog below it.
     */
    void limitHeight(float most) {
        float least = getPadTop()
                + getPadBottom()
                + 8
                + ((Label) words.getActor()).getStyle().font.getLineHeight()
                + 6
                + close.getPrefHeight();
        float h = Math.max(Math.min(getHeight(), most), Math.min(getHeight(), least));
        if (h == getHeight()) return;
        float top = getY() + getHeight();
        setHeight(h);
        validate();
        setY(Math.round(top - h));
    }
}
