package parlour.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.dots.DotsGame;
import parlour.gone.GoneGame;
import parlour.match.Mark;
import parlour.match.MarkJson;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.morris.MorrisGame;

/** A page's marks read in each game's own names for its places: the good ones kept, each bad one named with its reason. */
class MarksTest {
    private static <P> List<String> problems(GameDef<P> def, P position, String json, List<Mark> kept) {
        List<String> problems = new ArrayList<>();
        kept.addAll(MarkCheck.check(def.notation(), position, MarkJson.objects(json), problems));
        return problems;
    }

    private static <P> P start(GameDef<P> def) {
        java.util.Map<String, String> defaults = new java.util.HashMap<>();
        for (OptionSpec o : def.options()) defaults.put(o.name, o.defaultValue);
        return def.start(defaults, 1);
    }

    @Test
    void dotsMarksNameDotsAndBoxesByTheNotation() {
        List<Mark> kept = new ArrayList<>();
        List<String> problems = problems(
                DotsGame.RULES,
                start(DotsGame.RULES),
                "[{\"kind\":\"arrow\",\"at\":\"A1\",\"to\":\"c3\",\"colour\":\"red\"},"
                        + "{\"kind\":\"ring\",\"at\":\"b2\"},{\"kind\":\"line\",\"at\":\"b1-a1\",\"colour\":\"#00ff88\"},"
                        + "{\"kind\":\"fill\",\"at\":\"g7\",\"colour\":\"blue\"},{\"kind\":\"label\",\"at\":\"d4\",\"text\":\"A\"},"
                        + "{\"kind\":\"ring\",\"at\":\"z9\"},{\"kind\":\"fill\",\"at\":\"h8\"},{\"kind\":\"ring\",\"at\":\"a1\",\"colour\":\"pink\"},"
                        + "{\"kind\":\"arrow\",\"at\":\"a1\"},{\"kind\":\"circle\",\"at\":\"a1\"}]",
                kept);
        assertEquals("[arrow a1 c3 red, ring b2, line b1-a1 #00ff88, fill g7 blue, label d4 | A]", kept.toString());
        assertEquals(
                Arrays.asList(
                        "mark 6 ('ring z9'): there is no dot z9 on this board",
                        "mark 7 ('fill h8'): there is no box h8 on this board (a box is named by its bottom-left dot)",
                        "mark 8 ('ring a1'): 'pink' is not a colour (green, red, blue, yellow or #rrggbb)",
                        "mark 9 ('arrow a1'): an arrow needs where it points (to)",
                        "mark 10 ('circle a1'): 'circle' is not a kind of mark (arrow, ring, line, fill or label)"),
                problems);
    }

    @Test
    void morrisArrowsAndGoneNameTheirOwnPlaces() {
        List<Mark> kept = new ArrayList<>();
        assertEquals(
                Arrays.asList("mark 2 ('ring c3'): There is no point c3 on this board."),
                problems(
                        MorrisGame.SIX,
                        start(MorrisGame.SIX),
                        "[{\"kind\":\"line\",\"at\":\"a1-a3\"},{\"kind\":\"ring\",\"at\":\"c3\"}]",
                        kept));
        assertEquals(
                Arrays.asList(
                        "mark 2 ('fill 9,1'): 9,1 is off the 8x8 board",
                        "mark 3 ('ring c2'): 'c2' is not a cell: write column,row from 1 at the top left, like 3,4"),
                problems(
                        ArrowsGame.RULES,
                        start(ArrowsGame.RULES),
                        "[{\"kind\":\"arrow\",\"at\":\"1,1\",\"to\":\"8,8\"},{\"kind\":\"fill\",\"at\":\"9,1\"},"
                                + "{\"kind\":\"ring\",\"at\":\"c2\"}]",
                        kept));
        assertEquals(
                Arrays.asList("mark 2 ('ring 24,0'): 24,0 is off the 24x24 board"),
                problems(
                        GoneGame.RULES,
                        start(GoneGame.RULES),
                        "[{\"kind\":\"label\",\"at\":\"0,23\",\"text\":\"seed\"},{\"kind\":\"ring\",\"at\":\"24,0\"}]",
                        kept));
        assertEquals("[line a1-a3, arrow 1,1 8,8, label 0,23 | seed]", kept.toString());
    }

    @Test
    void jsonThatIsNotAnArrayOfMarksSaysWhere() {
        assertEquals(
                "not a JSON array of marks: a string in double quotes should come at character 3",
                assertThrows(IllegalArgumentException.class, () -> MarkJson.objects("[{kind:\"ring\"}]"))
                        .getMessage());
        assertEquals(
                "not a JSON array of marks: it ends where ']' should come",
                assertThrows(IllegalArgumentException.class, () -> MarkJson.objects("[{\"kind\":\"ring\"}"))
                        .getMessage());
    }

    @Test
    void marksAndCommentsGoIntoTheSaveAndComeBackUnchanged() throws Exception {
        String save = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n"
                + "[Marks \"arrow a1 c3 red; ring b2; label c1 | 1st\"]\n\n"
                + "{Before anything.} a1-b1 {A quiet start; nothing given.} b1-c1 c1-d1 {The chain\n rule: count.}\n";
        Match<?> m = GameSaves.load(DotsGame.RULES, save, "lesson.parlour");
        assertEquals(3, m.moveCount());
        assertEquals(
                "{0=Before anything., 1=A quiet start; nothing given., 3=The chain  rule: count.}",
                m.comments().toString());
        assertEquals("[arrow a1 c3 red, ring b2, label c1 | 1st]", m.marks().toString());
        String written = GameSaves.save(DotsGame.RULES, castDots(m)).write();
        assertThat(written).as(written).contains("[Marks \"arrow a1 c3 red; ring b2; label c1 | 1st\"]");
        assertThat(written)
                .as(written)
                .contains("{Before anything.} a1-b1 {A quiet start; nothing given.} b1-c1 c1-d1");
        Match<?> again = GameSaves.load(DotsGame.RULES, written, "again");
        assertEquals(written, GameSaves.save(DotsGame.RULES, castDots(again)).write());
    }

    @SuppressWarnings("unchecked")
    private static Match<parlour.dots.DotsPosition> castDots(Match<?> m) {
        return (Match<parlour.dots.DotsPosition>) m;
    }

    @Test
    void oldSavesLoadAsTheyDid() throws Exception {
        String old =
                "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n\na1-b1 b1-c1 ; a note to the line's end\nc1-d1\n";
        Match<?> m = GameSaves.load(DotsGame.RULES, old, "old.parlour");
        assertEquals(3, m.moveCount());
        assertThat(m.comments()).isEmpty();
        assertThat(m.marks()).isEmpty();
        assertEquals(
                old.replace(" ; a note to the line's end\n", " "),
                GameSaves.save(DotsGame.RULES, castDots(m))
                        .write()
                        .substring(old.indexOf("[Size") - "[Parlour \"1\"]\n[Game \"dots\"]\n".length())
                        .replace(
                                "[Player1 \"human\"]\n[Player2 \"human\"]\n[FirstPlayer \"1\"]\n[Result \"*\"]\n[Score \"0-0\"]\n",
                                ""));
    }

    @Test
    void aBraceOutOfPlaceOrABadMarkIsRefusedWithItsLine() {
        String head = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n\n";
        assertEquals(
                "bad.parlour line 5: a } that closes no comment (a comment cannot hold })",
                assertThrows(
                                SaveFormatException.class,
                                () -> GameSaves.load(DotsGame.RULES, head + "a1-b1 {one} two}\n", "bad.parlour"))
                        .getMessage());
        assertEquals(
                "bad.parlour line 6: a comment cannot hold {",
                assertThrows(
                                SaveFormatException.class,
                                () -> GameSaves.load(DotsGame.RULES, head + "a1-b1 {one\n{two}}\n", "bad.parlour"))
                        .getMessage());
        assertEquals(
                "bad.parlour line 5: a comment begun with { is never closed with }",
                assertThrows(
                                SaveFormatException.class,
                                () -> GameSaves.load(DotsGame.RULES, head + "a1-b1 {one\nb1-c1\n", "bad.parlour"))
                        .getMessage());
        assertEquals(
                "bad.parlour line 3: the Marks tag: mark 2 ('ring z9'): there is no dot z9 on this board",
                assertThrows(
                                SaveFormatException.class,
                                () -> GameSaves.load(
                                        DotsGame.RULES,
                                        "[Parlour \"1\"]\n[Game \"dots\"]\n[Marks \"ring a1; ring z9\"]\n\na1-b1\n",
                                        "bad.parlour"))
                        .getMessage());
    }
}
