package parlour.html.client;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import jsinterop.annotations.JsFunction;
import jsinterop.annotations.JsIgnore;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsType;
import parlour.app.ParlourApp;

/**
 * The page's script API, the global {@code parlour} object: the game's state, where to click for a
 * move, recent frame times, and the game's events (queued until the page subscribes).
 */
@JsType(namespace = JsPackage.GLOBAL, name = "parlour")
public final class ParlourApi {
    /** A page's event handler: receives lines such as "move 3 1 a1-b1 score 0-0" or "game over result 2 score 1-3". */
    @JsFunction
    public interface EventHandler {
        void handle(String event);
    }

    private static ParlourApp app;
    private static final List<String> pending = new ArrayList<>();
    private static final List<EventHandler> handlers = new ArrayList<>();
    /** The launch options' problems, kept: the first screen shows and forgets them. */
    private static final List<String> problems = new ArrayList<>();

    private ParlourApi() {}

    @JsIgnore
    static void attach(ParlourApp a, List<String> optionProblems) {
        app = a;
        problems.addAll(optionProblems);
    }

    /** The app, told that the page changes something: its screen draws every frame again. */
    private static ParlourApp stirred() {
        app.stir();
        return app;
    }

    @JsIgnore
    static void queue(String event) {
        if (handlers.isEmpty()) {
            if (pending.size() < 1000) pending.add(event);
            return;
        }
        for (EventHandler h : new ArrayList<>(handlers)) h.handle(event);
    }

    /**
     * The game on screen as a JSON string (game, size, toMove, score, result, moves, legal, thinking, status,
     * hint, analysisOn, analysis).
     */
    public static String state() {
        return app == null ? "{\"game\":null,\"screen\":\"loading\"}" : app.stateJson();
    }

    /**
     * [x, y] in CSS pixels from the canvas's top-left where a click plays {@code move}, or presses the button
     * whose label starts with {@code move} ("Hint"), or null.
     */
    public static double[] pointOf(String move) {
        float[] p = app == null ? null : app.pointOf(move);
        return p == null ? null : new double[] {p[0], p[1]};
    }

    /** The most recent frame durations in milliseconds, oldest first (up to 600). */
    public static double[] frameTimes() {
        return app == null ? new double[0] : app.frames().recent();
    }

    /** Subscribes to the game's events; events raised before the first subscription are delivered now. */
    public static void onEvent(EventHandler handler) {
        handlers.add(handler);
        List<String> backlog = new ArrayList<>(pending);
        pending.clear();
        for (String e : backlog) handler.handle(e);
    }

    /**
     * Plays a move in the engine protocol's notation for the side to move (in a game with a friend elsewhere, the
     * friend's move, played once the move before is shown); null if played, else why not, or {@link #PASSED} when the
     * friend's move waits for the game to take it. {@code then}, if given, hears null once played, else why not.
     */
    public static String play(String move, final Answer then) {
        if (app == null) {
            if (then != null) then.answer("not started yet");
            return "not started yet";
        }
        final String[] now = {PASSED};
        final boolean[] waiting = {false};
        stirred().play(move, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                if (!waiting[0]) now[0] = whyNot;
                if (then != null) then.answer(whyNot);
            }
        });
        waiting[0] = true;
        return now[0];
    }

    /** What {@link #play} returns for a friend's move that the game has not taken yet: {@code then} hears later. */
    public static final String PASSED = "passed on: the friend's move is played once the game takes it";

    /** Takes back to the human's last turn; null if done, else why not. */
    public static String undo() {
        return app == null ? "not started yet" : stirred().undo();
    }

    /** Redoes to the human's next turn; null if done, else why not. */
    public static String redo() {
        return app == null ? "not started yet" : stirred().redo();
    }

    /** Asks for a hint as the Hint button does; null if asked, else why not. */
    public static String showHint() {
        return app == null ? "not started yet" : stirred().showHint();
    }

    /** Turns the analysis overlay on or off as the Analysis button does; null if done, else why not. */
    public static String setAnalysis(boolean on) {
        return app == null ? "not started yet" : stirred().setAnalysis(on);
    }

    /**
     * Marks the board with the marks in {@code json} (an array of {kind, at, to, colour, text}), replacing the page's
     * marks; null if every one was drawn, else why each other one was not, one a line (the good ones are drawn).
     */
    public static String setMarks(String json) {
        return app == null ? "not started yet" : stirred().setMarks(json);
    }

    /** The game on screen in the save format, or null. */
    public static String position() {
        return app == null ? null : app.position();
    }

    /**
     * Shows the game saved in {@code text}, of the game on screen or another (its code fetched first when it has not
     * come yet). {@code then} hears null if done, else what is wrong with it: at once, or once that game's code came or
     * could not be fetched. Returns the answer when it came at once, else "loading".
     */
    public static String setPosition(String text, final Answer then) {
        if (app == null) {
            answer(then, "not started yet", "setPosition");
            return "not started yet";
        }
        final String[] now = {"loading"};
        final boolean[] waiting = {false};
        stirred().setPosition(text, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                if (!waiting[0]) now[0] = whyNot;
                answer(then, whyNot, "setPosition");
            }
        });
        waiting[0] = true;
        return now[0];
    }

    /** A page's answer to a call that may have to wait: null if done, else why not. */
    @JsFunction
    public interface Answer {
        void answer(String whyNot);
    }

    /**
     * A new game with these options (names[i] = values[i]): of the game on screen, the others as they were, or of the
     * game a {@code game} option names, its code fetched first when it has not come yet. {@code then} hears null if it
     * started, else why not: at once, or once that game's code came or could not be fetched. Without {@code then} a
     * refusal goes to the console.
     */
    public static void newGame(String[] names, String[] values, final Answer then) {
        if (app == null) {
            answer(then, "not started yet");
            return;
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < names.length && i < values.length; i++) options.put(names[i], values[i]);
        stirred().newGame(options, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                answer(then, whyNot);
            }
        });
    }

    /** A page's answer to {@code set}: the JSON object of what happened, else null and why not. */
    @JsFunction
    public interface SetAnswer {
        void answer(String json, String whyNot);
    }

    /**
     * Changes these options (names[i] = values[i]) on the running widget: players, theme, colours, speed, sound, lang
     * and viewOnly on the game on screen, kept; a new game for game and the game's own options. {@code then} hears
     * {"applied": [names], "newGame": true or false, "problems": [colour shortfalls]}, else why nothing changed.
     */
    public static void set(String[] names, String[] values, final SetAnswer then) {
        if (app == null) {
            then.answer(null, "not started yet");
            return;
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < names.length && i < values.length; i++) options.put(names[i], values[i]);
        stirred().set(options, json -> then.answer(json, null), whyNot -> then.answer(null, whyNot));
    }

    private static void answer(Answer then, String whyNot) {
        answer(then, whyNot, "newGame");
    }

    private static void answer(Answer then, String whyNot, String call) {
        if (then != null) then.answer(whyNot);
        else if (whyNot != null) WebLauncher.warnToConsole("parlour: " + call + ": " + whyNot);
    }

    /**
     * A puzzle: "best" or a line of moves on the game on screen, or "collection:NAME"'s next unsolved puzzle (the
     * collection's file fetched first). {@code then} hears null when it is on, else why not.
     */
    public static void puzzle(String spec, final Answer then) {
        if (app == null) {
            answer(then, "not started yet", "puzzle");
            return;
        }
        stirred().puzzle(spec, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                answer(then, whyNot, "puzzle");
            }
        });
    }

    /** The collection's puzzle {@code by} places on (1 next, -1 previous); {@code then} hears null, else why not. */
    public static void stepPuzzle(int by, final Answer then) {
        if (app == null) {
            answer(then, "not started yet", "puzzle");
            return;
        }
        stirred().stepPuzzle(by, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                answer(then, whyNot, "puzzle");
            }
        });
    }

    /** A page's answer to {@code friendLink}: the link, else null and why there is none. */
    @JsFunction
    public interface LinkAnswer {
        void answer(String link, String whyNot);
    }

    /**
     * The friend link for the game on screen, on {@code page} (the friend's page, or embed.html), once the links' code
     * came: {@code then} hears the link, else null and why there is none.
     */
    public static void friendLink(String page, final LinkAnswer then) {
        if (app == null) {
            then.answer(null, "not started yet");
            return;
        }
        app.friendLink(page, link -> then.answer(link, null), whyNot -> then.answer(null, whyNot));
    }

    /**
     * Opens a friend link: the friend's reply continues the game on screen when it only adds their moves, else the
     * link's game opens. {@code then} hears null when done, else why the link was refused (the game stays as it was).
     */
    public static void openLink(String link, final Answer then) {
        if (app == null) {
            answer(then, "not started yet", "openLink");
            return;
        }
        app.openLink(link, new Consumer<String>() {
            @Override
            public void accept(String whyNot) {
                answer(then, whyNot, "openLink");
            }
        });
    }

    /** Whether the widget started with the game kept in its storage (the loader's resume), not a new one. */
    public static boolean resumed() {
        return app != null && app.resumedKept();
    }

    /** Writes the game in progress to the widget's storage now (the loader parks the widget next). */
    public static void keep() {
        if (app != null) app.pause();
    }

    /** Parlour's version this script was compiled from (the parent pom's revision), e.g. "1.0.0". */
    public static String version() {
        return ParlourApp.VERSION;
    }

    /** The problems found in the widget's options when it started (each names the option and the valid choices). */
    public static String[] problems() {
        return problems.toArray(new String[0]);
    }
}
