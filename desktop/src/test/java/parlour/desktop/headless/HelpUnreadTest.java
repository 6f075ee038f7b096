package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import org.junit.jupiter.api.Test;
import parlour.ui.HelpPanel;

/**
 * The web widget fetches a help text when Help opens, so a lost connection can leave it unread: the window then says
 * so (and the next opening asks again) instead of the game stopping on a missing file.
 */
class HelpUnreadTest {
    @Test
    void anUnreadHelpTextIsToldInItsWindow() throws Exception {
        HeadlessParlour parlour = new HeadlessParlour(HeadlessParlour.options("sound", "off"));
        try {
            String text = parlour.onGameThread(() -> {
                StringBuilder sb = new StringBuilder();
                labels(new HelpPanel(parlour.app().skin(), "no-such-help", () -> {}), sb);
                return sb.toString();
            });
            assertThat(text)
                    .as("the window says the help is missing:\n" + text)
                    .contains("The help could not be loaded. Close it and open Help again to try once more.");
        } finally {
            parlour.stop();
        }
    }

    private static void labels(Actor a, StringBuilder sb) {
        if (a instanceof Label) sb.append(((Label) a).getText()).append('\n');
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) labels(c, sb);
    }
}
