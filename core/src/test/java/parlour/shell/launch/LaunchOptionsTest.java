package parlour.shell.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import parlour.match.Seat;
import parlour.testing.Catalogues;
import parlour.ui.PageColours;

/** A page author's options (data- attributes, query) and the command line's flags: good ones apply, bad ones are named. */
class LaunchOptionsTest {
    /** The colours option's code, here at once as on the desktop (the web widget fetches it first). */
    @BeforeAll
    static void coloursCodeHere() {
        LaunchOptions.useColourMaker(PageColours::of);
    }

    private static Map<String, String> map(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    @Test
    void givenAFullSetOfOptions_thenEachApplies() {
        LaunchOptions o = LaunchOptions.read(
                Catalogues.STANDARD,
                map(
                        "game", "dots", "size", "5x3", "p1", "ai:easy", "p2", "human", "first", "2", "theme", "classic",
                        "sound", "off"),
                "page");
        assertThat(o.problems).as(o.problems.toString()).isEmpty();
        assertEquals("dots", o.game);
        assertEquals("5x3", o.gameOptions.get("size"));
        assertEquals(Seat.computer("easy"), o.p1);
        assertEquals(Seat.HUMAN, o.p2);
        assertEquals(2, o.first);
        assertEquals("classic", o.theme);
        assertEquals(Boolean.FALSE, o.sound);
    }

    @Test
    void givenAnAnimationSpeed_thenItIsTakenByNameAndABadOneNamesTheChoices() {
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "speed", "Instant"), "page");
        assertThat(o.problems).as(o.problems.toString()).isEmpty();
        assertEquals(Integer.valueOf(3), o.speed);
        LaunchOptions bad = LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "speed", "warp"), "page");
        assertNull(bad.speed);
        assertEquals(
                "page option 'speed': unknown speed 'warp' (known: slow, normal, fast, instant)", bad.problems.get(0));
    }

    @Test
    void givenPageColours_thenTheirThemeIsTakenAndAPoorPairIsAProblemNamingItsRatio() {
        LaunchOptions o = LaunchOptions.read(
                Catalogues.STANDARD,
                map("game", "dots", "colours", "{\"board\": \"#ffffff\", \"p1\": \"#ffff66\"}"),
                "data-");
        assertEquals("page", o.colours.theme.id);
        assertEquals(1, o.problems.size(), o.problems.toString());
        assertEquals(
                "data- option 'colours': p1 on board is 1.06:1, below 3:1; " + o.colours.shortfalls.get(0).used
                        + " is used instead",
                o.problems.get(0));
        assertEquals(o.problems, o.colourShortfalls);
        LaunchOptions bad = LaunchOptions.read(Catalogues.STANDARD, map("colours", "{\"p1\": \"teal\"}"), "page");
        assertNull(bad.colours);
        assertEquals(
                "page option 'colours': p1: teal is not a colour (give #rrggbb, #rgb or rgb(r, g, b))",
                bad.problems.get(0));
    }

    /** The README's own example: five colours in 86 characters, once refused as too long (issue 45, item 1). */
    @Test
    void givenTheReadmesFiveColours_thenAllApply() {
        String readme =
                "{\"board\":\"#fffdf5\",\"lines\":\"#202020\",\"p1\":\"#005aa0\",\"p2\":\"#bb0033\",\"accent\":\"#2a6f2a\"}";
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "colours", readme), "page");
        assertThat(o.problems).as(o.problems.toString()).isEmpty();
        assertEquals(5, o.colours.given.size());
        assertEquals("#bb0033", o.colours.given.get("p2"));
        // the same, written out by hand in an attribute: five colours as rgb() with spaces between
        String spaced = "{ \"board\": \"rgb(255, 253, 245)\", \"lines\": \"rgb(32, 32, 32)\","
                + " \"p1\": \"rgb(0, 90, 160)\", \"p2\": \"rgb(187, 0, 51)\", \"accent\": \"rgb(42, 111, 42)\" }";
        LaunchOptions hand = LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "colours", spaced), "page");
        assertThat(hand.problems).as(hand.problems.toString()).isEmpty();
        assertEquals(5, hand.colours.given.size());
    }

    @Test
    void givenColoursThatAreNotAJsonObject_thenTheProblemSaysColoursNotMarks() {
        LaunchOptions o =
                LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "colours", "{board: red}"), "page");
        assertNull(o.colours);
        assertEquals(
                "page option 'colours': not a JSON object of colours: a string in double quotes should come at"
                        + " character 2",
                o.problems.get(0));
        LaunchOptions cut =
                LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "colours", "{\"p1\": \"#005aa0\""), "page");
        assertEquals(
                "page option 'colours': not a JSON object of colours: it ends where '}' should come",
                cut.problems.get(0));
    }

    @Test
    void givenTheDarkOrTheAutoTheme_thenEachIsTaken() {
        for (String theme : new String[] {"dark", "auto"}) {
            LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, map("game", "gone", "theme", theme), "page");
            assertThat(o.problems).as(o.problems.toString()).isEmpty();
            assertEquals(theme, o.theme);
        }
    }

    @Test
    void givenNoOptions_thenTheMenuOpensWithTheSeedBoardAndTheComputerAsPlayerTwo() {
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, map(), "page");
        assertNull(o.game);
        assertNull(o.gameOptions.get("size"), "the game's default board (the seed's 7x7) applies");
        assertTrue(o.seat(1).movesHere());
        assertFalse(o.seat(2).movesHere());
        assertNull(o.theme);
        assertNull(o.sound);
    }

    @Test
    void givenBadValues_thenEachIsNamedWithWhereItCameFrom_andTheGoodOnesStillApply() {
        LaunchOptions o = LaunchOptions.read(
                Catalogues.STANDARD,
                map(
                        "game", "dots", "size", "16x4", "p2", "wizard", "first", "3", "colour", "red", "sound", "loud",
                        "theme", "neon"),
                "data-");
        assertEquals("dots", o.game);
        assertNull(o.gameOptions.get("size"), "a bad size leaves the default");
        assertEquals(6, o.problems.size(), o.problems.toString());
        assertThat(o.problems.get(0)).as(o.problems.get(0)).startsWith("data- option 'size'");
        assertThat(o.problems.get(0)).as(o.problems.get(0)).contains("1x1 to 15x15");
        assertThat(o.problems.get(1)).as(o.problems.get(1)).contains("'wizard' is not a player");
        assertThat(o.problems.get(2)).as(o.problems.get(2)).contains("must be 1 or 2");
        assertThat(o.problems.get(3)).as(o.problems.get(3)).contains("option 'colour': unknown option");
        assertThat(o.problems.get(4)).as(o.problems.get(4)).contains("on or off");
        assertThat(o.problems.get(5)).as(o.problems.get(5)).contains("unknown theme 'neon'");
        assertThat(o.problems.get(5)).as(o.problems.get(5)).contains("dark");
        assertThat(o.problems.get(5)).as(o.problems.get(5)).contains("auto");
    }

    @Test
    void givenAnUnknownGame_thenItIsReportedAndTheMenuOpens() {
        LaunchOptions o = LaunchOptions.read(Catalogues.STANDARD, map("game", "chess"), "page");
        assertNull(o.game);
        assertEquals(1, o.problems.size());
        assertThat(o.problems.get(0)).contains("unknown game 'chess'");
    }

    @Test
    void clockInDaysIsACorrespondenceGamesDaysPerMoveAndMinutesStayTheGamesOwn() {
        LaunchOptions o =
                LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "p2", "friend", "clock", "3d"), "page");
        assertThat(o.problems).as(o.problems.toString()).isEmpty();
        assertEquals("3", o.moveDays);
        LaunchOptions arrows =
                LaunchOptions.read(Catalogues.STANDARD, map("game", "arrows", "clock", "untimed"), "page");
        assertThat(arrows.problems).as(arrows.problems.toString()).isEmpty();
        assertEquals("untimed", arrows.gameOptions.get("clock"));
        assertNull(arrows.moveDays);
        LaunchOptions bad = LaunchOptions.read(Catalogues.STANDARD, map("game", "dots", "clock", "4d"), "page");
        assertNull(bad.moveDays);
        assertThat(bad.problems.get(0)).contains("'clock'").contains("must be one of 1d, 2d, 3d, 5d, 7d, 14d");
    }
}
