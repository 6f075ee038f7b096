package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.board.GameUi;
import parlour.game.MatchEngine;
import parlour.gone.ai.GoneCommands;
import parlour.gone.ai.GonePlayers;
import parlour.gone.view.GoneView;
import parlour.match.EngineGame;
import parlour.match.EngineProtocol;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Thinker;
import parlour.shell.launch.GameEntry;
import parlour.testing.ThreadWork;

/** Gone's game rules: edits, rounds, the challenge and its computer, saves and the protocol commands. */
class GoneGameTest {
    private static final GameEntry<GonePosition> ENTRY =
            new GameEntry<>(GoneGame.RULES, GameUi.of("gone", GoneView::new));

    private static Match<GonePosition> match(String mode, String size, String k) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("mode", mode);
        o.put("size", size);
        o.put("k", k);
        return ENTRY.newMatch(o, 1, Seat.HUMAN, Seat.HUMAN);
    }

    @Test
    void editsThenRoundsUntilNothingChanges() throws Exception {
        Match<GonePosition> m = match("editor", "8x8", "2");
        assertEquals(null, m.play("fill"));
        assertEquals(null, m.play("w0,0"));
        assertEquals(null, m.play("h1,1"));
        assertThat(m.play("h1,1")).contains("already a hole");
        assertThat(m.play("b9,0")).contains("off the 8x8 board");
        assertEquals(null, m.play("play"));
        assertEquals(0, m.toMove());
        int rounds = 0;
        while (!m.isOver()) {
            assertEquals(null, m.play(GoneGame.RULES.automaticMove(m.position())));
            rounds++;
        }
        assertEquals(GoneSolver.solve(m.position().board.toGrid(null), false).rounds, rounds);
        assertEquals(14, rounds);
        assertEquals(0, m.winner());
        Match<GonePosition> back = ENTRY.load(ENTRY.save(m), "t");
        assertEquals(m.position(), back.position());
        assertTrue(m.undoOne());
        assertFalse(m.isOver());
    }

    @Test
    void boardsImportWithTheirOwnSizeAndBadRowsAreRefused() {
        Match<GonePosition> m = match("editor", "8x8", "2");
        assertEquals(null, m.play("board:WB./..B"));
        assertEquals(3, m.position().board.width);
        assertThat(m.play("board:WBX")).as(m.play("board:WBX")).startsWith("the board's row 1: column 3: 'X'");
    }

    @Test
    void aGameWithLargeBoardImportsSavesAndLoadsBack() throws SaveFormatException {
        Match<GonePosition> m = match("editor", "8x8", "2");
        assertEquals(null, m.play("board:" + GoneBoard.random(8, 8, 5, true).gridText('/')));
        assertEquals(
                null,
                m.play("board:"
                        + GoneBoard.random(GoneGame.MAX_SIDE, GoneGame.MAX_SIDE, 6, true)
                                .gridText('/')));
        assertEquals(null, m.play("play"));
        Match<GonePosition> back = ENTRY.load(ENTRY.save(m), "autosave");
        assertEquals(m.moves(), back.moves());
        assertEquals(m.position(), back.position());
    }

    @Test
    void aGameWithFourWholeLargestBoardsImportedSavesAndLoadsBack() throws SaveFormatException {
        Match<GonePosition> m = match("editor", "8x8", "2");
        for (int seed = 1; seed <= 4; seed++) {
            assertEquals(
                    null,
                    m.play("board:"
                            + GoneBoard.random(GoneGame.MAX_SIDE, GoneGame.MAX_SIDE, seed, true)
                                    .gridText('/')));
        }
        String text = ENTRY.save(m);
        assertThat(text.length()).as("over a megabyte: " + text.length()).isGreaterThan(1 << 20);
        assertEquals(null, SavedGame.whyNotKept(text), "and still kept");
        Match<GonePosition> back = ENTRY.load(text, "autosave");
        assertEquals(m.moves(), back.moves());
        assertEquals(m.position(), back.position());
    }

    @Test
    void theChallengeComparesRoundsAndBlackLeft() {
        Match<GonePosition> m = match("challenge", "8x8", "1");
        assertEquals(null, m.play("board:BBBBB/....B"));
        assertThat(m.play("w0,0")).contains("no white pebbles");
        assertEquals(null, m.play("play"));
        assertEquals(1, m.toMove());
        assertEquals(null, m.play("0,0"));
        assertEquals(2, m.toMove());
        assertThat(m.play("1,1")).as("a hole takes no seed").isNotNull();
        assertEquals(null, m.play("2,0"));
        while (!m.isOver()) m.play("round");
        assertEquals(2, m.winner(), "the middle reaches everything sooner than an end");
        assertEquals("in 3 rounds to 5", GoneGame.RULES.resultDetail(m.position()));
        Match<GonePosition> split = match("challenge", "8x8", "1");
        split.play("board:BB.BBB");
        split.play("play");
        split.play("0,0");
        split.play("3,0");
        while (!split.isOver()) split.play("round");
        assertEquals(0, split.winner(), "both leave black behind");
        // after "A tie, " or a winner's name: words, no bracket (issue #35: "A tie, (both leave black behind)")
        assertEquals("both leave black behind", GoneGame.RULES.resultDetail(split.position()));
        Match<GonePosition> cleared = match("challenge", "8x8", "2");
        cleared.play("board:BB.BB");
        cleared.play("play");
        for (String seed : new String[] {"0,0", "3,0", "0,0", "1,0"}) assertEquals(null, cleared.play(seed), seed);
        while (!cleared.isOver()) cleared.play("round");
        assertEquals(1, cleared.winner(), "only player 1's seeds reach both groups");
        assertEquals("by leaving no black behind", GoneGame.RULES.resultDetail(cleared.position()));
        Match<GonePosition> one = match("challenge", "8x8", "1");
        one.play("board:BB/.B");
        one.play("play");
        one.play("0,0");
        one.play("1,0");
        while (!one.isOver()) one.play("round");
        assertEquals(2, one.winner());
        assertEquals("in 1 round to 2", GoneGame.RULES.resultDetail(one.position()));
    }

    @Test
    void aChallengesBoardIsEditedWithNoSeatToMoveAndNoWhite() {
        Match<GonePosition> m = match("challenge", "8x8", "2");
        GoneGame g = GoneGame.RULES;
        assertFalse(g.contested(m.position()), "the editor names no player");
        assertEquals(
                "Click or Space paints a pebble. B black, X hole. Then Go (G): each player places 2 seeds on the black.",
                g.notation().howToMove(m.position()));
        assertEquals(null, m.play("fill"));
        assertEquals(null, m.play("play"));
        assertTrue(g.contested(m.position()), "the seeds are placed by the players in turn");
        Match<GonePosition> editor = match("editor", "8x8", "2");
        assertFalse(g.contested(editor.position()));
        assertEquals(g.notation().howToMove(), g.notation().howToMove(editor.position()), "the editor keeps White");
    }

    @Test
    void theComputerFindsTheBestPlacementOnSmallBoards() {
        Random r = new Random(4);
        for (int t = 0; t < 30; t++) {
            Match<GonePosition> m = match("challenge", "8x8", String.valueOf(1 + t % 2));
            assertEquals(null, m.play("random-" + (t + 1)));
            assertEquals(null, m.play("play"));
            GonePosition p = m.position();
            while (m.toMove() != 0) {
                Thinker th = GonePlayers.LEVELS.computer("best", m.position(), r, 60000);
                while (!th.think(50)) {}
                assertEquals(null, m.play(th.move()));
            }
            GoneResult got = m.position().run1.result;
            assertEquals(bruteForce(p.board, p.k, false), got.blackRemains ? -1 : got.rounds, "board " + t);
        }
    }

    /** The fewest rounds of any placement of k seeds that leaves no black, or -1. */
    private static int bruteForce(GoneBoard b, int k, boolean eight) {
        List<Integer> blacks = new ArrayList<>();
        for (int i = 0; i < b.width * b.height; i++)
            if (b.get(i % b.width, i / b.width) == GoneGrid.BLACK) blacks.add(i);
        int best = -1;
        for (int i = 0; i < blacks.size(); i++) {
            for (int j = k == 1 ? i : i + 1; j < (k == 1 ? i + 1 : blacks.size()); j++) {
                int[] s = k == 1 ? new int[] {blacks.get(i)} : new int[] {blacks.get(i), blacks.get(j)};
                GoneResult r = GoneSolver.solve(b.toGrid(s), eight);
                if (!r.blackRemains && (best < 0 || r.rounds < best)) best = r.rounds;
            }
        }
        return best;
    }

    @Test
    void theHeuristicPlacesSeedsOnALargeBoardWithinItsTime() {
        Match<GonePosition> m = match("challenge", "256x256", "4");
        assertEquals(null, m.play("play"));
        for (int i = 0; i < 4; i++)
            assertEquals(null, m.play(GoneGame.RULES.legalMoves(m.position()).get(i * 1000)));
        // the work done (the thread's processor time), which a busy machine does not stretch as it stretches the clock
        double before = ThreadWork.millis();
        while (m.toMove() == 2) {
            Thinker th = GonePlayers.LEVELS.computer("best", m.position(), new Random(1), 1500);
            while (!th.think(10)) {}
            assertEquals(null, m.play(th.move()));
        }
        double work = ThreadWork.millis() - before;
        assertThat(work).as("the computer's seeds took " + work + " ms of work").isLessThan(4000);
        while (!m.isOver()) m.play("round");
        assertNotNull(m.position().run2);
        assertTrue(
                m.position().run2.result.rounds < m.position().run1.result.rounds
                        || m.position().run1.result.blackRemains,
                "the computer's spread beats four seeds in one corner of the board");
    }

    @Test
    void protocolSetupRoundsAndShowboard() {
        EngineProtocol e = new EngineProtocol(new EngineGame[] {
            new MatchEngine<>(GoneGame.RULES.with(GoneGame.RULES.players(), GoneCommands.TABLE), new Random(1))
        });
        assertEquals("=\n\n", e.execute("game gone"));
        assertEquals("=\n\n", e.execute("setup WB./..B"));
        assertEquals("= 1 yes\n\n", e.execute("rounds"));
        assertThat(e.execute("showboard")).as(e.execute("showboard")).endsWith("\nWB.\n..B\n\n");
        assertThat(e.execute("setup WB/-1")).startsWith("?");
        assertEquals("=\n\n", e.execute("adjacency 8"));
        assertEquals("= 2 no\n\n", e.execute("rounds"));
        assertEquals("=\n\n", e.execute("challenge 1"));
        assertEquals(
                "= h0,0 h1,0 b2,0 b0,1 b1,1 h2,1 clear fill random-1 play\n\n",
                e.execute("legal_moves"),
                "a challenge board has no whites to paint");
        assertEquals("=\n\n", e.execute("play play"));
        assertEquals("=\n\n", e.execute("play 1,0"));
        assertEquals("= 1 no\n\n", e.execute("rounds 1"), "diagonal neighbours are kept in the challenge");
    }
}
