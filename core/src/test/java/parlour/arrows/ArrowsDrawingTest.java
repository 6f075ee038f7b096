package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.game.diagram.SvgReader;
import parlour.match.Mark;

class ArrowsDrawingTest {
    private static final Palette PALETTE = new Palette("#fffdf5", "#202020", "#005aa0", "#bb0033", "#2a6f2a");
    private static final ArrowsDrawing DRAWING = new ArrowsDrawing();

    /** An 8x8 board with (4,4) and (5,6) blocked where the first player went S then E and the second N between. */
    private static ArrowsPosition played() {
        ArrowsPosition p = ArrowsGame.start(
                ArrowsBoard.parseSetup(Arrays.asList("8 8 2 2 E 7 7 W 4 4 5 6".split(" ")), "test"), 1, "untimed", "8");
        for (String move : new String[] {"S", "N", "E"}) p = ArrowsGame.RULES.play(p, move);
        return p;
    }

    private static List<Element> filled(List<Element> shapes, String colour, String attribute) {
        return shapes.stream()
                .filter(e -> e.getAttribute(attribute).equals(colour))
                .collect(Collectors.toList());
    }

    /** A polygon's points as {x, y, x, y, ...}. */
    private static double[] points(Element polygon) {
        return Arrays.stream(polygon.getAttribute("points").split("[ ,]"))
                .mapToDouble(Double::parseDouble)
                .toArray();
    }

    @Test
    void aDiagramShowsEveryPieceAsAnArrowInItsPlayersColourPointingItsWay() throws Exception {
        ArrowsPosition p = played();
        SvgReader read = new SvgReader(
                Diagram.svg(DRAWING, p, "2", new Diagram.Options(400, true, null), PALETTE, "Arrows", "a test board"));

        assertThat(read.root().getAttribute("width")).isEqualTo("400");
        assertThat(read.text("title")).isEqualTo("Arrows");
        assertThat(read.text("desc")).isEqualTo("a test board");
        List<Element> arrows = read.in("arrows", "polygon");
        assertThat(filled(arrows, "#005aa0", "fill"))
                .as("the first piece and two moves")
                .hasSize(p.chain(1).length);
        assertThat(filled(arrows, "#bb0033", "fill"))
                .as("the second piece and one move")
                .hasSize(p.chain(2).length);
        assertThat(filled(arrows, "#fffdf5", "fill"))
                .as("the second player's arrows are hollow, so that a grey print tells them apart")
                .hasSize(p.chain(2).length);
        assertThat(p.chain(1)).hasSize(3);
        assertThat(read.in("blocked", "rect")).as("(4,4) and (5,6)").hasSize(2);
        assertThat(read.in("grid", "line")).hasSize(9 + 9);

        // the last piece is at (3,3), pointing E: its tip to the right of the cell's centre
        double[] centre = DRAWING.placeCentre(p, true, "3,3");
        Element last = filled(arrows, "#005aa0", "fill").get(2);
        double[] xy = points(last);
        assertThat(xy[0]).as("the tip's x").isCloseTo(centre[0] + 3.7, within(0.01));
        assertThat(xy[1]).as("the tip's y").isCloseTo(centre[1], within(0.01));
        Element halo = read.in("last move", "rect").get(0);
        assertThat(SvgReader.number(halo, "x") + SvgReader.number(halo, "width") / 2)
                .isCloseTo(centre[0], within(0.01));
        assertThat(SvgReader.number(halo, "y") + SvgReader.number(halo, "height") / 2)
                .isCloseTo(centre[1], within(0.01));
        assertThat(halo.getAttribute("fill")).isEqualTo("#2a6f2a");

        // the first player goes on next at (4,3), the second at (6,6): each outlined in their colour
        List<Element> next = read.in("next", "line");
        assertThat(filled(next, "#005aa0", "stroke")).hasSize(4);
        assertThat(filled(next, "#bb0033", "stroke")).hasSize(4);
        double[] nextCentre = DRAWING.placeCentre(p, true, "4,3");
        Element top = filled(next, "#005aa0", "stroke").get(0);
        assertThat((SvgReader.number(top, "x1") + SvgReader.number(top, "x2")) / 2)
                .isCloseTo(nextCentre[0], within(0.01));
        assertThat(SvgReader.number(top, "y1")).isLessThan(nextCentre[1]).isGreaterThan(nextCentre[1] - 5);

        assertThat(read.texts("coordinates")).contains("1", "8").hasSize(16);
        assertThat(DRAWING.placeCentre(p, true, "1,1")[1])
                .as("row 1 is at the top, as the notation counts")
                .isLessThan(DRAWING.placeCentre(p, true, "1,8")[1]);
    }

    @Test
    void aLastMoveThatIsNotTheLastPieceIsLeftOutAndSoAreTheNumbers() throws Exception {
        ArrowsPosition p = played();
        SvgReader read =
                new SvgReader(Diagram.svg(DRAWING, p, "N", new Diagram.Options(300, false, null), PALETTE, "t", "d"));
        assertThat(read.in("last move", "rect")).isEmpty();
        assertThat(read.texts("coordinates")).isEmpty();
        assertThat(DRAWING.size(p, false)[0]).isLessThan(DRAWING.size(p, true)[0]);
    }

    @Test
    void marksStandOnTheCellsTheyName() throws Exception {
        ArrowsPosition p = ArrowsGame.start(
                ArrowsBoard.parseSetup(Arrays.asList("6 4 1 1 N 6 4 S".split(" ")), "test"), 1, "untimed", "0");
        List<Mark> marks = Arrays.asList(
                new Mark(Mark.RING, "5,2", null, "red", null),
                new Mark(Mark.FILL, "1,4", null, null, null),
                new Mark(Mark.RING, "7,1", null, null, null),
                new Mark(Mark.RING, "c3", null, null, null));
        SvgReader read =
                new SvgReader(Diagram.svg(DRAWING, p, null, new Diagram.Options(300, false, marks), PALETTE, "t", "d"));

        assertThat(read.root().getAttribute("height"))
                .as("a 6x4 board is wider than high")
                .isEqualTo("206");
        List<Element> rings = read.in("marks", "circle");
        assertThat(rings).as("7,1 is off the board and c3 is not a cell").hasSize(1);
        // 2 units of margin, then 4 cells of 10 across and 1 down to the centre of 5,2
        assertThat(SvgReader.number(rings.get(0), "cx")).isEqualTo(47.0);
        assertThat(SvgReader.number(rings.get(0), "cy")).isEqualTo(17.0);
        Element fill = read.in("marks", "rect").get(0);
        assertThat(SvgReader.number(fill, "x")).isEqualTo(2.0);
        assertThat(SvgReader.number(fill, "y")).as("row 4 is the bottom one").isEqualTo(32.0);
        assertThat(read.in("blocked", "rect")).isEmpty();
        assertThat(read.in("next", "line"))
                .as("both pieces point off the board")
                .isEmpty();
    }
}
