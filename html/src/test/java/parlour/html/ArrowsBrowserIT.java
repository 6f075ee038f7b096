package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Arrows in the web widget with a real mouse and keyboard: a click on the compass plays a direction, the strong
 * computer answers (its frame times are reported), and direction keys then Enter play the next one.
 */
class ArrowsBrowserIT extends SessionTest {
    /** Player 1 at (2,2) pointing east (next cell (3,2)), player 2 at (9,9) pointing west, on a 10x10 board. */
    private static final String BOARD = "10%2010%202%202%20E%209%209%20W";

    @Test
    void aClickOnTheCompassThenKeysPlayAgainstTheStrongComputer() {
        web.open("embed.html?game=arrows&board=" + BOARD + "&clock=1&p1=human&p2=ai:strong&sound=off");
        Widget w = web.widget;
        web.awaitState(Duration.ofSeconds(30), s -> "arrows".equals(s.game()), "the game arrows");
        double[] p = w.pointOf("4");
        assertThat(p)
                .as("parlour.pointOf(4) is on the compass: " + w.state().json())
                .isNotNull();
        w.clickCanvasAt(p[0], p[1]);
        w.restPointer();
        List<Double> whileThinking = new ArrayList<>();
        Widget.State s = Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Map.Entry<Widget.State, List<Double>> now = w.stateAndFrameTimes();
                    if (now.getKey().thinking()) whileThinking.addAll(now.getValue());
                    return now.getKey().moves().size() >= 2 && now.getKey().playerOnesTurn() ? now.getKey() : null;
                },
                () -> "the click did not play 4, or the computer did not answer: "
                        + w.state().json());
        assertEquals("4", s.moves().get(0), s.json());
        double worst = 0;
        for (double t : whileThinking) worst = Math.max(worst, t);
        System.out.println("[measure] web arrows: strong answered; longest recent frame while thinking "
                + Math.round(worst) + " ms (" + whileThinking.size() + " frame times sampled)");
        // the piece went on (3,3); D then Enter points it east at (4,3)
        w.type("d", Keys.ENTER);
        Widget.State k = Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    Widget.State now = w.state();
                    return now.moves().size() >= 4 && now.playerOnesTurn() || now.over() ? now : null;
                },
                () -> "D and Enter did not play east: " + w.state().json());
        assertEquals("2", k.moves().get(2), k.json());
    }
}
