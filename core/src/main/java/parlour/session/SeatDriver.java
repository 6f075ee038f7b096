package parlour.session;

import static parlour.words.Tr.t;

import java.util.Random;
import java.util.function.DoubleSupplier;
import parlour.game.GameDef;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MoveChannel;
import parlour.match.Seat;
import parlour.match.Thinker;

/**
 * Asks the seat to move whose turn it is, one frame at a time: the computer thinks a few milliseconds a frame and
 * plays its move when it is ready, so that the animation never stalls (the browser has no threads); someone
 * elsewhere answers through their channel, a move out of turn or against the rules sent back with the reason; a
 * person at this screen moves on the board ({@link Match#hereToMove}), so the driver only waits for them.
 */
public final class SeatDriver<P> {
    /** Milliseconds of search per frame: small enough that the animation never stalls. */
    public static final double THINK_SLICE_MS = 5;
    /** How long a computer that is to move waits after the game screen appears. */
    public static final double OPENING_PAUSE_MS = 700;

    /** Hears how the computer's thinking went: for the timing statistics and the log. */
    public interface Watcher {
        /** A frame of {@code millis} passed while the computer was thinking. */
        void thinkingFrame(double millis);

        /** A slice of search took {@code millis}, setting up included: its share of a frame. */
        void slice(double millis);

        /** The computer chose {@code move} after {@code millis} in {@code slices} slices; {@code stats} or null. */
        void thought(String move, double millis, int slices, double longestSlice, String stats);

        /** Something went wrong that only the log should tell (the computer chose an illegal move). */
        void problem(String line);
    }

    private final GameDef<P> def;
    private final Watcher watcher;
    /** The game's time, which paces the seats (search slices are timed on {@link Clock#now()}, real work). */
    private final DoubleSupplier time;

    private final Random random = new Random();
    /** Per player, the channel that brings the moves of someone elsewhere in that seat; null for none. */
    private final MoveChannel[] channels = new MoveChannel[3];

    private Thinker thinker;
    private double startedAt;
    private int slices;
    private double longestSlice;
    private double readyAt;

    public SeatDriver(GameDef<P> def, Watcher watcher, DoubleSupplier time) {
        this.def = def;
        this.watcher = watcher;
        this.time = time;
    }

    /** The moves of someone elsewhere in seat {@code player} come through {@code channel} (null: none). */
    public void connect(int player, MoveChannel channel) {
        channels[player] = channel;
    }

    /** Drops the search in progress (the position changed). */
    public void cancel() {
        thinker = null;
    }

    public boolean isThinking() {
        return thinker != null;
    }

    /** Whether the screen shows that the computer thinks: it is to move, or its search is still under way. */
    public boolean showsThinking(Match<P> match) {
        return thinker != null || computerToMove(match);
    }

    /** The seat to move waits at least until {@code millis} on the game's time before it is asked again. */
    public void waitUntil(double millis) {
        readyAt = Math.max(readyAt, millis);
    }

    public void waitFor(double millis) {
        readyAt = time.getAsDouble() + millis;
    }

    /**
     * One frame: asks the seat to move for its move, unless the game is {@code waiting} (a dialog, an earlier move
     * shown) or the board still {@code animating}; a frame of {@code delta} seconds.
     */
    public void drive(Match<P> match, boolean waiting, boolean animating, float delta) {
        if (thinker != null) watcher.thinkingFrame(delta * 1000.0);
        boolean computer = computerToMove(match);
        if (!computer || waiting) thinker = null;
        if (waiting || animating || time.getAsDouble() < readyAt) return;
        if (answerChannels(match) || !computer) return;
        think(match);
    }

    private static boolean computerToMove(Match<?> match) {
        return !match.isOver() && match.toMove() != 0 && match.seatToMove().kind() == Seat.Kind.COMPUTER;
    }

    /**
     * Takes one move that came in through a channel, if any did, and plays or refuses it; true if one came. A channel
     * that brings the moves of both seats elsewhere plays for the one to move.
     */
    private boolean answerChannels(Match<P> match) {
        for (int p = 1; p <= 2; p++) {
            if (channels[p] == null || match.seat(p).kind() != Seat.Kind.ELSEWHERE) continue;
            if (channels[p] == channels[3 - p]
                    && match.toMove() == 3 - p
                    && match.seat(3 - p).kind() == Seat.Kind.ELSEWHERE) continue;
            String move = channels[p].take();
            if (move == null) continue;
            String reason = playFor(match, p, move);
            if (reason != null) channels[p].refused(move, reason);
            else channels[p].played(move);
            return true;
        }
        return false;
    }

    /** Plays {@code move} for seat {@code p}, read as the game writes its moves; null if played, else why not. */
    private String playFor(Match<P> match, int p, String move) {
        if (match.isOver()) return t("The game is over: no more moves are taken.");
        if (match.toMove() != p) return t("It is not your turn.");
        try {
            return match.play(def.notation().canonical(match.position(), move.trim()));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** One slice of the computer's search, and its move once the search is done. */
    private void think(Match<P> match) {
        double sliceStart = Clock.now();
        if (thinker == null) {
            // setting up takes a frame of its own: a slice of search on top of it could overrun the frame
            double budget = def.players().thinkMillis(match.seatToMove().level());
            if (match.hasClocks()) budget = Math.min(budget, match.clockLeft(match.toMove()) / 20);
            thinker = def.players().computer(match.seatToMove().level(), match.position(), random, budget);
            startedAt = sliceStart;
            slices = 0;
            longestSlice = Clock.now() - sliceStart;
            watcher.slice(longestSlice);
            return;
        }
        boolean ready = thinker.think(THINK_SLICE_MS);
        double sliceEnd = Clock.now();
        watcher.slice(sliceEnd - sliceStart);
        slices++;
        longestSlice = Math.max(longestSlice, sliceEnd - sliceStart);
        if (ready) {
            String move = thinker.move(), stats = thinker.stats();
            thinker = null;
            watcher.thought(move, sliceEnd - startedAt, slices, longestSlice, stats);
            String reason = match.play(move);
            if (reason != null) watcher.problem("error: the computer chose an illegal move " + move + ": " + reason);
        }
    }
}
