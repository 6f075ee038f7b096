package parlour.shell.page;

import com.badlogic.gdx.Screen;
import com.badlogic.gdx.math.Vector2;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.match.LinkSign;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.session.FriendMoves;
import parlour.session.SeatNames;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/** What a page's script may do to the game on screen (play, undo, positions): the same match calls a player's click or key makes. */
public final class ScriptControl {
    private ScriptControl() {}

    private static GameScreen<?> game(Navigator app) {
        Screen s = app.getScreen();
        return s instanceof GameScreen ? (GameScreen<?>) s : null;
    }

    /**
     * Where to click to play {@code move} on the board shown, or to press the button whose name starts with it, in
     * logical pixels from the top-left; null where neither is.
     */
    public static float[] pointOf(Screen s, String move) {
        if (!(s instanceof BaseScreen)) return null;
        float[] onBoard = s instanceof GameScreen ? boardPointOf((GameScreen<?>) s, move) : null;
        return onBoard != null ? onBoard : ((BaseScreen) s).pointOfControl(move);
    }

    private static float[] boardPointOf(GameScreen<?> g, String move) {
        BoardView<?> view = g.parts().view;
        float[] local = view.pointOf(move);
        if (local == null) return null;
        Vector2 at = view.actor().localToStageCoordinates(new Vector2(local[0], local[1]));
        return new float[] {at.x, g.stage().getHeight() - at.y};
    }

    /** Plays {@code move} (the engine protocol's notation) for the side to move; null if played, else why not. */
    public static String play(Navigator app, String move) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return playOn(g, move);
    }

    /**
     * Plays {@code move} as {@link #play(Navigator, String)} does, but in a game with a friend elsewhere plays only
     * the friend's moves, passing them to the seat driver (which plays each once the move before is shown):
     * {@code answer} hears null once played, else why not (the rules' reason; "it is your turn, not your friend's"),
     * at once or when the driver took the move.
     */
    public static void play(Navigator app, String move, Consumer<String> answer) {
        GameScreen<?> g = game(app);
        Match<?> m = g == null ? null : g.match();
        if (m == null || (m.seat(1).kind() != Seat.Kind.ELSEWHERE && m.seat(2).kind() != Seat.Kind.ELSEWHERE)) {
            answer.accept(play(app, move));
            return;
        }
        playFriend(m, g.parts().friend, move, answer);
    }

    /**
     * The page's {@code play} in a game with a friend elsewhere: the friend's move goes to {@code friend}, whose seat
     * driver plays it (or the move waits behind the friend's moves passed before it); in another seat's turn
     * {@code answer} hears at once why not.
     */
    public static void playFriend(Match<?> m, FriendMoves friend, String move, Consumer<String> answer) {
        if (m.isOver()) answer.accept("the game is over");
        else if (move == null || move.trim().isEmpty()) answer.accept("no move given");
        else if (friend.waiting() || new SeatNames(m).friendToMove()) friend.pass(move, answer);
        else if (m.hereToMove()) answer.accept("it is your turn, not your friend's");
        else answer.accept(new SeatNames(m).waitForInEnglish());
    }

    private static <P> String playOn(GameScreen<P> g, String move) {
        String busy = g.parts().puzzle.busy();
        if (busy != null) return busy;
        return play(g.entry().def, g.match(), move);
    }

    /**
     * Plays {@code move} on {@code m} as the page's {@code play} does; null if played, else why not. The move is read
     * as the engine protocol reads one, into the notation, so that the history, the page's events and the save keep
     * the game's own form ("a1 - b1" played as written was kept with its spaces: a save that did not load).
     */
    public static <P> String play(GameDef<P> def, Match<P> m, String move) {
        if (m.isOver()) return "the game is over";
        if (!m.hereToMove()) return new SeatNames(m).waitForInEnglish();
        if (move == null || move.trim().isEmpty()) return "no move given";
        try {
            return m.play(def.notation().canonical(m.position(), move.trim()));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Takes back moves until a human is to move; null if done, else why not. */
    public static String undo(Navigator app) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return g.match().undo() ? null : "nothing to undo";
    }

    /** Redoes moves until a human is to move; null if done, else why not. */
    public static String redo(Navigator app) {
        GameScreen<?> g = game(app);
        if (g == null) return "no game is on screen";
        return g.match().redo() ? null : "nothing to redo";
    }

    /** Asks for a hint as the Hint button does (in a puzzle, its first right move); null if asked, else why not. */
    public static String showHint(Navigator app) {
        GameScreen<?> g = game(app);
        return g == null ? "no game is on screen" : ScreenRequests.askHint(g);
    }

    /** Turns the analysis overlay on or off as the Analysis button does; null if done, else why not. */
    public static String setAnalysis(Navigator app, boolean on) {
        GameScreen<?> g = game(app);
        return g == null ? "no game is on screen" : ScreenRequests.setAnalysis(g, on);
    }

    /** Marks the board with the marks in {@code json}; null if all stand on it, else why each other one does not. */
    public static String setMarks(Navigator app, String json) {
        GameScreen<?> g = game(app);
        return g == null ? "no game is on screen" : ScreenRequests.setMarks(g, json);
    }

    /** The game in the save format, or null when no game is on screen. */
    public static String position(Navigator app) {
        GameScreen<?> g = game(app);
        return g == null ? null : g.parts().files.saveText();
    }

    /**
     * Shows the game saved in {@code text}: of the game on screen, or of the one its Game tag names, whose code is
     * fetched first where it comes later (the web widget's). Tells {@code answer} null when shown, else why not (the
     * save format's complaint, naming the line; the game on screen stays): at once, or once that game's code came or
     * could not be fetched.
     */
    public static void setPosition(final Navigator app, String text, Consumer<String> asked) {
        // the first screen held its start for this position (LaunchOptions#positionFollows): the position's screen
        // says its own; where the position is refused, the game on screen says the start it held
        app.launchOptions().positionFollows = false;
        final Consumer<String> answer = why -> {
            GameScreen<?> onScreen = game(app);
            if (why != null && onScreen != null) onScreen.parts().announcer.sayHeldStart();
            asked.accept(why);
        };
        final String save = text == null ? "" : text;
        if (LinkSign.isLink(save)) {
            app.later()
                    .links(
                            links -> links.openLink(app, save, answer),
                            why -> answer.accept(LaterCode.Links.notLoaded(why)));
            return;
        }
        GameScreen<?> g = game(app);
        String named;
        try {
            named = SavedGame.read(save, "setPosition", SavedGame.MAX_CHARS).tag("Game");
        } catch (SaveFormatException e) {
            answer.accept(e.getMessage());
            return;
        }
        if (named == null
                || (g != null && g.entry().id().equals(named))
                || !app.catalogue().has(named)) {
            // the game on screen's own reading names what is wrong (no Game tag, another game's, an unknown one)
            answer.accept(g == null ? "no game is on screen" : load(app, g.entry(), save));
            return;
        }
        final GameSlot slot = app.catalogue().slot(named);
        slot.load(
                entry -> answer.accept(load(app, entry, save)),
                why -> answer.accept(
                        "the game " + Text.quote(slot.id) + " could not be loaded (" + why + "); try again"));
    }

    private static <P> String load(Navigator app, GameEntry<P> entry, String text) {
        try {
            Match<P> fresh = entry.load(text, "setPosition");
            app.switchTo(entry.screen(app, fresh, false));
            return null;
        } catch (SaveFormatException e) {
            return e.getMessage();
        }
    }

    /**
     * Starts a new game with these options: of the game on screen (the rest of its options as they were), or, when
     * {@code game} names another, of that one once its code is here, fetching it first where it comes later (the web
     * widget's): the rest of its options the page's when the page started with that game, else its defaults, and the
     * players as they were. Tells {@code answer} null when started, else why not:
     * at once, or once the game's code came or could not be fetched.
     */
    public static void newGame(Navigator app, Map<String, String> options, final Consumer<String> answer) {
        final Map<String, String> rest = new LinkedHashMap<>(options);
        String named = rest.remove("game");
        GameScreen<?> g = game(app);
        final Match<?> before = g == null ? null : g.match();
        if (named == null || (g != null && g.entry().id().equals(named.trim()))) {
            answer.accept(g == null ? "no game is on screen (name one: game)" : restart(g, rest));
            return;
        }
        final GameSlot slot;
        try {
            slot = app.catalogue().slot(named.trim());
        } catch (IllegalArgumentException e) {
            answer.accept("option 'game': " + e.getMessage());
            return;
        }
        slot.load(
                entry -> app.withGameWords(entry.id(), () -> answer.accept(start(app, entry, rest, before))),
                why -> answer.accept(
                        "the game " + Text.quote(slot.id) + " could not be loaded (" + why + "); try again"));
    }

    /**
     * A new game of {@code entry}, its own options as given over the page's for it (when the page started with it) or
     * its defaults, its players those of {@code before} (the game that was on screen, else the page's); null if
     * started, else why not.
     */
    private static String start(Navigator app, GameEntry<?> entry, Map<String, String> given, Match<?> before) {
        LaunchOptions page = app.launchOptions();
        LaunchOptions o = new LaunchOptions(app.catalogue());
        o.game = entry.id();
        Map<String, String> current = entry.defaults();
        if (page != null && entry.id().equals(page.game)) current.putAll(page.gameOptions);
        try {
            o.gameOptions.putAll(newGameOptions(entry.def, current, given));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        o.p1 = keptSeat(entry, before != null ? before.seat(1) : page == null ? null : page.p1);
        o.p2 = keptSeat(entry, before != null ? before.seat(2) : page == null ? null : page.p2);
        try {
            app.switchTo(entry.newScreen(app, o));
            return null;
        } catch (RuntimeException e) {
            return "bad options: " + e.getMessage();
        }
    }

    /**
     * {@code seat} in {@code entry}'s game: a person stays a person, a friend a friend, the computer keeps its level
     * where this game has it, else plays at this game's usual one; null (the game's usual player) for none.
     */
    private static Seat keptSeat(GameEntry<?> entry, Seat seat) {
        if (seat == null || seat.kind() == Seat.Kind.ELSEWHERE) return seat;
        String usual = entry.def.players().defaultLevel();
        try {
            return Seat.parse(seat.toString(), usual, entry.def.players().levels());
        } catch (IllegalArgumentException e) {
            return Seat.computer(usual);
        }
    }

    private static <P> String restart(GameScreen<P> g, Map<String, String> options) {
        Map<String, String> all;
        try {
            all = newGameOptions(
                    g.entry().def, g.entry().def.optionsOf(g.match().start()), options);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        try {
            g.parts().restarts.newGame(all);
            return null;
        } catch (RuntimeException e) {
            return "bad options: " + e.getMessage();
        }
    }

    /**
     * The options of the page's {@code newGame}: {@code current} with {@code given} in their place, each value checked
     * and written as the game's option writes it, as page options are (unchecked, any Gone size went to the board as
     * it was, and a Gone size of 340x157 or a Morris draw after 7 moves started a game whose save did not load).
     *
     * @throws IllegalArgumentException naming the option that the game does not have or whose value is wrong
     */
    public static Map<String, String> newGameOptions(
            GameDef<?> def, Map<String, String> current, Map<String, String> given) {
        Map<String, String> all = new LinkedHashMap<>(current);
        for (Map.Entry<String, String> e : given.entrySet()) {
            OptionSpec spec = null;
            for (OptionSpec o : def.options()) if (o.name.equals(e.getKey())) spec = o;
            if (spec == null)
                throw new IllegalArgumentException(
                        "no option " + Text.shorten(e.getKey()) + " for this game; it has " + all.keySet());
            try {
                all.put(spec.name, spec.check(e.getValue()));
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException("option " + Text.quote(spec.name) + ": " + bad.getMessage());
            }
        }
        return all;
    }
}
