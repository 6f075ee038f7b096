package parlour.game;

import static parlour.words.Tr.t;

import java.util.Date;
import java.util.Map;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.words.Tr;

/**
 * A correspondence game's clock: days per move (the {@code clock} option's {@code 3d}), and the date by which the side
 * to move is to play, set when a link is made after the other side's move and carried in the link, so that both sides
 * see the same date. A move after it is still taken: each side is told that the time ran out, and that the other may
 * claim the game.
 */
public final class FriendClock {
    /** The tag of the days each move may take ("3"); none in a game with no correspondence clock. */
    public static final String DAYS = "MoveDays";
    /** The tag of the deadline: the number of moves it follows, a colon, the time in milliseconds since 1970. */
    public static final String DUE = "MoveBy";

    private static final double DAY = 24 * 3600 * 1000.0;

    private FriendClock() {}

    /** The days each move of {@code m} may take, or 0 when it has no correspondence clock. */
    public static int days(Match<?> m) {
        String d = m.tags().get(DAYS);
        try {
            return d == null ? 0 : Math.max(0, Integer.parseInt(d.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * The side to move in {@code m} is given its days from {@code now}, unless its deadline is set already (the link
     * for this position was made before, or came with it): the first link after a move starts the time.
     */
    public static void start(Match<?> m, double now) {
        if (days(m) > 0 && !m.isOver() && due(m) == 0)
            m.tags().put(DUE, m.moveCount() + ":" + (long) (now + days(m) * DAY));
    }

    /** When the move due in {@code m}'s position is to be played by (milliseconds since 1970), or 0 when not set. */
    public static double due(Match<?> m) {
        String d = m.tags().get(DUE);
        int colon = d == null ? -1 : d.indexOf(':');
        if (colon < 0 || !d.substring(0, colon).equals(String.valueOf(m.moveCount()))) return 0;
        try {
            return Long.parseLong(d.substring(colon + 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Copies the clock's tags between a match's tags and a save's (a link's, the game kept). */
    public static void copy(Map<String, String> from, Map<String, String> to) {
        for (String k : new String[] {DAYS, DUE}) if (from.get(k) != null) to.put(k, from.get(k));
    }

    /**
     * What the status line and the turn's words add in a game with a deadline, at {@code now}: "Move by 5 Dec 15:04.",
     * "Your friend moves by 5 Dec 15:04.", or that the time ran out; null when there is no deadline.
     */
    public static String words(Match<?> m, double now) {
        double due = m.isOver() ? 0 : due(m);
        if (due == 0) return null;
        boolean friend = m.seatToMove().kind() == Seat.Kind.ELSEWHERE;
        String date = date(due);
        if (now <= due) return friend ? t("Your friend moves by {0}.", date) : t("Move by {0}.", date);
        return friend
                ? t("Your friend's time to move ran out on {0}: you may claim the game.", date)
                : t("Your time to move ran out on {0}: your friend may claim the game.", date);
    }

    /** "5 Dec 15:04" in this computer's time zone and the player's language. */
    @SuppressWarnings("deprecation") // java.util.Date's fields are what the web build (GWT) offers for local time
    public static String date(double millis) {
        // here, not a static field: the kept game's code (GameSaves) reaches this class before the first frame
        String[] months = {
            Tr.mark("Jan"), Tr.mark("Feb"), Tr.mark("Mar"), Tr.mark("Apr"), Tr.mark("May"), Tr.mark("Jun"),
            Tr.mark("Jul"), Tr.mark("Aug"), Tr.mark("Sep"), Tr.mark("Oct"), Tr.mark("Nov"), Tr.mark("Dec")
        };
        Date d = new Date((long) millis);
        int minutes = d.getMinutes();
        return d.getDate() + " " + t(months[d.getMonth()]) + " " + d.getHours() + ":" + (minutes < 10 ? "0" : "")
                + minutes;
    }
}
