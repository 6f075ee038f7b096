package parlour.shell.screen;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import java.util.List;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.shell.files.KeptChoice;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.Navigator;
import parlour.shell.play.Restarts;
import parlour.shell.speech.CursorWords;
import parlour.ui.BaseScreen;

/**
 * The one game screen every game plays in, as a scene2d adapter: it lays out its parts ({@link ScreenParts}) and
 * forwards the keys and the frames to them. The match session decides what a move does, {@link MatchScene} shows it;
 * the board's clicks go to the session through {@link BoardInput}, the commands call back through {@link CommandHost}.
 * What it still holds, and why: the layout, focus, key, Tab, frame and show/hide/pause overrides, because {@link
 * BaseScreen} calls them on the screen itself (the work is the parts': what the cursor is over is said by {@link
 * CursorWords}); {@link #refresh}, because every part that changes the match asks the screen for it; the restarts'
 * host, because a restart replaces the match the screen plays (the puzzle's part of that is {@link
 * parlour.shell.play.PuzzleDriver#stop}'s). The page's calls live in {@code shell.page} and reach the parts through
 * {@link #parts}.
 */
public final class GameScreen<P> extends BaseScreen implements Restarts.Host<P> {
    private final Navigator app;
    private final GameEntry<P> entry;
    private final GameDef<P> def;
    private final BoardInput<P> input = new BoardInput<>(this);
    private final ScreenParts<P> parts;
    private final MatchSession<P> session;

    public GameScreen(Navigator app, GameEntry<P> entry, Match<P> match, boolean offerResume) {
        super(app);
        this.app = app;
        this.entry = entry;
        this.def = entry.def;
        parts = new ScreenParts<>(this, app, match, stage, skin, theme, focus);
        session = parts.session;
        if (offerResume && !parts.viewOnly)
            parts.layout.showOffer(KeptChoice.offer(app, this, entry, () -> {
                dismissOffer();
                session.keptDeclined();
                OpeningNotices.storage(app, this);
            }));
        // a game only shown opens on its move list, to step through
        if (parts.viewOnly) parts.review.open(match);
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
    void reportLayout() {
        parts.layout.report(controlPlaces());
    }

    @Override
    protected boolean takesPress(Actor hit, float x, float y) {
        Actor board = parts.view.actor();
        if (!hit.isDescendantOf(board)) return super.takesPress(hit, x, y);
        Vector2 local = board.stageToLocalCoordinates(new Vector2(x, y));
        return parts.view.pressStartsSomething(local.x, local.y);
    }

    /** The screen's parts, for the page's script that reads and drives them. */
    public ScreenParts<P> parts() {
        return parts;
    }

    /** Where the board sends the player's clicks and keys (and tests theirs). */
    public MoveInput boardInput() {
        return input;
    }

    /** Shows the match's state again: the marks, the side panel, the status line and the buttons. */
    public void refresh() {
        stir();
        if (parts.panel.playersShown() != def.contested(match().position())) relayout();
        parts.show(def, match());
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
    public void say(String text) {
        parts.panel.notice(text);
    }

    // ---- the match and the games that replace it ----

    @Override
    public Match<P> match() {
        return session.match();
    }

    /** The position the board shows: the review's while it steps through earlier moves, else the game's. */
    public P shownPosition() {
        return parts.review.shown(match());
    }

    /**
     * This screen, made anew from {@code before} on the same match (a language or a theme chosen), goes on with its
     * puzzle: the collection's Next and Previous and its place shown again.
     */
    public void keepPuzzleOf(GameScreen<P> before) {
        if (!parts.keepPuzzleOf(before.parts)) return;
        relayout();
        refresh();
    }

    /** The game this screen plays: its rules, its saves and its options, for the page and for a screen made anew. */
    public GameEntry<P> entry() {
        return entry;
    }

    @Override
    public void switchMatch(Match<P> next) {
        if (parts.switchMatch(next)) relayout();
    }

    // ---- keys and frames ----

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        boolean onBoard = focus.focused() == parts.view.actor();
        return parts.key(keycode, ctrl, shift, stage.getKeyboardFocus(), onBoard, match().isOver());
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
        return a == parts.view.actor() ? parts.cursor.focusWords(match(), shownPosition()) : super.spokenFocus(a);
    }

    @Override
    protected void focusedKeyTaken(Actor by, int keycode) {
        super.focusedKeyTaken(by, keycode);
        if (by == parts.view.actor()) parts.cursor.keyTaken(keycode);
    }

    @Override
    public void render(float delta) {
        parts.cursor.frame(delta, match(), shownPosition(), app::say);
        parts.panel.act(delta);
        busy = parts.frames.frame(delta);
        working = parts.frames.working();
        super.render(delta);
        // buttons move when the texts above them change size: report the layout again when they do
        if (parts.layout.buttonsMoved()) reportLayout();
    }

    @Override
    protected boolean moving() {
        return parts.view.moves();
    }

    /**
     * The board shown (a position is a snapshot, so a new one is another object: a game loaded, a move played) and the
     * advice drawn on it (the hint, the analysis's marks).
     */
    @Override
    protected int ownLook() {
        int look = 31 * System.identityHashCode(shownPosition()) + match().moveCount();
        if (parts.advice == null) return look;
        look = 31 * look + System.identityHashCode(parts.advice.shown);
        return 31 * look + (parts.advice.shownHint == null ? 0 : parts.advice.shownHint.hashCode());
    }

    @Override
    public void hide() {
        session.keepNow();
        parts.friend.drop("the game was replaced before the move was played");
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
