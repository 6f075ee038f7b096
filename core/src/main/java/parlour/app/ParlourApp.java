package parlour.app;

import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;

import parlour.match.Clock;
import parlour.shell.GameScreen;
import parlour.ui.Assets;
import parlour.ui.FrameStats;
import parlour.shell.MenuScreen;
import parlour.store.Settings;
import parlour.ui.Theme;
import parlour.ui.UiKit;
import parlour.shell.LaunchOptions;
import parlour.shell.Platform;

/** The libGDX application: settings, assets and the current screen (the menu or a game). */
public final class ParlourApp extends Game {
    private final Platform platform;
    private final LaunchOptions options;
    private final double startedAt;
    private final FrameStats frames = new FrameStats(600);
    private Assets assets;
    private Settings settings;
    private Theme theme;
    private Skin skin;
    private boolean firstFrameSeen;
    /** The game the player left for the menu, kept (not disposed) until they return or start another. */
    private Screen gameBehindMenu;

    /**
     * @param startedAt {@link Clock#now()} when the program started, for the first-frame report
     */
    public ParlourApp(Platform platform, LaunchOptions options, double startedAt) {
        this.platform = platform;
        this.options = options;
        this.startedAt = startedAt;
    }

    @Override
    public void create() {
        settings = new Settings("parlour");
        assets = new Assets(platform.density());
        // a page's or command line's theme and sound apply to this run without changing the player's settings
        assets.setSoundOn(options.sound != null ? options.sound.booleanValue() : settings.sound());
        theme = options.theme != null ? Theme.byId(options.theme) : settings.theme();
        skin = UiKit.skin(assets, theme);
        if (options.game != null) {
            setScreen(options.entry().newScreen(this, options));
        } else {
            setScreen(new MenuScreen(this));
        }
        for (String problem : options.problems) Gdx.app.error("parlour", problem);
    }

    public Platform platform() { return platform; }
    public Assets assets() { return assets; }
    public Settings settings() { return settings; }
    public Theme theme() { return theme; }
    public Skin skin() { return skin; }
    public FrameStats frames() { return frames; }
    /** Option problems from the launcher, shown once by the first screen. */
    public LaunchOptions launchOptions() { return options; }

    /** Switches theme: the skin is rebuilt and the screen made anew by {@code remake}. */
    public void setTheme(Theme t, ScreenFactory remake) {
        settings.setTheme(t.id);
        theme = t;
        Skin old = skin;
        skin = UiKit.skin(assets, theme);
        switchTo(remake.create());
        old.dispose();
    }

    /** Makes a screen once the skin is ready. */
    public interface ScreenFactory {
        Screen create();
    }

    /** Shows a new screen and disposes the old one (and a game kept behind the menu, unless it is the new one). */
    public void switchTo(Screen next) {
        Screen old = getScreen();
        setScreen(next);
        if (old != null && old != next) old.dispose();
        if (gameBehindMenu != null && gameBehindMenu != next) gameBehindMenu.dispose();
        gameBehindMenu = null;
    }

    /** Opens the menu; a game on screen is kept behind it, so that Esc (or Back to the game) returns to it. */
    public void toMenu() {
        Screen current = getScreen();
        if (!(current instanceof GameScreen)) {
            switchTo(new MenuScreen(this));
            return;
        }
        setScreen(null);
        if (gameBehindMenu != null) gameBehindMenu.dispose();
        gameBehindMenu = current;
        setScreen(new MenuScreen(this));
    }

    /** Whether the menu has a game to return to. */
    public boolean hasGameBehindMenu() { return gameBehindMenu != null; }

    /** Returns from the menu to the game kept behind it; false if there is none. */
    public boolean backToGame() {
        if (gameBehindMenu == null) return false;
        Screen game = gameBehindMenu;
        gameBehindMenu = null;
        switchTo(game);
        return true;
    }

    /** The game on screen as JSON for the page's script API (see html README), or a note that none is. */
    public String stateJson() {
        if (getScreen() instanceof GameScreen) return ((GameScreen<?>) getScreen()).stateJson();
        return "{\"game\":null,\"screen\":\"menu\"}";
    }

    /** Where to click to play a move on the board shown, in logical pixels from the top-left, or null. */
    public float[] pointOf(String move) {
        if (getScreen() instanceof GameScreen) return ((GameScreen<?>) getScreen()).pointOf(move);
        if (getScreen() instanceof parlour.ui.BaseScreen) return ((parlour.ui.BaseScreen) getScreen()).pointOfControl(move);
        return null;
    }

    /** Whether the keyboard focus is on the last control (first, going backwards): then Tab may leave the widget. */
    public boolean focusAtEdge(boolean backwards) {
        return !(getScreen() instanceof parlour.ui.BaseScreen) || ((parlour.ui.BaseScreen) getScreen()).focusAtEdge(backwards);
    }

    /** The page's focus left the widget (web): no focus ring is shown until the keyboard is used in it again. */
    public void focusLeft() {
        if (getScreen() instanceof parlour.ui.BaseScreen) ((parlour.ui.BaseScreen) getScreen()).focusLeft();
    }

    /** Whether a text field has the keyboard focus: the web page must then let Space and Enter through as typing. */
    public boolean textInputFocused() {
        return getScreen() instanceof parlour.ui.BaseScreen
                && ((parlour.ui.BaseScreen) getScreen()).stage().getKeyboardFocus() instanceof com.badlogic.gdx.scenes.scene2d.ui.TextField;
    }

    public void setSound(boolean on) {
        settings.setSound(on);
        assets.setSoundOn(on);
    }

    @Override
    public void render() {
        frames.frame(Clock.now());
        super.render();
        if (!firstFrameSeen) {
            firstFrameSeen = true;
            platform.gameEvent("first frame after " + Math.round(Clock.now() - startedAt) + " ms");
        }
    }

    @Override
    public void dispose() {
        if (getScreen() != null) getScreen().dispose();
        if (gameBehindMenu != null) gameBehindMenu.dispose();
        if (skin != null) skin.dispose();
        if (assets != null) assets.dispose();
    }
}
