package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.backends.headless.mock.input.MockInput;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import parlour.app.ParlourApp;
import parlour.desktop.DesktopFiles;
import parlour.platform.ControlMirror;
import parlour.platform.EntryStore;
import parlour.platform.LocalFiles;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.platform.TimeSource;
import parlour.shell.launch.GameList;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.screen.GameScreen;
import parlour.store.MemoryEntryStore;
import parlour.store.Settings;
import parlour.testing.Catalogues;
import parlour.testing.State;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * Parlour running without a window: the real app and screens on libGDX's headless backend with a GL
 * that does nothing, its events collected, and a way to run code on its loop thread and wait for it. Its time stands
 * still but for the test's steps ({@link #advance}) and the frames a wait lets pass ({@link #await}).
 */
final class HeadlessParlour {
    /** Every game and the test-only Nim, as the launcher would build the catalogue. */
    static final GameList CATALOGUE = Catalogues.withNim();

    /**
     * Frames a second of every headless game: as many as the loop can draw (up to one a millisecond). Each call on the
     * game thread waits for the next frame, so at 60 a second the tests spent most of their time waiting; the game
     * itself times clocks, animations and the computer's pace by {@link #time}, which only the test moves on.
     */
    static final int UNPACED = 1000;

    /**
     * The game's time one frame of a step or a wait lets pass: a frame at 30 a second. The game times everything by
     * the step, not by counting frames, so a test goes through half the frames a 60 Hz screen would draw.
     */
    static final double FRAME_MS = 1000.0 / 30;

    /**
     * How long a call on the game's thread may wait for its answer: a backstop for a game that stopped, not a measure.
     * A call takes milliseconds, but in CI two test JVMs share two cores with the web build and its browsers.
     */
    static final int ANSWER_SECONDS = 60;

    /** The time the game runs by: it stands still until the test moves it on. */
    final SteppedTime time = new SteppedTime();

    /** The game's events, in order. These lists are written on the game's thread, and read there ({@link #said()}). */
    final List<String> events = new ArrayList<>();
    /** What the screen said to a listening player, in order; an urgent sentence starts with "! ". */
    final List<String> said = new ArrayList<>();
    /**
     * The text the screen put beside its controls for a screen reader (its open help), as the web page holds it: its
     * label, then its passages (a heading starting with "# "); empty while there is none.
     */
    final List<String> pageText = new ArrayList<>();
    /**
     * The screen's controls as the web page repeats them for a screen reader, by name (an adjustable one with its
     * value: "Size across: 5"), and what pressing one does.
     */
    final List<String> pageControls = new ArrayList<>();

    ControlMirror.Listener pageControlsListener;
    /** The copies of text fields a tap on a touch screen gave the page's focus to, by index, in order. */
    final List<Integer> typedInto = new ArrayList<>();
    /** The files the program asked the platform to make ready (the web widget fetches them then), in order. */
    final List<String> asked = new ArrayList<>();

    final MemorySaves saves = new MemorySaves();
    /** The system clipboard's text, which the headless backend has none of. */
    volatile String clipboard = "";
    /** The platform's named stores (settings, board slots), in memory for this run. */
    private final Map<String, MemoryEntryStore> memory = new ConcurrentHashMap<>();
    /** The desktop's files, for board files. */
    final LocalFiles files = new DesktopFiles();
    /**
     * Whether the platform is a browser's: no files (board slots in its storage instead) and a site that share links
     * point to. Read when a game screen is made.
     */
    volatile boolean browser;
    /** The modifier keys held down for {@link #keyWith}. */
    private final Set<Integer> held = Collections.synchronizedSet(new HashSet<Integer>());

    private final HeadlessApplication application;
    private final String prefsDir =
            ".parlour-headless-test-" + ProcessHandle.current().pid() + "/";
    private ParlourApp app;
    /** The game's loop thread, named in a failure when it does not answer. */
    private volatile Thread gameThread;
    /**
     * The language of the texts before this game started: the game sets the one language of the whole JVM (Polish for
     * lang=pl, or as the player chooses in its menu), and {@link #stop} puts it back for the test classes run after.
     */
    private final Language languageBefore = Tr.language();

    HeadlessParlour(Map<String, String> options) throws Exception {
        this(options, null);
    }

    /** A game whose platform opens its named stores through {@code stores} (null: each in memory, for this run). */
    HeadlessParlour(Map<String, String> options, final Function<String, EntryStore> stores) throws Exception {
        this(options, stores, false);
    }

    /** As above; with {@code problemsAllowed} bad options reach the game (which reports them) instead of failing here. */
    HeadlessParlour(Map<String, String> options, final Function<String, EntryStore> stores, boolean problemsAllowed)
            throws Exception {
        this(options, stores, problemsAllowed, false, Settings.FIRST_RUN);
    }

    /** A game in window (tab, process) {@code instance} of several sharing {@code stores}. */
    static HeadlessParlour inWindow(Map<String, String> options, Function<String, EntryStore> stores, String instance)
            throws Exception {
        return new HeadlessParlour(options, stores, false, false, instance);
    }

    /** A game on a platform that says the player has only a touch screen. */
    static HeadlessParlour touchOnly(Map<String, String> options) throws Exception {
        return new HeadlessParlour(options, null, false, true, Settings.FIRST_RUN);
    }

    /**
     * A game as the web widget opens it when its page shows a position of its own next (a share link's, the position
     * option): {@link LaunchOptions#positionFollows}.
     */
    static HeadlessParlour positionFollows(Map<String, String> options) throws Exception {
        return new HeadlessParlour(options, null, false, false, Settings.FIRST_RUN, UNPACED, true, null);
    }

    private HeadlessParlour(
            Map<String, String> options,
            final Function<String, EntryStore> stores,
            boolean problemsAllowed,
            final boolean touchOnly,
            final String instance)
            throws Exception {
        this(options, stores, problemsAllowed, touchOnly, instance, UNPACED, false, null);
    }

    /**
     * A game whose platform opens its named stores through {@code stores} and keeps its named saves in {@code saves}
     * (files on a disk of the test's, say), not in memory.
     */
    static HeadlessParlour withSaves(Map<String, String> options, Function<String, EntryStore> stores, SaveStore saves)
            throws Exception {
        return new HeadlessParlour(options, stores, false, false, Settings.FIRST_RUN, UNPACED, false, saves);
    }

    private HeadlessParlour(
            Map<String, String> options,
            final Function<String, EntryStore> stores,
            boolean problemsAllowed,
            final boolean touchOnly,
            final String instance,
            int framesPerSecond,
            boolean positionFollows,
            final SaveStore savesOnDisk)
            throws Exception {
        final LaunchOptions launch = LaunchOptions.read(CATALOGUE, options, "test");
        launch.positionFollows = positionFollows;
        if (!problemsAllowed && !launch.problems.isEmpty())
            throw new IllegalArgumentException(launch.problems.toString());
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = framesPerSecond;
        config.preferencesDirectory = prefsDir;
        final CompletableFuture<ParlourApp> started = new CompletableFuture<>();
        final ControlMirror pageMirror = new ControlMirror() {
            @Override
            public void show(List<Control> controls, Listener listener) {
                pageControls.clear();
                for (Control c : controls) pageControls.add(c.value == null ? c.name : c.name + ": " + c.value);
                pageControlsListener = listener;
            }

            @Override
            public void typeInto(int index) {
                typedInto.add(index);
            }

            @Override
            public void showText(String label, List<Passage> passages) {
                pageText.clear();
                if (label == null) return;
                pageText.add(label);
                for (Passage p : passages) pageText.add((p.heading ? "# " : "") + p.text);
            }
        };
        final Platform platform = new Platform() {
            @Override
            public boolean canQuit() {
                return false;
            }

            @Override
            public void quit() {}

            @Override
            public EntryStore store(String name) {
                return stores != null ? stores.apply(name) : memory.computeIfAbsent(name, n -> new MemoryEntryStore());
            }

            @Override
            public SaveStore saves() {
                return savesOnDisk != null ? savesOnDisk : saves;
            }

            @Override
            public TimeSource time() {
                return time;
            }

            @Override
            public String instance() {
                return instance;
            }

            @Override
            public LocalFiles files() {
                return browser ? null : files;
            }

            @Override
            public void readClipboard(Consumer<String> done, Consumer<String> refused) {
                done.accept(clipboard);
            }

            @Override
            public void writeClipboard(String text) {
                clipboard = text;
            }

            @Override
            public String shareLink(String gameId, String saveText) {
                return browser
                        ? "https://parlour.example/play.html#game=" + gameId + "&position=" + saveText.length()
                        : null;
            }

            @Override
            public boolean touchOnly() {
                return touchOnly;
            }

            @Override
            public ControlMirror controlMirror() {
                return pageMirror;
            }

            @Override
            public float density() {
                return 1;
            }

            @Override
            public float pixelsPerUnit() {
                return 1;
            }

            @Override
            public void announce(String sentence, boolean urgent) {
                said.add((urgent ? "! " : "") + sentence);
            }

            @Override
            public void whenReady(String[] paths, Runnable then) {
                asked.addAll(Arrays.asList(paths));
                then.run();
            }

            @Override
            public void gameEvent(String event) {
                events.add(event);
            }
        };
        application = new HeadlessApplication(
                new ApplicationAdapter() {
                    private ParlourApp inner;

                    @Override
                    public void create() {
                        gameThread = Thread.currentThread();
                        Gdx.gl = Gdx.gl20 = MockGL.create();
                        Gdx.input = new MockInput() {
                            @Override
                            public boolean isKeyPressed(int key) {
                                return held.contains(key);
                            }
                        };
                        try {
                            inner = new ParlourApp(platform, CATALOGUE, launch, 0);
                            inner.create();
                            inner.resize(900, 640);
                            started.complete(inner);
                        } catch (Throwable t) {
                            started.completeExceptionally(t);
                        }
                    }

                    @Override
                    public void render() {
                        inner.render();
                    }

                    @Override
                    public void dispose() {
                        inner.dispose();
                    }
                },
                config);
        app = started.get(ANSWER_SECONDS, TimeUnit.SECONDS);
    }

    ParlourApp app() {
        return app;
    }

    /** The game screen shown now (the test fails with a ClassCastException if the menu is). */
    GameScreen<?> gameScreen() throws Exception {
        return onGameThread(() -> (GameScreen<?>) app.getScreen());
    }

    /** Runs {@code work} on the game's loop thread between frames and returns its result. */
    <T> T onGameThread(final Callable<T> work) throws Exception {
        final CompletableFuture<T> result = new CompletableFuture<>();
        application.postRunnable(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(ANSWER_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError(
                    "the game's thread did not answer in " + ANSWER_SECONDS + " s; it was at:" + stackOf(gameThread),
                    e);
        }
    }

    /** Where {@code thread} is now, one frame a line, for a failure that says why the game stood still. */
    private static String stackOf(Thread thread) {
        if (thread == null) return " (not started)";
        StringBuilder out = new StringBuilder();
        for (StackTraceElement frame : thread.getStackTrace())
            out.append("\n\tat ").append(frame);
        return out.toString();
    }

    /** A key pressed and released on the current screen, as a player types it (with the character it types). */
    void key(int keycode) throws Exception {
        onGameThread(() -> {
            InputProcessor in = ((BaseScreen) app.getScreen()).inputProcessor();
            in.keyDown(keycode);
            String name = Input.Keys.toString(keycode);
            if (name.length() == 1) in.keyTyped(Character.toLowerCase(name.charAt(0)));
            if (keycode == Input.Keys.ENTER) in.keyTyped('\r');
            in.keyUp(keycode);
            return null;
        });
    }

    /** A key pressed with a modifier held down (such as Keys.SHIFT_LEFT). */
    void keyWith(int modifier, int keycode) throws Exception {
        held.add(modifier);
        try {
            key(keycode);
        } finally {
            held.remove(modifier);
        }
    }

    /**
     * A click (touch down and up) on what {@code pointOf(what)} names: a move on the board or a button's label.
     * The headless backend has no screen size to unproject from, so the touch goes to the stage's actor under the point.
     */
    void click(String what) throws Exception {
        float[] p = onGameThread(() -> app.pointOf(what));
        assertNotNull(p, "the screen shows where " + what + " is");
        clickAt(p[0], p[1]);
    }

    /** A click (touch down and up) at ({@code x}, {@code yDown}), in stage pixels from the top left. */
    void clickAt(float x, float yDown) throws Exception {
        onGameThread(() -> {
            Stage stage = ((BaseScreen) app.getScreen()).stage();
            float y = stage.getHeight() - yDown;
            Actor target = stage.hit(x, y, true);
            for (InputEvent.Type type : new InputEvent.Type[] {InputEvent.Type.touchDown, InputEvent.Type.touchUp}) {
                InputEvent e = new InputEvent();
                e.setStage(stage);
                e.setType(type);
                e.setStageX(x);
                e.setStageY(y);
                e.setPointer(0);
                e.setButton(0);
                target.fire(e);
            }
            return null;
        });
    }

    /** The texts of the labels of the dialogs open now, one a line. */
    String dialogText() throws Exception {
        return onGameThread(() -> {
            StringBuilder sb = new StringBuilder();
            for (Actor a : ((BaseScreen) app.getScreen()).stage().getActors()) {
                if (!(a instanceof Dialog)) continue;
                for (Actor l : ((Dialog) a).getChildren()) labels(l, sb);
            }
            return sb.toString();
        });
    }

    /** The texts a player sees on the screen now: every visible label, one a line. */
    String screenText() throws Exception {
        return onGameThread(() -> {
            StringBuilder sb = new StringBuilder();
            visibleLabels(((BaseScreen) app.getScreen()).stage().getRoot(), sb);
            return sb.toString();
        });
    }

    private static void visibleLabels(Actor a, StringBuilder sb) {
        if (!a.isVisible()) return;
        if (a instanceof Label) sb.append(((Label) a).getText()).append('\n');
        if (a instanceof Group) {
            for (Actor c : ((Group) a).getChildren()) visibleLabels(c, sb);
        }
    }

    private static void labels(Actor a, StringBuilder sb) {
        if (a instanceof Label) sb.append(((Label) a).getText()).append('\n');
        if (a instanceof Group) {
            for (Actor c : ((Group) a).getChildren()) labels(c, sb);
        }
    }

    /** Types text into whatever has the keyboard focus, a character at a time. */
    void type(String text) throws Exception {
        onGameThread(() -> {
            InputProcessor in = ((BaseScreen) app.getScreen()).inputProcessor();
            for (char c : text.toCharArray()) in.keyTyped(c);
            return null;
        });
    }

    /** The state a page's script would read now, parsed. */
    State state() throws Exception {
        return State.of(onGameThread(() -> app.stateJson()));
    }

    /**
     * Moves the game's time on by {@code millis}, a frame ({@link #FRAME_MS}) at a time, each frame drawn before the
     * next step, as a player's screen would go through them.
     */
    void advance(double millis) throws Exception {
        for (double left = millis; left > 1e-6; left -= FRAME_MS) {
            double step = Math.min(FRAME_MS, left);
            onGameThread(() -> {
                time.advance(step);
                return null;
            });
        }
        // a runnable runs before the frame of its loop: this one returns once the last step's frame is drawn
        onGameThread(() -> null);
    }

    /**
     * Lets the game run until what {@code look} reads on the game's thread is as {@code done} says, moving its time on a
     * frame after each look; returns that reading. Fails with {@code why} of the last reading when it does not come
     * within {@code millis} of real time: the computer's search takes real time whatever the game's clock says, so
     * the limit is the machine's, a net under a wait that would otherwise never end.
     */
    <T> T await(Callable<T> look, Predicate<T> done, long millis, Function<T, String> why) throws Exception {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            // one call a frame: it looks at what the last frame left and, if that is not it yet, steps the time for
            // the next
            List<T> seen = new ArrayList<>(1);
            boolean came = onGameThread(() -> {
                seen.add(look.call());
                boolean yes = done.test(seen.get(0));
                if (!yes) time.advance(FRAME_MS);
                return yes;
            });
            if (came) return seen.get(0);
            if (System.nanoTime() > end)
                throw new AssertionError(why.apply(seen.get(0)) + " (waited " + millis + " ms, the game's time at "
                        + Math.round(time.millis()) + " ms)");
        }
    }

    /** Waits until the state is as {@code wanted} says; returns that state. */
    State awaitState(Predicate<State> wanted, long millis) throws Exception {
        return State.of(await(
                () -> app.stateJson(),
                json -> wanted.test(State.of(json)),
                millis,
                json -> "the state never came; the last: " + State.of(json)));
    }

    /** What the screen said to a listening player so far, read on the game's thread. */
    List<String> said() throws Exception {
        return onGameThread(() -> new ArrayList<>(said));
    }

    /** The game's events so far, read on the game's thread. */
    List<String> events() throws Exception {
        return onGameThread(() -> new ArrayList<>(events));
    }

    /** Waits until the screen said {@code sentence} to a listening player; returns what it said so far. */
    List<String> awaitSaid(String sentence) throws Exception {
        return await(
                () -> new ArrayList<>(said),
                l -> l.contains(sentence),
                10_000,
                l -> "never heard '" + sentence + "': " + l);
    }

    /** Waits until the game raised {@code event}. */
    void awaitEvent(String event) throws Exception {
        await(() -> new ArrayList<>(events), l -> l.contains(event), 10_000, l -> "no event " + event + " in " + l);
    }

    /** Waits until the status line says {@code text}; returns that state. */
    State awaitStatus(String text, long millis) throws Exception {
        return awaitState(now -> now.status().contains(text), millis);
    }

    /** Waits until the moves played are exactly {@code moves}; returns that state. */
    State awaitMoves(long millis, String... moves) throws Exception {
        List<String> wanted = Arrays.asList(moves);
        return awaitState(now -> now.moves().equals(wanted), millis);
    }

    /** Ends the game, deletes its preferences and speaks the language again that was spoken before it started. */
    /**
     * Ends the game and waits until its thread has: an ending thread disposes libGDX's shared {@code Timer} thread
     * while holding its application's listeners, and the next game's first timer (a text field's key repeat) disposes
     * it from the other side, so two games overlapping in one JVM could deadlock (CI did, in DialogsFitTest).
     */
    void stop() {
        application.exit();
        Thread ending = gameThread;
        if (ending != null) {
            try {
                ending.join(ANSWER_SECONDS * 1000L);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (ending.isAlive())
                throw new AssertionError(
                        "the game's thread did not end in " + ANSWER_SECONDS + " s; it was at:" + stackOf(ending));
        }
        deleteTree(new File(System.getProperty("user.home"), prefsDir));
        Tr.use(languageBefore);
    }

    private static void deleteTree(File f) {
        File[] children = f.listFiles();
        if (children != null) for (File c : children) deleteTree(c);
        f.delete();
    }

    static Map<String, String> options(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    /** Named saves kept in memory. */
    static final class MemorySaves implements SaveStore {
        final Map<String, String> saved = new LinkedHashMap<>();

        @Override
        public List<String> names() {
            return new ArrayList<>(saved.keySet());
        }

        @Override
        public String read(String name) {
            return saved.get(name);
        }

        @Override
        public boolean exists(String name) {
            return saved.containsKey(name);
        }

        @Override
        public void write(String name, String text) {
            saved.put(name, text);
        }

        @Override
        public void delete(String name) {
            saved.remove(name);
        }

        @Override
        public String location() {
            return "memory";
        }
    }
}
