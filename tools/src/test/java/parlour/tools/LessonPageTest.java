package parlour.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsAdvice;
import parlour.game.Analysis;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.game.MarkCheck;
import parlour.game.MoveValue;
import parlour.match.MarkJson;
import parlour.match.Match;
import parlour.match.SavedGame;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;

/**
 * The lesson page's saves, marks and puzzles, as the page gives them to its widgets, checked with the games' own
 * code: each save loads with its comments where the page says, each comment's claim holds in its position, the
 * marks stand on the board, and each puzzle has exactly one right move (the Dots one by the exact solver, the Six
 * Men's Morris one as the only move that stops a mill on the next move).
 */
class LessonPageTest {
    private static final Path PAGE = Path.of("../html/src/main/webapp/lesson.html");

    /** The text of the page's script element with this id. */
    private static String script(String page, String id) {
        int at = page.indexOf("id=\"" + id + "\"");
        assertThat(at).as("no element " + id).isGreaterThan(0);
        int from = page.indexOf('>', at) + 1;
        return page.substring(from, page.indexOf("</script>", from));
    }

    private static String page() throws Exception {
        return Files.readString(PAGE, StandardCharsets.UTF_8);
    }

    private static <P> void marksStand(GameDef<P> def, Match<P> m, String json) {
        List<String> problems = new ArrayList<>();
        MarkCheck.check(def.notation(), m.position(), MarkJson.objects(json), problems);
        assertEquals(List.of(), problems);
    }

    /** The safe lines of a Dots position: those that give no box a third side. */
    private static int safeLines(DotsPosition p) {
        int n = 0;
        for (int line : p.legalLines()) {
            boolean safe = true;
            for (int b : p.boxesOf(line)) safe &= p.sidesDrawn(b % p.cols(), b / p.cols()) < 2;
            if (safe) n++;
        }
        return n;
    }

    @Test
    void theDotsLessonsClaimsHoldAndItsPuzzleHasOneBestLine() throws Exception {
        String page = page();
        SavedGame save = SavedGame.read(script(page, "dots-game"), "dots-game");
        Map<Integer, String> comments = save.comments();
        assertEquals(List.of(0, 13, 14), new ArrayList<>(comments.keySet()), comments.toString());
        Match<DotsPosition> game = GameSaves.load(DotsGame.RULES, save, "dots-game");
        assertEquals(14, game.moveCount());
        // move 13 is the last safe line; move 14 gives box b1 away (its third side)
        assertThat(safeLines(game.positionAt(12))).isGreaterThan(0);
        assertEquals(0, safeLines(game.positionAt(13)));
        assertEquals("a2-a3", save.moves().get(12));
        assertEquals(2, game.positionAt(13).sidesDrawn(1, 0));
        assertEquals(3, game.positionAt(14).sidesDrawn(1, 0));
        assertEquals(2, game.positionAt(13).toMove(), "player 2 gives it");
        assertEquals(1, game.positionAt(14).toMove(), "player 1 is to move");
        assertEquals(16, (game.position().cols() + 1) * (game.position().rows() + 1), "the page says 16 dots");
        marksStand(DotsGame.RULES, game, script(page, "dots-marks"));

        assertThat(page).as("the puzzle is where the game stopped").contains("save: \"dots-game\", puzzle: \"best\"");
        Analysis<DotsPosition> a = PuzzleChecks.analysed(DotsAdvice.INSTANCE, game.position());
        assertTrue(a.isExact());
        List<MoveValue> best = PuzzleChecks.bestByValue(a.values());
        assertEquals(1, best.size(), "one best line: " + best);
        int line = DotsNotation.lineNamed(game.position(), best.get(0).move);
        assertEquals(0, game.position().boxesClosedBy(line), "the best line does not take the box on offer");
    }

    /** The moves of the side to move after which the other side cannot close a mill at once. */
    private static List<String> blocks(GameDef<MorrisPosition> six, MorrisPosition p) {
        List<String> out = new ArrayList<>();
        for (String m : six.legalMoves(p)) {
            boolean mill = false;
            MorrisPosition after = six.play(p, m);
            for (String reply : six.legalMoves(after)) mill |= reply.indexOf('x') >= 0;
            if (!mill) out.add(m);
        }
        return out;
    }

    @Test
    void theMorrisLessonsThreatsHaveOneBlockEach() throws Exception {
        String page = page();
        GameDef<MorrisPosition> six = MorrisGame.SIX;
        SavedGame save = SavedGame.read(script(page, "morris-game"), "morris-game");
        assertEquals(List.of(3, 4, 5), new ArrayList<>(save.comments().keySet()));
        Match<MorrisPosition> game = GameSaves.load(six, save, "morris-game");
        // after c1 only e1 stops the mill; after a5 only a3
        assertEquals(List.of("e1"), blocks(six, game.positionAt(3)));
        assertEquals("e1", save.moves().get(3));
        assertThat(blocks(six, game.positionAt(2))).isNotEmpty();
        marksStand(six, game, script(page, "morris-marks"));

        assertEquals(2, game.toMove(), "player 2 is to move in the puzzle, where the game stopped");
        String given = "save: \"morris-game\", puzzle: \"";
        assertThat(page).as("the Morris puzzle's line").contains(given);
        int from = page.indexOf(given) + given.length();
        String line = page.substring(from, page.indexOf('"', from));
        assertEquals(List.of(line), blocks(six, game.position()));
    }
}
