package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What every Parlour screen has: one stage in logical pixels, its keys ({@link ScreenKeys}: stage first,
 * then the screen's own keys), the keyboard focus ring and the theme's background.
 */
public abstract class BaseScreen extends ScreenAdapter {
    /**
     * How often a text field's cursor blink turns in a screen drawn only when its look changes, in milliseconds: a
     * little over the field's blink time (0.32 s), so that each frame drawn for it turns the blink.
     */
    private static final int BLINK_MILLIS = 340;

    protected final Stage stage;
    protected final Skin skin;
    protected final Theme theme;
    protected final FocusNavigator focus;
    private final InputMultiplexer input;
    private final FramePacer pacer;
    /** Whether the next typed character is a shortcut's letter, not text ({@link ScreenKeys}). */
    boolean swallowTyped;
    /** The controls repeated in the page for screen readers. */
    private final ControlCopies copies;
    /** The voice for a player who listens: where the keyboard's focus goes is said. */
    private final UiContext context;
    /** The heading of each control that sits under one (a game's card on the menu), and the last one said. */
    private final Map<Actor, String> headings = new HashMap<>();

    private String headingSaid;
    /**
     * Whether the screen's game moved on by itself in this frame (the computer thinks, a clock runs; see the game
     * screen's frame driver): it needs every frame, though not every frame drawn.
     */
    protected boolean busy;
    /** Whether a computation takes its slices in the frames (a hint, the analysis, the review's judging). */
    protected boolean working;

    protected BaseScreen(UiContext context) {
        this.skin = context.skin();
        this.theme = context.theme();
        ScreenViewport viewport = new ScreenViewport();
        viewport.setUnitsPerPixel(1f / context.pixelsPerUnit());
        stage = new Stage(viewport);
        focus = new FocusNavigator(context.assets(), theme.focus);
        copies = new ControlCopies(context.controlMirror(), focus, this);
        this.context = context;
        pacer = new FramePacer(context, this);
        focus.setListener(new FocusNavigator.Listener() {
            @Override
            public void focusMoved(Actor to) {
                sayFocus(null);
            }

            @Override
            public void keyTaken(Actor by, int keycode) {
                focusedKeyTaken(by, keycode);
            }
        });
        stage.addListener(new InputListener() {
            @Override
            public boolean mouseMoved(InputEvent event, float x, float y) {
                focus.setRingVisible(false);
                return false;
            }
        });
        // a phone opens its keyboard only for a text box of the page: a tapped field gives the page's copy the focus
        if (context.touchOnly())
            stage.addCaptureListener(new InputListener() {
                @Override
                public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                    if (event.getTarget() instanceof TextField) copies.typeInto((TextField) event.getTarget());
                    return false;
                }
            });
        input = ScreenKeys.of(this);
    }

    private final List<Dialog> dialogs = new ArrayList<>();
    private NoticeCard notice;
    private final List<List<Actor>> savedFocus = new ArrayList<>();
    private List<Actor> focusOrder = new ArrayList<>();

    /** The colours the screen is drawn in. */
    public Theme theme() {
        return theme;
    }

    public Skin skin() {
        return skin;
    }

    public Stage stage() {
        return stage;
    }

    /**
     * Whether a press at (x, y), in logical pixels from the stage's top-left corner, starts something: a control or
     * what the board takes there. A touch that starts on nothing is left to the page to scroll (web).
     */
    public boolean pressStartsSomething(float x, float y) {
        float stageY = stage.getHeight() - y;
        Actor hit = stage.hit(x, stageY, true);
        return hit != null && takesPress(hit, x, stageY);
    }

    /** Whether {@code hit}, the actor under a press at (x, y) on the stage, takes it: it or a group round it listens. */
    protected boolean takesPress(Actor hit, float x, float y) {
        for (Actor a = hit; a != null && a != stage.getRoot(); a = a.getParent()) {
            if (a.getListeners().size > 0) return true;
        }
        return false;
    }

    /** Puts the keyboard focus (and the focus ring) in a text field, its text selected for typing over. */
    public void focusField(TextField field) {
        focus.focus(field);
        field.selectAll();
    }

    /** Puts the keyboard focus (and the focus ring) on a control of the open dialog or the screen. */
    public void focusOn(Actor a) {
        focus.focus(a);
    }

    /** The screen's input: what the platform's keys and pointer go to (tests without a window feed it directly). */
    public InputProcessor inputProcessor() {
        return input;
    }

    /** Sets the screen's own focus order (used while no dialog is open). */
    protected void setFocusOrder(List<Actor> order) {
        focusOrder = order;
        if (dialogs.isEmpty()) giveFocusItems(order);
        mirrorControls();
    }

    /** Repeats the shown controls (the open dialog's, else the screen's) for screen readers, when they changed. */
    protected void mirrorControls() {
        copies.update();
    }

    /**
     * Says where the keyboard's focus is, after {@code title} (an opened dialog's or screen's) when not null: the
     * heading of the group it entered, then the control's name and state ("Undo, button, unavailable").
     */
    protected void sayFocus(String title) {
        Actor a = focus.focused();
        String control = a == null ? null : spokenFocus(a);
        String heading = a == null ? null : headings.get(a);
        StringBuilder sb = new StringBuilder();
        if (title != null && !title.isEmpty()) sb.append(title).append('.');
        if (heading != null && !heading.equals(headingSaid))
            sb.append(sb.length() > 0 ? " " : "").append(heading).append('.');
        headingSaid = heading;
        if (control != null) sb.append(sb.length() > 0 ? " " : "").append(control);
        if (sb.length() > 0) context.say(sb.toString());
    }

    /** What is said of the focused {@code a}: its name and state; a screen says more of its own widgets (the board). */
    protected String spokenFocus(Actor a) {
        return ControlCopies.spoken(a);
    }

    /** The focused widget took a key itself: an option row says its new value; a screen hears its own widgets' keys. */
    protected void focusedKeyTaken(Actor by, int keycode) {
        if (by instanceof OptionRow) context.say(((OptionRow) by).spokenName());
    }

    /** Puts {@code members} under {@code heading}, said when the keyboard's focus comes to them from elsewhere. */
    protected void heading(List<Actor> members, String heading) {
        for (Actor a : members) headings.put(a, heading);
    }

    /**
     * Shows a modal dialog centred on the stage and fitted to it (again when the stage changes size), or on the stage
     * below the notice card while one shows; its controls take the keyboard focus until it closes.
     */
    public void open(Dialog d) {
        d.owner = this;
        dialogs.add(d);
        savedFocus.add(new ArrayList<>(focusOrder));
        stage.addActor(d);
        fitDialogs();
        giveFocusItems(d.focusOrder());
        if (!d.focusOrder().isEmpty()) focus.focus(d.focusOrder().get(0));
        mirrorControls();
        copies.dialogOpened();
        headingSaid = null;
        sayFocus(String.valueOf(d.getTitleLabel().getText()));
    }

    void closeDialog(Dialog d) {
        int i = dialogs.indexOf(d);
        if (i < 0) return;
        dialogs.remove(i);
        List<Actor> restore = savedFocus.remove(i);
        d.remove();
        if (stage.getKeyboardFocus() != null && stage.getKeyboardFocus().isDescendantOf(d))
            stage.setKeyboardFocus(null);
        // a notice card that gave way to the dialog takes its room again
        if (notice() != null) arrange();
        giveFocusItems(
                dialogs.isEmpty() ? restore : dialogs.get(dialogs.size() - 1).focusOrder());
        mirrorControls();
    }

    /** Tab's round: {@code items} (the screen's or the top dialog's), and last the notice card's Close while one shows. */
    private void giveFocusItems(List<Actor> items) {
        NoticeCard card = notice();
        if (card == null) {
            focus.setItems(items);
            return;
        }
        List<Actor> withClose = new ArrayList<>(items);
        withClose.add(card.closeButton());
        focus.setItems(withClose);
    }

    /**
     * Whether Tab (Shift+Tab when {@code backwards}) goes from the focused control straight on to the page's next
     * element, not round the drawn controls: none by default.
     */
    protected boolean tabLeavesHere(boolean backwards) {
        return false;
    }

    /** See the application's {@code focusAtEdge}; inside a dialog Tab never leaves. */
    public boolean focusAtEdge(boolean backwards) {
        return dialogs.isEmpty() && focus.atEdge(backwards);
    }

    /** The dialog on top, which takes the keys, or null. */
    Dialog topDialog() {
        return dialogs.isEmpty() ? null : dialogs.get(dialogs.size() - 1);
    }

    protected boolean dialogOpen() {
        return !dialogs.isEmpty();
    }

    /** The page's focus left the widget: its focus ring goes until the keyboard is used in it again. */
    public void focusLeft() {
        focus.setRingVisible(false);
    }

    /** Whether a dialog is open (for scripts and tests). */
    public boolean dialogShown() {
        return !dialogs.isEmpty();
    }

    /** A message with an OK button. */
    public void message(String title, String text) {
        Dialog d = new Dialog(title, skin);
        d.text(text);
        d.button(t("OK"), null);
        open(d);
    }

    /** A notice that leaves the screen playable (see {@link NoticeCard}); a newer one replaces it. */
    public void showNotice(String title, String text) {
        if (notice != null) notice.remove();
        final NoticeCard card = new NoticeCard(title, text, skin);
        notice = card;
        card.whenGone = () -> {
            if (!dialogs.isEmpty()) fitDialogs();
            // the focus on its Close goes back to the control before it in Tab's round
            List<Actor> items = focus.items();
            int at = items.indexOf(card.closeButton());
            if (at > 0 && focus.focused() == card.closeButton()) {
                focus.focus(items.get(at - 1));
                sayFocus(null);
            }
            focusItemsChanged();
        };
        stage.addActor(card);
        arrange();
        focusItemsChanged();
    }

    /** Tab's round given again (the screen's or the top dialog's, with a notice card's Close or without) and mirrored. */
    private void focusItemsChanged() {
        giveFocusItems(dialogs.isEmpty() ? focusOrder : topDialog().focusOrder());
        mirrorControls();
    }

    /**
     * The notice card in its room and the dialogs fitted to the stage below it, the card above them: neither covers
     * the other, so that the card's Close and the dialog's buttons are both in reach (a dialog opened on a full disk
     * covered the storage card's Close). Where the stage is too short for both, the card's words give way to the
     * dialog's, down to a line of them, and scroll.
     */
    private void arrange() {
        placeNotice();
        fitDialogs();
        noticeToFront();
    }

    /** Fits the dialogs to the stage, or to the stage below the notice card (made shorter where they need it). */
    private void fitDialogs() {
        if (dialogs.isEmpty()) return;
        float w = stage.getWidth(), h = stage.getHeight();
        NoticeCard card = notice();
        if (card == null) {
            for (Dialog d : dialogs) d.fit(w, h);
            return;
        }
        // the height the dialogs want on the whole stage, with their margins (one is the gap below the card)
        float wanted = 0;
        for (Dialog d : dialogs) {
            d.fit(w, h);
            wanted = Math.max(wanted, d.getHeight() + 2 * Dialog.MARGIN);
        }
        float top = card.getY() + card.getHeight();
        if (card.getY() < wanted) card.limitHeight(top - wanted);
        for (Dialog d : dialogs) d.fit(0, 0, w, card.getY());
        noticeToFront();
    }

    /** Keeps the notice card (if any) above the dialogs, whichever was pressed last. */
    void noticeToFront() {
        if (notice() != null) notice.toFront();
    }

    /** The notice card (if any) in the screen's room for it, or on the whole stage where that room is too small. */
    private void placeNotice() {
        if (notice() == null) return;
        float[] room = noticeRoom();
        if (room[2] < NoticeCard.LEAST_WIDTH || room[3] < NoticeCard.LEAST_HEIGHT)
            room = new float[] {0, 0, stage.getWidth(), stage.getHeight()};
        notice.place(room[0], room[1], room[2], room[3]);
    }

    /**
     * Where a notice card may go, as x, y, width and height on the stage: all of it here; a screen with texts the card
     * must not cover (the players' names) gives a smaller room.
     */
    protected float[] noticeRoom() {
        return new float[] {0, 0, stage.getWidth(), stage.getHeight()};
    }

    /** The notice card on screen, or null. */
    public NoticeCard notice() {
        return notice != null && notice.hasParent() ? notice : null;
    }

    /** A question with a button that does {@code yes} and a Cancel that does {@code no} (null: just closes). */
    public void confirm(String title, String text, String yesLabel, Dialog.Action yes, Dialog.Action no) {
        Dialog d = new Dialog(title, skin);
        d.text(text);
        d.button(yesLabel, yes);
        d.button(t("Cancel"), no);
        open(d);
    }

    /** The screen's keyboard shortcuts; return true if the key was used. */
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        return false;
    }

    @Override
    public void show() {
        pacer.stir();
        Gdx.input.setInputProcessor(input);
        stage.addActor(focus);
        copies.screenShown();
    }

    @Override
    public void hide() {
        copies.screenHidden();
        if (Gdx.input.getInputProcessor() == input) Gdx.input.setInputProcessor(null);
    }

    /**
     * Where a click presses the shown button whose name starts with {@code label} (ignoring case), in
     * logical pixels from the stage's top-left corner, or null: how scripts and tests find a control.
     */
    public float[] pointOfControl(String label) {
        return ShownButtons.pointOf(stage, label);
    }

    /** Each shown button's name and middle, as in "Undo (U) at 812,300". */
    protected List<String> controlPlaces() {
        return ShownButtons.places(stage);
    }

    /** Lays the screen out again at the stage's size. */
    public void relayout() {
        layout(stage.getWidth(), stage.getHeight());
        if (notice() != null) arrange();
    }

    @Override
    public void resize(int width, int height) {
        pacer.stir();
        stage.getViewport().update(width, height, true);
        relayout();
        if (notice() == null) fitDialogs();
    }

    /** Lays the screen out for a stage of this many logical pixels. */
    protected abstract void layout(float width, float height);

    @Override
    public void render(float delta) {
        stage.act(Math.min(delta, 0.1f));
        copies.frame(delta);
        pacer.working = working;
        if (!pacer.draws(delta, moving() || FramePacer.acting(stage.getRoot()), busy)) return;
        Gdx.gl.glClearColor(theme.background.r, theme.background.g, theme.background.b, 1f);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        stage.getViewport().apply();
        stage.draw();
    }

    /**
     * What a still frame of the screen would show, as a number ({@link StillPacing}): its actors' look, where the
     * keyboard is, and the screen's own drawing ({@link #ownLook}); a text field with the keys adds its text, its cursor
     * and the cursor's blink, which turns at each frame drawn a blink's time after the last turn ({@code millis}: the
     * time on the judge's clock).
     */
    int stillLook(int millis) {
        Actor keys = stage.getKeyboardFocus();
        int look = 31 * (31 * StageLook.of(stage.getRoot()) + System.identityHashCode(keys)) + ownLook();
        if (!(keys instanceof TextField)) return look;
        TextField field = (TextField) keys;
        look = 31 * (31 * look + field.getText().hashCode()) + field.getCursorPosition();
        return 31 * (31 * look + field.getSelectionStart()) + millis / BLINK_MILLIS;
    }

    /** What the screen draws that its actors' look does not tell (the board it shows), as a number. */
    protected int ownLook() {
        return 0;
    }

    /** Whether the screen's own drawing changes from frame to frame now (a board's animation or pulse). */
    protected boolean moving() {
        return false;
    }

    /** Something changed that no frame of the screen's own shows yet (a call from the page): draw every frame again. */
    public void stir() {
        pacer.stir();
    }

    @Override
    public void dispose() {
        stage.dispose();
    }
}
