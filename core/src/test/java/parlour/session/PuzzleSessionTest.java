package parlour.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.testing.Catalogues;

/**
 * A puzzle as its solver meets it, without a screen: a wrong move told with what it costs and taken back after a
 * moment, the right one told and the puzzle solved with its tries and hints counted, a given line's replies played,
 * and a bad puzzle option refused by name. The Dots positions are the collection's own, from the exact solver.
 */
class PuzzleSessionTest {
    @SuppressWarnings("unchecked")
    private static final GameDef<DotsPosition> DOTS = (GameDef<DotsPosition>) Catalogues.STANDARD.byId("dots").def;

    private final List<PuzzleEvent> told = new ArrayList<>();

    private static PuzzleCollection endgames() throws IOException {
        Path file = Path.of("../assets/src/main/static/" + PuzzleCollection.path("dots-endgames"));
        return PuzzleCollection.parse("dots-endgames", Files.readString(file, StandardCharsets.UTF_8));
    }

    /** A match at puzzle {@code index}'s position, both seats people, as the widget opens it. */
    private static Match<DotsPosition> at(PuzzleCollection.Puzzle p) {
        Match<DotsPosition> m = new Match<>(DOTS, DOTS.start(p.options, 1), Seat.HUMAN, Seat.HUMAN);
        for (String move : p.moves.split(" ")) assertNull(m.play(move), move);
        return m;
    }

    private PuzzleSession<DotsPosition> puzzle(Match<DotsPosition> m, String spec) {
        PuzzleSession<DotsPosition> s = new PuzzleSession<>(DOTS, m, spec, told::add);
        m.addListener(s);
        return s;
    }

    /** A legal move of the position that is not {@code right}. */
    private static String another(Match<DotsPosition> m, String right) {
        for (String move : DOTS.legalMoves(m.position())) if (!move.equals(right)) return move;
        throw new AssertionError("no other move");
    }

    /** Frames until nothing waits: the analysis, then a take-back or reply due. */
    private static void frames(PuzzleSession<?> s, double millis) {
        for (double t = 0; t < millis; t += 100) s.drive(100, 50);
    }

    private String lines() {
        StringBuilder sb = new StringBuilder();
        for (PuzzleEvent e : told) sb.append(e.line()).append('\n');
        return sb.toString();
    }

    @Test
    void aWrongMoveIsToldWithTheBoxesItGivesAwayAndTakenBackThenTheRightOneSolves() throws IOException {
        PuzzleCollection.Puzzle p = endgames().puzzles.get(0);
        Match<DotsPosition> m = at(p);
        int start = m.moveCount();
        PuzzleSession<DotsPosition> s = puzzle(m, "best");
        frames(s, 500);
        String wrong = another(m, p.line);
        m.play(wrong);
        PuzzleEvent e = told.get(told.size() - 1);
        assertEquals(PuzzleEvent.WRONG, e.result);
        assertEquals(wrong, e.move);
        assertThat(e.reason).as(e.reason).contains("box");
        assertEquals("puzzle wrong " + wrong + " " + e.reason, e.line());
        assertEquals(wrong, s.shown().wrong);
        assertNotNull(s.busy(), "the solver waits while the wrong move is shown");
        frames(s, PuzzleSession.TAKE_BACK_MS + 200);
        assertEquals(start, m.moveCount(), "the wrong move was taken back");
        assertNull(s.busy());
        assertNull(s.shown().wrong);
        m.play(p.line);
        assertEquals(PuzzleEvent.RIGHT, told.get(told.size() - 2).result, lines());
        PuzzleEvent end = told.get(told.size() - 1);
        assertEquals("puzzle solved 2 0", end.line());
        assertTrue(s.isSolved());
    }

    /**
     * Gone's seeds are one placement whatever their order: a collection puzzle of two or more seeds, its line played
     * backwards, is right at each seed and solved; a black pebble outside the placement is wrong and taken back. The
     * line's places ({@code 3,4}) keep their commas.
     */
    @Test
    void goneSeedsAreRightInAnyOrderAndAStraySeedIsTakenBack() throws IOException {
        @SuppressWarnings("unchecked")
        GameDef<Object> gone = (GameDef<Object>) Catalogues.STANDARD.byId("gone").def;
        Path file = Path.of("../assets/src/main/static/" + PuzzleCollection.path("gone-seeds"));
        PuzzleCollection c = PuzzleCollection.parse("gone-seeds", Files.readString(file, StandardCharsets.UTF_8));
        PuzzleCollection.Puzzle p = null;
        for (PuzzleCollection.Puzzle q : c.puzzles) if (p == null && q.line.split(" ").length >= 2) p = q;
        assertNotNull(p, "a puzzle of two seeds or more");
        assertTrue(p.anyOrder);
        Match<Object> m = new Match<>(gone, gone.start(p.options, 1), Seat.HUMAN, Seat.HUMAN);
        for (String move : p.moves.split(" ")) assertNull(m.play(move), move);
        int start = m.moveCount();
        PuzzleSession<Object> s = new PuzzleSession<>(gone, m, p.line, told::add);
        m.addListener(s);
        s.anyOrder();
        List<String> seeds = List.of(p.line.split(" "));
        String stray = null;
        for (String move : gone.legalMoves(m.position())) if (stray == null && !seeds.contains(move)) stray = move;
        assertNull(m.play(stray));
        assertEquals(PuzzleEvent.WRONG, told.get(told.size() - 1).result, lines());
        frames(s, PuzzleSession.TAKE_BACK_MS + 200);
        assertEquals(start, m.moveCount(), "the stray seed was taken back");
        for (int i = seeds.size() - 1; i >= 0; i--) {
            assertNull(m.play(seeds.get(i)));
            frames(s, 200);
        }
        for (int i = 0; i < seeds.size(); i++)
            assertEquals(
                    "puzzle right " + seeds.get(seeds.size() - 1 - i),
                    told.get(1 + i).line(),
                    lines());
        assertEquals(PuzzleEvent.SOLVED, told.get(told.size() - 1).result, lines());
        assertTrue(s.isSolved());
        assertEquals(
                List.of("a1-b1", "b1-c1"),
                PuzzleSession.words("a1-b1, b1-c1"),
                "a comma between moves still parts them");
        assertEquals(List.of("3,4", "5,6"), PuzzleSession.words("3,4 5,6"));
    }

    @Test
    void aHintGivesTheFirstRightMoveAndIsCounted() throws IOException {
        PuzzleCollection.Puzzle p = endgames().puzzles.get(1);
        Match<DotsPosition> m = at(p);
        PuzzleSession<DotsPosition> s = puzzle(m, "best");
        s.hint();
        frames(s, 500);
        assertEquals("puzzle hint " + p.line, told.get(0).line());
        assertEquals(p.line, s.shown().hint);
        m.play(p.line);
        assertEquals("puzzle right " + p.line, told.get(1).line());
        assertEquals(1, s.tries());
        assertEquals("puzzle solved 1 1", told.get(2).line());
    }

    @Test
    void aGivenLineHasItsRepliesPlayedAndOtherMovesRefused() {
        Match<DotsPosition> m = DotsGame.newMatch(2, 2, 1, Seat.HUMAN, Seat.computer("easy"));
        PuzzleSession<DotsPosition> s = puzzle(m, "a1-b1  b1-c1, a2-b2");
        assertTrue(m.seat(2).movesHere(), "the puzzle plays the replies, not the computer");
        m.play("a1-b1");
        assertEquals("puzzle right a1-b1", told.get(0).line());
        assertEquals("Wait for the reply.", s.busy());
        frames(s, PuzzleSession.REPLY_MS + 200);
        assertEquals(List.of("a1-b1", "b1-c1"), m.moves());
        m.play("c1-c2");
        frames(s, 3000);
        assertEquals(PuzzleEvent.WRONG, told.get(1).result);
        assertEquals(List.of("a1-b1", "b1-c1"), m.moves(), "taken back");
        m.play("a2-b2");
        // tries: every move the solver tried, the wrong one too
        assertEquals("puzzle solved 3 0", told.get(told.size() - 1).line());
    }

    @Test
    void aMillThatWinsWithAnotherRemovalThanTheLinesIsRightAndSolves() {
        // three men a side: b2 flies to g1 and closes a1-d1-g1; any of the three men it then takes wins the game
        MorrisBoard b = MorrisBoard.NINE;
        int one = 1 << b.pointNamed("a1") | 1 << b.pointNamed("d1") | 1 << b.pointNamed("b2");
        int two = 1 << b.pointNamed("a4") | 1 << b.pointNamed("a7") | 1 << b.pointNamed("g7");
        MorrisPosition start = MorrisPosition.of(MorrisGame.NINE.rules(true), one, two, 0, 0, 1);
        Match<MorrisPosition> m = new Match<>(MorrisGame.NINE, start, Seat.HUMAN, Seat.HUMAN);
        PuzzleSession<MorrisPosition> s = new PuzzleSession<>(MorrisGame.NINE, m, "b2-g1xa4", told::add);
        m.addListener(s);
        m.play("b2-g1xg7");
        assertEquals("puzzle right b2-g1xg7", told.get(0).line());
        assertEquals("puzzle solved 1 0", told.get(1).line());
        assertEquals(List.of("b2-g1xg7"), m.moves(), "kept, not taken back");
    }

    @Test
    void aSearchedCollectionPuzzleSaysTheDepthEveryOtherMoveLosesWithin() {
        // a game without analysis: the reason can only come from the collection's search
        Match<DotsPosition> m = new Match<>(DotsGame.RULES, DotsPosition.empty(2, 2, 1), Seat.HUMAN, Seat.HUMAN);
        PuzzleSession<DotsPosition> s = new PuzzleSession<>(DotsGame.RULES, m, "a1-b1", told::add);
        m.addListener(s);
        s.losesWithin(4);
        m.play("c1-c2");
        assertEquals(
                "puzzle wrong c1-c2 This lets the opponent force a win within 4 plies.",
                told.get(0).line());
    }

    @Test
    void aBadPuzzleOptionIsRefusedNamingWhatIsWrong() {
        Match<DotsPosition> m = DotsGame.newMatch(2, 2, 1, Seat.HUMAN, Seat.HUMAN);
        String why = assertThrows(IllegalArgumentException.class, () -> puzzle(m, "a1-b1 z9-z10"))
                .getMessage();
        assertThat(why).as(why).startsWith("move 2 of the line, 'z9-z10': ");
        why = assertThrows(IllegalArgumentException.class, () -> puzzle(m, "  "))
                .getMessage();
        assertThat(why).as(why).startsWith("must be best, collection:NAME or a line of moves such as a1-b1");
        why = assertThrows(
                        IllegalArgumentException.class, () -> new PuzzleSession<>(DotsGame.RULES, m, "best", told::add))
                .getMessage();
        assertEquals("Dots and Boxes has no analysis to judge a best move: give the line", why);
        assertThat(told).isEmpty();
        assertEquals(0, m.moveCount(), "the game stays as it was");
    }

    @Test
    void aCollectionIsReadWithItsTitlesAndABadLineIsNamed() throws IOException {
        PuzzleCollection c = endgames();
        assertEquals("dots", c.game);
        assertThat(c.puzzles.size()).as(c.puzzles.size() + " puzzles").isGreaterThanOrEqualTo(30);
        for (PuzzleCollection.Puzzle p : c.puzzles) {
            assertThat(p.title()).as(p.title()).startsWith(p.options.get("size"));
            assertEquals(0, p.depth, "the exact solver's puzzles name no search depth");
        }
        assertEquals(2, c.nextUnsolved("11", -1));
        assertEquals("0010", PuzzleCollection.solved("00", 2) + "0");
        String why = assertThrows(
                        IllegalArgumentException.class,
                        () -> PuzzleCollection.parse("x", "game dots\npuzzle 1\nlevel 3\n"))
                .getMessage();
        assertEquals("puzzles/x.txt line 3: unknown key 'level'", why);
        why = assertThrows(IllegalArgumentException.class, () -> PuzzleCollection.nameOf("collection:Dots!"))
                .getMessage();
        assertEquals("a collection's name is lower-case letters, digits and dashes, not 'Dots!'", why);
    }
}
