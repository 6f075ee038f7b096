package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * In the browser, a board that nobody touches and nothing moves on is drawn a few times a second, not sixty; once the
 * code that compares looks has come, once a second, with a change nobody announced (a clock's second, a text) drawn
 * within a quarter of a second; every frame while something moves and for a second after it, or after a key or a
 * click. A program that stops its frames while still (the desktop) draws each one it gets.
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

    /** The looks of the screens are compared from now on, as once their code has come. */
    private void looksCompared() {
        FramePacer.useLooks(new FramePacer.Looks() {
            @Override
            public FramePacer.Looks forScreen(BaseScreen screen) {
                return new StillPacing(() -> look);
            }

            @Override
            public boolean draws(float delta, boolean still, boolean busy) {
                throw new AssertionError("only the judges made for screens judge frames");
            }
        });
    }

    /** The judges back as the app starts with them: four frames a second while still. */
    @AfterEach
    void looksNotCompared() {
        FramePacer.useLooks(new FramePacer.QuarterSeconds());
    }

    /** A pacer for a screen of {@code program}'s, shown. */
    private static FramePacer shown(Program program) {
        FramePacer pacer = new FramePacer(program, null);
        pacer.stir();
        return pacer;
    }

    /** How many of {@code frames} frames are drawn, with something moving in them or not. */
    private static int drawn(FramePacer pacer, int frames, boolean moving) {
        int n = 0;
        for (int i = 0; i < frames; i++) if (pacer.draws(FRAME, moving, false)) n++;
        return n;
    }

    /** How many of {@code frames} frames are drawn while the computer thinks (or a clock runs) and nothing moves. */
    private static int drawnBusy(FramePacer pacer, int frames) {
        int n = 0;
        for (int i = 0; i < frames; i++) if (pacer.draws(FRAME, false, true)) n++;
        return n;
    }

    /**
     * A board in the browser that nobody touches: every frame of its first second drawn, then {@code least} to {@code
     * most} in four still seconds; the program is told once that it is still, after it was told that the screen moves as it was shown.
     */
    private static void assertStillBoardDrawn(int least, int most) {
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        assertThat(drawn(pacer, 60, false)).as("the first second: every frame").isEqualTo(60);
        assertThat(drawn(pacer, 240, false)).as("four still seconds").isBetween(least, most);
        assertThat(browser.told).as("the program is told once that it is still").containsExactly(false, true);
    }

    @Test
    void beforeTheLooksAreComparedAStillBoardIsDrawnFourTimesASecond() {
        assertStillBoardDrawn(15, 17);
    }

    @Test
    void aStillBoardThatLooksTheSameIsDrawnOnceASecondAfterASecondOfEveryFrame() {
        looksCompared();
        assertStillBoardDrawn(4, 5);
    }

    @Test
    void aChangeNobodyAnnouncedIsDrawnWithinAQuarterOfASecond() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 150, false);
        for (int second = 0; second < 3; second++) {
            look++; // a clock shows its next second
            int waited = 0;
            while (!pacer.draws(FRAME, false, false)) waited++;
            assertThat(waited).as("frames before the change is drawn").isLessThanOrEqualTo(15);
            assertThat(drawn(pacer, 30, false)).as("nothing more changed").isZero();
        }
    }

    @Test
    void aMovingBoardIsDrawnEveryFrameAndThenOnlyWhatLooksNew() {
        looksCompared();
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 90, true)).as("an animation").isEqualTo(90);
        assertThat(drawn(pacer, 1, false)).as("its end").isEqualTo(1);
        assertThat(drawn(pacer, 59, false))
                .as("the rest of the second after it")
                .isZero();
        assertThat(drawn(pacer, 120, false)).as("two still seconds again").isBetween(2, 3);
        assertThat(browser.told).containsExactly(false, true, false, true);
    }

    @Test
    void aKeyWhileTheBoardMovesIsDrawnWithItsFramesButAKeyAfterItGetsASecondWhole() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 45, true)).as("an animation").isEqualTo(45);
        pacer.stir(); // a key while it moves
        assertThat(drawn(pacer, 45, true)).as("the rest of the animation").isEqualTo(45);
        assertThat(drawn(pacer, 1, false)).as("its end").isEqualTo(1);
        assertThat(drawn(pacer, 59, false))
                .as("the rest of the second after it")
                .isZero();
        pacer.stir(); // a key after it
        assertThat(drawn(pacer, 60, false)).as("the second after the key").isEqualTo(60);
    }

    @Test
    void aProgramThatStopsItsFramesWhileStillDrawsTheSecondAfterAMovement() {
        looksCompared();
        Program desktop = new Program(false);
        FramePacer pacer = shown(desktop);
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 30, true)).as("an animation").isEqualTo(30);
        assertThat(drawn(pacer, 60, false)).as("the second after it").isEqualTo(60);
        assertThat(drawn(pacer, 60, false)).as("still again").isEqualTo(60);
        assertThat(desktop.told).containsExactly(false, true, false, true);
    }

    @Test
    void aKeyOrAClickIsDrawnEveryFrameForASecondAndThenOnlyWhatLooksNew() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        pacer.stir();
        assertThat(drawn(pacer, 60, false)).as("the second after a key").isEqualTo(60);
        assertThat(drawn(pacer, 60, false))
                .as("the next second, looking the same")
                .isBetween(1, 2);
    }

    @Test
    void aProgramThatStopsItsFramesWhileStillDrawsEachFrameItGets() {
        looksCompared();
        Program desktop = new Program(false);
        FramePacer pacer = shown(desktop);
        assertThat(drawn(pacer, 180, false)).isEqualTo(180);
        assertThat(desktop.told).as("told to slow its frames").containsExactly(false, true);
    }

    @Test
    void whileTheComputerThinksInTheBrowserOnlyWhatLooksNewIsDrawnAndAClocksSecondTheFrameItComes() {
        looksCompared();
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        assertThat(drawnBusy(pacer, 60)).as("the first second: every frame").isEqualTo(60);
        assertThat(drawnBusy(pacer, 240))
                .as("four seconds of thinking, nothing new shown")
                .isBetween(4, 5);
        for (int second = 0; second < 3; second++) {
            look++; // the clock shows its next second
            assertThat(pacer.draws(FRAME, false, true))
                    .as("the frame the clock's second comes")
                    .isTrue();
            assertThat(drawnBusy(pacer, 30)).as("nothing more changed").isZero();
        }
        assertThat(drawn(pacer, 30, true)).as("the computer's move animated").isEqualTo(30);
        assertThat(browser.told).containsExactly(false, true, false);
    }

    @Test
    void aProgramThatStopsItsFramesWhileStillKeepsThemWhileTheComputerThinks() {
        looksCompared();
        Program desktop = new Program(false);
        FramePacer pacer = shown(desktop);
        assertThat(drawnBusy(pacer, 300)).as("five seconds of thinking").isEqualTo(300);
        assertThat(desktop.told).as("never told to slow its frames").containsExactly(false);
    }
}
