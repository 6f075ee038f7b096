package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A board that nobody touches and nothing moves on is drawn four times a second, not sixty; anything that moves, and a
 * second after it, is drawn at every frame; a program that stops its frames while still draws each one it gets.
 */
class FramePacerTest {
    private static final float FRAME = 1 / 60f;

    /** A program whose frames come whether drawn or not (the browser's), or not ({@code framesKeepComing} false). */
    private static final class Program implements UiContext {
        final boolean framesKeepComing;
        final List<Boolean> told = new ArrayList<>();

        Program(boolean framesKeepComing) {
            this.framesKeepComing = framesKeepComing;
        }

        @Override
        public boolean still(boolean still) {
            told.add(still);
            return framesKeepComing;
        }

        @Override
        public Skin skin() {
            return null;
        }

        @Override
        public Theme theme() {
            return null;
        }

        @Override
        public Assets assets() {
            return null;
        }

        @Override
        public float pixelsPerUnit() {
            return 1;
        }
    }

    /** How many of {@code frames} frames are drawn, with something moving in them or not. */
    private static int drawn(FramePacer pacer, int frames, boolean moving) {
        int n = 0;
        for (int i = 0; i < frames; i++) if (pacer.draws(FRAME, moving)) n++;
        return n;
    }

    @Test
    void aStillBoardIsDrawnFourTimesASecondAfterASecondOfEveryFrame() {
        Program browser = new Program(true);
        FramePacer pacer = new FramePacer(browser);
        assertThat(drawn(pacer, 60, false)).as("the first second: every frame").isEqualTo(60);
        assertThat(drawn(pacer, 120, false)).as("two still seconds").isBetween(8, 9);
        assertThat(browser.told).as("the program is told once").containsExactly(true);
    }

    @Test
    void aMovingBoardIsDrawnEveryFrameAndForASecondAfter() {
        Program browser = new Program(true);
        FramePacer pacer = new FramePacer(browser);
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 90, true)).as("an animation").isEqualTo(90);
        assertThat(drawn(pacer, 60, false)).as("the second after it").isEqualTo(60);
        assertThat(drawn(pacer, 60, false)).as("still again").isBetween(4, 5);
        assertThat(browser.told).containsExactly(true, false, true);
    }

    @Test
    void aKeyOrAClickBringsEveryFrameBackAtOnce() {
        FramePacer pacer = new FramePacer(new Program(true));
        drawn(pacer, 120, false);
        pacer.stir();
        assertThat(drawn(pacer, 30, false)).as("the frames after a key").isEqualTo(30);
    }

    @Test
    void aProgramThatStopsItsFramesWhileStillDrawsEachFrameItGets() {
        Program desktop = new Program(false);
        FramePacer pacer = new FramePacer(desktop);
        assertThat(drawn(pacer, 180, false)).isEqualTo(180);
        assertThat(desktop.told).as("told to slow its frames").containsExactly(true);
    }
}
