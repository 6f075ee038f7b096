package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 48, item 10: the web page's copy of a menu's option row is adjustable. Its value, asked for by the copy (an
 * arrow key, Home or End on it), is the drawn row's at once, and the page's copies show it at once, the row still at
 * its place among them; pressed, the copy steps the value on as before.
 */
class AdjustableCopyTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void theCopyOfAnOptionRowSetsItsValueAndShowsItAtOnce() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human"));
        parlour.key(Keys.ESCAPE);
        // Dots' options unfolded by the copy of its Options
        List<String> folded = parlour.await(
                () -> new ArrayList<>(parlour.pageControls),
                l -> l.contains("Options for Dots and Boxes, folded"),
                10_000,
                l -> "the menu's copies lack Dots' Options: " + l);
        parlour.onGameThread(() -> {
            parlour.pageControlsListener.press(folded.indexOf("Options for Dots and Boxes, folded"));
            return null;
        });
        List<String> controls = parlour.await(
                () -> new ArrayList<>(parlour.pageControls),
                l -> l.contains("Player 2: Human"),
                10_000,
                l -> "the menu's copies lack Dots' Player 2: " + l);
        int row = controls.indexOf("Player 2: Human");
        List<String> after = parlour.onGameThread(() -> {
            List<String> seen = new ArrayList<>();
            parlour.pageControlsListener.adjust(row, 1);
            seen.add(parlour.pageControls.get(row));
            parlour.pageControlsListener.adjust(row, 0);
            seen.add(parlour.pageControls.get(row));
            parlour.pageControlsListener.press(row);
            seen.add(parlour.pageControls.get(row));
            parlour.pageControlsListener.adjust(row, 0);
            seen.add(parlour.pageControls.get(row));
            return seen;
        });
        assertEquals(
                List.of("Player 2: Computer (easy)", "Player 2: Human", "Player 2: Computer (easy)", "Player 2: Human"),
                after);
    }
}
