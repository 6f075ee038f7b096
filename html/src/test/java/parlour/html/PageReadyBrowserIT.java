package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a page author's script gets from a widget given a game of its own (issue 45), on a host page of another origin:
 * {@code ready} once the page's position, marks, players and puzzle are on the board, a puzzle's hint in the state, a
 * commented lesson of 100,000 characters, and a site without its assets named for them.
 */
class PageReadyBrowserIT extends HostPageTest {
    /** Four lines of a 3x3 Dots game, no box taken: player 1 to move; the save says both players are people. */
    private static final String POSITION = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n[Player1 \"human\"]\n"
            + "[Player2 \"human\"]\n\na1-b1 {The first line.} c4-d4 a4-b4 d1-d2\n";

    @Test
    void readyAndTheCallsMadeBeforeItSeeThePagesPositionMarksAndItsPlayers() throws IOException {
        host.open("ready.html", "", "<div id=a class=w></div>");
        Map<String, Object> r = HostPage.map(host.async(
                "var out = {};"
                        + "function seen(s) { return [s.size, s.moves.length, s.players.join(' '), s.marks.length]; }"
                        + "var w = Parlour.embed('#a', {game: 'dots', p1: 'human', p2: 'ai:easy', sound: 'off',"
                        + "  position: arguments[0], marks: [{kind: 'ring', at: 'b2'}]});"
                        + "w.on('ready', function (s) { out.event = seen(s); });"
                        + "Promise.all([w.getState(), w.ready.then(function () { return w.getState(); })]).then(function (s) {"
                        + "  out.early = seen(s[0]); out.after = seen(s[1]); done(out);"
                        + "}, function (e) { out.failed = e.message; done(out); });",
                POSITION));
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        // the players the save names, as on the board
        List<Object> expected = Arrays.asList("3x3", 4L, "human human", 1L);
        assertEquals(expected, r.get("event"), "the ready event tells the page's game, not the one before it: " + r);
        assertEquals(expected, r.get("early"), "a call made before ready is answered on the page's game: " + r);
        assertEquals(expected, r.get("after"), r.toString());
    }

    @Test
    void aMovePlayedAtReadyIsJudgedByThePagesPuzzle() throws IOException {
        host.open("puzzle.html", "", "<div id=a class=w></div>");
        Map<String, Object> r = HostPage.map(host.async(
                "var out = {told: []};"
                        + "var w = Parlour.embed('#a', {game: 'dots', sound: 'off', position: arguments[0], puzzle: 'b2-c2'});"
                        + "w.on('puzzle', function (e) { out.told.push(e.result + (e.move ? ' ' + e.move : '')); });"
                        + "w.on('ready', function (s) { out.event = s.puzzle && s.puzzle.status; });"
                        + "w.ready.then(function () { return w.getState(); }).then(function (s) {"
                        + "  out.puzzle = s.puzzle && s.puzzle.line; return w.play('b2-c2'); })"
                        + ".then(function (s) {"
                        + "  out.played = [s.size, s.moves.length, s.puzzle && s.puzzle.status, s.thinking]; done(out);"
                        + "}, function (e) { out.failed = e.message; done(out); });",
                POSITION));
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        assertEquals("playing", r.get("event"), "the ready event carries the puzzle: " + r);
        assertEquals("b2-c2", r.get("puzzle"), "getState().puzzle right after ready: " + r);
        assertEquals(Arrays.asList("3x3", 5L, "solved", false), r.get("played"), "the move went to the puzzle: " + r);
        assertEquals(List.of("right b2-c2", "solved"), r.get("told"), r.toString());
    }

    @Test
    void aPuzzlesHintIsInTheState() throws IOException {
        host.open(
                "hint.html",
                "",
                "<div id=a class=w data-parlour-game=dots data-size=3x3 data-p1=human"
                        + " data-p2=human data-sound=off></div>");
        Map<String, Object> r = HostPage.map(host.async("var w = Parlour.of('#a'), out = {};"
                + "w.ready.then(function () { return w.setPuzzle('a1-b1'); })"
                + ".then(function () { return w.showHint(); })"
                + ".then(function () { return w.getState(); })"
                + ".then(function (s) { out.hint = s.hint; out.hints = s.puzzle.hints; done(out); },"
                + "  function (e) { out.failed = e.message; done(out); });"));
        assertThat(r).as(r.toString()).doesNotContainKey("failed");
        assertEquals(1L, r.get("hints"), "the hint was given: " + r);
        assertEquals("a1-b1", r.get("hint"), "getState().hint names the puzzle's hint: " + r);
    }

    @Test
    void aCommentedLessonOf100000CharactersLoadsFromASiteThatRefusesLongUrls() throws IOException {
        String lesson = lesson(200, 100_000);
        try (StaticSite site = StaticSite.serve(WebSession.builtSite())) {
            // as Apache's default LimitRequestLine: a position in the frame's URL would be refused
            site.refuseTargetsLongerThan(8190);
            host.open("lesson.html", "", "<div id=a class=w></div>", site.url("parlour.js"));
            Map<String, Object> r = HostPage.map(host.async(
                    "var out = {};"
                            + "var w = Parlour.embed('#a', {game: 'dots', viewOnly: 'on', sound: 'off', position: arguments[0]});"
                            + "w.ready.then(function () { return w.getState(); }).then(function (s) {"
                            + "  out.game = [s.size, s.moves.length, s.comments.length];"
                            + "  out.last = s.comments[s.comments.length - 1].text.slice(0, 12); done(out);"
                            + "}, function (e) { out.failed = e.message; done(out); });",
                    lesson));
            assertThat(r).as(r.toString()).doesNotContainKey("failed");
            assertEquals(Arrays.asList("10x10", 200L, 200L), r.get("game"), "the whole lesson is on the board: " + r);
            assertEquals("Move 200: Th", r.get("last"), r.toString());
        }
    }

    @Test
    void aSiteWithoutItsAssetsFailsAtOnceNamingThem() throws IOException {
        try (StaticSite site = StaticSite.serve(WebSession.builtSite())) {
            site.leaveOut("/assets/");
            host.open("noassets.html", "", "<div id=a class=w></div>", site.url("parlour.js"));
            Map<String, Object> r = HostPage.map(
                    host.async(
                            "var out = {}, from = performance.now();"
                                    + "var w = Parlour.embed('#a', {game: 'dots', sound: 'off', startTimeout: 30000});"
                                    + "w.ready.then(function () { out.ready = true; done(out); }, function (e) {"
                                    + "  out.message = e.message; out.url = e.url; out.after = performance.now() - from; done(out); });"));
            assertThat((String) r.get("url")).as(r.toString()).isEqualTo(site.url("assets/assets.txt"));
            assertEquals("could not load " + site.url("assets/assets.txt"), r.get("message"));
            assertThat(((Number) r.get("after")).doubleValue())
                    .as("it failed when the asset did, not at its startTimeout: " + r)
                    .isLessThan(15_000);
        }
    }

    /**
     * A Dots game on 10x10 of {@code moves} lines, each with a comment, at least {@code chars} characters long: the
     * lines of the board row by row (any order of lines is a legal game), the comments long enough to reach it.
     */
    static String lesson(int moves, int chars) {
        StringBuilder sb = new StringBuilder("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"10x10\"]\n"
                + "[Player1 \"human\"]\n[Player2 \"human\"]\n\n");
        int each = chars / moves + 1;
        int made = 0;
        for (int row = 1; row <= 11 && made < moves; row++) {
            for (int col = 0; col < 10 && made < moves; col++, made++)
                sb.append(line(col, row, col + 1, row)).append(comment(made + 1, each));
            for (int col = 0; col < 11 && row < 11 && made < moves; col++, made++)
                sb.append(line(col, row, col, row + 1)).append(comment(made + 1, each));
        }
        String text = sb.toString();
        assertThat(text.length()).as("the lesson's length").isGreaterThanOrEqualTo(chars);
        return text;
    }

    private static String line(int c1, int r1, int c2, int r2) {
        return (char) ('a' + c1) + String.valueOf(r1) + "-" + (char) ('a' + c2) + r2;
    }

    /** " {Move N: The …}" of about {@code length} characters, and a line break. */
    private static String comment(int move, int length) {
        StringBuilder c = new StringBuilder(" {Move " + move + ": The teacher says why.");
        while (c.length() < length - 2) c.append(" A safe line gives no box away.");
        return c.append("}\n").toString();
    }
}
