package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import parlour.game.diagram.Diagram;
import parlour.game.diagram.Palette;
import parlour.game.diagram.SvgReader;
import parlour.match.Mark;

class GoneDrawingTest {
    private static final Palette PALETTE = new Palette("#fffdf5", "#202020", "#005aa0", "#bb0033", "#2a6f2a");
    private static final GoneDrawing DRAWING = new GoneDrawing();

    private static GonePosition played(String mode, String size, String adjacency, String... moves) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", size);
        o.put("adjacency", adjacency);
        o.put("mode", mode);
        o.put("k", "1");
        GonePosition p = GoneGame.RULES.start(o, 1);
        for (String move : moves) p = GoneGame.RULES.play(p, move);
        return p;
    }

    private static SvgReader read(GonePosition p, String lastMove, boolean coordinates, List<Mark> marks)
            throws Exception {
        return new SvgReader(Diagram.svg(
                DRAWING, p, lastMove, new Diagram.Options(480, coordinates, marks), PALETTE, "Gone", "a test board"));
    }

    private static boolean standsOn(Element circle, double[] centre) {
        return SvgReader.number(circle, "cx") == centre[0] && SvgReader.number(circle, "cy") == centre[1];
    }

    @Test
    void anEditedBoardShowsEveryPebbleAndHoleWhereItsPlaceIs() throws Exception {
        GonePosition p = played("editor", "8x8", "4", "board:WBB./BBBB/..BW", "h2,2", "w3,0");
        SvgReader read = read(p, "w3,0", true, null);

        assertThat(read.text("title")).isEqualTo("Gone");
        assertThat(read.text("desc")).isEqualTo("a test board");
        assertThat(read.in("black", "circle")).hasSize(p.board.count(GoneGrid.BLACK));
        assertThat(read.in("white", "circle")).hasSize(p.board.count(GoneGrid.WHITE));
        assertThat(read.in("holes", "rect")).hasSize(p.board.count(GoneGrid.HOLE));
        assertThat(read.in("white", "circle"))
                .as("the white pebble painted at x 3 of the top row")
                .anyMatch(c -> standsOn(c, DRAWING.placeCentre(p, true, "3,0")));
        assertThat(read.in("black", "circle")).noneMatch(c -> standsOn(c, DRAWING.placeCentre(p, true, "3,0")));
        double[] hole = DRAWING.placeArea(p, true, "2,2");
        assertThat(read.in("holes", "rect"))
                .anyMatch(r -> SvgReader.number(r, "x") == hole[0] && SvgReader.number(r, "y") == hole[1]);
        List<Element> last = read.in("last move", "circle");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).getAttribute("stroke")).isEqualTo("#2a6f2a");
        assertThat(standsOn(last.get(0), DRAWING.placeCentre(p, true, "3,0"))).isTrue();
        assertThat(read.texts("coordinates")).contains("0", "2", "3").doesNotContain("4");
        double[] place = DRAWING.placeCentre(p, true, "3,2");
        assertThat(read.in("coordinates", "text"))
                .as("row 2 named beside it, column 3 above it")
                .anyMatch(t -> SvgReader.number(t, "y") == place[1]
                        && t.getTextContent().equals("2"))
                .anyMatch(t -> SvgReader.number(t, "x") == place[0]
                        && t.getTextContent().equals("3"));
        assertThat(read.in("grid", "line")).hasSize(5 + 4);
        assertThat(read.in("seeds", "circle")).isEmpty();
    }

    @Test
    void theCoordinatesAreOnlyThereWhenAskedAndRowZeroIsAtTheTop() throws Exception {
        GonePosition p = played("editor", "8x8", "8");
        assertThat(read(p, null, false, null).texts("coordinates")).isEmpty();
        assertThat(DRAWING.size(p, true)[0]).isGreaterThan(DRAWING.size(p, false)[0]);
        assertThat(DRAWING.placeCentre(p, false, "0,0")[1]).isLessThan(DRAWING.placeCentre(p, false, "0,7")[1]);
        assertThat(DRAWING.placeCentre(p, false, "8,0")).isNull();
        assertThat(DRAWING.placeCentre(p, false, "a1")).isNull();
    }

    @Test
    void aLargeBoardOfEightNeighboursCountsTheSame() throws Exception {
        GonePosition p = played("editor", "24x24", "8", "random-7");
        SvgReader read = read(p, null, true, null);
        assertThat(read.in("black", "circle")).hasSize(p.board.count(GoneGrid.BLACK));
        assertThat(read.in("white", "circle")).hasSize(p.board.count(GoneGrid.WHITE));
        assertThat(read.in("holes", "rect")).hasSize(p.board.count(GoneGrid.HOLE));
        assertThat(read.texts("coordinates")).contains("23");
    }

    @Test
    void aChallengeShowsBothBoardsEachWithItsPlayersSeed() throws Exception {
        GonePosition p = played("challenge", "8x8", "4", "board:BBBBB/....B", "play", "0,0", "2,0");
        SvgReader read = read(p, "2,0", false, null);
        double boardWidth = 5 * DRAWING.step(p);

        assertThat(read.in("grid", "line")).as("two grids").hasSize(2 * (6 + 3));
        assertThat(read.texts("heading")).containsExactly("1", "2");
        List<Element> seeds = read.in("seeds", "circle");
        assertThat(seeds).hasSize(2);
        assertThat(seeds.get(0).getAttribute("fill")).isEqualTo("#005aa0");
        assertThat(standsOn(seeds.get(0), DRAWING.placeCentre(p, false, "0,0"))).isTrue();
        assertThat(seeds.get(1).getAttribute("fill")).isEqualTo("#bb0033");
        assertThat(SvgReader.number(seeds.get(1), "cx"))
                .as("player 2's seed is on the right-hand board")
                .isGreaterThan(DRAWING.placeCentre(p, false, "2,0")[0] + boardWidth);
        assertThat(read.in("black", "circle"))
                .as("each board's blacks but its seed")
                .hasSize(2 * (6 - 1));
        List<Element> last = read.in("last move", "circle");
        assertThat(last).hasSize(1);
        assertThat(SvgReader.number(last.get(0), "cx")).isEqualTo(SvgReader.number(seeds.get(1), "cx"));

        GonePosition after = GoneGame.RULES.play(p, "round");
        SvgReader round = read(after, "round", false, null);
        int turned = 0;
        for (GoneRun run : new GoneRun[] {after.run1, after.run2})
            for (int y = 0; y < 2; y++) for (int x = 0; x < 5; x++) if (run.turn(x, y) == 1) turned++;
        assertThat(turned).isEqualTo(3);
        assertThat(round.in("last move", "circle"))
                .as("each pebble the round turned")
                .hasSize(turned);
        assertThat(round.in("white", "circle")).hasSize(turned);
    }

    @Test
    void marksStandOnThePlacesTheyName() throws Exception {
        GonePosition p = played("editor", "8x8", "4");
        List<Mark> marks = Arrays.asList(
                new Mark(Mark.RING, "3,4", null, "red", null),
                new Mark(Mark.FILL, "0,7", null, null, null),
                new Mark(Mark.RING, "9,9", null, null, null));
        SvgReader read = read(p, null, true, marks);

        List<Element> rings = read.in("marks", "circle");
        assertThat(rings).hasSize(1);
        assertThat(rings.get(0).getAttribute("stroke")).isEqualTo("#c62828");
        // 3,4: ten units of labels, three and a half places across, four and a half down
        assertThat(SvgReader.number(rings.get(0), "cx")).isEqualTo(45.0);
        assertThat(SvgReader.number(rings.get(0), "cy")).isEqualTo(55.0);
        Element fill = read.in("marks", "rect").get(0);
        assertThat(SvgReader.number(fill, "x")).isEqualTo(10.0);
        assertThat(SvgReader.number(fill, "y")).as("row 7 is the bottom one").isEqualTo(80.0);
    }
}
