package parlour.shell;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlour.board.BoardView;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MatchListener;
import parlour.match.SaveFormatException;
import parlour.store.StorageNotice;
import parlour.ui.BaseScreen;
import parlour.ui.HelpToggle;
import parlour.ui.UiKit;

/**
 * The one game screen every game plays in: the board view, the side panel (players, scores, clocks,
 * status) and the controls the game supports. It owns the match, drives the computer seats and the
 * automaton a slice per frame, and keeps the game in progress saved after every move.
 */
public final class GameScreen<P> extends BaseScreen
        implements MatchListener,
                MoveInput,
                SaveDialogs.Host,
                BoardDialogs.Host<P>,
                Restarts.Host<P>,
                GameCommands.Host<P> {
    private final Navigator app;
    private final GameEntry<P> entry;
    private final GameDef<P> def;
    private Match<P> match;
    private final BoardView<P> view;
    private final SidePanel panel;
    private final Announcer<P> announcer;
    private final Table root = new Table();
    private final CommandButtons buttons;
    private final ComputerDriver<P> computer;
    private final AdviceDriver<P> advice;
    private final AutomatonPace pace = new AutomatonPace();
    /** Whether the rounds were set running because no person plays (a pause by the player then stays). */
    private boolean startedRounds;

    private final Autosaver autosaver = new Autosaver(this::autosave);
    /**
     * Whether the game this window kept is another (a new game, a loaded one, a page's position): at this screen's
     * first keeping that one is set aside, still offered, never overwritten. Not when it plays on the kept game.
     */
    private boolean setAsideFirst = true;

    private final PendingSteps pending = new PendingSteps();
    /** The losing move a warning held back: offered again at once, it is played. */
    private String warned;

    private final SaveDialogs dialogs;
    private final BoardDialogs<P> boards;
    private final ResultBanner banner;
    private ResumeOffer resumeOffer;
    private final HelpToggle help;
    private final ReviewMode<P> review;
    private final LayoutReport layoutReport;
    private final Restarts<P> restarts;
    private final GameCommands<P> commands;
    /** The least a docked window leaves the board, as a share of the stage's short side. */
    private static final float MIN_BOARD = 0.4f;
    /** Whether a window docked on a tiny stage leaves room for the board alone (see {@link ShellLayout#arrange}). */
    private boolean boardOnly;
    /** Moves and questions typed in words: the page's move field, or one drawn here. */
    private final MoveFieldControl<P> moveField;
    /** The page's viewOnly option: the board shows the game and its moves but takes none from the player. */
    private final boolean viewOnly;

    public GameScreen(Navigator app, GameEntry<P> entry, Match<P> match, boolean offerResume) {
        super(app);
        this.app = app;
        this.entry = entry;
        this.def = entry.def;
        this.match = match;
        this.viewOnly = app.launchOptions().viewOnly;
        match.addListener(this);
        view = entry.ui.createView(app.assets(), theme, match.position(), this);
        view.setSpeedFactor(app.settings().animationFactor());
        view.setCoordinatesShown(GameCommands.coordinatesShown(app.settings()));
        view.setKeysShown(!app.platform().touchOnly());
        computer = new ComputerDriver<>(def, app.platform());
        restarts = new Restarts<>(this, entry, computer, app.settings());
        buttons = new CommandButtons(app.assets(), theme, skin, app.platform().touchOnly(), new Runnable() {
            @Override
            public void run() {
                MoreDialog.open(GameScreen.this, buttons, commands);
            }
        });
        buttons.setBoardLetters(view.letters());
        dialogs = new SaveDialogs(this, this, app.platform());
        boards = def.boardFormat() == null
                ? null
                : new BoardDialogs<>(this, this, entry, app.platform(), app.settings());
        panel = new SidePanel(app, skin, theme, def.score(match.position(), 1) != null, match.hasClocks());
        panel.onNotesChanged(new Runnable() {
            @Override
            public void run() {
                refresh();
                // "player 2 perfect play", "player 2 searching; perfect table 45%": what a level plays by, for the page
                for (int p = 1; p <= 2; p++) {
                    if (panel.note(p) != null) app.platform().gameEvent("player " + p + " " + panel.note(p).words);
                }
            }
        });
        announcer = new Announcer<>(def, app.platform(), panel);
        advice = def.analyst() == null
                ? null
                : new AdviceDriver<>(def.analyst(), view, panel, app.platform(), new Runnable() {
                    @Override
                    public void run() {
                        focus.focus(view.actor());
                    }
                });
        banner = new ResultBanner(app, skin, theme, stage);
        layoutReport = new LayoutReport(app.platform());
        // opening or closing help or the move list lays the screen out again
        Runnable relayout = new Runnable() {
            @Override
            public void run() {
                layout(stage.getWidth(), stage.getHeight());
            }
        };
        help = new HelpToggle(stage, skin, entry.ui.helpName(), relayout);
        review = new ReviewMode<>(
                def,
                view,
                stage,
                skin,
                app.platform(),
                UiKit.panel(app.assets(), UiKit.withAlpha(theme.focus, 0.35f)),
                relayout);
        commands = new GameCommands<>(
                this, app, def, view, buttons, dialogs, boards, restarts, pace, advice, review, help, viewOnly);
        commands.addButtons(skin);
        moveField = new MoveFieldControl<>(
                def, app.platform(), stage, skin, UiKit.panel(app.assets(), theme.panel), new FieldHost());
        stage.addActor(root);
        if (offerResume && !viewOnly)
            resumeOffer = ResumeOffer.ofKept(app, this, entry, new Runnable() {
                @Override
                public void run() {
                    dismissOffer();
                    if (match.moveCount() == 0) app.settings().setAutosave(def.id(), null);
                    tellStorageProblems();
                }
            });
        // a game only shown opens on its move list, to step through
        if (viewOnly) review.toggle(match);
        refresh();
        updateFocusOrder();
        focus.focus(view.actor());
        announcer.started(match);
        // one notice listing every problem, never a stack of dialogs
        if (!app.launchOptions().problems.isEmpty()) {
            String problems = app.launchOptions().problemsText();
            showNotice(t("Page options"), problems);
            app.platform().announce(t("Page options: {0}", problems), false);
        }
        app.launchOptions().problemsShown();
        tellStorageProblems();
    }

    @Override
    public void updateFocusOrder() {
        List<Actor> order = new ArrayList<>();
        order.add(view.actor());
        moveField.addFocusables(order);
        if (resumeOffer != null && !boardOnly) {
            for (Actor a : resumeOffer.getChildren()) if (a instanceof TextButton) order.add(a);
        }
        if (!boardOnly) order.addAll(buttons.shown());
        if (banner.rematchButton() != null) order.add(banner.rematchButton());
        if (help.isOpen()) order.add(help.closeButton());
        order.addAll(review.focusables());
        setFocusOrder(order);
    }

    @Override
    public void dismissOffer() {
        if (resumeOffer == null) return;
        resumeOffer.remove();
        resumeOffer = null;
        updateFocusOrder();
        layout(stage.getWidth(), stage.getHeight());
    }

    @Override
    protected void layout(float stageWidth, float stageHeight) {
        root.clearChildren();
        panel.showPlayers(def.contested(match.position()));
        // open help or move list docks beside the game, which lays out in the rest
        float[] area = review.isOpen() ? review.dock(stageWidth, stageHeight) : help.dock(stageWidth, stageHeight);
        root.setBounds(area[0], area[1], area[2], area[3]);
        boolean docked = review.isOpen() || help.isOpen();
        boardOnly = ShellLayout.arrange(
                root,
                view.actor(),
                panel,
                buttons,
                resumeOffer,
                area[2],
                area[3],
                docked ? MIN_BOARD * Math.min(stageWidth, stageHeight) : 0);
        refresh();
        updateFocusOrder();
        root.layout();
        root.validate();
        banner.place(view.actor());
        moveField.place(stageWidth, stageHeight);
        reportLayout();
    }

    /** Tells the platform where the board is and where each button is, in window coordinates (top-left origin), when that changed. */
    private void reportLayout() {
        List<String> events = new ArrayList<>();
        String note = view.layoutNote();
        if (note != null) events.add("layout " + note);
        for (Button b : shownButtons()) {
            float[] c = centreOf(b);
            events.add("layout control " + b.getName() + " at " + Math.round(c[0]) + "," + Math.round(c[1]));
        }
        layoutReport.report(events);
    }

    /** Where to click to play {@code move}, or to press the button whose label starts with it, in logical pixels from the top-left. */
    public float[] pointOf(String move) {
        float[] local = view.pointOf(move);
        if (local == null) return pointOfControl(move);
        Vector2 s = view.actor().localToStageCoordinates(new Vector2(local[0], local[1]));
        return new float[] {s.x, stage.getHeight() - s.y};
    }

    /** The game as JSON for the page's script API. */
    public String stateJson() {
        return StateJson.of(
                def,
                match,
                !viewOnly && (computer.isThinking() || match.computerToMove()),
                advice == null ? null : advice.shownHint,
                advice != null && advice.isOn(),
                advice == null ? null : advice.shown,
                panel.status(),
                Gdx.graphics.getFrameId());
    }

    // ---- the player's moves ----

    @Override
    public boolean humanToMove() {
        return match.humanToMove();
    }

    @Override
    public int offer(List<String> steps) {
        if (viewOnly) return refuse(t(VIEW_ONLY));
        if (match.isOver()) return refuse(t("The game is over: press Restart (R) for a new one."));
        if (review.showsEarlier())
            return refuse(t("You are looking at an earlier move: End (or Close) returns to the game."));
        if (!match.humanToMove())
            return refuse(match.toMove() == 0 ? t("Wait for the next round.") : t("Wait for the computer to move."));
        MoveSteps.Outcome o = MoveSteps.judge(def, match.position(), steps);
        if (o.kind == PLAYED) {
            String warning = def.warning(match.position(), o.move);
            if (warning != null && !o.move.equals(warned)) {
                warned = o.move;
                panel.problem(t("{0} Play it again to play it anyway.", warning));
                announcer.refused(warning);
                return REFUSED;
            }
            return play(o.move);
        }
        if (o.kind != MORE) {
            // for the page: what was tried on the board and why it was refused (parlour.js's illegalMove)
            StringBuilder tried = new StringBuilder();
            for (String step : steps)
                tried.append(tried.length() == 0 ? "" : ",").append(step);
            app.platform().gameEvent("illegal " + tried + ": " + o.reason);
            return refuse(o.reason);
        }
        pending.set(steps);
        autosaver.changed(false);
        refresh();
        return MORE;
    }

    @Override
    public void stepsDropped() {
        pending.clear();
        autosaver.changed(false);
        refresh();
    }

    /**
     * This screen plays on the game its window kept: the steps of a move begun when it was kept are taken up (see
     * {@link PendingSteps}), and keeping this game replaces that one rather than setting it aside.
     */
    public void resumeSteps(List<String> steps) {
        setAsideFirst = false;
        if (!steps.isEmpty()) view.resumeSteps(steps);
    }

    @Override
    public List<String> next(List<String> steps) {
        return match.isOver() ? new ArrayList<String>() : MoveSteps.next(def, match.position(), steps);
    }

    private int play(String move) {
        dismissOffer();
        restarts.forget();
        String reason = match.play(move);
        return reason == null ? PLAYED : refuse(reason);
    }

    private static final String VIEW_ONLY =
            mark("This board only shows a game: Left and Right step through its moves, Home and End go to its ends.");
    private static final String VIEW_ONLY_STATUS = mark("View only: Left and Right step through the moves.");

    private int refuse(String reason) {
        panel.problem(reason);
        announcer.refused(reason);
        app.assets().play("error");
        return REFUSED;
    }

    @Override
    public void say(String text) {
        panel.notice(text);
    }

    // ---- moves and questions typed in words ----

    @Override
    public void openMoveField() {
        moveField.open();
    }

    @Override
    public void describeBoard() {
        String words = moveField.board();
        panel.notice(words);
        announcer.answer(words);
    }

    /** What the move field needs of this screen: the same offers, refusals and words as the board's. */
    private final class FieldHost implements MoveFieldControl.Host<P> {
        @Override
        public Match<P> match() {
            return match;
        }

        @Override
        public List<String> pendingSteps() {
            return pending.steps();
        }

        @Override
        public int offer(List<String> steps) {
            return GameScreen.this.offer(steps);
        }

        @Override
        public void showSteps(List<String> steps) {
            view.resumeSteps(steps);
        }

        @Override
        public void answer(String text) {
            panel.notice(text);
            announcer.answer(text);
        }

        @Override
        public void refuse(String reason) {
            GameScreen.this.refuse(reason);
        }

        @Override
        public void sayStatus() {
            announcer.answer(panel.status());
        }

        @Override
        public void focusOrderChanged() {
            updateFocusOrder();
        }

        @Override
        public void focusField(TextField field) {
            focus.setRingVisible(true);
            GameScreen.this.focusField(field);
        }

        @Override
        public void focusBoard() {
            focus.focus(view.actor());
        }
    }

    // ---- hearing the match ----

    @Override
    public void matchChanged(Change change, String move) {
        pending.clear();
        warned = null;
        computer.cancel();
        P p = match.position();
        if (advice != null) advice.positionChanged(match);
        // a player's move that hands the game to the rounds: the listener hears whether they run or wait for P
        boolean roundsNext = false;
        if (change == Change.MOVED) {
            P before = match.positionAt(match.moveCount() - 1);
            int mover = def.toMove(before);
            roundsNext = mover != 0 && !match.isOver() && match.toMove() == 0;
            String scoreBefore = mover == 0 ? null : def.score(before, mover);
            view.moved(before, move, p);
            if (scoreBefore != null && !scoreBefore.equals(def.score(p, mover))) panel.pulseScore(mover);
            panel.notice("");
            // the page reads the state as it hears the move: the status says what follows it, not what came before
            refresh();
            app.platform().gameEvent("move " + match.moveCount() + " " + mover + " " + move + scoreEvent(p));
            announcer.moved(match, before, move, p);
            if (match.isOver()) gameOver();
        } else if (change == Change.TIMED_OUT) {
            gameOver();
        } else {
            view.snap(p);
            banner.hide();
            if (match.isOver()) banner.show(resultText(), view.actor(), match.winner(), rematchRunner());
            updateFocusOrder();
        }
        review.matchChanged(match);
        computer.waitFor(aiPauseMillis());
        autosaver.changed(change == Change.MOVED && match.toMove() == 0 && pace.isPlaying() && !match.isOver());
        refresh();
        if (roundsNext) announcer.answer(panel.status());
    }

    private String scoreEvent(P p) {
        return def.score(p, 1) == null ? "" : " score " + def.score(p, 1) + "-" + def.score(p, 2);
    }

    private void gameOver() {
        int w = match.winner();
        banner.show(resultText(), view.actor(), w, rematchRunner());
        updateFocusOrder();
        boolean humanPlays = match.seat(1).isHuman() || match.seat(2).isHuman();
        boolean humanWon = w > 0 && match.seat(w).isHuman();
        app.assets().play(w == 0 || humanWon || !humanPlays ? "win" : "lose");
        announcer.over(resultText());
        refresh();
        app.platform()
                .gameEvent("game over result " + (w == 0 ? def.drawWord() : String.valueOf(w))
                        + scoreEvent(match.position())
                        + (match.flagged() > 0 ? " player " + match.flagged() + " lost on time" : ""));
        computer.report(app.frames());
    }

    private String resultText() {
        return TurnText.result(def, match, panel);
    }

    private double aiPauseMillis() {
        return 350 * app.settings().animationFactor() + 60;
    }

    private void autosave() {
        // at move 0 (a restart, or undo to the start) the game kept last stays until another is played or declined
        if (viewOnly || !match.isOver() && match.moveCount() == 0) return;
        // a new game's first keeping moves the game this window kept before aside, still offered, never overwritten
        if (setAsideFirst) {
            setAsideFirst = false;
            app.settings().setAside(def.id());
        }
        app.settings().setAutosave(def.id(), match.isOver() ? null : pending.save(entry, match));
        tellStorageProblems();
    }

    @Override
    public void boardChanged() {
        if (view.heldStatus() != null) banner.hide();
        else if (match.isOver()) banner.show(resultText(), view.actor(), match.winner(), rematchRunner());
        refresh();
        reportLayout();
    }

    @Override
    public void refresh() {
        String held = view.heldStatus();
        if (panel.playersShown() != def.contested(match.position())) layout(stage.getWidth(), stage.getHeight());
        panel.update(def, match);
        panel.status(
                held != null
                        ? held
                        : viewOnly ? t(VIEW_ONLY_STATUS) : TurnText.status(def, match, panel, pace, pending.steps()));
        commands.showOnButtons(match, held != null);
    }

    // ---- controls ----

    @Override
    public void newGame(Map<String, String> options) {
        restarts.newGame(options);
    }

    /** What the result's Rematch runs; null (no Rematch) where nobody plays against anybody, as in an editor. */
    private Runnable rematchRunner() {
        if (viewOnly || !def.contested(match.position())) return null;
        return new Runnable() {
            @Override
            public void run() {
                restarts.rematch();
            }
        };
    }

    @Override
    public Match<P> match() {
        return match;
    }

    /** The game this screen plays, for scripts that read or set its position ({@link ScriptControl}). */
    public GameEntry<P> entry() {
        return entry;
    }

    @Override
    public void boardLoaded(Match<P> fresh, String source) {
        restarts.boardLoaded(fresh, source);
    }

    /** Plays on with another match of this game (a restart, a loaded board, or taking either back). */
    @Override
    public void switchMatch(Match<P> next) {
        match.removeListener(this);
        match = next;
        match.addListener(this);
        matchChanged(Change.RESET, null);
        // a listening player hears which game is now on the board, as at the start (R said nothing to them)
        announcer.started(match);
    }

    /** Plays the automaton's move, if it is the automaton's turn. */
    @Override
    public void playAutomaticMove() {
        if (match.isOver() || match.toMove() != 0) return;
        String move = def.automaticMove(match.position());
        if (move != null) match.play(move);
    }

    // ---- the save dialogs' host ----

    @Override
    public String saveText() {
        return entry.save(match);
    }

    @Override
    public String suggestedName() {
        return SaveShelf.suggestedName(def, match);
    }

    @Override
    public String gameId() {
        return def.id();
    }

    /** Reads a save; on any problem the current game is untouched and the problem is shown with its line. */
    @Override
    public void loadText(String text, String source) {
        try {
            app.switchTo(new GameScreen<>(app, entry, entry.load(text, source), false));
        } catch (SaveFormatException e) {
            message(t("Could not load"), e.getMessage() + "\n\n" + t("Your current game is unchanged."));
        }
    }

    @Override
    public void status(String text) {
        panel.status(text);
    }

    // ---- keys and frames ----

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (keycode == Input.Keys.ESCAPE && moveField.escape(stage.getKeyboardFocus())) return true;
        if (stage.getKeyboardFocus() instanceof TextField) return false;
        if (keycode == Input.Keys.PAGE_DOWN && help.scrollPage(1)) return true;
        if (keycode == Input.Keys.PAGE_UP && help.scrollPage(-1)) return true;
        if (review.key(keycode, !viewOnly && !match.isOver() && focus.focused() == view.actor())) return true;
        return commands.runKey(keycode, ctrl, shift, focus.focused() == view.actor());
    }

    @Override
    public void render(float delta) {
        panel.act(delta);
        boolean held = viewOnly || dialogOpen() || view.heldStatus() != null;
        if (match.hasClocks() && !held && !match.isOver()) {
            match.charge(Math.min(delta, 0.25f) * 1000.0);
            panel.updateClocks(match);
            // the running clock is kept like an automaton's rounds: once a second, and at a pause or when the screen
            // goes
            autosaver.changed(true);
        }
        // the computer and the automaton also wait while the board shows an earlier position of the game
        boolean waiting = held || review.showsEarlier();
        computer.drive(match, waiting, view.isAnimating(), delta);
        if (!computer.isThinking()) review.drive();
        // the automaton keeps its pace: a move due while the last one animates cuts that animation short
        // with no person in either seat nobody would press Play: the rounds run by themselves (a page's demo)
        if (def.hasAutomaton()
                && match.toMove() == 0
                && !pace.isPlaying()
                && !startedRounds
                && !viewOnly
                && !match.seat(1).isHuman()
                && !match.seat(2).isHuman()) {
            startedRounds = true;
            pace.toggle();
        }
        if (def.hasAutomaton() && !waiting && pace.due(delta) && match.toMove() == 0) playAutomaticMove();
        if (advice != null) advice.drive();
        if (def.hasAutomaton() && !pace.isPlaying()) autosaver.flush();
        autosaver.drive(delta);
        super.render(delta);
        // buttons move when the texts above them change size: report the layout again when they do
        if (layoutReport.moved(buttons.shown())) reportLayout();
    }

    @Override
    public void hide() {
        autosaver.flush();
        moveField.detach();
        super.hide();
        match.removeListener(this);
    }

    @Override
    public void dispose() {
        view.dispose();
        super.dispose();
    }

    @Override
    public void pause() {
        autosaver.flush();
        super.pause();
    }

    @Override
    public void show() {
        super.show();
        moveField.attach();
        match.removeListener(this);
        match.addListener(this);
        // the board is seen before a computer that opens moves (and the first frames, slow while the runtime warms up,
        // pass)
        computer.waitUntil(Clock.now() + ComputerDriver.OPENING_PAUSE_MS);
    }

    /** The storage problems since the last call, if any, in one dialog ({@link StorageNotice}). */
    private void tellStorageProblems() {
        String text = StorageNotice.text(app.settings().takeProblems());
        if (text != null) message(t("Storage"), text);
    }
}
