package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 48's third item on the real game screen: Gone's editor tools are among the controls the web page repeats for a
 * screen reader, and pressing the page's copy uses the tool; a brush's key says the brush; running rounds are said at
 * most once a second (and the last), stepping says every round.
 */
class GoneEditorByEarTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void theEditorsToolsAreOnThePageAndTheBrushKeysSpeak() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "8x8", "p2", "human"));
        List<String> controls = parlour.await(
                () -> new ArrayList<>(parlour.pageControls),
                l -> l.contains("Black (B)"),
                10_000,
                l -> "the page's controls lack the tools: " + l);
        assertThat(controls)
                .as("the page's copies of the controls")
                .contains("Black (B)", "White (W)", "Hole (X)", "Random (D)", "Clear (C)", "Fill (F)", "Go (G)");
        int n = parlour.said().size();
        parlour.key(Keys.B);
        parlour.key(Keys.W);
        parlour.key(Keys.X);
        List<String> said = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.size() >= n + 3,
                10_000,
                l -> "the brush keys said only " + l.subList(Math.min(n, l.size()), l.size()));
        assertEquals(List.of("Brush: Black.", "Brush: White.", "Brush: Hole."), said.subList(n, n + 3));
        parlour.key(Keys.SPACE);
        parlour.awaitMoves(2000, "h4,4");
        // the page's Fill presses the tool: the board is filled
        int fill = controls.indexOf("Fill (F)");
        parlour.onGameThread(() -> {
            parlour.pageControlsListener.press(fill);
            return null;
        });
        parlour.awaitMoves(2000, "h4,4", "fill");
    }

    @Test
    void runningRoundsAreSaidAtMostOnceASecondAndSteppingSaysEach() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "24x24", "p2", "human"));
        // a filled board with one white pebble in the middle: black turns white ring by ring, some 24 rounds
        parlour.key(Keys.F);
        parlour.key(Keys.W);
        parlour.key(Keys.SPACE);
        parlour.awaitMoves(2000, "fill", "w12,12");
        parlour.key(Keys.G);
        parlour.awaitState(now -> now.toMove() == 0, 2000);
        // a step at a time: each round said
        int n = parlour.said().size();
        parlour.key(Keys.N);
        parlour.key(Keys.N);
        List<String> stepped = parlour.await(
                () -> new ArrayList<>(parlour.said),
                l -> l.size() >= n + 2,
                10_000,
                l -> "stepping said only " + l.subList(Math.min(n, l.size()), l.size()));
        assertThat(stepped.subList(n, n + 2)).allMatch(s -> s.startsWith("Round "));
        // running at its first speed, 2 rounds a second, for ten seconds of the game's time
        int running = parlour.said().size();
        int roundsBefore = parlour.state().moves().size();
        parlour.key(Keys.P);
        parlour.advance(10_000);
        List<String> heard = parlour.said().subList(running, parlour.said().size());
        int rounds = parlour.state().moves().size() - roundsBefore;
        System.out.println("[measure] running Gone rounds: " + rounds + " rounds in 10 s said as " + heard.size()
                + " sentences: " + heard);
        assertThat(rounds).as("the rounds ran").isGreaterThanOrEqualTo(8);
        assertThat(heard.size())
                .as("at most one round a second said while running, and the end: " + heard)
                .isLessThanOrEqualTo(12)
                .isGreaterThanOrEqualTo(5);
    }
}
