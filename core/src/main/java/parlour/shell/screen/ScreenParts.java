package parlour.shell.screen;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import parlour.board.BoardView;
import parlour.board.Zoom;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.session.FriendMoves;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.session.SeatNames;
import parlour.shell.commands.CommandButtons;
import parlour.shell.commands.FileDialogs;
import parlour.shell.commands.GameCommands;
import parlour.shell.commands.MoreDialog;
import parlour.shell.commands.PaneCommands;
import parlour.shell.commands.TakeBacks;
import parlour.shell.files.MatchFiles;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.Banner;
import parlour.shell.panel.LateBanner;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.AdviceDriver;
import parlour.shell.play.BoardMarks;
import parlour.shell.play.PuzzleDriver;
import parlour.shell.play.Restarts;
import parlour.shell.play.ReviewMode;
import parlour.shell.play.ThinkingStats;
import parlour.shell.speech.Announcer;
import parlour.shell.speech.ClockWarnings;
import parlour.shell.speech.CursorWords;
import parlour.shell.speech.TurnText;
import parlour.ui.FocusNavigator;
import parlour.ui.HelpToggle;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/**
 * The parts of one game screen, built and joined in one place: who hosts whom, and who hears the game's events in
 * which order (the screen's own reactions, then the page's and the log's lines, the announcer, the computer's
 * statistics). The screen itself only lays them out and forwards its input.
 */
public final class ScreenParts<P> {
    private static final String VIEW_ONLY_STATUS = mark("View only: Left and Right step through the moves.");
    final GameEvents events = new GameEvents();
    /** The page's viewOnly option: the board shows the game and its moves but takes none from the player. */
    public final boolean viewOnly;

    public final BoardView<P> view;
    final BoardMarks<P> marks;
    public final SeatDriver<P> seats;
    /** A friend's moves as the page's script passes them in ({@code play} while a seat elsewhere is to move). */
    public final FriendMoves friend = new FriendMoves();

    public final Restarts<P> restarts;
    final CommandButtons buttons;
    public final SidePanel panel;
    public final AdviceDriver<P> advice;
    final Banner banner;
    final HelpToggle help;
    final ReviewMode<P> review;
    final MatchScene<P> scene;
    public final MatchSession<P> session;
    /** The game as saves and board files see it: its save text, loading a save, the status line. */
    public final MatchFiles<P> files;

    public final GameCommands<P> commands;
    final MoveFieldControl<P> moveField;
    final ScreenLayout layout;
    final FrameDriver<P> frames;
    public final PuzzleDriver<P> puzzle;
    public final Announcer<P> announcer;
    final CursorWords<P> cursor;

    ScreenParts(
            GameScreen<P> screen,
            Navigator app,
            Match<P> match,
            Stage stage,
            Skin skin,
            Theme theme,
            FocusNavigator focus) {
        GameEntry<P> entry = screen.entry();
        GameDef<P> def = entry.def;
        Platform platform = app.platform();
        viewOnly = app.launchOptions().viewOnly;
        view = entry.ui.createView(app.assets(), theme, match.position(), screen.boardInput());
        view.setSpeedFactor(app.settings().animationFactor());
        view.setCoordinatesShown(GameCommands.coordinatesShown(app.settings()));
        view.setKeysShown(!platform.touchOnly());
        // a touch screen's board zooms once its code is in; without it, and with a mouse, the board stays whole
        if (platform.touchOnly()) app.later().zoom(view::setZoom, why -> {});
        else view.setZoom(Zoom.Maker.WHOLE);
        marks = new BoardMarks<>(view, platform);
        ThinkingStats thinking = new ThinkingStats(platform, app.frames());
        seats = new SeatDriver<>(def, thinking, platform.time()::millis);
        seats.connect(1, friend);
        seats.connect(2, friend);
        restarts = new Restarts<>(screen, entry, thinking, app.settings());
        buttons = new CommandButtons(app.assets(), theme, skin, platform.touchOnly(), new Runnable() {
            @Override
            public void run() {
                MoreDialog.open(screen, ScreenParts.this.buttons, ScreenParts.this.commands);
            }
        });
        panel = new SidePanel(app, skin, theme, def.score(match.position(), 1) != null, match.hasClocks());
        advice = def.analyst() == null
                ? null
                : new AdviceDriver<>(def, view, panel, platform, () -> focus.focus(view.actor()));
        banner = new LateBanner(app, skin, theme, stage, buttons::showWords, app.later()::banner, screen::relayout);
        // opening or closing help or the move list lays the screen out again
        Runnable relayout = screen::relayout;
        help = new HelpToggle(stage, skin, platform, entry.ui.helpName(), relayout, app.later()::help);
        review = new ReviewMode<>(
                app,
                screen,
                def,
                view,
                stage,
                skin,
                UiKit.panel(app.assets(), UiKit.withAlpha(theme.focus, 0.35f)),
                relayout,
                panel::notice);
        scene = new MatchScene<>(screen, app, view, panel, banner, seats, advice, review, restarts);
        session = new MatchSession<>(def, match, app.settings(), viewOnly, events, scene);
        panel.onNotesChanged(() -> {
            screen.refresh();
            // "player 2 perfect play", "player 2 searching; perfect table 45%": what a level plays by, for the page
            for (int p = 1; p <= 2; p++) {
                if (panel.note(p) != null) events.tell(GameEvent.playerNote(p, panel.note(p).words));
            }
        });
        puzzle = new PuzzleDriver<>(def, view, marks, panel, platform, app.settings(), session);
        files = new MatchFiles<>(app, entry, session, panel, restarts, screen);
        commands = new GameCommands<>(
                new CommandHost<>(screen),
                app,
                def,
                session,
                view,
                buttons,
                advice,
                puzzle,
                new TakeBacks<>(restarts, session, def, platform, panel::notice),
                new FileDialogs<>(app, entry, files, screen, panel::notice),
                new PaneCommands<>(app, view, help, review, panel::notice));
        commands.addButtons();
        moveField = new MoveFieldControl<>(
                def,
                platform,
                stage,
                skin,
                UiKit.panel(app.assets(), theme.panel),
                new FieldHost<>(screen, session, events, view, focus, commands));
        layout = new ScreenLayout(
                stage, view, panel, buttons, banner, help, review, moveField, new LayoutReport(platform));
        frames = new FrameDriver<>(
                scene, session, seats, review, advice, puzzle, panel, new ClockWarnings(platform::announce));
        events.listen(scene);
        events.listen(GameEvents.lines(platform::gameEvent));
        announcer = new Announcer<>(def, platform, panel, session, app.launchOptions().positionFollows);
        events.listen(announcer);
        events.listen(thinking);
        cursor = new CursorWords<>(def, view, () -> advice == null ? null : advice.shown);
    }

    /**
     * Shows {@code match} on every part but the layout: the marks, the side panel's players and scores, the names on
     * the board, the status line (what the board holds back, the view-only hint, or whose turn it is) and the buttons.
     */
    void show(GameDef<P> def, Match<P> match) {
        marks.showPage(match.marks());
        String held = view.heldStatus();
        panel.update(def, match);
        view.setPlayerNames(new SeatNames(match));
        panel.status(
                held != null
                        ? held
                        : viewOnly
                                ? t(VIEW_ONLY_STATUS)
                                : TurnText.status(
                                        def, match, panel, session.pace(), session.pendingSteps(), panel.touchOnly()));
        commands.showOnButtons();
    }

    /**
     * Another game goes on the board: the puzzle and the player's own marks were on the one before. Whether the
     * puzzle's buttons went, so that the screen is laid out again.
     */
    boolean switchMatch(Match<P> next) {
        boolean collection = puzzle.stop();
        marks.clearOwn();
        session.switchMatch(next);
        if (collection) commands.showPuzzle(null, 0);
        return collection;
    }

    /**
     * These parts, made anew from {@code before}'s on the same match (a language or a theme chosen), go on with its
     * puzzle: the collection's Next and Previous and its place shown again. Whether there was a collection's puzzle.
     */
    boolean keepPuzzleOf(ScreenParts<P> before) {
        puzzle.takeOver(before.puzzle);
        if (puzzle.collection() == null) return false;
        commands.showPuzzle(puzzle.collection(), puzzle.index());
        return true;
    }

    /**
     * A key the focused widget did not take: a help page's, the review's while it steps, else a command's shortcut.
     * Keys typed into a text field are the field's (Escape leaves the move field).
     */
    boolean key(int keycode, boolean ctrl, boolean shift, Actor focused, boolean onBoard, boolean over) {
        if (keycode == Input.Keys.ESCAPE && moveField.escape(focused)) return true;
        if (focused instanceof TextField) return false;
        if (help.pageKey(keycode)) return true;
        if (review.key(keycode, !viewOnly && !over && onBoard)) return true;
        return commands.runKey(keycode, ctrl, shift, onBoard);
    }
}
