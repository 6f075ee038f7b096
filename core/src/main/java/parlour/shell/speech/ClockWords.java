package parlour.shell.speech;

import static parlour.words.Tr.t;

import java.util.List;
import parlour.game.Typed;
import parlour.match.Match;
import parlour.session.SeatNames;

/** The clocks in words for a player who listens: the answer to {@code time}, and what {@code turn} and {@code board} add. */
final class ClockWords {
    private ClockWords() {}

    /** Whether a typed text asks for the clocks: "time", "clock", Polish "czas", "zegar". */
    static boolean asked(String typed) {
        return Typed.is(
                Typed.plainWords(typed),
                "time",
                "clock",
                "clocks",
                "time left",
                "czas",
                "zegar",
                "zegary",
                "ile czasu");
    }

    /** Whether a query answered about the board or the turn should say the clocks too (in a timed game). */
    static boolean joinedTo(String query) {
        List<String> q = Typed.plainWords(query);
        return Typed.asksAll(q)
                || Typed.is(q, "plansza", "plansze", "pozycja", "wszystko", "opisz", "opisz plansze")
                || Typed.is(q, "turn", "whose turn", "whose turn is it", "who moves", "who is to move")
                || Typed.is(q, "kolej", "czyja kolej", "czyj ruch", "kto gra", "kto ma ruch", "kto teraz");
    }

    /**
     * Both clocks, named as the side panel names the players: "Clocks: you have 4 minutes 12 seconds; Computer (easy)
     * has 5 minutes." Before the first move it adds that they start then; an untimed game says it has none.
     */
    static String both(Match<?> match) {
        if (!match.hasClocks()) return t("This game has no clock.");
        String said = t("Clocks: {0}; {1}.", one(match, 1), one(match, 2));
        return match.moveCount() == 0 ? said + " " + t("The clocks start at the first move.") : said;
    }

    private static String one(Match<?> match, int p) {
        String left = duration(match.clockLeft(p));
        SeatNames names = new SeatNames(match);
        return names.isYou(p) ? t("you have {0}", left) : t("{0} has {1}", names.name(p), left);
    }

    /** Whole seconds, rounded up as the clock shows them: "4 minutes 12 seconds", "5 minutes", "9 seconds". */
    static String duration(double millis) {
        int seconds = (int) Math.ceil(millis / 1000);
        int m = seconds / 60, s = seconds % 60;
        if (m == 0) return t("{0} {0|second|seconds}", s);
        if (s == 0) return t("{0} {0|minute|minutes}", m);
        return t("{0} {0|minute|minutes} {1} {1|second|seconds}", m, s);
    }
}
