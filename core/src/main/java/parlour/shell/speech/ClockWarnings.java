package parlour.shell.speech;

import static parlour.words.Tr.t;

import java.util.function.BiConsumer;
import parlour.match.Match;
import parlour.session.SeatNames;

/**
 * Low time told to a player who cannot see the clock: at 1 minute, 30 seconds and 10 seconds left for the person to
 * move, each once (politely, the last urgently), and again only after time was given back (an undo). Coming down
 * past several at once (a kept game resumed), the newest is told, with the seconds truly left.
 */
public final class ClockWarnings {
    /** The times left that are told, longest first, in milliseconds. */
    static final double[] AT = {60000, 30000, 10000};

    /** Hears each warning and whether it is urgent. */
    private final BiConsumer<String, Boolean> say;
    /** For each player, how many of {@link #AT} they have been told of. */
    private final int[] told = new int[3];
    /** For each player, the time left at the last check: more now means time was given back. */
    private final double[] last = {0, Double.MAX_VALUE, Double.MAX_VALUE};

    public ClockWarnings(BiConsumer<String, Boolean> say) {
        this.say = say;
    }

    /** After the clocks ran: tells the person to move of the newest time in {@link #AT} they have come down to. */
    public void check(Match<?> match) {
        if (!match.hasClocks() || !match.hereToMove()) return;
        int p = match.toMove();
        double left = match.clockLeft(p);
        if (left > last[p]) told[p] = 0;
        last[p] = left;
        int reached = 0;
        while (reached < AT.length && left <= AT[reached]) reached++;
        if (reached <= told[p]) return;
        told[p] = reached;
        say.accept(sentence(match, p, left), reached == AT.length);
    }

    /** "One minute left on your clock.", "30 seconds left on your clock.", or naming the player between people. */
    private static String sentence(Match<?> match, int p, double left) {
        int seconds = (int) Math.ceil(left / 1000);
        SeatNames names = new SeatNames(match);
        boolean you = names.isYou(p);
        if (seconds >= 60)
            return you ? t("One minute left on your clock.") : t("{0}: one minute left on the clock.", names.name(p));
        return you
                ? t("{0} {0|second|seconds} left on your clock.", seconds)
                : t("{0}: {1} {1|second|seconds} left on the clock.", names.name(p), seconds);
    }
}
