package parlour.dots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.game.diagram.SvgReader;
import parlour.match.Mark;

class DotsDrawingTest {
    private static final Palette PALETTE = new Palette("#fffdf5", "#202020", "#005aa0", "#bb0033", "#2a6f2a");

    private static DotsPosition played(DotsPosition p, String... moves) {
        for (String move : moves) p = p.play(DotsNotation.lineNamed(p, move));
        return p;
    }

    @Test
    void aDiagramShowsEveryDrawnLineInItsPlayersColourAndEveryBoxWithItsOwnersSign() throws Exception {
        // the players take turns until the second closes a1 and draws on
        DotsPosition p = played(DotsPosition.empty(3, 2), "a1-b1", "a1-a2", "b1-b2", "a2-b2", "c1-d1");
        String svg = Diagram.svg(
                new DotsDrawing(),
                p,
                "c1-d1",
                new Diagram.Options(400, true, null),
                PALETTE,
                "Dots and Boxes",
                "a test board");
        SvgReader read = new SvgReader(svg);

        assertThat(read.root().getAttribute("width")).isEqualTo("400");
        assertThat(read.text("title")).isEqualTo("Dots and Boxes");
        assertThat(read.text("desc")).isEqualTo("a test board");
        List<Element> lines = read.in("lines", "line");
        assertThat(lines).hasSize(5);
        long firstPlayers = lines.stream()
                .filter(l -> l.getAttribute("stroke").equals("#005aa0"))
                .count();
        assertThat(firstPlayers).as("a1-b1 and b1-b2 are the first player's").isEqualTo(2);
        assertThat(read.in("boxes", "rect")).hasSize(1);
        assertThat(read.in("boxes", "circle"))
                .as("the second player's ring in a1")
                .hasSize(1);
        assertThat(read.in("dots", "circle")).hasSize(4 * 3);
        assertThat(read.in("last move", "line")).hasSize(1);
        assertThat(read.texts("coordinates")).contains("a", "d", "1", "3");
    }

    @Test
    void marksStandOnTheDotsAndBoxesTheyName() throws Exception {
        DotsPosition p = DotsPosition.empty(2, 2);
        List<Mark> marks = Arrays.asList(
                new Mark(Mark.RING, "b2", null, "red", null),
                new Mark(Mark.FILL, "a1", null, null, null),
                new Mark(Mark.ARROW, "a1", "c3", "blue", null),
                new Mark(Mark.LABEL, "c1", null, null, "A"),
                new Mark(Mark.RING, "z9", null, null, null));
        SvgReader read = new SvgReader(
                Diagram.svg(new DotsDrawing(), p, null, new Diagram.Options(300, false, marks), PALETTE, "t", "d"));

        List<Element> circles = read.in("marks", "circle");
        assertThat(circles).hasSize(2);
        Element ring = circles.get(0);
        assertThat(ring.getAttribute("stroke")).isEqualTo("#c62828");
        // b2 is the middle dot of a 2x2 board: 5 units of margin and one step of 10
        assertThat(SvgReader.number(ring, "cx")).isEqualTo(15.0);
        assertThat(SvgReader.number(ring, "cy")).isEqualTo(15.0);
        Element fill = read.in("marks", "rect").get(0);
        assertThat(SvgReader.number(fill, "x")).isEqualTo(5.0);
        assertThat(SvgReader.number(fill, "y"))
                .as("box a1 is the bottom-left one")
                .isEqualTo(15.0);
        assertThat(read.in("marks", "polygon")).as("the arrow's head").hasSize(1);
        assertThat(read.texts("marks")).containsExactly("A");
    }

    @Test
    void textFromAPageIsEscaped() throws Exception {
        String svg = Diagram.svg(
                new DotsDrawing(),
                DotsPosition.empty(1, 1),
                null,
                new Diagram.Options(100, false, null),
                PALETTE,
                "Lesson <1> & \"more\"",
                "x");
        assertThat(new SvgReader(svg).text("title")).isEqualTo("Lesson <1> & \"more\"");
    }
}
