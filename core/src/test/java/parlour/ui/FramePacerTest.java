package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In the browser, a board that nobody touches and nothing moves on is drawn once a second, not sixty times; a change
 * nobody announced (a clock's second, a text) within a quarter of a second; anything that moves, and a second after it,
 * at every frame. A program that stops its frames while still (the desktop) draws each one it gets.
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

    /** What the screen looks like: changed by the test. */
    private int look;

    /** How many of {@code frames} frames are drawn, with something moving in them or not. */
    private int drawn(FramePacer pacer, int frames, boolean moving) {
        int n = 0;
        for (int i = 0; i < frames; i++) if (pacer.draws(FRAME, moving, () -> look)) n++;
        return n;
    }

    @Test
    void aStillBoardThatLooksTheSameIsDrawnOnceASecondAfterASecondOfEveryFrame() {
        Program browser = new Program(true);
        FramePacer pacer = new FramePacer(browser);
        assertThat(drawn(pacer, 60, false)).as("the first second: every frame").isEqualTo(60);
        assertThat(drawn(pacer, 240, false)).as("four still seconds").isBetween(4, 5);
        assertThat(browser.told).as("the program is told once").containsExactly(true);
    }

    @Test
    void aChangeNobodyAnnouncedIsDrawnWithinAQuarterOfASecond() {
        FramePacer pacer = new FramePacer(new Program(true));
        drawn(pacer, 150, false);
        for (int second = 0; second < 3; second++) {
            look++; // a clock shows its next second
            int waited = 0;
            while (!pacer.draws(FRAME, false, () -> look)) waited++;
            assertThat(waited).as("frames before the change is drawn").isLessThanOrEqualTo(15);
            assertThat(drawn(pacer, 30, false)).as("nothing more changed").isZero();
        }
    }

    @Test
    void aMovingBoardIsDrawnEveryFrameAndForASecondAfter() {
        Program browser = new Program(true);
        FramePacer pacer = new FramePacer(browser);
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 90, true)).as("an animation").isEqualTo(90);
        assertThat(drawn(pacer, 60, false)).as("the second after it").isEqualTo(60);
        assertThat(drawn(pacer, 120, false)).as("two still seconds again").isBetween(2, 3);
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
