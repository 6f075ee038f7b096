package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.store.Settings;

/**
 * The speed option (a page's data-speed, the command line's --speed) sets the animation speed for this run only: the
 * player's own setting stays as it was, and a speed the player then chooses wins.
 */
class SpeedOptionTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void aPagesSpeedHoldsForThisRunAndIsNotSaved() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "dots", "speed", "instant", "sound", "off"));
        assertEquals(
                0f, (float) parlour.onGameThread(() -> parlour.app().settings().animationFactor()));
        assertEquals(
                1,
                (int) parlour.onGameThread(
                        () -> new Settings(parlour.app().platform().store("parlour")).speedIndex()),
                "the player's saved speed (Normal) is unchanged");
        parlour.onGameThread(() -> parlour.app().settings().setSpeedIndex(2));
        assertEquals(0.45f, (float)
                parlour.onGameThread(() -> parlour.app().settings().animationFactor()));
    }
}
