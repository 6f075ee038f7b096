package parlour.shell.play;

import java.util.Arrays;
import java.util.Random;
import parlour.game.GameDef;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.Thinker;
import parlour.platform.Platform;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.ui.FrameStats;

/**
 * Gives the computer seat to move a few milliseconds of search per frame and plays its move when it is
 * ready, so that the animation never stalls (the browser has no threads). Keeps the timing statistics and
 * tells them when the game is over.
 */
public final class ComputerDriver<P> implements GameEvents.Listener {
    /** Milliseconds of search per frame: small enough that the animation never stalls. */
    static final double THINK_SLICE_MS = 5;
    /** How long a computer that is to move waits after the game screen appears. */
    public static final double OPENING_PAUSE_MS = 700;

    private final GameDef<P> def;
    private final Platform platform;
    /** The app's recent frames, reported with the search's at the end of a game. */
    private final FrameStats recentFrames;

    private final Random random = new Random();
    final FrameStats thinkingFrames = new FrameStats(2000);
    /** How long each slice of the computer's search took, setting up included: its share of a frame. */
    final FrameStats searchSlices = new FrameStats(4000);
    /** Wall-clock time from the computer's first slice to its move, per decision. */
    final FrameStats thinkTimes = new FrameStats(400);

    private Thinker thinker;
    private double startedAt;
    private int slices;
    private double longestSlice;
    private double readyAt;

    public ComputerDriver(GameDef<P> def, Platform platform, FrameStats recentFrames) {
        this.def = def;
        this.platform = platform;
        this.recentFrames = recentFrames;
    }

    /** Drops the search in progress (the position changed). */
    public void cancel() {
        thinker = null;
    }

    public boolean isThinking() {
        return thinker != null;
    }

    /** The computer waits at least until {@code millis} on {@link Clock#now()} before its next slice. */
    public void waitUntil(double millis) {
        readyAt = Math.max(readyAt, millis);
    }

    public void waitFor(double millis) {
        readyAt = Clock.now() + millis;
    }

    void clearStats() {
        thinkingFrames.clear();
        searchSlices.clear();
        thinkTimes.clear();
    }

    /** One frame's slice for the computer seat to move, if one is; {@code blocked} while a dialog is open or the board animates. */
    public void drive(Match<P> match, boolean dialogOpen, boolean animating, float delta) {
        if (thinker != null) thinkingFrames.add(delta * 1000.0);
        if (!match.computerToMove() || dialogOpen) {
            thinker = null;
            return;
        }
        if (animating || Clock.now() < readyAt) return;
        double sliceStart = Clock.now();
        if (thinker == null) {
            // setting up takes a frame of its own: a slice of search on top of it could overrun the frame
            double budget = def.players().thinkMillis(match.seatToMove().level());
            if (match.hasClocks()) budget = Math.min(budget, match.clockLeft(match.toMove()) / 20);
            thinker = def.players().computer(match.seatToMove().level(), match.position(), random, budget);
            startedAt = sliceStart;
            slices = 0;
            longestSlice = Clock.now() - sliceStart;
            searchSlices.add(longestSlice);
            return;
        }
        boolean ready = thinker.think(THINK_SLICE_MS);
        double sliceEnd = Clock.now();
        searchSlices.add(sliceEnd - sliceStart);
        slices++;
        longestSlice = Math.max(longestSlice, sliceEnd - sliceStart);
        if (ready) {
            String move = thinker.move(), stats = thinker.stats();
            thinker = null;
            thinkTimes.add(sliceEnd - startedAt);
            platform.gameEvent("computer thought " + round1(sliceEnd - startedAt) + " ms in " + slices
                    + " slices, the longest " + round1(longestSlice) + " ms" + (stats == null ? "" : ", " + stats));
            String reason = match.play(move);
            if (reason != null) platform.gameEvent("error: the computer chose an illegal move " + move + ": " + reason);
        }
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

    static String round1(double v) {
        return String.valueOf(Math.round(v * 10) / 10.0);
    }
}
