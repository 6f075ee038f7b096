package parlour.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.session.PuzzleCollection;

/**
 * The Arrows, Nine Men's Morris and Gone puzzles ask for thought, not only for the one move the board leaves: an
 * Arrows or Nine Men's Morris answer is one of at least two moves that survive the opponent's next reply (not the only
 * direction that does not point at a blocked, taken or off-board cell, nor the only move after which the opponent
 * cannot win at once), and at least two seeds of a Gone puzzle of two or three have a real choice (not
 * every seed but one forced onto a lone black pebble). A third of the Six Men's Morris wins take 15 plies or more,
 * and a third of the Nine Men's Morris endings 11 or more; the Dots endgames come on every board from 3x3 to 5x5.
 * Each collection's header says how its difficulty is computed.
 */
class PuzzleChoicesTest {
    private static final Path FOLDER = Path.of("../assets/src/main/static/puzzles");

    private static PuzzleCollection collection(String name) throws IOException {
        return PuzzleCollection.parse(name, Files.readString(FOLDER.resolve(name + ".txt"), StandardCharsets.UTF_8));
    }

    private static List<String> words(String s) {
        return List.of(s.trim().split(" +"));
    }

    @Test
    void everyArrowsAnswerIsOneOfAtLeastTwoMovesThatSurviveTheNextReply() throws IOException {
        assertEveryAnswerHasARival("arrows-escapes");
    }

    @Test
    void everyNineMensMorrisAnswerIsOneOfAtLeastTwoMovesThatSurviveTheNextReply() throws IOException {
        assertEveryAnswerHasARival("morris9-escapes");
    }

    private static void assertEveryAnswerHasARival(String name) throws IOException {
        PuzzleChecks.Escapes escapes = (PuzzleChecks.Escapes) PuzzleChecks.COLLECTIONS.get(name);
        List<String> trivial = new ArrayList<>();
        for (PuzzleCollection.Puzzle p : collection(name).puzzles) {
            Object at = PuzzleChecks.replay(escapes.def(), p.options, words(p.moves));
            List<String> plausible = escapes.survivors(at, 2);
            assertThat(plausible).as("puzzle " + p.number).contains(p.line);
            if (plausible.size() < 2) trivial.add("puzzle " + p.number + ": only " + plausible + " survives");
        }
        assertThat(trivial)
                .as(name + " puzzles whose answer is the only move that survives the next reply")
                .isEmpty();
    }

    @Test
    void atLeastTwoSeedsOfEveryGonePuzzleOfTwoOrThreeHaveAChoice() throws IOException {
        List<String> forced = new ArrayList<>();
        int multi = 0;
        for (PuzzleCollection.Puzzle p : collection("gone-seeds").puzzles) {
            List<String> seeds = words(p.line);
            if (seeds.size() < 2) continue;
            multi++;
            GonePosition at = PuzzleChecks.replay(GoneGame.RULES, p.options, words(p.moves));
            int free = GoneSeeds.seedsWithAChoice(at, seeds);
            if (free < 2) forced.add("puzzle " + p.number + " (" + p.line + "): " + free + " seed with a choice");
        }
        assertThat(multi).as("Gone puzzles of two or three seeds").isGreaterThanOrEqualTo(10);
        assertThat(forced).as("Gone puzzles whose seeds but one are forced").isEmpty();
    }

    @Test
    void aThirdOfTheSixMensMorrisWinsTakeFifteenPliesOrMore() throws IOException {
        int longWins = 0;
        for (PuzzleCollection.Puzzle p : collection("morris6-wins").puzzles)
            if (words(p.line).size() >= 15) longWins++;
        assertThat(longWins).as("wins of 15 plies or more").isGreaterThanOrEqualTo(10);
    }

    @Test
    void dotsEndgamesComeOnEveryBoardFrom3x3To5x5() throws IOException {
        Map<String, Integer> bySize = new LinkedHashMap<>();
        for (PuzzleCollection.Puzzle p : collection("dots-endgames").puzzles)
            bySize.merge(p.options.get("size"), 1, Integer::sum);
        for (String size : List.of("3x3", "3x4", "4x4", "4x5", "5x5"))
            assertThat(bySize.getOrDefault(size, 0)).as(size + " in " + bySize).isGreaterThanOrEqualTo(5);
    }

    @Test
    void theNineMensMorrisEndingsAreWinsOfEveryLengthWhoseEveryMoveTheTableChecks() throws IOException {
        PuzzleCollection endings = collection("morris9-endings");
        int longWins = 0, shortWins = 0;
        for (PuzzleCollection.Puzzle p : endings.puzzles) {
            int plies = words(p.line).size();
            if (plies >= 11) longWins++;
            if (plies <= 5) shortWins++;
        }
        assertThat(longWins).as("wins of 11 plies or more").isGreaterThanOrEqualTo(10);
        assertThat(shortWins).as("wins of 3 or 5 plies").isGreaterThanOrEqualTo(5);

        // the first puzzle with another first move than the table's only fastest win is turned down, naming it
        PuzzleChecks.Kind kind = PuzzleChecks.COLLECTIONS.get("morris9-endings");
        PuzzleCollection.Puzzle first = endings.puzzles.get(0);
        List<String> moves = words(first.moves), line = new ArrayList<>(words(first.line));
        Object at = PuzzleChecks.replay(kind.def(), first.options, moves);
        @SuppressWarnings("unchecked")
        List<String> legal = ((parlour.game.GameDef<Object>) kind.def()).legalMoves(at);
        String other = legal.get(0).equals(line.get(0)) ? legal.get(1) : legal.get(0);
        assertThat(kind.recheck(first.options, moves, line, line.size(), 0)).isNull();
        line.set(0, other);
        assertThat(kind.recheck(first.options, moves, line, line.size(), 0))
                .isEqualTo("ply 1 is " + words(first.line).get(0));
    }

    @Test
    void theChecksTurnDownTheTrivialKindThatTheCollectionsOnceHad() {
        // puzzle 1 of the first arrows-escapes: direction 3 is the only one that does not point off the board or at
        // a taken or blocked cell
        PuzzleChecks.Kind arrows = PuzzleChecks.COLLECTIONS.get("arrows-escapes");
        String why = arrows.recheck(
                PuzzleChecks.options(arrows.def(), Map.of("clock", "untimed")),
                words("2 4 0 3 1 3 7 3 2 6 5 5"),
                List.of("3"),
                2,
                2);
        assertThat(why).as(String.valueOf(why)).startsWith("only 1 move survives the next move");

        // puzzle 1 of the first morris9-escapes: every move but d2-b4 lets the opponent win with the reply
        PuzzleChecks.Kind morris9 = PuzzleChecks.COLLECTIONS.get("morris9-escapes");
        why = morris9.recheck(
                PuzzleChecks.options(morris9.def(), Map.of()),
                words("d7 b2 f2 f4 a7 e5 b4 c4 c5 a1 c3 d3 g7xc4 d6 b6 d5 d2 g1 b4-c4xb2 a1-d1 g7-g4 f4-f6 d2-b2"
                        + " d3-d2 g4-g7xg1 d1-a1 b2-b4 a1-d1 a7-a4xe5 f6-f4 a4-a7xf4 d6-f6 a7-a4xd1 d5-a7 b6-d6 f6-d5"
                        + " b4-b6"),
                List.of("d2-b4"),
                2,
                2);
        assertThat(why).as(String.valueOf(why)).startsWith("only 1 move survives the next move");

        // puzzle 5 of the first gone-seeds: the seed on 3,4 is the only one to think about, 5,0 is a lone pebble
        PuzzleChecks.Kind gone = PuzzleChecks.COLLECTIONS.get("gone-seeds");
        Map<String, String> given = new LinkedHashMap<>();
        given.put("size", "8x8");
        given.put("mode", "challenge");
        given.put("k", "2");
        why = gone.recheck(
                PuzzleChecks.options(gone.def(), given),
                List.of("board:...B.B../B.BBB.../BB.B.BBB/BBBB.BB./B.BBBB../BBB..BBB/.BB.BBB./..B.B...", "play"),
                List.of("5,0", "3,4"),
                6,
                0);
        assertThat(why).as(String.valueOf(why)).startsWith("only 1 of its 2 seeds has a choice");
    }

    @Test
    void eachHeaderSaysHowItsDifficultyIsComputed() throws IOException {
        for (String name : PuzzleChecks.COLLECTIONS.keySet()) {
            String text = Files.readString(FOLDER.resolve(name + ".txt"), StandardCharsets.UTF_8);
            assertThat(text)
                    .as(name)
                    .contains("# Difficulty (1 to 5): "
                            + PuzzleChecks.COLLECTIONS.get(name).difficultyRule() + ".\n");
        }
    }
}
