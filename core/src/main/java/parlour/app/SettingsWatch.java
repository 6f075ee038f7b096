package parlour.app;

import com.badlogic.gdx.Gdx;
import java.util.function.Consumer;
import parlour.shell.screen.GameScreen;
import parlour.store.Settings;

/**
 * Hears that another tab or window changed a setting: it is read afresh from now on, and sound (unless this run's
 * options set it) follows at once; theme and language follow at the next start.
 */
final class SettingsWatch implements Consumer<String> {
    private final ParlourApp app;

    SettingsWatch(ParlourApp app) {
        this.app = app;
    }

    /** Setting {@code key} changed elsewhere: taken up on the next frame, on the application's thread. */
    @Override
    public void accept(final String key) {
        Gdx.app.postRunnable(new Runnable() {
            @Override
            public void run() {
                changedElsewhere(key);
            }
        });
    }

    private void changedElsewhere(String key) {
        Settings settings = app.settings();
        settings.forget(key);
        if (key.equals("sound")
                && app.launchOptions().sound == null
                && settings.sound() != app.assets().soundOn()) {
            app.assets().setSoundOn(settings.sound());
            if (app.getScreen() instanceof GameScreen) ((GameScreen<?>) app.getScreen()).refresh();
        }
    }
}
