package parlour.app;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.Collections;
import java.util.Map;
import java.util.function.Consumer;
import parlour.match.Clock;
import parlour.match.Version;
import parlour.platform.ControlMirror;
import parlour.platform.Platform;
import parlour.shell.launch.GameList;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.screen.GameScreen;
import parlour.store.KeptGame;
import parlour.store.Settings;
import parlour.ui.Assets;
import parlour.ui.BaseScreen;
import parlour.ui.FrameStats;
import parlour.ui.Theme;

/**
 * The libGDX application, and the composition root: it holds the services the launcher handed in (platform,
 * catalogue, options), makes settings, assets and skin, and shows the menu or a game. The words it speaks are {@link
 * SpokenLanguage}'; what a page's script asks of it, {@link ScriptableApp}'s.
 */
public final class ParlourApp extends ScriptableApp {
    /** Parlour's version (the pom's), for the launchers' --version, the page's loader and the engine protocol. */
    public static final String VERSION = Version.NUMBER;

    private final Platform platform;
    private final GameList catalogue;
    private final LaunchOptions options;
    private final SpokenLanguage words;
    private final LaterCode later;
    private final Later.AppCode appCode;
    private final FrameStats frames = new FrameStats(600);
    private Assets assets;
    private Settings settings;
    /** The theme and skin (none until the first screen's language is in). */
    private AppLook look;

    private final FrameTimes times;
    private final ShownScreens screens = new ShownScreens(this);
    /** Whether the first screen took up the kept game ({@link LaunchOptions#resumeKept}). */
    private boolean resumed;

    /**
     * @param startedAt {@link Clock#now()} when the program started, for the first-frame report
     */
    public ParlourApp(Platform platform, GameList catalogue, LaunchOptions options, double startedAt) {
        this(platform, catalogue, options, LaterCode.atOnce(new DiagramMaker()), Later.appAtOnce(), startedAt);
    }

    /**
     * @param later brings the menu's, the dialogs' and the puzzles' code (the web widget fetches each apart)
     * @param appCode brings the page's {@code set} code and the colours option's (the web widget fetches each when
     *     first needed)
     * @param startedAt {@link Clock#now()} when the program started, for the first-frame report
     */
    ParlourApp(
            Platform platform,
            GameList catalogue,
            LaunchOptions options,
            LaterCode later,
            Later.AppCode appCode,
            double startedAt) {
        this.platform = platform;
        this.catalogue = catalogue;
        this.options = options;
        this.words = new SpokenLanguage(platform, options);
        this.later = words.withLaterWords(later);
        this.appCode = appCode;
        this.times = new FrameTimes(platform, startedAt);
    }

    @Override
    public void create() {
        KeptGame.Clock calendar = () -> platform.time().wallMillis();
        settings = new Settings(platform.store(Settings.STORE), platform.instance(), calendar);
        assets = new Assets(platform.density());
        if (options.speed != null) settings.useSpeedForThisRun(options.speed.intValue());
        // a page's or command line's theme and sound apply to this run without changing the player's settings
        assets.setSoundOn(options.sound != null ? options.sound.booleanValue() : settings.sound());
        look = new AppLook(platform, settings, assets);
        platform.watchStore(Settings.STORE, new SettingsWatch(this));
        // the language's words first (the web widget fetches them now): whatever goes wrong from here on is told in it
        final String code = words.first(settings, later.fetchedApart());
        platform.whenReady(words.files(code), new Runnable() {
            @Override
            public void run() {
                words.use(code);
                showFirstScreen();
            }
        });
    }

    /** The theme, the skin and the first screen: the menu, or the game the options ask for. */
    private void showFirstScreen() {
        look.start(options);
        resumed = options.game != null && options.resumeKept && options.entry().kept(settings) != null;
        screens.showFirst(options, resumed);
        for (String problem : options.problems) Gdx.app.error("parlour", problem);
    }

    @Override
    public void setLanguage(final String code, final ScreenFactory remake) {
        words.choose(settings, code);
        final Screen asking = getScreen();
        // the screen in use stays as it is, in its language, until the new one's words are in
        platform.whenReady(words.files(code), new Runnable() {
            @Override
            public void run() {
                // another language asked for meanwhile comes after this one: this one is not shown
                if (!words.wanted(code)) return;
                words.use(code);
                if (getScreen() == asking) screens.remakeKeepingGameBehind(remake);
            }
        });
    }

    /** The theme options give: the page's colours, else a theme id (or the page's light or dark), else the player's. */
    Theme themeOf(LaunchOptions o) {
        return look.themeOf(o);
    }

    /**
     * The page's {@code set}: options changed on the running game (players, theme, colours, speed, sound, language,
     * viewOnly), a new game only for those that define one. {@code done} hears a JSON object naming what happened,
     * {@code toPageScript} why nothing did (see {@link LiveOptions}; in English, as every page-API answer). Its code
     * comes first where it comes later (the web widget's split point).
     */
    public void set(Map<String, String> given, Consumer<String> done, Consumer<String> toPageScript) {
        appCode.live(
                maker -> maker.apply(this).set(given, done, toPageScript),
                why -> toPageScript.accept("the code of set could not be loaded (" + why + "); try again"));
    }

    /** The run's words, for the page's {@code set} of a language. */
    SpokenLanguage words() {
        return words;
    }

    /** Brings the colours option's code (before options naming colours are read), or says why it could not come. */
    void bringColours(Runnable ready, Consumer<String> failed) {
        appCode.colours(ready, failed);
    }

    /** The game screen on show, or null. */
    GameScreen<?> gameOnScreen() {
        return getScreen() instanceof GameScreen ? (GameScreen<?>) getScreen() : null;
    }

    /** This run's theme from now on (not the player's setting): the skin is made anew, the screens by {@link #remakeScreen}. */
    void useTheme(Theme t) {
        look.use(t);
    }

    /**
     * The screen on show (and a game kept behind the menu) made anew with the theme, language and options of now, the
     * game on it kept as it is.
     */
    void remakeScreen() {
        screens.remakeShown(look);
    }

    @Override
    public Platform platform() {
        return platform;
    }

    @Override
    public GameList catalogue() {
        return catalogue;
    }

    @Override
    public Assets assets() {
        return assets;
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public Theme theme() {
        return look == null ? null : look.theme();
    }

    @Override
    public Skin skin() {
        return look == null ? null : look.skin();
    }

    @Override
    public float pixelsPerUnit() {
        return platform.pixelsPerUnit();
    }

    @Override
    public ControlMirror controlMirror() {
        return platform.controlMirror();
    }

    @Override
    public boolean touchOnly() {
        return platform.touchOnly();
    }

    /** Something changed that the screen's own frames do not show yet (a call from the page): it draws every frame again. */
    public void stir() {
        if (getScreen() instanceof BaseScreen) ((BaseScreen) getScreen()).stir();
    }

    @Override
    public boolean still(boolean still) {
        return platform.still(still);
    }

    @Override
    public void idle(boolean idle) {
        platform.idle(idle);
    }

    @Override
    public void say(String sentence) {
        platform.announce(sentence, false);
    }

    @Override
    public FrameStats frames() {
        return frames;
    }

    /** Whether the program started with the game it had kept, at the launcher's asking. */
    public boolean resumedKept() {
        return resumed;
    }

    @Override
    public LaunchOptions launchOptions() {
        return options;
    }

    @Override
    public void setTheme(Theme t, ScreenFactory remake) {
        Skin old = look.choose(t);
        screens.remakeKeepingGameBehind(remake);
        old.dispose();
    }

    @Override
    public void switchTo(Screen next) {
        screens.switchTo(next);
    }

    @Override
    public void withGameWords(String gameId, Runnable then) {
        words.withWords(Collections.singletonList(Catalogue.part(gameId)), then);
    }

    @Override
    public void toMenu() {
        screens.toMenu();
    }

    @Override
    public LaterCode later() {
        return later;
    }

    @Override
    public String gameBehindMenu() {
        return screens.gameBehindMenu();
    }

    @Override
    public boolean backToGame() {
        return screens.backToGame();
    }

    /**
     * A puzzle, for the page's puzzle option and call: "best" or a line on the game on screen, or "collection:NAME"'s
     * next unsolved puzzle (its file, and its game's code, fetched first). Tells {@code answer} null, else why not.
     */
    public void puzzle(final String spec, final Consumer<String> answer) {
        later.puzzles(puzzles -> puzzles.start(this, spec, answer), why -> answer.accept(puzzlesNotLoaded(why)));
    }

    /** The collection puzzle {@code by} places on from the one on screen; tells {@code answer} null, else why not. */
    @Override
    public void stepPuzzle(final int by, final Consumer<String> answer) {
        later.puzzles(puzzles -> puzzles.step(this, by, answer), why -> answer.accept(puzzlesNotLoaded(why)));
    }

    /** Why no puzzle opened when the puzzles' code did not come: asking again tries again. */
    private static String puzzlesNotLoaded(String why) {
        return t("The puzzles could not be loaded ({0}). Check the connection and try again.", why);
    }

    @Override
    public void setSound(boolean on) {
        settings.setSound(on);
        assets.setSoundOn(on);
    }

    @Override
    public void render() {
        // the step of every clock, animation and pace: the platform's time (a test's, stepped by hand), not libGDX's
        float delta = times.step();
        // nothing to draw while the first screen waits for its language's words
        if (getScreen() == null) return;
        frames.frame(Clock.now());
        getScreen().render(delta);
        if (!times.firstFrameSeen()) times.firstDrawn(Clock.now());
    }

    /** Fetches the sound files just after the first frame has been drawn (the web widget's, which it fetches late). */
    public void loadSoundsAfterFirstFrame() {
        Runnable load = new Runnable() {
            @Override
            public void run() {
                assets.loadSounds();
            }
        };
        times.afterFirstFrame(load);
    }

    /**
     * Brings the menu's and the dialogs' code just after the first frame has been drawn (the web widget's, which fetches
     * them apart): Menu, Save and Load then open at once, and keys typed right after S or L reach the dialog. One that
     * does not come is fetched again when it is first needed.
     */
    public void fetchLaterCodeAfterFirstFrame() {
        Runnable fetch = new Runnable() {
            @Override
            public void run() {
                later.menu(menu -> {}, why -> {});
                later.dialogs(false, dialogs -> {}, why -> {});
            }
        };
        times.afterFirstFrame(fetch);
    }

    @Override
    public void dispose() {
        if (getScreen() != null) getScreen().dispose();
        screens.dispose();
        if (look != null) look.dispose();
        if (assets != null) assets.dispose();
    }
}
