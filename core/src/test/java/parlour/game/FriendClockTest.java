package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.morris.MorrisGame;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * A correspondence game's clock: the date a move is due is set when the link after the other side's move is made,
 * goes with the link so that both sides read the same date, and once it has passed each side is told so.
 */
class FriendClockTest {
    private static final String SITE = "https://example.org/parlour/embed.html";
    private static final double DAY = 24 * 3600 * 1000.0;
    /** 5 December 2026, 15:04, in this computer's time zone. */
    private static final double T0 = LocalDateTime.of(2026, 12, 5, 15, 4)
            .atZone(ZoneId.systemDefault())
            .toInstant()
            .toEpochMilli();

    private static <P> Map<String, String> options(GameDef<P> def, String... pairs) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : def.options()) o.put(s.name, s.defaultValue);
        for (int i = 0; i < pairs.length; i += 2) o.put(pairs[i], pairs[i + 1]);
        return o;
    }

    private static <P> Match<P> withClock(GameDef<P> def, Map<String, String> options, String days) {
        Match<P> m = GameSaves.newMatch(def, options, 1, Seat.HUMAN, Seat.ELSEWHERE);
        m.tags().put(FriendClock.DAYS, days);
        return m;
    }

    @Test
    void theDateDueGoesWithEachLinkAndBothSidesReadIt() throws Exception {
        DotsGame def = DotsGame.RULES;
        Match<DotsPosition> a = withClock(def, options(def, "size", "3x3"), "3");
        assertNull(a.play("a1-b1"));
        assertNull(FriendClock.words(a, T0), "no date before a link starts the time");
        FriendLink sent = FriendLink.read(FriendLinks.linkOf(def, a, T0).on(SITE));
        assertEquals("Your friend moves by 8 Dec 15:04.", FriendClock.words(a, T0));
        // a link asked for again later keeps the date already sent
        FriendLinks.linkOf(def, a, T0 + DAY);
        assertEquals("Your friend moves by 8 Dec 15:04.", FriendClock.words(a, T0 + DAY));

        // the game kept here (a reload of the page, a save) keeps its days and its date
        Match<DotsPosition> kept = GameSaves.load(def, GameSaves.save(def, a).write(), "kept");
        assertEquals("Your friend moves by 8 Dec 15:04.", FriendClock.words(kept, T0));
        assertEquals(3, FriendClock.days(kept));

        Match<DotsPosition> b = FriendLinks.open(def, sent);
        assertEquals("Move by 8 Dec 15:04.", FriendClock.words(b, T0 + DAY));
        assertEquals(
                "Your time to move ran out on 8 Dec 15:04: your friend may claim the game.",
                FriendClock.words(b, T0 + 3 * DAY + 60_000));
        assertEquals(
                "Your friend's time to move ran out on 8 Dec 15:04: you may claim the game.",
                FriendClock.words(a, T0 + 3 * DAY + 60_000));

        // B plays a day late; their link gives A three days from then, and A reads the date B's link set
        assertNull(b.play("c3-d3"));
        assertNull(FriendClock.words(b, T0 + 4 * DAY), "the date was for the move played");
        FriendLink reply =
                FriendLink.read(FriendLinks.linkOf(def, b, T0 + 4 * DAY).on(SITE));
        assertEquals("Your friend moves by 12 Dec 15:04.", FriendClock.words(b, T0 + 4 * DAY));
        for (String m : FriendLinks.newMoves(def, a, reply)) assertNull(a.play(m));
        FriendClock.copy(FriendLinks.tagsOf(reply), a.tags());
        assertEquals("Move by 12 Dec 15:04.", FriendClock.words(a, T0 + 4 * DAY + 1));
    }

    @Test
    void aGameWithNoClockHasNoDateAndItsLinkCarriesNone() {
        DotsGame def = DotsGame.RULES;
        Match<DotsPosition> a = GameSaves.newMatch(def, options(def, "size", "3x3"), 1, Seat.HUMAN, Seat.ELSEWHERE);
        assertNull(a.play("a1-b1"));
        FriendLink sent = FriendLinks.linkOf(def, a, T0);
        assertNull(FriendClock.words(a, T0));
        assertTrue(!sent.saveText.contains(FriendClock.DUE) && !sent.saveText.contains(FriendClock.DAYS));
    }

    @Test
    void datesAreWrittenInThePlayersTimeZoneWithTheMonthsShortName() {
        assertEquals("5 Dec 15:04", FriendClock.date(T0));
        double june = LocalDateTime.of(2027, 6, 1, 9, 0)
                .atZone(ZoneId.systemDefault())
                .toInstant()
                .toEpochMilli();
        assertEquals("1 Jun 9:00", FriendClock.date(june));
    }

    @Test
    void polishSaysTheDateWithPolishMonths() throws Exception {
        Path dir = Path.of("../assets/src/main/static/i18n/pl");
        Tr.use(Language.parse("pl", Files.readString(dir.resolve("later.txt"), StandardCharsets.UTF_8), "later"));
        try {
            Match<DotsPosition> a = withClock(DotsGame.RULES, options(DotsGame.RULES, "size", "3x3"), "3");
            assertNull(a.play("a1-b1"));
            Match<DotsPosition> b = FriendLinks.open(DotsGame.RULES, FriendLinks.linkOf(DotsGame.RULES, a, T0));
            assertEquals("Ruch do 8 gru 15:04.", FriendClock.words(b, T0));
            assertEquals("Twój znajomy ma czas na ruch do 8 gru 15:04.", FriendClock.words(a, T0));
            assertEquals(
                    "Twój czas na ruch minął 8 gru 15:04: twój znajomy może uznać grę za wygraną.",
                    FriendClock.words(b, T0 + 4 * DAY));
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    /** The longest link with a clock of 200 games played to their end by a seeded random mover, each link made at
     * its move. */
    private static <P> int longest(GameDef<P> def, Map<String, String> options) {
        int longest = 0;
        for (long seed = 0; seed < 200; seed++) {
            Random r = new Random(seed);
            Match<P> m = withClock(def, options, "14");
            while (!m.isOver()) {
                List<String> legal = def.legalMoves(m.position());
                assertNull(m.play(legal.get(r.nextInt(legal.size()))));
                if (!m.isOver()) FriendLinks.linkOf(def, m, T0 + m.moveCount() * DAY);
            }
            String url = FriendLinks.linkOf(def, m, T0 + 1e12).on(SITE);
            assertTrue(url.length() > 0);
            longest = Math.max(longest, url.length());
        }
        System.out.println(
                def.id() + " with a clock: the longest friend link of 200 whole games is " + longest + " characters");
        return longest;
    }

    @Test
    void linksWithAClockStayShort() {
        assertTrue(longest(DotsGame.RULES, options(DotsGame.RULES, "size", "3x3")) < 2000);
        assertTrue(longest(MorrisGame.SIX, options(MorrisGame.SIX)) < 2000);
        assertTrue(longest(ArrowsGame.RULES, options(ArrowsGame.RULES, "clock", "untimed")) < 2000);
    }
}
