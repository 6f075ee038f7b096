package parlour.dots.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.match.Text;

/**
 * Seed 000, rules 4-17: the "easy" computer player. Boards are drawn from lines in notation; the
 * pictures show boxes in a row, {@code =} a box's drawn top and bottom, {@code |} a drawn side.
 */
class SeedPlayerTest {

    static DotsPosition board(int cols, int rows, String lines) {
        DotsPosition p = DotsPosition.empty(cols, rows);
        for (String line : Text.words(lines)) p = DotsGame.RULES.play(p, line);
        return p;
    }

    static String choose(DotsPosition p, long seed) {
        SeedPlayer player = new SeedPlayer(p, new Random(seed));
        assertTrue(player.think(1000), "a decision takes one slice");
        return player.move();
    }

    static Set<String> choices(DotsPosition p, int seeds) {
        Set<String> seen = new HashSet<>();
        for (int seed = 0; seed < seeds; seed++) seen.add(choose(p, seed));
        return seen;
    }

    static Set<String> set(String... moves) {
        return new HashSet<>(Arrays.asList(moves));
    }

    /** Lets the seed player move for whoever is to move until the game ends. */
    static DotsPosition playOut(DotsPosition p, long seed) {
        Random random = new Random(seed);
        while (!p.isOver()) {
            SeedPlayer player = new SeedPlayer(p, random);
            assertTrue(player.think(1000));
            p = DotsGame.RULES.play(p, player.move());
        }
        return p;
    }

    @Test
    void rule5_takesALoneBoxWithThreeSides() {
        // given box a1 with three sides on a 3x3 board, its fourth side opening onto an empty box
        DotsPosition p = board(3, 3, "a1-b1 a1-a2 a2-b2");
        // when the computer chooses, then it closes the box, whatever its random source
        assertEquals(set("b1-b2"), choices(p, 20));
    }

    @Test
    void rule4_takesEveryBoxOfAChainOfThreeAndKeepsTheTurnMeanwhile() {
        // given three boxes in a row with tops and bottoms drawn and the left end closed off
        DotsPosition p = board(3, 1, "a1-b1 b1-c1 c1-d1 a2-b2 b2-c2 c2-d2 a1-a2");
        int me = p.toMove();
        // when the computer chooses, then it starts at the three-sided end
        assertEquals(set("b1-b2"), choices(p, 20));
        // and it goes on taking until the chain, the last one on the board, is all its own
        DotsPosition end = playOut(p, 1);
        assertEquals(3, end.score(me));
        assertEquals(0, end.score(3 - me));
    }

    @Test
    void rule4_comesBeforeRule6_theLongGroupIsTakenFirst() {
        // given five boxes in a row cut between the 2nd and 3rd: a pair [1 2] and a chain of three [3 4 5],
        // the 2nd and 3rd boxes have three sides each
        DotsPosition p = board(5, 1, "a1-b1 b1-c1 c1-d1 d1-e1 e1-f1 a2-b2 b2-c2 c2-d2 d2-e2 e2-f2 c1-c2");
        // when the computer chooses, then it takes from the chain of three before deciding on the pair
        assertEquals(set("d1-d2"), choices(p, 20));
    }

    @Test
    void rule6_leavesADominoWhenTheRestIsALongChainItWillThenReceive() {
        // given a pair whose right box has three sides (boxes 1-2) and a separate chain of three (boxes 3-5),
        // every other line offering boxes
        DotsPosition p = board(5, 1, "a1-b1 b1-c1 c1-d1 d1-e1 e1-f1 a2-b2 b2-c2 d2-e2 e2-f2 c1-c2");
        int me = p.toMove();
        // when the computer chooses, then it draws the far side of the pair, leaving both boxes as a domino
        assertEquals(set("a1-a2"), choices(p, 20));
        DotsPosition after = DotsGame.RULES.play(p, "a1-a2");
        assertEquals(3 - me, after.toMove(), "the opponent moves next");
        assertEquals(2, after.boxesClosedBy(after.lineBetween(1, 0, 1, 1)), "one line takes the domino");
        // and when both sides play on by the rules, the opponent must open the chain of three for it
        DotsPosition end = playOut(after, 2);
        assertEquals(3, end.score(me));
        assertEquals(2, end.score(3 - me));
    }

    @Test
    void rule6_declinesOnlyTheLastOfSeveralPairs() {
        // given two pairs on offer (boxes 1-2 and 3-4, boxes 2 and 4 with three sides), a single box (5)
        // and a chain of four (boxes 6-9)
        DotsPosition p = board(
                9,
                1,
                "a1-b1 b1-c1 c1-d1 d1-e1 f1-g1 g1-h1 h1-i1 i1-j1 "
                        + "a2-b2 b2-c2 d2-e2 g2-h2 h2-i2 i2-j2 c1-c2 e1-e2 f1-f2");
        int me = p.toMove();
        // when the computer chooses, then it takes a pair first: declining now would give away both
        assertEquals(set("b1-b2", "d1-d2"), choices(p, 40));
        // and playing on, it takes both pairs, hands over the single box and receives the chain of four
        DotsPosition end = playOut(p, 4);
        assertEquals(8, end.score(me));
        assertEquals(1, end.score(3 - me));
    }

    @Test
    void rule6_takesThePairWhenItIsTheLastOnTheBoard() {
        // given two boxes, the left one with three sides: declining would give away the whole game
        DotsPosition p = board(2, 1, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2");
        // when the computer chooses, then it takes them
        assertEquals(set("b1-b2"), choices(p, 20));
    }

    @Test
    void rule6_takesThePairWhenDecliningCostsMoreThanItWins() {
        // given a pair whose right box has three sides and, apart from it, one single box
        DotsPosition p = board(3, 1, "a1-b1 b1-c1 c1-d1 a2-b2 b2-c2 c1-c2");
        int me = p.toMove();
        // when the computer chooses, then it takes the pair (declining would trade 2 boxes for 1)
        assertEquals(set("b1-b2"), choices(p, 20));
        DotsPosition end = playOut(p, 3);
        assertEquals(2, end.score(me));
    }

    @Test
    void rules7and8_neverOffersABoxWhileASafeLineExists() {
        // given the left of two boxes with two sides drawn: its two open sides would offer it
        DotsPosition p = board(2, 1, "a1-b1 a2-b2");
        // when the computer chooses with many random sources, then it only ever plays the right box's free sides
        assertEquals(set("b1-c1", "b2-c2", "c1-c2"), choices(p, 60));
    }

    @Test
    void rules7and8_sharedAndBorderLinesAreEquallyGoodAndTheSeedRepeatsAGame() {
        // given an empty 3x3 board, every line is safe
        DotsPosition p = DotsPosition.empty(3, 3);
        // when the computer chooses with many random sources, then it varies over inner and border lines
        Set<String> seen = choices(p, 200);
        boolean inner = false, border = false;
        for (String m : seen) {
            int line = DotsNotation.parseMove(p, m);
            if (p.boxesOf(line).length == 2) inner = true;
            else border = true;
        }
        assertTrue(inner && border, "both kinds of safe line are played: " + seen);
        // and the same random seed gives the same line
        assertEquals(choose(p, 42), choose(p, 42));
    }

    @Test
    void rules9to11_givesAwayTheSmallestGroupThroughAnyOfItsSides() {
        // given seven boxes in a row, no safe line: a chain of three (boxes 1-3) and a chain of four (boxes 4-7)
        DotsPosition p =
                board(7, 1, "a1-b1 b1-c1 c1-d1 d1-e1 e1-f1 f1-g1 g1-h1 " + "a2-b2 b2-c2 e2-f2 f2-g2 g2-h2 d1-d2");
        // when the computer chooses, then it opens the chain of three, by any of its undrawn sides
        assertEquals(set("a1-a2", "b1-b2", "c1-c2", "c2-d2"), choices(p, 100));
    }

    @Test
    void rule12_givesAPairByTheLineBetweenItsBoxes() {
        // given five boxes in a row, no safe line: a pair (boxes 1-2) and a chain of three (boxes 3-5)
        DotsPosition p = board(5, 1, "a1-b1 b1-c1 c1-d1 d1-e1 e1-f1 a2-b2 d2-e2 e2-f2 c1-c2");
        // when the computer chooses, then it always splits the pair, so the opponent cannot decline it as a domino
        assertEquals(set("b1-b2"), choices(p, 40));
        DotsPosition after = DotsGame.RULES.play(p, "b1-b2");
        assertEquals(1, after.boxesClosedBy(after.lineBetween(0, 0, 0, 1)));
        assertEquals(1, after.boxesClosedBy(after.lineBetween(1, 1, 2, 1)));
    }

    @Test
    void rules9to11_aGroupOfOneIsGivenThroughEitherOfItsSides() {
        // given a 1x1 board with two sides drawn: the only box is a group of one
        DotsPosition p = board(1, 1, "a1-b1 a2-b2");
        // when the computer chooses, then either open side will do
        assertEquals(set("a1-a2", "b1-b2"), choices(p, 40));
    }

    @Test
    void rules14to17_groupsAreBoxesWithTwoOrThreeSidesJoinedThroughUndrawnSides() {
        // given three boxes in a row with tops and bottoms drawn, one group of three
        assertEquals(List.of(3), sizes(new ChainFinder(board(3, 1, "a1-b1 b1-c1 c1-d1 a2-b2 b2-c2 c2-d2"))));
        // given a middle box with no side drawn, it splits the row into two groups of one and belongs to none
        ChainFinder split = new ChainFinder(board(3, 1, "a1-b1 a2-b2 c1-d1 c2-d2"));
        assertEquals(List.of(1, 1), sizes(split));
        assertEquals(-1, split.groupOf(1));
        // given a 2x2 board with only its outer border drawn, the four boxes form one loop
        assertEquals(
                List.of(4), sizes(new ChainFinder(board(2, 2, "a1-b1 b1-c1 a3-b3 b3-c3 a1-a2 a2-a3 c1-c2 c2-c3"))));
    }

    static List<Integer> sizes(ChainFinder groups) {
        Integer[] s = new Integer[groups.groupCount()];
        for (int g = 0; g < s.length; g++) s[g] = groups.size(g);
        Arrays.sort(s);
        return Arrays.asList(s);
    }

    @Test
    void aZeroBudgetStillMakesProgressAndEndsWithTheSameChoice() {
        // given a position where the decision reaches the last rule (rules 9-12)
        DotsPosition p =
                board(7, 1, "a1-b1 b1-c1 c1-d1 d1-e1 e1-f1 f1-g1 g1-h1 " + "a2-b2 b2-c2 e2-f2 f2-g2 g2-h2 d1-d2");
        // when it thinks in slices of no time at all, then it still finishes within one slice per rule group
        SeedPlayer sliced = new SeedPlayer(p, new Random(7));
        int calls = 1;
        while (!sliced.think(0)) calls++;
        assertThat(calls).as("calls: " + calls).isLessThanOrEqualTo(4);
        // and chooses what a single unbounded call chooses
        assertEquals(choose(p, 7), sliced.move());
    }

    @Test
    void refusesAFinishedGameAndHasNoMoveBeforeThinking() {
        DotsPosition over = board(1, 1, "a1-b1 a2-b2 a1-a2 b1-b2");
        assertThrows(IllegalArgumentException.class, () -> new SeedPlayer(over, new Random(1)));
        SeedPlayer player = new SeedPlayer(DotsPosition.empty(2, 2), new Random(1));
        assertThrows(IllegalStateException.class, player::move);
    }

    @Test
    void alwaysPlaysALegalLineAndNeverOffersBoxesWhileSafeLinesRemain_overManyGames() {
        int[][] sizes = {{1, 1}, {2, 3}, {3, 2}, {5, 5}, {7, 7}, {1, 15}, {4, 9}, {15, 15}};
        Random dice = new Random(2024);
        for (int[] size : sizes) {
            int games = size[0] * size[1] > 100 ? 3 : 12;
            for (int game = 0; game < games; game++) {
                DotsPosition p = DotsPosition.empty(size[0], size[1], 1 + game % 2);
                // one side is the computer; the other plays at random half of the time, so positions vary
                int computer = 1 + dice.nextInt(2);
                int moves = 0;
                while (!p.isOver()) {
                    String move;
                    if (p.toMove() != computer && dice.nextBoolean()) {
                        int[] legal = p.legalLines();
                        move = DotsNotation.format(p, legal[dice.nextInt(legal.length)]);
                    } else {
                        move = choose(p, dice.nextInt());
                        int line = DotsNotation.parseMove(p, move);
                        if (!anyThreeSided(p) && hasSafeLine(p)) {
                            assertTrue(
                                    isSafe(p, line),
                                    "offered boxes with a safe line left: " + move + " on " + size[0] + "x" + size[1]);
                        }
                    }
                    try {
                        p = DotsGame.RULES.play(p, move);
                    } catch (IllegalArgumentException e) {
                        fail("illegal move " + move + ": " + e.getMessage());
                    }
                    moves++;
                }
                assertEquals(p.lineCount(), moves);
                assertEquals(p.boxCount(), p.score(1) + p.score(2));
            }
        }
    }

    static boolean anyThreeSided(DotsPosition p) {
        for (int b = 0; b < p.boxCount(); b++) if (p.sidesDrawn(b % p.cols(), b / p.cols()) == 3) return true;
        return false;
    }

    static boolean isSafe(DotsPosition p, int line) {
        for (int b : p.boxesOf(line)) if (p.sidesDrawn(b % p.cols(), b / p.cols()) > 1) return false;
        return true;
    }

    static boolean hasSafeLine(DotsPosition p) {
        for (int line : p.legalLines()) if (isSafe(p, line)) return true;
        return false;
    }
}
