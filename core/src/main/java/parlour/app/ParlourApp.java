package parlour.app;

import static parlour.words.Tr.said;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.board.Zoom;
import parlour.match.Clock;
import parlour.match.Version;
import parlour.platform.ControlMirror;
import parlour.platform.Platform;
import parlour.shell.GameList;
import parlour.shell.GameScreen;
import parlour.shell.LaterCode;
import parlour.shell.LaunchOptions;
import parlour.shell.Navigator;
import parlour.shell.ScriptControl;
import parlour.store.KeptGame;
import parlour.store.Settings;
import parlour.ui.Assets;
import parlour.ui.BaseScreen;
import parlour.ui.FrameStats;
import parlour.ui.Theme;
import parlour.ui.UiKit;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * The libGDX application, and the composition root: it holds the services the launcher handed in (platform,
 * catalogue, options), makes settings, assets and skin, and shows the menu or a game.
 */
public final class ParlourApp extends Game implements Navigator {
    /** Parlour's version (the pom's), for the launchers' --version, the page's loader and the engine protocol. */
    public static final String VERSION = Version.NUMBER;

    private final Platform platform;
    private final GameList catalogue;
    private final LaunchOptions options;
    private final LaterCode later;
    private final Later.AppCode appCode;
    private final double startedAt;
    private final FrameStats frames = new FrameStats(600);
    private Assets assets;
    private Settings settings;
    private Theme theme;
    private Skin skin;
    private boolean firstFrameSeen;
    private final List<Runnable> afterFirstFrame = new ArrayList<>();
    /** The game the player left for the menu, kept (not disposed) until they return or start another. */
    private Screen gameBehindMenu;
    /** Whether the first screen took up the kept game ({@link LaunchOptions#resumeKept}). */
    private boolean resumed;

    /**
     * @param startedAt {@link Clock#now()} when the program started, for the first-frame report
     */
    public ParlourApp(Platform platform, GameList catalogue, LaunchOptions options, double startedAt) {
        this(platform, catalogue, options, LaterCode.atOnce(), Later.appAtOnce(), startedAt);
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
        this.later = withLaterWords(later);
        this.appCode = appCode;
        this.startedAt = startedAt;
    }

    /**
     * {@code code}, its dialogs handed over once the words only they and the menu say are in too ({@link
     * Language#LATER}; the menu asks for every part itself).
     */
    private LaterCode withLaterWords(final LaterCode code) {
        return new LaterCode() {
            @Override
            public void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed) {
                code.menu(ready, failed);
            }

            @Override
            public void puzzles(Consumer<Puzzles> ready, Consumer<String> failed) {
                code.puzzles(ready, failed);
            }

            @Override
            public void dialogs(final Consumer<Dialogs> ready, Consumer<String> failed) {
                code.dialogs(
                        dialogs -> withWords(Collections.singletonList(Language.LATER), () -> ready.accept(dialogs)),
                        failed);
            }

            @Override
            public void zoom(Consumer<Zoom.Maker> ready, Consumer<String> failed) {
                code.zoom(ready, failed);
            }

            @Override
            public boolean fetchedApart() {
                return code.fetchedApart();
            }
        };
    }

    @Override
    public void create() {
        settings = new Settings(platform.store("parlour"), platform.instance(), KeptGame.SYSTEM_CLOCK);
        assets = new Assets(platform.density());
        if (options.speed != null) settings.useSpeedForThisRun(options.speed.intValue());
        // a page's or command line's theme and sound apply to this run without changing the player's settings
        assets.setSoundOn(options.sound != null ? options.sound.booleanValue() : settings.sound());
        platform.watchStore("parlour", new Consumer<String>() {
            @Override
            public void accept(final String key) {
                Gdx.app.postRunnable(new Runnable() {
                    @Override
                    public void run() {
                        changedElsewhere(key);
                    }
                });
            }
        });
        // the language's words first (the web widget fetches them now): whatever goes wrong from here on is told in it
        final String code = chosenLanguage();
        wantedLanguage = code;
        // a page with one game needs the shared words and that game's; the menu says every game's
        wordParts.add("shared");
        // where the later code is here at once (the desktop), its words are read at once too
        if (!later.fetchedApart()) wordParts.add(Language.LATER);
        String part = options.game == null ? null : Catalogue.part(options.game);
        if (part != null) wordParts.add(part);
        else if (options.game == null) wordParts.addAll(Arrays.asList(Language.PARTS));
        platform.whenReady(Language.files(code, wordParts), new Runnable() {
            @Override
            public void run() {
                useLanguage(code);
                showFirstScreen();
            }
        });
    }

    /** The theme, the skin and the first screen: the menu, or the game the options ask for. */
    private void showFirstScreen() {
        theme = themeOf(options);
        skin = UiKit.skin(assets, theme, platform.touchOnly());
        resumed = options.game != null && options.resumeKept && options.entry().kept(settings) != null;
        if (resumed) {
            // the page shows the kept game, not a position of its own
            options.positionFollows = false;
            setScreen(options.entry().resumeScreen(this));
        } else if (options.game != null) {
            setScreen(options.entry().newScreen(this, options));
        } else {
            // the launcher brought the menu's code before the start (Launch#fetchPageGame)
            later.menu(
                    menu -> setScreen(menu.apply(this)),
                    why -> Gdx.app.error("parlour", "the menu could not be loaded (" + why + ")"));
        }
        for (String problem : options.problems) Gdx.app.error("parlour", problem);
    }

    /**
     * Another tab or window changed setting {@code key}: it is read afresh from now on, and sound (unless this run's
     * options set it) follows at once; theme and language follow at the next start.
     */
    private void changedElsewhere(String key) {
        settings.forget(key);
        if (key.equals("sound") && options.sound == null && settings.sound() != assets.soundOn()) {
            assets.setSoundOn(settings.sound());
            if (getScreen() instanceof GameScreen) ((GameScreen<?>) getScreen()).refresh();
        }
    }

    /** The run's language: the option's, else the player's own, else the system's or page's, else English. */
    private String chosenLanguage() {
        if (options.lang != null) return options.lang;
        String own = Language.supported(settings.get(LANGUAGE, null));
        if (own != null) return own;
        String asked = Language.supported(platform.preferredLanguage());
        return asked != null ? asked : "en";
    }

    /** The settings key of the player's language. */
    private static final String LANGUAGE = "language";

    /** The language asked for last, whose words may still be on their way. */
    private String wantedLanguage;

    /**
     * The catalogue parts ({@link Language#PARTS}) whose words this run asked for: the shared ones and those of the
     * games shown so far, fetched in whatever language is chosen.
     */
    private final List<String> wordParts = new ArrayList<>();

    /**
     * Reads the catalogue of {@code code} (its files made ready) and speaks it from now on; English (and a notice) when it
     * cannot be read.
     */
    private void useLanguage(String code) {
        Language language = Language.ENGLISH;
        if (!code.equals("en")) {
            try {
                Language read = null;
                for (String path : Language.files(code, wordParts)) {
                    Language p = Language.parse(code, Gdx.files.internal(path).readString("UTF-8"), path);
                    read = read == null ? p : read.with(p);
                }
                language = read;
            } catch (RuntimeException e) {
                options.problem(
                        said("The texts in {0} could not be read ({1}): English is used.", code, e.getMessage()));
            }
        }
        Tr.use(language);
        platform.languageChosen(language.code);
    }

    @Override
    public void setLanguage(final String code, final ScreenFactory remake) {
        settings.put(LANGUAGE, code);
        wantedLanguage = code;
        final Screen asking = getScreen();
        // the screen in use stays as it is, in its language, until the new one's words are in
        platform.whenReady(Language.files(code, wordParts), new Runnable() {
            @Override
            public void run() {
                // another language asked for meanwhile comes after this one: this one is not shown
                if (!code.equals(wantedLanguage)) return;
                useLanguage(code);
                if (getScreen() == asking) switchTo(remake.create());
            }
        });
    }

    /** The theme options give: the page's colours, else a theme id (or the page's light or dark), else the player's. */
    Theme themeOf(LaunchOptions o) {
        if (o.colours != null) return o.colours.theme;
        if (o.theme == null) return savedTheme();
        if (o.theme.equals(LaunchOptions.AUTO_THEME)) return platform.prefersDark() ? Theme.DARK : Theme.CONTRAST;
        return Theme.byId(o.theme);
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
        theme = t;
        if (oldSkin == null) oldSkin = skin;
        else skin.dispose();
        skin = UiKit.skin(assets, theme, platform.touchOnly());
    }

    /** The skin the screens on show were made with, until {@link #remakeScreen} made them anew with the new one. */
    private Skin oldSkin;

    /** This run's language from now on (not the player's setting), its words fetched first; then {@code then}. */
    void speak(final String code, final Runnable then) {
        wantedLanguage = code;
        platform.whenReady(Language.files(code, wordParts), new Runnable() {
            @Override
            public void run() {
                // another language asked for meanwhile is spoken once its own words are in
                if (code.equals(wantedLanguage)) useLanguage(code);
                then.run();
            }
        });
    }

    /**
     * The screen on show (and a game kept behind the menu) made anew with the theme, language and options of now, the
     * game on it kept as it is.
     */
    void remakeScreen() {
        if (gameBehindMenu instanceof GameScreen) {
            Screen behind = gameBehindMenu;
            gameBehindMenu = remade(this, (GameScreen<?>) behind);
            behind.dispose();
        }
        final Screen shown = getScreen();
        if (shown instanceof GameScreen) {
            switchTo(remade(this, (GameScreen<?>) shown));
            skinReplaced();
        } else if (shown != null) {
            later.menu(
                    menu -> {
                        setScreen(menu.apply(this));
                        shown.dispose();
                        skinReplaced();
                    },
                    why -> Gdx.app.error("parlour", "the menu could not be made anew (" + why + ")"));
        }
    }

    private void skinReplaced() {
        if (oldSkin != null) oldSkin.dispose();
        oldSkin = null;
    }

    private static <P> GameScreen<P> remade(ParlourApp app, GameScreen<P> g) {
        return new GameScreen<>(app, g.entry(), g.match(), false);
    }

    /** The player's theme, or the default one (and a notice) when the saved one is unknown. */
    private Theme savedTheme() {
        String id = settings.themeId();
        if (id == null) return Theme.CONTRAST;
        try {
            return Theme.byId(id);
        } catch (IllegalArgumentException e) {
            settings.themeUnknown();
            return Theme.CONTRAST;
        }
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
        return theme;
    }

    @Override
    public Skin skin() {
        return skin;
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
        settings.setTheme(t.id);
        theme = t;
        Skin old = skin;
        skin = UiKit.skin(assets, theme, platform.touchOnly());
        switchTo(remake.create());
        old.dispose();
    }

    @Override
    public void switchTo(Screen next) {
        Screen old = getScreen();
        setScreen(next);
        if (old != null && old != next) old.dispose();
        if (gameBehindMenu != null && gameBehindMenu != next) gameBehindMenu.dispose();
        gameBehindMenu = null;
    }

    /**
     * Runs {@code then} once the words of the catalogue parts {@code parts} are in the language spoken: at once when they
     * are (or it is English), else once the platform fetched them (the web widget fetches a part when a game of it is
     * first shown). A part that cannot be read stays in English, and the log says why.
     */
    private void withWords(List<String> parts, final Runnable then) {
        List<String> wanted = new ArrayList<>();
        final List<String> more = new ArrayList<>();
        for (String p : parts) {
            if (p == null) continue;
            wanted.add(p);
            if (!wordParts.contains(p)) more.add(p);
        }
        wordParts.addAll(more);
        final String code = Tr.language().code;
        // all of them: a part another call asked for may still be on its way
        platform.whenReady(Language.files(code, wanted), new Runnable() {
            @Override
            public void run() {
                // after a switch to another language, its own fetch brings these parts too
                if (code.equals(Tr.language().code)) addWords(code, more);
                then.run();
            }
        });
    }

    /** Adds the catalogue parts {@code parts} of language {@code code}, fetched, to the words spoken. */
    private void addWords(String code, List<String> parts) {
        Language language = Tr.language();
        for (String path : Language.files(code, parts)) {
            try {
                language = language.with(
                        Language.parse(code, Gdx.files.internal(path).readString("UTF-8"), path));
            } catch (RuntimeException e) {
                Gdx.app.error(
                        "parlour",
                        said("The texts in {0} could not be read ({1}): English is used.", code, e.getMessage())
                                .english());
            }
        }
        Tr.use(language);
    }

    @Override
    public void withGameWords(String gameId, Runnable then) {
        withWords(Collections.singletonList(Catalogue.part(gameId)), then);
    }

    @Override
    public void toMenu() {
        if (menuOnItsWay) return;
        menuOnItsWay = true;
        // the menu says every game's name and options
        withWords(Arrays.asList(Language.PARTS), new Runnable() {
            @Override
            public void run() {
                later.menu(
                        menu -> {
                            menuOnItsWay = false;
                            showMenu(menu);
                        },
                        why -> {
                            menuOnItsWay = false;
                            menuNotLoaded(why);
                        });
            }
        });
    }

    /** Whether the menu waits for its words or its code: asking for it again meanwhile changes nothing. */
    private boolean menuOnItsWay;

    private void showMenu(Function<Navigator, Screen> menu) {
        Screen current = getScreen();
        if (!(current instanceof GameScreen)) {
            switchTo(menu.apply(this));
            return;
        }
        setScreen(null);
        if (gameBehindMenu != null) gameBehindMenu.dispose();
        gameBehindMenu = current;
        setScreen(menu.apply(this));
    }

    /** The menu's code did not come: the screen stays and says so, aloud too; Menu (Esc) asks for it again. */
    private void menuNotLoaded(String why) {
        String text = t("The menu could not be loaded ({0}). Check the connection and press Menu again.", why);
        if (getScreen() instanceof GameScreen) ((GameScreen<?>) getScreen()).say(text);
        else if (getScreen() instanceof BaseScreen) ((BaseScreen) getScreen()).showNotice(t("Menu"), text);
        platform.announce(text, true);
        Gdx.app.error("parlour", "the menu could not be loaded (" + why + ")");
    }

    @Override
    public LaterCode later() {
        return later;
    }

    @Override
    public boolean hasGameBehindMenu() {
        return gameBehindMenu != null;
    }

    @Override
    public boolean backToGame() {
        if (gameBehindMenu == null) return false;
        Screen game = gameBehindMenu;
        gameBehindMenu = null;
        switchTo(game);
        return true;
    }

    /** The game on screen as JSON for the page's script API (see html README), or a note that none is. */
    public String stateJson() {
        if (getScreen() == null) return "{\"game\":null,\"screen\":\"loading\"}";
        if (getScreen() instanceof GameScreen) return ((GameScreen<?>) getScreen()).stateJson();
        return "{\"game\":null,\"screen\":\"menu\"}";
    }

    /** Plays {@code move} (the engine protocol's notation) for the side to move, for the page's script; null if played, else why not. */
    public String play(String move) {
        return ScriptControl.play(this, move);
    }

    /** Takes back moves until a human is to move, for the page's script; null if done, else why not. */
    public String undo() {
        return ScriptControl.undo(this);
    }

    /** Redoes moves until a human is to move, for the page's script; null if done, else why not. */
    public String redo() {
        return ScriptControl.redo(this);
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

    /** Asks for a hint as the Hint button does, for the page's script; null if asked, else why not. */
    public String showHint() {
        return ScriptControl.showHint(this);
    }

    /** Turns the analysis overlay on or off, for the page's script; null if done, else why not. */
    public String setAnalysis(boolean on) {
        return ScriptControl.setAnalysis(this, on);
    }

    /** Marks the board (a JSON array of marks), for the page's script; null if all were drawn, else why not each other. */
    public String setMarks(String json) {
        return ScriptControl.setMarks(this, json);
    }

    /** The game on screen in the save format, or null when no game is on screen. */
    public String position() {
        return ScriptControl.position(this);
    }

    /**
     * Shows the game saved in {@code text}, of this game or another (its code fetched first); tells {@code answer}
     * null if done, else what is wrong with it (the game stays).
     */
    public void setPosition(String text, Consumer<String> answer) {
        ScriptControl.setPosition(this, text, answer);
    }

    /**
     * A new game with these options: of the game on screen, the others as they were, or of the one {@code game}
     * names, its code fetched first where it comes later. Tells {@code answer} null if started, else why not: at
     * once, or once that game's code came or could not be fetched.
     */
    public void newGame(Map<String, String> options, Consumer<String> answer) {
        ScriptControl.newGame(this, options, answer);
    }

    /** Where to click to play a move on the board shown, in logical pixels from the top-left, or null. */
    public float[] pointOf(String move) {
        if (getScreen() instanceof GameScreen) return ((GameScreen<?>) getScreen()).pointOf(move);
        if (getScreen() instanceof BaseScreen) return ((BaseScreen) getScreen()).pointOfControl(move);
        return null;
    }

    /** See the screen's {@code pressStartsSomething}; a screen without a stage takes every press. */
    public boolean pressStartsSomething(float x, float y) {
        return !(getScreen() instanceof BaseScreen) || ((BaseScreen) getScreen()).pressStartsSomething(x, y);
    }

    /** Whether the keyboard focus is on the last control (first, going backwards): then Tab may leave the widget. */
    public boolean focusAtEdge(boolean backwards) {
        return !(getScreen() instanceof BaseScreen) || ((BaseScreen) getScreen()).focusAtEdge(backwards);
    }

    /** The page's focus left the widget (web): no focus ring is shown until the keyboard is used in it again. */
    public void focusLeft() {
        if (getScreen() instanceof BaseScreen) ((BaseScreen) getScreen()).focusLeft();
    }

    /** Whether a text field has the keyboard focus: the web page must then let Space and Enter through as typing. */
    public boolean textInputFocused() {
        return getScreen() instanceof BaseScreen
                && ((BaseScreen) getScreen()).stage().getKeyboardFocus() instanceof TextField;
    }

    /**
     * Pastes the clipboard's text into the text field that has the keyboard focus, at its cursor, as its own Ctrl+V
     * does (the web widget calls this with the text of the browser's paste event).
     */
    public void pasteIntoFocusedField() {
        if (!(getScreen() instanceof BaseScreen)) return;
        Stage stage = ((BaseScreen) getScreen()).stage();
        if (!(stage.getKeyboardFocus() instanceof TextField)) return;
        boolean ctrlHeld = Gdx.input.isKeyPressed(Keys.CONTROL_LEFT)
                || Gdx.input.isKeyPressed(Keys.CONTROL_RIGHT)
                || Gdx.input.isKeyPressed(Keys.SYM);
        if (ctrlHeld) stage.keyDown(Keys.V);
        else
            ((TextField) stage.getKeyboardFocus())
                    .appendText(Gdx.app.getClipboard().getContents());
    }

    @Override
    public void setSound(boolean on) {
        settings.setSound(on);
        assets.setSoundOn(on);
    }

    @Override
    public void render() {
        // nothing to draw while the first screen waits for its language's words
        if (getScreen() == null) return;
        frames.frame(Clock.now());
        super.render();
        if (!firstFrameSeen) {
            firstFrameSeen = true;
            platform.gameEvent("first frame after " + Math.round(Clock.now() - startedAt) + " ms");
            for (Runnable r : afterFirstFrame) Gdx.app.postRunnable(r);
            afterFirstFrame.clear();
        }
    }

    /** Fetches the sound files just after the first frame has been drawn (the web widget's, which it fetches late). */
    public void loadSoundsAfterFirstFrame() {
        Runnable load = new Runnable() {
            @Override
            public void run() {
                assets.loadSounds();
            }
        };
        if (firstFrameSeen) Gdx.app.postRunnable(load);
        else afterFirstFrame.add(load);
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
                later.dialogs(dialogs -> {}, why -> {});
            }
        };
        if (firstFrameSeen) Gdx.app.postRunnable(fetch);
        else afterFirstFrame.add(fetch);
    }

    @Override
    public void dispose() {
        if (getScreen() != null) getScreen().dispose();
        if (gameBehindMenu != null) gameBehindMenu.dispose();
        if (skin != null) skin.dispose();
        if (assets != null) assets.dispose();
    }
}
