package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.OptionSpec;

/** The rules of both boards and their options, and the notation, against hand-made positions. */
class MorrisRulesTest {
    static final MorrisGame SIX = MorrisGame.SIX;

    static MorrisPosition start(MorrisGame g) {
        return g.start(defaults(), 1);
    }

    static Map<String, String> defaults() {
        Map<String, String> o = new HashMap<>();
        for (OptionSpec s : SIX.options()) o.put(s.name, s.defaultValue);
        return o;
    }

    static MorrisPosition play(MorrisGame g, MorrisPosition p, String... moves) {
        for (String m : moves) p = g.play(p, m);
        return p;
    }

    static int mask(MorrisBoard b, String... points) {
        int m = 0;
        for (String s : points) m |= 1 << b.pointNamed(s);
        return m;
    }

    @Test
    void theBoardsHaveTheIssuesPointsNeighboursAndMills() {
        MorrisBoard b = MorrisBoard.SIX;
        String[] names = new String[16];
        for (int p = 0; p < 16; p++) names[p] = b.name(p);
        assertEquals(
                Arrays.asList(
                        "a1", "c1", "e1", "e3", "e5", "c5", "a5", "a3", "b2", "c2", "d2", "d3", "d4", "c4", "b4", "b3"),
                Arrays.asList(names));
        assertEquals(8, b.millCount());
        assertEquals(mask(b, "c1", "b2", "d2"), b.neighbours(b.pointNamed("c2")) & ~mask(b, "c1") | mask(b, "c1"));
        assertEquals(mask(b, "a3", "c1"), b.neighbours(b.pointNamed("a1")));
        assertEquals(mask(b, "c2", "b3"), b.neighbours(b.pointNamed("b2")));
        assertEquals(-1, b.pointNamed("c3"), "the centre is no point");
        MorrisBoard n = MorrisBoard.NINE;
        assertEquals(24, n.points);
        assertEquals(16, n.millCount());
        assertEquals(mask(n, "d1", "d3"), n.neighbours(n.pointNamed("d2")) & mask(n, "d1", "d3"));
        assertEquals(mask(n, "a1", "a7", "b4"), n.neighbours(n.pointNamed("a4")));
        assertEquals(1, n.millsThrough(mask(n, "d1", "d2", "d3"), n.pointNamed("d2")), "the cross lines are mills");
        assertEquals(0, n.millsThrough(mask(n, "d3", "d2", "d1"), n.pointNamed("a1")));
    }

    @Test
    void eachPlayerPlacesSixPiecesThenMoves() { // seed tests 13, 18 and 21
        MorrisPosition p = play(SIX, start(SIX), "a1", "e1", "c2", "c4", "d3", "b3", "e5", "a5", "d2", "b2");
        p = play(SIX, p, "c5", "e3");
        assertEquals(0, p.hand(1));
        assertEquals(0, p.hand(2));
        assertEquals(6, Integer.bitCount(p.men(1)));
        assertEquals(6, Integer.bitCount(p.men(2)));
        assertEquals(1, p.toMove());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SIX.play(start(SIX), "a1-a3"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("Place all your pieces first");
        e = assertThrows(
                IllegalArgumentException.class,
                () -> SIX.notation()
                        .canonical(
                                play(
                                        SIX,
                                        start(SIX),
                                        "a1",
                                        "e1",
                                        "c2",
                                        "c4",
                                        "d3",
                                        "b3",
                                        "e5",
                                        "a5",
                                        "d2",
                                        "b2",
                                        "c5",
                                        "e3"),
                                "c1"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("All your pieces are placed");
        MorrisPosition moved = SIX.play(p, "a1-a3");
        assertEquals(1, moved.at(MorrisBoard.SIX.pointNamed("a3")));
        assertEquals(0, moved.at(MorrisBoard.SIX.pointNamed("a1")));
    }

    @Test
    void illegalPlacementsAndMovesAreRefusedWithAReason() { // seed tests 6, 7, 14, 17
        MorrisPosition p = play(SIX, start(SIX), "a1");
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> SIX.play(play(SIX, start(SIX), "a1"), "a1"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("a1 is taken");
        assertThrows(IllegalArgumentException.class, () -> SIX.play(play(SIX, start(SIX), "a1"), "c3"));
        assertThrows(IllegalArgumentException.class, () -> SIX.play(play(SIX, start(SIX), "a1"), "z9"));
        assertEquals(play(SIX, start(SIX), "a1"), p, "a refused move changed nothing");
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        MorrisPosition moving =
                MorrisPosition.of(rules, mask(b, "a1", "c2", "e5", "d3"), mask(b, "a3", "c1", "b4", "d4"), 0, 0, 1);
        e = assertThrows(IllegalArgumentException.class, () -> SIX.play(moving, "a1-a3"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("a3 is taken");
        e = assertThrows(IllegalArgumentException.class, () -> SIX.play(moving, "a1-e1"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("not neighbours");
        e = assertThrows(IllegalArgumentException.class, () -> SIX.play(moving, "a3-a5"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("not yours");
        e = assertThrows(IllegalArgumentException.class, () -> SIX.play(moving, "e3-e1"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("no piece on e3");
    }

    @Test
    void aMillRemovesAPieceOutsideMillsOnly() { // seed tests 26, 27
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        // player 1 closes a1 c1 e1 by placing e1; player 2 has the mill b2 b3 b4 and a piece on e5
        MorrisPosition p = MorrisPosition.of(rules, mask(b, "a1", "c1"), mask(b, "b2", "b3", "b4", "e5"), 4, 2, 1);
        List<String> legal = SIX.legalMoves(p);
        assertThat(legal).contains("e1xe5");
        assertThat(legal)
                .as("a move closing a mill is complete only with its removal")
                .doesNotContain("e1");
        assertThat(legal)
                .as("a piece in a mill is not taken while another can be")
                .doesNotContain("e1xb3");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SIX.play(p, "e1xb3"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("stands in a mill");
        e = assertThrows(IllegalArgumentException.class, () -> SIX.play(p, "e1"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("add the piece to remove");
        MorrisPosition after = SIX.play(p, "e1xe5");
        assertEquals(0, after.at(b.pointNamed("e5")));
        assertEquals(3, Integer.bitCount(after.men(2)));
        // when every opposing piece is in a mill, any may go
        MorrisPosition allInMills = MorrisPosition.of(rules, mask(b, "a1", "c1"), mask(b, "b2", "b3", "b4"), 4, 3, 1);
        assertEquals(Arrays.asList("e1xb2", "e1xb4", "e1xb3"), filter(SIX.legalMoves(allInMills), "e1"));
        e = assertThrows(
                IllegalArgumentException.class, () -> SIX.play(play(SIX, start(SIX), "a1", "e5", "c1", "e3"), "d2xe5"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("closes no mill");
    }

    private static List<String> filter(List<String> moves, String prefix) {
        List<String> out = new ArrayList<>();
        for (String m : moves) if (m.startsWith(prefix)) out.add(m);
        return out;
    }

    @Test
    void aMillWithNoOpposingPieceOnTheBoardRemovesNothing() {
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        MorrisPosition p = MorrisPosition.of(rules, mask(b, "a1", "c1"), 0, 4, 6, 1);
        assertThat(SIX.legalMoves(p)).contains("e1");
        assertEquals(0, SIX.play(p, "e1").quiet());
    }

    @Test
    void twoMillsAtOnceRemoveTwoOnlyWithTheOption() {
        Map<String, String> o = defaults();
        MorrisBoard b = MorrisBoard.SIX;
        MorrisPosition one =
                MorrisPosition.of(SIX.rules(o), mask(b, "a1", "c1", "e3", "e5"), mask(b, "c2", "b4", "d4"), 2, 3, 1);
        assertThat(SIX.legalMoves(one)).contains("e1xc2");
        o.put("doublemill", "on");
        MorrisPosition two =
                MorrisPosition.of(SIX.rules(o), mask(b, "a1", "c1", "e3", "e5"), mask(b, "c2", "b4", "d4"), 2, 3, 1);
        assertThat(SIX.legalMoves(two)).doesNotContain("e1xc2");
        assertThat(SIX.legalMoves(two)).contains("e1xc2xb4");
        assertEquals(1, Integer.bitCount(SIX.play(two, "e1xc2xb4").men(2)));
        assertEquals(Arrays.asList("e1", "xc2", "xb4"), SIX.notation().parts("e1xc2xb4"));
    }

    @Test
    void reducedToTwoPiecesLoses() { // seed test 19
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        MorrisPosition p =
                MorrisPosition.of(rules, mask(b, "a1", "c1", "e3", "b2"), mask(b, "c5", "c4", "d4"), 0, 0, 1);
        MorrisPosition after = SIX.play(p, "e3-e1xc5");
        assertEquals(1, after.winner());
        assertEquals(MorrisPosition.TWO_PIECES, SIX.whyOver(after));
        assertThat(SIX.legalMoves(after)).isEmpty();
    }

    @Test
    void noLegalMoveLoses() { // seed tests 23, 24
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        // player 2's pieces on a1, c1, e1 and c2 are shut in by player 1; player 1 moves b3-a3? no: d2 fills the last
        // hole
        MorrisPosition p = MorrisPosition.of(
                rules, mask(b, "a3", "e3", "b2", "d3", "c4", "c5"), mask(b, "a1", "c1", "e1", "c2"), 0, 0, 1);
        MorrisPosition after = SIX.play(p, "d3-d2");
        assertEquals(1, after.winner());
        assertEquals(MorrisPosition.BLOCKED, after.why());
        MorrisPosition mirrored = MorrisPosition.of(
                rules, mask(b, "a1", "c1", "e1", "c2"), mask(b, "a3", "e3", "b2", "d3", "c4", "c5"), 0, 0, 2);
        assertEquals(2, SIX.play(mirrored, "d3-d2").winner());
    }

    @Test
    void flyingWithThreePiecesOnlyWhenTheOptionIsOn() {
        Map<String, String> o = defaults();
        MorrisBoard b = MorrisBoard.SIX;
        MorrisPosition flies =
                MorrisPosition.of(SIX.rules(o), mask(b, "a1", "c2", "d4"), mask(b, "e5", "c5", "d3", "b4"), 0, 0, 1);
        assertThat(SIX.legalMoves(flies)).contains("a1-e1");
        o.put("flying", "off");
        MorrisPosition walks =
                MorrisPosition.of(SIX.rules(o), mask(b, "a1", "c2", "d4"), mask(b, "e5", "c5", "d3", "b4"), 0, 0, 1);
        assertThat(SIX.legalMoves(walks)).doesNotContain("a1-e1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SIX.play(walks, "a1-e1"));
        assertThat(e.getMessage()).contains("not neighbours");
    }

    @Test
    void threeRepetitionsAndQuietMovesDraw() {
        MorrisRules rules = SIX.rules(defaults());
        MorrisBoard b = rules.board;
        MorrisPosition p =
                MorrisPosition.of(rules, mask(b, "a1", "c2", "d4", "e5"), mask(b, "c5", "d3", "b4", "e1"), 0, 0, 1);
        String[] shuffle = {"a1-a3", "e1-c1", "a3-a1", "c1-e1"};
        for (int round = 0; round < 2; round++) {
            assertFalse(p.isOver());
            p = play(SIX, p, shuffle);
        }
        assertEquals(0, p.winner(), "the start position stood there three times");
        assertEquals(MorrisPosition.REPETITION, p.why());
        Map<String, String> o = defaults();
        o.put("drawafter", "20");
        MorrisRules short20 = SIX.rules(o);
        MorrisPosition q =
                MorrisPosition.of(short20, mask(b, "a1", "c2", "d4", "e5"), mask(b, "c5", "d3", "b4", "e1"), 0, 0, 1);
        String[] walk = {"a1-a3", "e1-c1", "a3-a5", "c1-e1", "a5-a3", "e1-c1", "a3-a1", "c1-e1"};
        for (int i = 0; i < 40; i++) {
            assertFalse(q.isOver(), "ply " + i);
            q = SIX.play(q, walk[i % 8]);
            if (q.isOver()) break;
        }
        assertEquals(0, q.winner());
    }

    @Test
    void notationReadsAnyCaseAndWritesCanonically() {
        MorrisPosition p = start(MorrisGame.NINE);
        assertEquals("d2", MorrisGame.NINE.notation().canonical(p, " D2 "));
        assertEquals(Arrays.asList("a1", "a3", "xd2"), SIX.notation().parts("a1-a3xd2"));
        assertEquals(Arrays.asList("c2", "xb4"), SIX.notation().parts("c2xb4"));
        assertEquals(24, MorrisGame.NINE.legalMoves(p).size());
        assertThat(MorrisGame.NINE.legalMoves(p)).contains("g7");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> SIX.notation().canonical(start(SIX), "g7"));
        assertThat(e.getMessage()).as(e.getMessage()).contains("no point g7");
        assertThat(SIX.notation().diagram(start(SIX))).startsWith("\n");
    }
}
