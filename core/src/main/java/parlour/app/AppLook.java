package parlour.app;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import parlour.platform.Platform;
import parlour.shell.launch.LaunchOptions;
import parlour.store.Settings;
import parlour.ui.Assets;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/**
 * The run's theme and the skin made from it: which theme the options or the player's setting give, and a skin made
 * anew when the theme changes, the old one kept until the screens made with it are made anew.
 */
final class AppLook {
    private final Platform platform;
    private final Settings settings;
    private final Assets assets;
    private Theme theme;
    private Skin skin;
    /** The skin the screens on show were made with, until they are made anew with the new one ({@link #replaced}). */
    private Skin oldSkin;

    /** No theme or skin yet: {@link #start} makes them once the first screen's language is in. */
    AppLook(Platform platform, Settings settings, Assets assets) {
        this.platform = platform;
        this.settings = settings;
        this.assets = assets;
    }

    /** The look {@code options} give, its skin made, for the first screen. */
    void start(LaunchOptions options) {
        theme = themeOf(options);
        skin = UiKit.skin(assets, theme, platform.touchOnly());
    }

    Theme theme() {
        return theme;
    }

    Skin skin() {
        return skin;
    }

    /** The theme options give: the page's colours, else a theme id (or the page's light or dark), else the player's. */
    Theme themeOf(LaunchOptions o) {
        if (o.colours != null) return o.colours.theme;
        if (o.theme == null) return savedTheme();
        if (o.theme.equals(LaunchOptions.AUTO_THEME)) return platform.prefersDark() ? Theme.DARK : Theme.CONTRAST;
        return Theme.byId(o.theme);
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

    /** This run's theme from now on: the skin is made anew, the old one kept until {@link #replaced}. */
    void use(Theme t) {
        theme = t;
        if (oldSkin == null) oldSkin = skin;
        else skin.dispose();
        skin = UiKit.skin(assets, theme, platform.touchOnly());
    }

    /** The screens were made anew with the new skin: the old one goes. */
    void replaced() {
        if (oldSkin != null) oldSkin.dispose();
        oldSkin = null;
    }

    /** The player's theme from now on, its skin made; returns the skin it replaces, for the caller to dispose. */
    Skin choose(Theme t) {
        settings.setTheme(t.id);
        theme = t;
        Skin old = skin;
        skin = UiKit.skin(assets, theme, platform.touchOnly());
        return old;
    }

    void dispose() {
        if (skin != null) skin.dispose();
    }
}
