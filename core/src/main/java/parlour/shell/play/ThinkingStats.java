package parlour.shell.play;

import java.util.Arrays;
import parlour.platform.Platform;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.session.SeatDriver;
import parlour.ui.FrameStats;

/**
 * How smoothly the computer thought: the frames while it thought, its search slices and its time per move, each
 * decision said to the log, and the statistics told when the game is over.
 */
public final class ThinkingStats implements SeatDriver.Watcher, GameEvents.Listener {
    private final Platform platform;
    /** The app's recent frames, reported with the search's at the end of a game. */
    private final FrameStats recentFrames;

    final FrameStats thinkingFrames = new FrameStats(2000);
    /** How long each slice of the computer's search took, setting up included: its share of a frame. */
    final FrameStats searchSlices = new FrameStats(4000);
    /** Wall-clock time from the computer's first slice to its move, per decision. */
    final FrameStats thinkTimes = new FrameStats(400);

    public ThinkingStats(Platform platform, FrameStats recentFrames) {
        this.platform = platform;
        this.recentFrames = recentFrames;
    }

    public void clear() {
        thinkingFrames.clear();
        searchSlices.clear();
        thinkTimes.clear();
    }

    @Override
    public void thinkingFrame(double millis) {
        thinkingFrames.add(millis);
    }

    @Override
    public void slice(double millis) {
        searchSlices.add(millis);
    }

    @Override
    public void thought(String move, double millis, int slices, double longestSlice, String stats) {
        thinkTimes.add(millis);
        platform.gameEvent("computer thought " + round1(millis) + " ms in " + slices + " slices, the longest "
                + round1(longestSlice) + " ms" + (stats == null ? "" : ", " + stats));
    }

    @Override
    public void problem(String line) {
        platform.gameEvent(line);
    }

    /** At the game's end, its statistics: frames while thinking, search slices, think times and recent frames. */
    @Override
    public void heard(GameEvent e) {
        if (e.kind != GameEvent.Kind.OVER) return;
        report("frame stats", thinkingFrames.recent(), "while thinking");
        report("search stats", searchSlices.recent(), "per slice");
        report("search stats", thinkTimes.recent(), "per computer move");
        report("frame stats", recentFrames.recent(), "over the last frames");
    }

    /** Raises an event "WHAT: n=.. p50=.. p95=.. max=.. ms WHEN" for the page or the log (with at least 10 samples). */
    private void report(String what, double[] t, String when) {
        if (t.length < 10) return;
        Arrays.sort(t);
        platform.gameEvent(what + ": n=" + t.length + " p50=" + round1(t[t.length / 2]) + " p95="
                + round1(t[(int) (t.length * 0.95)]) + " max=" + round1(t[t.length - 1]) + " ms " + when);
    }

    public static String round1(double v) {
        return String.valueOf(Math.round(v * 10) / 10.0);
    }
}
