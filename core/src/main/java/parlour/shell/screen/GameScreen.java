package parlour.shell.screen;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.List;
import java.util.Map;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.GameEvent;
import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.session.SeatNames;
import parlour.shell.commands.GameCommands;
import parlour.shell.files.KeptChoice;
import parlour.shell.files.MatchFiles;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.Navigator;
import parlour.shell.page.ScriptControl;
import parlour.shell.play.Restarts;
import parlour.shell.speech.CursorWords;
import parlour.shell.speech.TurnText;
import parlour.ui.BaseScreen;

/**
 * The one game screen every game plays in, as a scene2d adapter: it lays out its parts ({@link ScreenParts}) and
 * forwards the board's steps, the keys and the frames to them. What a move does is decided by the {@link
 * MatchSession}, how the screen shows it by {@link MatchScene}; saves and board files go through {@link MatchFiles}.
 * What it still holds, and why: the layout and focus overrides, the key, Tab and frame hooks and the show/hide/pause
 * lifecycle, because {@link BaseScreen} calls them on the screen itself; {@link #refresh}, because every part that
 * changes the match asks the screen for it; the board's {@link MoveInput}, the restarts' and the commands' hosts,
 * because the view, {@link Restarts} and {@link GameCommands} are given the screen to call back; the cursor's focus
 * words, because only the screen sees which actor has the focus (the words themselves are {@link CursorWords}). The
 * page's calls live in {@code shell.page} and reach the parts through {@link #parts}.
 */
public final class GameScreen<P> extends BaseScreen implements MoveInput, Restarts.Host<P>, GameCommands.Host<P> {
    private static final String VIEW_ONLY_STATUS = mark("View only: Left and Right step through the moves.");

    private final Navigator app;
    private final GameEntry<P> entry;
    private final GameDef<P> def;
    /** The page's viewOnly option: the board shows the game and its moves but takes none from the player. */
    private final boolean viewOnly;

    private final ScreenParts<P> parts;
    private final MatchSession<P> session;
    private final CursorWords<P> cursor;

    public GameScreen(Navigator app, GameEntry<P> entry, Match<P> match, boolean offerResume) {
        super(app);
        this.app = app;
        this.entry = entry;
        this.def = entry.def;
        this.viewOnly = app.launchOptions().viewOnly;
        parts = new ScreenParts<>(this, app, match, stage, skin, theme, focus);
        session = parts.session;
        cursor = new CursorWords<>(def, parts.view);
        if (offerResume && !viewOnly)
            parts.layout.showOffer(KeptChoice.offer(app, this, entry, () -> {
                dismissOffer();
                session.keptDeclined();
                OpeningNotices.storage(app, this);
            }));
        // a game only shown opens on its move list, to step through
        if (viewOnly) parts.review.open(match);
        refresh();
        updateFocusOrder();
        focus.focus(parts.view.actor());
        session.begin();
        OpeningNotices.tell(app, this);
    }

    // ---- layout and focus ----

    /** A notice goes over the board, clear of the players' names and the buttons around it. */
    @Override
    protected float[] noticeRoom() {
        return parts.layout.boardRoom();
    }

    @Override
    public void updateFocusOrder() {
        setFocusOrder(parts.layout.focusOrder());
    }

    @Override
    public void dismissOffer() {
        if (!parts.layout.dropOffer()) return;
        updateFocusOrder();
        relayout();
    }

    @Override
    protected void layout(float stageWidth, float stageHeight) {
        parts.layout.arrange(stageWidth, stageHeight, def.contested(match().position()));
        refresh();
        updateFocusOrder();
        parts.layout.settle(stageWidth, stageHeight);
        reportLayout();
    }

    /** Tells the platform where the board is and where each button is, in window coordinates (top-left origin), when that changed. */
    private void reportLayout() {
        parts.layout.report(controlPlaces());
    }

    /** Where to click to play {@code move}, or to press the button whose label starts with it, in logical pixels from the top-left. */
    public float[] pointOf(String move) {
        float[] onBoard = parts.layout.pointOf(move);
        return onBoard != null ? onBoard : pointOfControl(move);
    }

    @Override
    protected boolean takesPress(Actor hit, float x, float y) {
        Actor board = parts.view.actor();
        if (!hit.isDescendantOf(board)) return super.takesPress(hit, x, y);
        Vector2 local = board.stageToLocalCoordinates(new Vector2(x, y));
        return parts.view.pressStartsSomething(local.x, local.y);
    }

    /** The screen's parts, for the page's script ({@link parlour.shell.page.ScriptControl}) that reads and drives them. */
    public ScreenParts<P> parts() {
        return parts;
    }

    /** The page's viewOnly option: the board shows the game and its moves but takes none from the player. */
    public boolean viewOnly() {
        return viewOnly;
    }

    @Override
    public void refresh() {
        parts.marks.showPage(match().marks());
        String held = parts.view.heldStatus();
        if (parts.panel.playersShown() != def.contested(match().position())) relayout();
        parts.panel.update(def, match());
        parts.view.setPlayerNames(new SeatNames(match()));
        parts.panel.status(
                held != null
                        ? held
                        : viewOnly
                                ? t(VIEW_ONLY_STATUS)
                                : TurnText.status(def, match(), parts.panel, session.pace(), session.pendingSteps()));
        parts.commands.showOnButtons(match(), held != null);
    }

    // ---- the board's moves, to the session ----

    @Override
    public boolean takesMoves() {
        return match().hereToMove();
    }

    @Override
    public int offer(List<String> steps) {
        return session.offer(steps);
    }

    @Override
    public List<String> next(List<String> steps) {
        return session.next(steps);
    }

    @Override
    public void stepsDropped() {
        session.stepsDropped();
    }

    /**
     * This screen plays on the game its window kept: the steps of a move begun when it was kept are taken up (see
     * {@link parlour.session.PendingSteps}), and keeping this game replaces that one rather than setting it aside.
     */
    public void resumeSteps(List<String> steps) {
        session.playsOnKept();
        if (!steps.isEmpty()) parts.view.resumeSteps(steps);
    }

    @Override
    public void boardChanged() {
        parts.scene.boardChanged();
        refresh();
        reportLayout();
    }

    @Override
    public void say(String text) {
        parts.panel.notice(text);
    }

    @Override
    public void openMoveField() {
        parts.moveField.open();
    }

    @Override
    public void markAtCursor() {
        parts.marks.markAtCursor();
    }

    @Override
    public void describeBoard() {
        parts.events.tell(GameEvent.answer(parts.moveField.board()));
    }

    // ---- the match and the games that replace it ----

    @Override
    public Match<P> match() {
        return session.match();
    }

    /** The game this screen plays, for scripts that read or set its position ({@link ScriptControl}). */
    public GameEntry<P> entry() {
        return entry;
    }

    @Override
    public void newGame(Map<String, String> options) {
        parts.restarts.newGame(options);
    }

    @Override
    public void switchMatch(Match<P> next) {
        // another game on the board: the puzzle and the player's own marks were on the one before
        boolean collection = parts.puzzle.collection() != null;
        parts.puzzle.stop();
        parts.marks.clearOwn();
        session.switchMatch(next);
        if (collection) {
            parts.commands.showPuzzle(null, 0);
            relayout();
        }
    }

    @Override
    public void playAutomaticMove() {
        session.playAutomaticMove();
    }

    @Override
    public void stepPuzzle(int by) {
        app.stepPuzzle(by, why -> {
            if (why != null) say(why);
        });
    }

    /** The game as saves and board files see it: its save text, loading a save, the status line. */
    public MatchFiles<P> files() {
        return parts.files;
    }

    // ---- keys and frames ----

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (keycode == Input.Keys.ESCAPE && parts.moveField.escape(stage.getKeyboardFocus())) return true;
        if (stage.getKeyboardFocus() instanceof TextField) return false;
        if (parts.help.pageKey(keycode)) return true;
        boolean onBoard = focus.focused() == parts.view.actor();
        if (parts.review.key(keycode, !viewOnly && !match().isOver() && onBoard)) return true;
        return parts.commands.runKey(keycode, ctrl, shift, onBoard);
    }

    /**
     * One Tab from the board goes on to the page's move field, where the page has one (its copies of the buttons
     * follow), unless the offer to resume a kept game waits for its answer: Tab reaches that first.
     */
    @Override
    protected boolean tabLeavesHere(boolean backwards) {
        return !backwards
                && !dialogShown()
                && !parts.layout.offerShown()
                && app.platform().moveField() != null
                && focus.focused() == parts.view.actor();
    }

    @Override
    public boolean focusAtEdge(boolean backwards) {
        return tabLeavesHere(backwards) || super.focusAtEdge(backwards);
    }

    /** The board with the keyboard's focus says what is under its cursor. */
    @Override
    protected String spokenFocus(Actor a) {
        if (a != parts.view.actor()) return super.spokenFocus(a);
        String place = cursor.placeWords(match());
        return place == null ? t("Board") : t("Board") + ". " + place;
    }

    @Override
    protected void focusedKeyTaken(Actor by, int keycode) {
        super.focusedKeyTaken(by, keycode);
        boolean arrow = keycode == Input.Keys.UP
                || keycode == Input.Keys.DOWN
                || keycode == Input.Keys.LEFT
                || keycode == Input.Keys.RIGHT;
        if (by == parts.view.actor() && arrow) cursor.moved();
    }

    @Override
    public void render(float delta) {
        cursor.frame(delta, match(), app::say);
        parts.panel.act(delta);
        parts.frames.frame(delta);
        super.render(delta);
        // buttons move when the texts above them change size: report the layout again when they do
        if (parts.layout.buttonsMoved()) reportLayout();
    }

    @Override
    public void hide() {
        session.keepNow();
        parts.moveField.detach();
        super.hide();
        session.listen(false);
    }

    @Override
    public void dispose() {
        parts.view.dispose();
        super.dispose();
    }

    @Override
    public void pause() {
        session.keepNow();
        super.pause();
    }

    @Override
    public void show() {
        super.show();
        parts.moveField.attach();
        session.listen(true);
        // the board is seen before a computer that opens moves (and the first frames, slow while the runtime warms up,
        // pass)
        parts.seats.waitUntil(app.platform().time().millis() + SeatDriver.OPENING_PAUSE_MS);
    }
}
