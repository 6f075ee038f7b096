package parlour.shell.commands;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.EnumMap;
import java.util.Map;
import parlour.board.BoardView;
import parlour.board.KeyTable;
import parlour.board.KeyTable.Command;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.MatchSession;
import parlour.session.PuzzleCollection;
import parlour.shell.launch.Navigator;
import parlour.shell.play.AdviceDriver;
import parlour.shell.play.PuzzleDriver;
import parlour.store.Settings;
import parlour.ui.Focusable;

/**
 * The game screen's commands, one {@link CommandEntry} each in a registry that the keys, the buttons and the More
 * dialog read: whether this game offers a command, what it does and what its button shows. It holds the commands of
 * the automaton, the advice and the board itself; the rest come in {@link CommandGroup}s.
 */
public final class GameCommands<P> implements CommandButtons.Runner {
    /** What the commands need of the game screen. */
    public interface Host<P> {
        void say(String text);

        /** Shows the match's state in the side panel and on the buttons again. */
        void refresh();

        /** Opens the move field (or puts the focus in the page's own). */
        void openMoveField();

        /** Shows and says the board in words. */
        void describeBoard();

        /** Marks the place under the board's cursor as the player's own, or takes its mark off. */
        void markAtCursor();

        /** The focused board took a letter that is also a command's key (a direction key): it is heard as any key it takes. */
        default void boardTookKey(int keycode) {}
    }

    private final Map<Command, CommandEntry> registry = new EnumMap<>(Command.class);
    private final Host<P> host;
    private final Navigator app;
    private final MatchSession<P> session;
    private final BoardView<P> view;
    private final CommandButtons buttons;
    /** A game only shown (the viewOnly option): no command that plays, takes back, starts or loads a game. */
    private final boolean viewOnly;

    @SafeVarargs
    public GameCommands(
            Host<P> host,
            Navigator app,
            GameDef<P> def,
            MatchSession<P> session,
            BoardView<P> view,
            CommandButtons buttons,
            AdviceDriver<P> advice,
            PuzzleDriver<P> puzzle,
            CommandGroup<P>... groups) {
        this.host = host;
        this.app = app;
        this.session = session;
        this.view = view;
        this.buttons = buttons;
        this.viewOnly = app.launchOptions().viewOnly;
        buttons.setBoardLetters(view.letters());
        addAutomaton(def.hasAutomaton(), session.pace());
        addAdvice(advice, puzzle);
        addBoard();
        for (CommandGroup<P> g : groups) g.addTo(this, !viewOnly);
        for (Command c : Command.values())
            if (!registry.containsKey(c)) throw new IllegalStateException("no entry for the command " + c);
    }

    /** The player's setting: board coordinates shown (the menu's Settings, or C in a game). */
    public static boolean coordinatesShown(Settings settings) {
        return "on".equals(settings.get("coordinates", "off"));
    }

    /** Adds {@code c} to the registry: offered here or not, and what it does. */
    CommandEntry add(Command c, boolean offered, Runnable action) {
        CommandEntry e = new CommandEntry(c, offered, action);
        registry.put(c, e);
        return e;
    }

    Match<P> match() {
        return session.match();
    }

    /** Whether the board holds the game for its own state (an editor open): its Undo and Redo stay on. */
    boolean boardHolds() {
        return view.heldStatus() != null;
    }

    /** Play, Step and Speed, where the game has an automaton. */
    private void addAutomaton(boolean automaton, AutomatonPace pace) {
        add(Command.PLAY, automaton && !viewOnly, () -> {
                    pace.toggle();
                    host.refresh();
                })
                .toggles(pace::isPlaying, mark("Play"), mark("Pause"))
                .icons("icon-play", "icon-pause");
        add(Command.STEP, automaton && !viewOnly, () -> {
                    pace.pause();
                    session.playAutomaticMove();
                    host.refresh();
                })
                .icon("icon-step");
        add(Command.SPEED, automaton, () -> {
                    pace.faster();
                    host.refresh();
                })
                .says(pace::speedText)
                .icon("icon-speed");
    }

    /** Hint and Analysis, where the game has an analyst; a collection puzzle's Next and Previous. */
    private void addAdvice(AdviceDriver<P> advice, PuzzleDriver<P> puzzle) {
        add(Command.HINT, advice != null && !viewOnly, () -> {
                    // a puzzle's hint is its first right move, not the analyst's suggestion
                    if (puzzle.active()) puzzle.hint();
                    else if (advice != null) advice.askHint(match());
                    else host.say(t("This game has no hints."));
                })
                .icon("icon-hint");
        add(Command.ANALYSIS, advice != null, () -> {
                    buttons.get(Command.ANALYSIS).setChecked(false);
                    advice.toggle(match());
                    host.refresh();
                })
                .toggles(() -> advice != null && advice.isOn(), mark("Analysis"), mark("Analysis ✓"))
                .symbols("±", "±✓");
        add(Command.NEXT_PUZZLE, !viewOnly, () -> puzzle.step(app, 1))
                .brief(mark("Next"))
                .symbols(">", ">");
        add(Command.PREVIOUS_PUZZLE, !viewOnly, () -> puzzle.step(app, -1))
                .brief(mark("Previous"))
                .symbols("<", "<");
    }

    /** The move field, the board in words, the player's mark, the coordinates and the sound. */
    private void addBoard() {
        add(Command.MOVE, true, host::openMoveField).icon("icon-type");
        add(Command.DESCRIBE, true, host::describeBoard);
        add(Command.MARK, true, host::markAtCursor);
        add(Command.COORDINATES, true, () -> {
            boolean shown = !coordinatesShown(app.settings());
            app.settings().put("coordinates", shown ? "on" : "off");
            view.setCoordinatesShown(shown);
        });
        add(Command.SOUND, true, () -> {
                    app.setSound(!app.assets().soundOn());
                    host.refresh();
                })
                .toggles(() -> app.assets().soundOn(), mark("Sound off"), mark("Sound on"))
                .icons("icon-sound-off", "icon-sound-on");
    }

    /** Gives each command with a button here its button, in the key table's order. */
    public void addButtons() {
        for (Command c : Command.values()) if (registry.get(c).hasButton()) buttons.add(registry.get(c), this);
        // the Analysis button's text says on or off; a click's checked state is cleared without a second change event
        if (buttons.has(Command.ANALYSIS)) buttons.get(Command.ANALYSIS).setProgrammaticChangeEvents(false);
    }

    /**
     * While a collection's puzzle is on: Next and Previous first among the buttons (so that they stay where More offers
     * the rest; Next before Previous, where there is room for one), and above them the puzzle's number, title and
     * difficulty. Takes them away when {@code from} is null.
     */
    public void showPuzzle(PuzzleCollection from, int index) {
        if (from == null || viewOnly) {
            buttons.remove(Command.PREVIOUS_PUZZLE);
            buttons.remove(Command.NEXT_PUZZLE);
            buttons.setCaption();
            return;
        }
        if (!buttons.has(Command.NEXT_PUZZLE)) {
            buttons.addAt(0, registry.get(Command.NEXT_PUZZLE), this);
            buttons.addAt(1, registry.get(Command.PREVIOUS_PUZZLE), this);
        }
        PuzzleCollection.Puzzle p = from.puzzles.get(index);
        int count = from.puzzles.size();
        buttons.setCaption(
                t("Puzzle {0} of {1}: {2}, difficulty {3} of 5", p.number, count, p.title(), p.difficulty),
                t("{0} of {1}: {2}", p.number, count, p.title()),
                t("{0} of {1}", p.number, count));
    }

    /** Shows on the buttons what their commands would do now. */
    public void showOnButtons() {
        for (CommandEntry e : registry.values()) buttons.set(e.command, e.disabled(), e.words());
    }

    /** Runs the command of a key; false when the key has none here (none at all, or one this game does not offer). */
    public boolean runKey(int keycode, boolean ctrl, boolean shift, boolean boardFocused) {
        Command c = KeyTable.commandFor(keycode, ctrl, shift);
        if (c == null || !registry.get(c).offered) return false;
        // a letter the focused board plays with (a direction key, a paint key) is the board's, not the shortcut's
        // with Shift held, a letter is always the command's (Shift+A is Analysis on a board where A points west)
        if (!ctrl
                && !shift
                && c != Command.HELP
                && c != Command.MENU
                && boardFocused
                && view.actor() instanceof Focusable
                && ((Focusable) view.actor()).focusKeyDown(keycode)) {
            host.boardTookKey(keycode);
            return true;
        }
        run(c);
        return true;
    }

    /** Runs {@code c}, unless the board takes it for its own state (an editor's Undo). */
    @Override
    public void run(Command c) {
        if (boardHolds() && view.takeCommand(c)) {
            host.refresh();
            return;
        }
        registry.get(c).action.run();
    }
}
