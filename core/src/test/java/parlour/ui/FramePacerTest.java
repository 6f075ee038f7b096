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
 * the frame it comes; every frame while something moves, and for a second after a key or a click (a
 * quarter of a second once looks are compared, then each frame that looks new). A program that stops its frames while
 * still (the desktop) draws each one it gets.
 */
class FramePacerTest {
    private static final float FRAME = 1 / 60f;

    /** A program whose frames come whether drawn or not (the browser's), or not ({@code framesKeepComing} false). */
    private static final class Program implements UiContext {
        final boolean framesKeepComing;
        final List<Boolean> told = new ArrayList<>();
        /** What each frame told of the screen's idleness, null until told. */
        Boolean idle;

        Program(boolean framesKeepComing) {
            this.framesKeepComing = framesKeepComing;
        }

        @Override
        public boolean still(boolean still) {
            told.add(still);
            return framesKeepComing;
        }

        @Override
        public void idle(boolean idle) {
            this.idle = idle;
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

    /** Whether the screen's text field has the keys: its look then turns with the blink of its cursor. */
    private boolean blinking;

    /** The looks of the screens are compared from now on, as once their code has come. */
    private void looksCompared() {
        looksCompared(0);
    }

    /** As {@link #looksCompared()}, with at least {@code gap} seconds between two pictures (a browser drawing in software). */
    private void looksCompared(float gap) {
        FramePacer.useLooks(new FramePacer.Looks() {
            @Override
            public FramePacer.Looks forScreen(FramePacer pacer) {
                return new StillPacing(millis -> blinking ? look + millis / 340 : look, pacer, gap);
            }

            @Override
            public boolean draws(float delta, boolean still) {
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
     * A board in the browser that nobody touches: {@code first} frames of its first second drawn, then {@code least} to
     * {@code most} in four still seconds; the program is told once that it is still, after it was told that the screen
     * moves as it was shown.
     */
    private static void assertStillBoardDrawn(int first, int least, int most) {
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        assertThat(drawn(pacer, 60, false)).as("the first second").isEqualTo(first);
        assertThat(drawn(pacer, 240, false)).as("four still seconds").isBetween(least, most);
        assertThat(browser.told).as("the program is told once that it is still").containsExactly(false, true);
    }

    @Test
    void beforeTheLooksAreComparedAStillBoardIsDrawnFourTimesASecondAfterASecondOfEveryFrame() {
        assertStillBoardDrawn(60, 15, 17);
    }

    @Test
    void aStillBoardThatLooksTheSameIsDrawnOnceASecondAfterAQuarterOfASecondOfEveryFrame() {
        looksCompared();
        assertStillBoardDrawn(15, 3, 5);
    }

    @Test
    void aChangeNobodyAnnouncedIsDrawnTheFrameItComes() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 150, false);
        for (int second = 0; second < 3; second++) {
            look++; // a clock shows its next second
            assertThat(pacer.draws(FRAME, false, false))
                    .as("the frame it changes")
                    .isTrue();
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
    void aKeyWhileTheBoardMovesIsDrawnWithItsFramesAndAKeyAfterItGetsAQuarterOfASecond() {
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
        assertThat(drawn(pacer, 15, false))
                .as("the quarter second after the key")
                .isEqualTo(15);
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
    void aKeyOrAClickIsDrawnEveryFrameForAQuarterOfASecondAndThenOnlyWhatLooksNew() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        pacer.stir();
        assertThat(drawn(pacer, 15, false)).as("the quarter second after a key").isEqualTo(15);
        assertThat(drawn(pacer, 45, false))
                .as("the rest of the second, looking the same")
                .isZero();
        assertThat(drawn(pacer, 60, false))
                .as("the next second, looking the same")
                .isBetween(0, 1);
    }

    @Test
    void inTheSecondAfterAKeyWhatLooksNewIsDrawnTheFrameItComesAndSoIsAMovement() {
        looksCompared();
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        pacer.stir();
        drawn(pacer, 20, false);
        look++; // a dialog's text comes, a moment after the key that asked for it
        assertThat(drawn(pacer, 1, false)).as("the frame its look changes").isEqualTo(1);
        assertThat(drawn(pacer, 10, false)).as("nothing more changed").isZero();
        assertThat(drawn(pacer, 20, true))
                .as("an animation the key started late")
                .isEqualTo(20);
    }

    @Test
    void aTextFieldsBlinkingCursorIsDrawnAsItTurnsNotEveryFrame() {
        looksCompared();
        blinking = true;
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        pacer.stir(); // a letter typed
        assertThat(drawn(pacer, 15, false)).as("the quarter second after it").isEqualTo(15);
        assertThat(drawn(pacer, 45, false))
                .as("the rest of the second: the blink's turns")
                .isBetween(2, 3);
        assertThat(drawn(pacer, 180, false)).as("three still seconds").isBetween(8, 9);
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
    void theBrowserMaySlowTheFramesOfAStillScreenWithNothingToDoAndOfNoOtherScreen() {
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        drawn(pacer, 30, false);
        assertThat(browser.idle).as("the second after the screen was shown").isFalse();
        drawn(pacer, 60, false);
        assertThat(browser.idle).as("still, nothing to do").isTrue();
        drawnBusy(pacer, 1);
        assertThat(browser.idle)
                .as("the computer thinks (or a clock runs, a hint is worked out)")
                .isFalse();
        drawnBusy(pacer, 120);
        assertThat(browser.idle).as("still, the computer thinking on").isFalse();
        drawn(pacer, 1, false);
        assertThat(browser.idle).as("the computer's search over").isTrue();
        pacer.working = true;
        drawn(pacer, 1, false);
        assertThat(browser.idle)
                .as("a hint or the analysis worked out in the frames")
                .isFalse();
        pacer.working = false;
        drawn(pacer, 1, false);
        assertThat(browser.idle).as("the hint found").isTrue();
        drawn(pacer, 1, true);
        assertThat(browser.idle).as("its move animated").isFalse();
        drawn(pacer, 120, false);
        assertThat(browser.idle).as("still again").isTrue();
        pacer.stir();
        assertThat(browser.idle)
                .as("a key or a call from the page, before the next frame")
                .isFalse();
        Program desktop = new Program(false);
        FramePacer own = shown(desktop);
        drawn(own, 120, false);
        assertThat(desktop.idle)
                .as("a program that stops its frames while still is not told")
                .isNull();
    }

    @Test
    void whileTheComputerThinksInTheBrowserOnlyWhatLooksNewIsDrawnAndAClocksSecondTheFrameItComes() {
        looksCompared();
        Program browser = new Program(true);
        FramePacer pacer = shown(browser);
        assertThat(drawnBusy(pacer, 60))
                .as("the first second: its first quarter")
                .isEqualTo(15);
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
    void whereTheBrowserDrawsInSoftwareAMovingBoardIsDrawnThirtyTimesASecondAndWhatLooksNewStillComesAtOnce() {
        looksCompared(StillPacing.SOFTWARE_GAP);
        FramePacer pacer = shown(new Program(true));
        drawn(pacer, 120, false);
        assertThat(drawn(pacer, 60, true)).as("a second of animation").isEqualTo(30);
        assertThat(drawn(pacer, 2, false)).as("its end, in the next two frames").isEqualTo(1);
        drawn(pacer, 120, false);
        look++; // a clock's next second, after two still seconds
        assertThat(pacer.draws(FRAME, false, false)).as("the frame it changes").isTrue();
        look++; // a text that comes in the very next frame waits a frame for its picture, and is not lost
        assertThat(pacer.draws(FRAME, false, false)).as("the next frame").isFalse();
        assertThat(pacer.draws(FRAME, false, false)).as("the frame after it").isTrue();
        assertThat(drawn(pacer, 30, false)).as("nothing more changed").isZero();
        pacer.stir(); // a key
        assertThat(drawn(pacer, 1, false)).as("the frame after the key").isEqualTo(1);
        assertThat(drawn(pacer, 14, false))
                .as("the rest of the quarter second after it")
                .isEqualTo(7);
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
