package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/**
 * The perfect player in a drawn position sets the hardest trap: the move that leaves the opponent the fewest
 * safe replies, then the largest share of losing ones, even where the evaluator prefers another drawing move;
 * but it does not go back to a position of the game while a drawing move to a new one is left, nor offer the
 * opponent a third repetition while a drawing move that does not is left. The positions
 * are hand-picked, up to four against four in the moving phase, from a table of up to eight pieces.
 */
class TablePlayerTest {
    private static MorrisTable flyingOn, flyingOff;

    @BeforeAll
    static void build() {
        flyingOn = new TableBuilder(true).buildMoving(8);
        flyingOff = new TableBuilder(false).buildMoving(8);
    }

    @Test
    void leavesTheOpponentASingleSafeReply() {
        // X to move: b3-a3 leaves O one safe reply of six; c1-c2 (the evaluator's favourite) leaves four of five
        MorrisPosition p = position(false, "a1 c1 c5 b3", "e5 a5 b2 d3");
        assertTrap(p, flyingOff, "b3-a3", "c1-c2", 1);
        // with flying: a1-a3 leaves O one safe reply of two; b2-c2 (the evaluator's favourite) leaves three of three
        MorrisPosition q = position(true, "a1 b2 d3 b3", "a5 d4 c4 b4");
        assertTrap(q, flyingOn, "a1-a3", "b2-c2", 1);
    }

    @Test
    void amongEquallyFewSafeRepliesTakesTheLargestShareOfLosingOnes() {
        // a1-c1 and b4-b3 both leave one safe reply, of three and of two; the evaluator prefers b4-b3
        MorrisPosition p = position(false, "a1 e5 c5 b4", "e1 e3 a5 a3");
        assertTrap(p, flyingOff, "a1-c1", "b4-b3", 1);
        TableRank best = rank(p, flyingOff, "a1-c1"), other = rank(p, flyingOff, "b4-b3");
        assertThat(best.replies).as("the same safe replies among more").isGreaterThan(other.replies);
    }

    @Test
    void goesBackToAnEarlierPositionOnlyWhenNoDrawingMoveLeadsElsewhere() {
        // a5-a3 returns to the position after c4-b4 and leaves O four safe replies of four; d2-c2, the only other
        // move that keeps the draw, leaves seven of seven
        MorrisPosition p =
                play(position(false, "e3 a3 c4", "a1 e5 b3"), "e3-d3 e5-e3 d3-d2 e3-d3 c4-b4 d3-d4 a3-a5 d4-d3");
        assertNewPositionChosen(p, flyingOff, "d2-c2", "a5-a3");
        // with flying: d4-d3 goes back to the position after a1-a3 with four safe replies; c4-b4 leaves seven
        MorrisPosition q = play(
                position(true, "e5 a3 d3 b4", "a1 e1 e3 c4"),
                "d3-d4 c4-c5 b4-c4 e3-d3 a3-a5 e1-e3 c4-b4 d3-d2 d4-d3 a1-a3 b4-c4 a3-b3 d3-d4 b3-a3");
        assertNewPositionChosen(q, flyingOn, "c4-b4", "d4-d3");
    }

    @Test
    void doesNotOfferTheOpponentAThirdRepetition() {
        // a1-a3 leaves O four safe replies of six, but one of them, d4-d3, repeats a position a third time; c2-d2,
        // the only other move that keeps the draw, leaves six of six and none that ends the game
        MorrisPosition p = play(
                position(false, "e5 a3 d2", "e1 e3 d3"),
                "d2-c2 e1-c1 a3-a5 c1-a1 a5-a3 e3-e1 a3-a5 a1-c1 a5-a3 e1-e3 a3-a1 d3-d4");
        assertNoThirdRepetitionOffered(p, flyingOff, "c2-d2", "a1-a3");
        // with flying: a5-c5 leaves six safe replies of six, one a third repetition (c1-a1); a3-a1 leaves seven
        MorrisPosition q =
                play(position(true, "e1 a5 a3 b4", "a1 e5 c4 b3"), "a5-c5 e5-e3 c5-a5 e3-e5 a5-c5 e5-e3 c5-a5 a1-c1");
        assertNoThirdRepetitionOffered(q, flyingOn, "a3-a1", "a5-c5");
    }

    /**
     * {@code clean} and {@code offering} are the only moves that keep the draw, both to new positions; after
     * {@code offering} the opponent may repeat a position a third time, and the player picks {@code clean}.
     */
    private static void assertNoThirdRepetitionOffered(
            MorrisPosition p, MorrisTable table, String clean, String offering) {
        assertOnlyDrawingMoves(p, table, clean, offering);
        TableRank c = rank(p, table, clean), o = rank(p, table, offering);
        assertEquals(1, c.repetitions, clean + " leads to a new position");
        assertEquals(1, o.repetitions, offering + " leads to a new position");
        assertEquals(0, c.ruleDraws, "no reply to " + clean + " ends the game");
        assertEquals(1, o.ruleDraws, "one reply to " + offering + " repeats a position a third time");
        assertThat(o.safe).as(offering + " leaves fewer safe replies").isLessThan(c.safe);
        assertChosen(p, table, clean);
    }

    private static void assertOnlyDrawingMoves(MorrisPosition p, MorrisTable table, String a, String b) {
        assertEquals(0, table.value(p), "the position is a draw");
        for (int m : p.legalMoves()) {
            String move = MorrisNotation.format(p, m);
            assertEquals(move.equals(a) || move.equals(b), rank(p, table, move).outcome == 0, move + " keeps the draw");
        }
    }

    /**
     * {@code fresh} and {@code back} are the only moves that keep the draw; {@code back} returns to a position of
     * the game and sets the harder trap, and the player picks {@code fresh} every time.
     */
    private static void assertNewPositionChosen(MorrisPosition p, MorrisTable table, String fresh, String back) {
        assertEquals(0, table.value(p), "the position is a draw");
        for (int m : p.legalMoves()) {
            String move = MorrisNotation.format(p, m);
            assertEquals(
                    move.equals(fresh) || move.equals(back),
                    rank(p, table, move).outcome == 0,
                    move + " keeps the draw");
        }
        TableRank f = rank(p, table, fresh), b = rank(p, table, back);
        assertEquals(1, f.repetitions, fresh + " leads to a new position");
        assertEquals(2, b.repetitions, back + " goes back to one");
        assertThat(b.safe).as(back + " leaves fewer safe replies").isLessThan(f.safe);
        assertChosen(p, table, fresh);
    }

    /** The player picks {@code trap} every time, leaving {@code safe} safe replies, though the evaluator prefers {@code liked}. */
    private static void assertTrap(MorrisPosition p, MorrisTable table, String trap, String liked, int safe) {
        assertEquals(0, table.value(p), "the position is a draw");
        TableRank t = rank(p, table, trap), l = rank(p, table, liked);
        assertEquals(0, t.outcome, trap + " keeps the draw");
        assertEquals(0, l.outcome, liked + " keeps the draw");
        assertEquals(safe, t.safe, "safe replies after " + trap);
        assertThat(t.replies).as("the opponent can go wrong after " + trap).isGreaterThan(safe);
        assertThat(l.evaluation).as("the evaluator alone would play " + liked).isGreaterThan(t.evaluation);
        assertChosen(p, table, trap);
    }

    private static void assertChosen(MorrisPosition p, MorrisTable table, String move) {
        for (long seed = 0; seed < 5; seed++) {
            TablePlayer player = new TablePlayer(p, table, new Random(seed));
            while (!player.think(5)) {
                // slices
            }
            assertEquals(move, player.move(), "seed " + seed);
        }
    }

    private static TableRank rank(MorrisPosition p, MorrisTable table, String move) {
        return TableRank.of(p, table, MorrisNotation.parse(p, move));
    }

    /** {@code p} after the moves, separated by spaces. */
    private static MorrisPosition play(MorrisPosition p, String moves) {
        for (String m : moves.split(" ")) p = p.play(MorrisNotation.parse(p, m));
        return p;
    }

    /** X (player 1, to move) on the points {@code x}, O on {@code o}, nothing in hand. */
    static MorrisPosition position(boolean flying, String x, String o) {
        MorrisRules rules = new MorrisRules(MorrisBoard.SIX, flying, false, 50);
        return MorrisPosition.of(rules, mask(x), mask(o), 0, 0, 1);
    }

    private static int mask(String points) {
        int m = 0;
        for (String name : points.split(" ")) m |= 1 << MorrisBoard.SIX.pointNamed(name);
        return m;
    }
}
