package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue #45 item 10: on a phone-width host too short for the scores above the board (320x300 to 320x360), the panel
 * becomes a narrow column of chips and icons beside the board, the status below it, so that the board takes most of
 * the host (Nine Men's Morris had its points 16.9 px apart there, now about 24; the double tap zooms on to 36 px).
 */
class SmallHostTest {
    private static final Pattern BOARD =
            Pattern.compile("layout board \\S+ (?:\\d+x\\d+ )?\\S+ at (\\d+),(\\d+) step ([\\d.]+)");
    private static final Pattern CONTROL = Pattern.compile("layout control (.+) at (\\d+),(\\d+)");
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void ninePieceMorrisOnAPhoneWidthHostHasTheBoardMostOfTheWidthAndEveryControlBesideIt() throws Exception {
        assertLayout("morris9", 320, 300, 20, 4);
        assertLayout("morris9", 320, 360, 23, 4);
    }

    @Test
    void dotsOnASmallSquareHostHasPointsAFingerCanTellApart() throws Exception {
        assertLayout("dots", 320, 320, 28, 4);
    }

    /**
     * The game {@code game} on a touch screen of {@code width} x {@code height}: its places at least {@code step} px
     * apart, and at least {@code controls} controls, each inside the host and to the right of the board's last column.
     */
    private void assertLayout(String game, int width, int height, double step, int controls) throws Exception {
        if (parlour != null) parlour.stop();
        parlour = HeadlessParlour.touchOnly(
                HeadlessParlour.options("game", game, "p1", "human", "p2", "human", "sound", "off"));
        List<String> events = parlour.onGameThread(() -> {
            parlour.events.clear();
            parlour.app().resize(width, height);
            parlour.app().render();
            parlour.app().render();
            return new ArrayList<>(parlour.events);
        });
        String where = game + " at " + width + "x" + height + ": " + events;
        Matcher board = null;
        List<Matcher> shown = new ArrayList<>();
        for (String e : events) {
            Matcher b = BOARD.matcher(e), c = CONTROL.matcher(e);
            if (b.matches()) board = b;
            if (c.matches()) shown.add(c);
        }
        assertThat(board).as("no board laid out, " + where).isNotNull();
        double apart = Double.parseDouble(board.group(3));
        assertThat(apart).as("places apart, " + where).isGreaterThanOrEqualTo(step);
        assertThat(shown.size()).as("controls shown, " + where).isGreaterThanOrEqualTo(controls);
        double firstX = Double.parseDouble(board.group(1));
        for (Matcher c : shown) {
            int x = Integer.parseInt(c.group(2)), y = Integer.parseInt(c.group(3));
            assertThat(x).as(c.group(1) + " inside the host, " + where).isBetween(0, width);
            assertThat(y).as(c.group(1) + " inside the host, " + where).isBetween(0, height);
            assertThat((double) x)
                    .as(c.group(1) + " beside the board, not over it, " + where)
                    .isGreaterThan(firstX + 6 * apart);
        }
    }
}
