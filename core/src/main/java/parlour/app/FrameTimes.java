package parlour.app;

import com.badlogic.gdx.Gdx;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Clock;
import parlour.platform.Platform;

/**
 * The frames' time: each frame's step on the platform's time source (a test's, stepped by hand, not libGDX's), and the
 * first frame, which the page hears of and after which the work held back for it (sounds, later code) starts.
 */
final class FrameTimes {
    private final Platform platform;
    /** {@link Clock#now()} when the program started, for the first-frame report. */
    private final double startedAt;

    private boolean firstFrameSeen;
    /** When the last frame began on the platform's time source; NaN before the first. */
    private double lastFrameAt = Double.NaN;

    private final List<Runnable> afterFirstFrame = new ArrayList<>();

    FrameTimes(Platform platform, double startedAt) {
        this.platform = platform;
        this.startedAt = startedAt;
    }

    /** A frame begins: the seconds since the last one began (0 for the first). */
    float step() {
        double now = platform.time().millis();
        float delta = Double.isNaN(lastFrameAt) ? 0 : (float) ((now - lastFrameAt) / 1000);
        lastFrameAt = now;
        return delta;
    }

    boolean firstFrameSeen() {
        return firstFrameSeen;
    }

    /**
     * The first frame was drawn, {@code now} being {@link Clock#now()} (read by the application, the one in the shell
     * that may): the page hears of it and what waited for it starts.
     */
    void firstDrawn(double now) {
        firstFrameSeen = true;
        platform.gameEvent("first frame after " + Math.round(now - startedAt) + " ms");
        for (Runnable r : afterFirstFrame) Gdx.app.postRunnable(r);
        afterFirstFrame.clear();
    }

    /** Runs {@code work} just after the first frame has been drawn (at once, on the next frame, if it has been). */
    void afterFirstFrame(Runnable work) {
        if (firstFrameSeen) Gdx.app.postRunnable(work);
        else afterFirstFrame.add(work);
    }
}
