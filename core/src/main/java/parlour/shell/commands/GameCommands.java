package parlour.shell.commands;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.board.KeyTable;
import parlour.board.KeyTable.Command;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.PuzzleCollection;
import parlour.shell.files.MatchFiles;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.CommandButtons;
import parlour.shell.play.AdviceDriver;
import parlour.shell.play.PuzzleDriver;
import parlour.shell.play.Restarts;
import parlour.shell.play.ReviewMode;
import parlour.shell.speech.TurnText;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.Focusable;
import parlour.ui.HelpToggle;

/** What each of the game screen's commands does, whether its button, its key or the More dialog asked for it. */
public final class GameCommands<P> implements CommandButtons.Runner {
    /** What the commands need of the game screen. */
    public interface Host<P> {
        Match<P> match();

        void say(String text);

        /** Plays the automaton's move, if it is the automaton's turn. */
        void playAutomaticMove();

        /** Shows the match's state in the side panel and on the buttons again. */
        void refresh();

        /** Opens the move field (or puts the focus in the page's own). */
        void openMoveField();

        /** Shows and says the board in words. */
        void describeBoard();

        /** Marks the place under the board's cursor as the player's own, or takes its mark off. */
        void markAtCursor();

        /** The collection puzzle {@code by} places on (1 Next, -1 Previous), or why there is none. */
        void stepPuzzle(int by);
    }

    private final Host<P> host;
    private final Navigator app;
    private final GameDef<P> def;
    private final BoardView<P> view;
    private final CommandButtons buttons;
    private final GameEntry<P> entry;
    private final MatchFiles<P> files;
    private final BaseScreen screen;
    /** The dialogs of saved games and of board files, made when first opened (their code may come later). */
    private LaterCode.Opener games, boards;

    private final Restarts<P> restarts;
    private final AutomatonPace pace;
    private final AdviceDriver<P> advice;
    private final PuzzleDriver<P> puzzle;
    private final ReviewMode<P> review;
    private final HelpToggle help;
    /** A game only shown (the viewOnly option): no command that plays, takes back, starts or loads a game. */
    private final boolean viewOnly;

    public GameCommands(
            Host<P> host,
            Navigator app,
            GameDef<P> def,
            BoardView<P> view,
            CommandButtons buttons,
            GameEntry<P> entry,
            MatchFiles<P> files,
            BaseScreen screen,
            Restarts<P> restarts,
            AutomatonPace pace,
            AdviceDriver<P> advice,
            PuzzleDriver<P> puzzle,
            ReviewMode<P> review,
            HelpToggle help,
            boolean viewOnly) {
        this.host = host;
        this.app = app;
        this.def = def;
        this.view = view;
        this.buttons = buttons;
        this.entry = entry;
        this.files = files;
        this.screen = screen;
        this.restarts = restarts;
        this.pace = pace;
        this.advice = advice;
        this.puzzle = puzzle;
        this.review = review;
        this.help = help;
        this.viewOnly = viewOnly;
    }

    /** The player's setting: board coordinates shown (the menu's Settings, or C in a game). */
    public static boolean coordinatesShown(Settings settings) {
        return "on".equals(settings.get("coordinates", "off"));
    }

    /** Gives each command this game has (no automaton, advice or board files where the game has none) its button. */
    public void addButtons(Skin skin) {
        for (Command c : Command.values()) {
            boolean automaton = c == Command.PLAY || c == Command.STEP || c == Command.SPEED;
            boolean advised = c == Command.HINT || c == Command.ANALYSIS;
            boolean boardFile = c == Command.LOAD_BOARD || c == Command.SAVE_BOARD;
            if (automaton && !def.hasAutomaton()
                    || advised && advice == null
                    || boardFile && def.boardFormat() == null
                    || viewOnly && changesTheGame(c)
                    || !c.hasButton()) continue;
            buttons.add(c, skin, this);
        }
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
            buttons.addAt(0, Command.NEXT_PUZZLE, screen.skin(), this);
            buttons.addAt(1, Command.PREVIOUS_PUZZLE, screen.skin(), this);
        }
        PuzzleCollection.Puzzle p = from.puzzles.get(index);
        int count = from.puzzles.size();
        buttons.setCaption(
                t("Puzzle {0} of {1}: {2}, difficulty {3} of 5", p.number, count, p.title(), p.difficulty),
                t("{0} of {1}: {2}", p.number, count, p.title()),
                t("{0} of {1}", p.number, count));
    }

    private static boolean changesTheGame(Command c) {
        return c == Command.UNDO
                || c == Command.REDO
                || c == Command.RESTART
                || c == Command.HINT
                || c == Command.PLAY
                || c == Command.STEP
                || c == Command.LOAD
                || c == Command.LOAD_BOARD
                || c == Command.REMATCH
                || c == Command.NEXT_PUZZLE
                || c == Command.PREVIOUS_PUZZLE
                || c == Command.MENU;
    }

    /** Shows on the buttons what their commands would do now (while the board holds the game, Undo and Redo stay on for its own). */
    public void showOnButtons(Match<P> match, boolean boardHolds) {
        buttons.set(Command.UNDO, !boardHolds && !match.canUndo() && !restarts.canBringBack(), null);
        buttons.set(Command.REDO, !boardHolds && !match.canRedo(), null);
        buttons.set(Command.ANALYSIS, false, advice != null && advice.isOn() ? mark("Analysis ✓") : mark("Analysis"));
        buttons.set(Command.SOUND, false, app.assets().soundOn() ? mark("Sound on") : mark("Sound off"));
        buttons.set(Command.PLAY, false, pace.isPlaying() ? mark("Pause") : mark("Play"));
        buttons.set(Command.SPEED, false, pace.speedText());
    }

    /** Runs the command of a key; false when the key has none here (none at all, or one whose button this game leaves out). */
    public boolean runKey(int keycode, boolean ctrl, boolean shift, boolean boardFocused) {
        Command c = KeyTable.commandFor(keycode, ctrl, shift);
        if (c == null || c.hasButton() && c != Command.HELP && c != Command.MENU && !buttons.has(c)) return false;
        // Esc still closes help and the move list (and says there is no menu)
        if (viewOnly && changesTheGame(c) && c != Command.MENU) return false;
        // a letter the focused board plays with (a direction key, a paint key) is the board's, not the shortcut's
        // with Shift held, a letter is always the command's (Shift+A is Analysis on a board where A points west)
        if (!ctrl
                && !shift
                && c != Command.HELP
                && c != Command.MENU
                && boardFocused
                && view.actor() instanceof Focusable
                && ((Focusable) view.actor()).focusKeyDown(keycode)) return true;
        run(c);
        return true;
    }

    @Override
    public void run(Command c) {
        if (view.heldStatus() != null && view.takeCommand(c)) {
            host.refresh();
            return;
        }
        Match<P> match = host.match();
        switch (c) {
            case RESTART:
                restarts.newGame(def.optionsOf(match.start()));
                break;
            case UNDO:
                undo(match);
                break;
            case REDO:
                redo(match);
                break;
            case SAVE:
                openDialog(false, true);
                break;
            case LOAD:
                openDialog(false, false);
                break;
            case LOAD_BOARD:
                openDialog(true, false);
                break;
            case SAVE_BOARD:
                openDialog(true, true);
                break;
            case PLAY:
                pace.toggle();
                host.refresh();
                break;
            case STEP:
                pace.pause();
                host.playAutomaticMove();
                host.refresh();
                break;
            case SPEED:
                pace.faster();
                host.refresh();
                break;
            case HINT:
                // a puzzle's hint is its first right move, not the analyst's suggestion
                if (puzzle.active()) puzzle.hint();
                else if (advice != null) advice.askHint(match);
                else host.say(t("This game has no hints."));
                break;
            case NEXT_PUZZLE:
                host.stepPuzzle(1);
                break;
            case PREVIOUS_PUZZLE:
                host.stepPuzzle(-1);
                break;
            case ANALYSIS:
                buttons.get(Command.ANALYSIS).setChecked(false);
                advice.toggle(match);
                host.refresh();
                break;
            case HELP:
                review.close(false);
                help.toggle();
                break;
            case REVIEW:
                if (help.isOpen()) help.toggle();
                review.toggle(match);
                break;
            case SOUND:
                app.setSound(!app.assets().soundOn());
                host.refresh();
                break;
            case MENU:
                leave();
                break;
            case REMATCH:
                restarts.rematch();
                break;
            case MOVE:
                host.openMoveField();
                break;
            case DESCRIBE:
                host.describeBoard();
                break;
            case MARK:
                host.markAtCursor();
                break;
            case COORDINATES:
                boolean shown = !coordinatesShown(app.settings());
                app.settings().put("coordinates", shown ? "on" : "off");
                view.setCoordinatesShown(shown);
                break;
            default:
                break;
        }
    }

    /** Takes back the last move (with the computer's after it), said with the moves taken back and whose turn it is. */
    private void undo(Match<P> match) {
        List<String> played = new ArrayList<>(match.moves());
        if (!restarts.undo()) {
            said(t("Nothing to undo."));
            return;
        }
        // the game a restart replaced is back: its start is heard as the screen's was
        if (host.match() != match) return;
        String taken = joined(played.subList(match.moveCount(), played.size()));
        app.platform().announce(t("Took back {0}.", taken) + " " + TurnText.next(def, match), false);
    }

    /** Plays again what Undo took back, said with the moves and whose turn it is (or the result). */
    private void redo(Match<P> match) {
        int from = match.moveCount();
        if (!match.redo()) {
            said(t("Nothing to redo."));
            return;
        }
        String again = joined(match.moves().subList(from, match.moveCount()));
        app.platform().announce(t("Played again {0}.", again) + " " + TurnText.next(def, match), false);
    }

    /** Moves in the game's notation, one after another: "c2-d2, e1-e2". */
    private static String joined(List<String> moves) {
        StringBuilder s = new StringBuilder();
        for (String m : moves) s.append(s.length() == 0 ? "" : ", ").append(m);
        return s.toString();
    }

    /** A notice on screen, said as well. */
    private void said(String text) {
        host.say(text);
        app.platform().announce(text, false);
    }

    /**
     * Save or Load, of saved games or of board files, the dialogs' code fetched first where it comes later (the web
     * widget's); a screen left meanwhile opens none, and code that could not come is said (aloud too), Save or Load
     * trying again.
     */
    private void openDialog(final boolean boardFiles, final boolean save) {
        app.later()
                .dialogs(
                        made -> {
                            if (app.getScreen() != screen) return;
                            if (boardFiles && boards == null)
                                boards = made.boards(files, screen, entry, app.platform(), app.settings());
                            if (!boardFiles && games == null) games = made.games(files, screen, app.platform());
                            LaterCode.Opener dialogs = boardFiles ? boards : games;
                            if (save) dialogs.openSave();
                            else dialogs.openLoad();
                        },
                        why -> {
                            String text = t(
                                    "The dialogs could not be loaded ({0}). Check the connection and try again.", why);
                            host.say(text);
                            app.platform().announce(text, true);
                        });
    }

    /** Menu (Esc): closes the help or the move list first, then drops a move begun on the board, else goes back to the menu. */
    private void leave() {
        if (help.isOpen()) help.toggle();
        else if (review.isOpen()) review.close(true);
        else if (viewOnly) host.say(t("This board shows one game: there is no menu."));
        else if (!(view.actor() instanceof Focusable) || !((Focusable) view.actor()).focusKeyDown(Keys.ESCAPE))
            app.toMenu();
    }
}
