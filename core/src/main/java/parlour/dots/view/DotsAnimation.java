package parlour.dots.view;

import java.util.Arrays;
import parlour.dots.DotsPosition;

/** How far along each new line and box of a Dots board is in appearing, and which lines the last turn drew. */
final class DotsAnimation {
    /** Seconds since each line's animation started; negative means not animating. */
    private float[] lineAge;
    /** Seconds since each box's animation started; -1 means not animating, other negatives wait for their line. */
    private float[] boxAge;

    private final boolean[] lastTurn;
    private float lineTime = 0.18f;
    private float boxTime = 0.3f;

    DotsAnimation(int lineCount) {
        lastTurn = new boolean[lineCount];
    }

    /** Forgets every animation and sizes them for a board of a new size. */
    void resize(DotsPosition board) {
        lineAge = new float[board.lineCount()];
        boxAge = new float[board.boxCount()];
        stop();
    }

    /**
     * Starts the animation of a line just played and of the boxes it closed, its length scaled by {@code speed}, and
     * marks it as part of the last turn.
     */
    void start(DotsPosition after, int line, boolean newTurn, float speed) {
        lineTime = 0.18f * speed;
        boxTime = 0.3f * speed;
        if (newTurn) Arrays.fill(lastTurn, false);
        lastTurn[line] = true;
        lineAge[line] = 0;
        for (int b : after.boxesOf(line)) {
            if (after.boxOwner(b % after.cols(), b / after.cols()) != 0) boxAge[b] = -lineTime;
        }
    }

    /** Ends every animation at once. */
    void stop() {
        Arrays.fill(lineAge, -1);
        Arrays.fill(boxAge, -1);
    }

    /** Ends every animation and forgets the last turn. */
    void clear() {
        stop();
        Arrays.fill(lastTurn, false);
    }

    boolean isAnimating() {
        for (float a : lineAge) if (a >= 0) return true;
        for (float a : boxAge) if (a > -100 && a != -1) return true;
        return false;
    }

    void act(float delta) {
        for (int i = 0; i < lineAge.length; i++) {
            if (lineAge[i] >= 0) {
                lineAge[i] += delta;
                if (lineAge[i] >= lineTime) lineAge[i] = -1;
            }
        }
        for (int i = 0; i < boxAge.length; i++) {
            if (boxAge[i] != -1) {
                boxAge[i] += delta;
                if (boxAge[i] >= boxTime) boxAge[i] = -1;
            }
        }
    }

    /** How much of a line is drawn: from 0 when it is played to 1 and on when its animation is over. */
    float lineProgress(int line) {
        return lineAge[line] < 0 ? 1 : lineAge[line] / Math.max(lineTime, 1e-4f);
    }

    /** How far a box is filled in: 0 while its line is still drawing, 1 and on when its animation is over. */
    float boxProgress(int box) {
        return boxAge[box] == -1 ? 1 : boxAge[box] < 0 ? 0 : boxAge[box] / Math.max(boxTime, 1e-4f);
    }

    boolean inLastTurn(int line) {
        return lastTurn[line];
    }
}
