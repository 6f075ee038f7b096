package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.game.diagram.SvgReader;
import parlour.match.Mark;

class MorrisDrawingTest {
    private static final Palette PALETTE = new Palette("#fffdf5", "#202020", "#005aa0", "#bb0033", "#2a6f2a");
    private static final MorrisDrawing DRAWING = new MorrisDrawing();

    private static MorrisPosition played(MorrisGame game, String... moves) {
        MorrisPosition p = MorrisPosition.start(game.rules(true), 1);
        for (String move : moves) p = game.play(p, move);
        return p;
    }

    /** Both players place their six men without a mill; the first is to move. */
    private static MorrisPosition sixPlaced() {
        return played(MorrisGame.SIX, "a1", "e1", "c2", "c4", "d3", "b3", "e5", "a5", "d2", "b2", "c5", "e3");
    }

    private static SvgReader read(MorrisPosition p, String lastMove, boolean coordinates, List<Mark> marks)
            throws Exception {
        return new SvgReader(Diagram.svg(
                DRAWING, p, lastMove, new Diagram.Options(480, coordinates, marks), PALETTE, "Morris", "a test board"));
    }

    private static List<Element> filled(List<Element> circles, String colour) {
        return circles.stream()
                .filter(c -> c.getAttribute("fill").equals(colour))
                .collect(Collectors.toList());
    }

    private static boolean at(Element e, double[] centre, String x, String y) {
        return Math.abs(SvgReader.number(e, x) - centre[0]) < 0.01
                && Math.abs(SvgReader.number(e, y) - centre[1]) < 0.01;
    }

    @Test
    void aDiagramShowsEachManOnItsPointTheHandsAndThePlacingThatTookAMan() throws Exception {
        // the first player closes the bottom row and takes b2
        MorrisPosition p = played(MorrisGame.NINE, "a1", "b2", "d1", "f2", "g1xb2");
        SvgReader read = read(p, "g1xb2", true, null);

        assertThat(read.text("title")).isEqualTo("Morris");
        assertThat(read.text("desc")).isEqualTo("a test board");
        List<Element> men = read.in("men", "circle");
        assertThat(filled(men, "#005aa0")).as("a1, d1 and g1").hasSize(3);
        assertThat(filled(men, "#bb0033")).as("f2, b2 taken").hasSize(1);
        double[] f2 = DRAWING.placeCentre(p, true, "f2");
        assertThat(filled(men, "#bb0033").get(0)).matches(m -> at(m, f2, "cx", "cy"), "stands on f2");
        assertThat(read.in("points", "circle")).as("the empty points").hasSize(24 - 4);
        List<Element> hands = read.in("hands", "circle");
        assertThat(filled(hands, "#005aa0")).hasSize(9 - 3);
        assertThat(filled(hands, "#bb0033")).hasSize(9 - 2);

        List<Element> halo = read.in("last move", "circle");
        assertThat(halo).hasSize(1);
        assertThat(halo.get(0)).matches(h -> at(h, DRAWING.placeCentre(p, true, "g1"), "cx", "cy"), "round g1");
        List<Element> cross = read.in("last move", "line");
        assertThat(cross).as("a cross on b2").hasSize(2);
        double[] b2 = DRAWING.placeCentre(p, true, "b2");
        for (Element arm : cross) {
            assertThat((SvgReader.number(arm, "x1") + SvgReader.number(arm, "x2")) / 2)
                    .isCloseTo(b2[0], within());
            assertThat((SvgReader.number(arm, "y1") + SvgReader.number(arm, "y2")) / 2)
                    .isCloseTo(b2[1], within());
        }
    }

    @Test
    void rankOneIsAtTheBottomAndFileAOnTheLeft() throws Exception {
        MorrisPosition p = played(MorrisGame.NINE, "a1");
        SvgReader read = read(p, null, true, null);
        double[] a1 = DRAWING.placeCentre(p, true, "a1"), g7 = DRAWING.placeCentre(p, true, "g7");
        assertThat(a1[0]).isLessThan(g7[0]);
        assertThat(a1[1]).as("y points down").isGreaterThan(g7[1]);
        assertThat(read.in("men", "circle").get(0)).matches(m -> at(m, a1, "cx", "cy"), "the man on a1");
        assertThat(read.texts("coordinates"))
                .containsExactlyInAnyOrder("a", "b", "c", "d", "e", "f", "g", "1", "2", "3", "4", "5", "6", "7");
        for (Element label : read.in("coordinates", "text")) {
            if (label.getTextContent().equals("1"))
                assertThat(SvgReader.number(label, "y")).isEqualTo(a1[1]);
            if (label.getTextContent().equals("a"))
                assertThat(SvgReader.number(label, "x")).isEqualTo(a1[0]);
        }
        assertThat(read(p, null, false, null).texts("coordinates")).isEmpty();
    }

    @Test
    void sixMensMorrisHasTheSmallerBoardAndAStepLeavesATrail() throws Exception {
        MorrisPosition p = MorrisGame.SIX.play(sixPlaced(), "a1-c1");
        SvgReader read = read(p, "a1-c1", false, null);

        assertThat(read.in("men", "circle").stream()
                        .filter(c -> !c.getAttribute("fill").equals("none"))
                        .count())
                .isEqualTo(12);
        assertThat(read.in("points", "circle")).as("16 points, 12 taken").hasSize(4);
        assertThat(read.in("hands", "circle")).as("every man placed").isEmpty();
        assertThat(DRAWING.placeCentre(p, false, "f6"))
                .as("no such point on the small board")
                .isNull();
        assertThat(DRAWING.size(p, false)[0]).isLessThan(DRAWING.size(played(MorrisGame.NINE), false)[0]);

        List<Element> trail = read.in("last move", "line");
        assertThat(trail).hasSize(1);
        assertThat(trail.get(0)).matches(t -> at(t, DRAWING.placeCentre(p, false, "a1"), "x1", "y1"), "from a1");
        assertThat(read.in("last move", "polygon")).as("the trail's head").hasSize(1);
        assertThat(read.in("last move", "circle")).as("no halo for a step").isEmpty();
    }

    @Test
    void theSecondPlayersMenHaveARingSoThatAGreyPrintTellsThemApart() throws Exception {
        MorrisPosition p = sixPlaced();
        List<Element> men = read(p, null, false, null).in("men", "circle");
        List<Element> rings =
                men.stream().filter(c -> c.getAttribute("fill").equals("none")).collect(Collectors.toList());
        assertThat(rings).hasSize(6);
        for (Element ring : rings) {
            double[] centre = {SvgReader.number(ring, "cx"), SvgReader.number(ring, "cy")};
            assertThat(filled(men, "#bb0033")).anyMatch(m -> at(m, centre, "cx", "cy"));
        }
    }

    @Test
    void marksStandOnThePointsTheyName() throws Exception {
        MorrisPosition p = sixPlaced();
        List<Mark> marks = Arrays.asList(
                new Mark(Mark.RING, "c2", null, "red", null),
                new Mark(Mark.FILL, "e5", null, null, null),
                new Mark(Mark.RING, "c3", null, null, null));
        SvgReader read = read(p, null, true, marks);

        List<Element> rings = read.in("marks", "circle");
        assertThat(rings).as("c3 is the centre, no point").hasSize(1);
        assertThat(rings.get(0)).matches(r -> at(r, DRAWING.placeCentre(p, true, "c2"), "cx", "cy"), "on c2");
        Element fill = read.in("marks", "rect").get(0);
        double[] e5 = DRAWING.placeCentre(p, true, "e5");
        double x = SvgReader.number(fill, "x"), y = SvgReader.number(fill, "y");
        assertThat(x + SvgReader.number(fill, "width") / 2).isCloseTo(e5[0], within());
        assertThat(y + SvgReader.number(fill, "height") / 2).isCloseTo(e5[1], within());
    }

    private static Offset<Double> within() {
        return Offset.offset(0.01);
    }
}
