package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * A teacher's page on another origin asks a board for its diagram: the SVG is the position on the board (each line
 * drawn, the page's marks, a title and a description a screen reader reads), a PNG Blob has the size asked for, and a
 * bad option or a mark off the board is refused by name.
 */
class DiagramBrowserIT extends HostPageTest {
    private void openBoard(String attributes) throws IOException {
        host.open(
                "diagram.html",
                "",
                "<div id=a style=\"width:600px;height:480px\" data-parlour-game=dots data-size=3x3"
                        + " data-p1=human data-p2=human data-sound=off " + attributes + "></div>");
        assertThat(host.async("Parlour.of('#a').ready.then(function () { done('ready'); });"))
                .isEqualTo("ready");
    }

    /** The SVG text as XML. */
    static Document xml(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** How many {@code element}s the SVG's group of class {@code groupClass} holds. */
    static double count(Document d, String groupClass, String element) throws Exception {
        return count(d, groupClass, element, "");
    }

    /** The elements named {@code element} in the group of class {@code groupClass} that match {@code filter}. */
    private static double count(Document d, String groupClass, String element, String filter) throws Exception {
        return (Double) XPathFactory.newInstance()
                .newXPath()
                .evaluate(
                        "count(//*[local-name()='g'][@class='" + groupClass + "']/*[local-name()='" + element + "']"
                                + filter + ")",
                        d,
                        XPathConstants.NUMBER);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theDiagramIsThePositionOnTheBoardAsSvgOrPng() throws Exception {
        openBoard("data-colours='{\"board\":\"#fffdf5\",\"p1\":\"#005aa0\"}'");
        String svg = String.valueOf(host.async("var w = Parlour.of('#a');"
                + "w.play('a1-b1').then(function () { return w.play('b2-c2'); })"
                + ".then(function () { return w.play('a3-a4'); })"
                + ".then(function () { return w.diagram({size: 300, coordinates: true,"
                + "  marks: [{kind: 'ring', at: 'b2', colour: 'red'}]}); })"
                + ".then(function (s) { done(s); }, function (e) { done('refused: ' + e.message); });"));
        assertThat(svg).startsWith("<svg");
        Document d = xml(svg);
        assertThat(d.getDocumentElement().getAttribute("width")).isEqualTo("300");
        assertThat(d.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("Dots and Boxes");
        assertThat(d.getElementsByTagName("desc").item(0).getTextContent())
                .as("the board's words for a listener, and the mark's")
                .contains("a ring on b2");
        assertThat(count(d, "lines", "line")).as("the three lines played").isEqualTo(3.0);
        assertThat(count(d, "last move", "line")).isEqualTo(1.0);
        assertThat(count(d, "marks", "circle")).as("the page's ring").isEqualTo(1.0);
        assertThat(svg).as("the first player's lines in the page's colour").contains("stroke=\"#005aa0\"");

        List<Object> png = (List<Object>) host.async("var w = Parlour.of('#a');"
                + "w.diagram({format: 'png', size: 200}).then(function (b) {"
                + "  return createImageBitmap(b).then(function (i) { done([b.type, i.width, i.height]); }); },"
                + "  function (e) { done(['refused: ' + e.message]); });");
        assertThat(png).containsExactly("image/png", 200L, 200L);
    }

    @Test
    void aBadOptionOrAMarkOffTheBoardIsRefusedByName() throws Exception {
        openBoard("");
        String refusals = String.valueOf(host.async("var w = Parlour.of('#a'), said = [];"
                + "function tried(o) { return w.diagram(o).then(function () { said.push('drawn'); },"
                + "  function (e) { said.push(e.message); }); }"
                + "tried({size: 10}).then(function () { return tried({format: 'gif'}); })"
                + ".then(function () { return tried({colour: 'red'}); })"
                + ".then(function () { return tried({marks: [{kind: 'ring', at: 'z9'}]}); })"
                + ".then(function () { return tried({marks: []}); })"
                + ".then(function () { done(said.join(' | ')); });"));
        assertThat(refusals)
                .isEqualTo("diagram's size is a whole number of pixels from 64 to 4096, not 10"
                        + " | diagram's format is \"svg\" or \"png\", not \"gif\""
                        + " | diagram has no option colour (its options are format, size, marks, coordinates)"
                        + " | mark 1 ('ring z9'): there is no dot z9 on this board"
                        + " | drawn");
    }

    /** A Dots save of three moves on a 2x2 board, as a page keeps it. */
    private static final String SAVE = "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"2x2\"]\n[Player1 \"human\"]\n"
            + "[Player2 \"human\"]\n\na1-b1 b2-c2 a3-b3\n";

    @Test
    @SuppressWarnings("unchecked")
    void aPageDrawsASaveWithNoBoardOnIt() throws Exception {
        host.open("lone.html", "", "<p>A worksheet with no board.</p>");
        List<Object> drawn = (List<Object>) host.async(
                "var save = arguments[0];"
                        + "Parlour.diagram(save, {coordinates: true, lang: 'pl', marks: [{kind: 'ring', at: 'c3'}]})"
                        + ".then(function (svg) { return Parlour.diagram(save, {format: 'png', size: 120})"
                        + "  .then(function (b) { return createImageBitmap(b); })"
                        + "  .then(function (i) { done([svg, i.width, i.height,"
                        + "    document.querySelectorAll('iframe').length, Parlour.widgets().length]); }); },"
                        + "  function (e) { done(['refused: ' + e.message]); });",
                SAVE);
        String svg = String.valueOf(drawn.get(0));
        assertThat(svg).startsWith("<svg");
        Document d = xml(svg);
        assertThat(d.getElementsByTagName("title").item(0).getTextContent())
                .as("the title in the language asked for")
                .isEqualTo("Kropki i kwadraty");
        assertThat(count(d, "lines", "line")).as("the save's three lines").isEqualTo(3.0);
        assertThat(count(d, "marks", "circle")).isEqualTo(1.0);
        assertThat(count(d, "coordinates", "text")).isGreaterThan(0.0);
        assertThat(drawn.subList(1, 5))
                .as("a PNG of the size asked for; no frame left behind, no board made")
                .containsExactly(120L, 120L, 0L, 0L);

        String fromLink = String.valueOf(host.async(
                "var code = btoa(unescape(encodeURIComponent(arguments[0])))"
                        + ".replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');"
                        + "Parlour.diagram(Parlour.base + 'embed.html?game=dots&position=' + code)"
                        + ".then(function (svg) { done(svg); }, function (e) { done('refused: ' + e.message); });",
                SAVE));
        assertThat(count(xml(fromLink), "lines", "line"))
                .as("a share link's save")
                .isEqualTo(3.0);

        String refused = String.valueOf(host.async(
                "Parlour.diagram(arguments[0]).then(function () { done('drawn'); },"
                        + " function (e) { done(e.message + ' | ' + document.querySelectorAll('iframe').length); });",
                SAVE.replace("b2-c2", "b2-z9")));
        assertThat(refused)
                .as("a bad save names its line, and its frame goes")
                .contains("line 7")
                .endsWith(" | 0");
    }

    private static double filled(Document d, String groupClass, String element, String fill) throws Exception {
        return count(d, groupClass, element, "[@fill='" + fill + "']");
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachGamesDiagramHoldsThePiecesOnItsBoard() throws Exception {
        String look = " data-p1=human data-p2=human data-first=1 data-sound=off"
                + " data-colours='{\"p1\":\"#005aa0\",\"p2\":\"#bb0033\"}'";
        host.open(
                "games.html",
                "",
                "<div id=m class=w data-parlour-game=morris9" + look + "></div>"
                        + "<div id=r class=w data-parlour-game=arrows data-size=6x6 data-blocked=0" + look + "></div>"
                        + "<div id=g class=w data-parlour-game=gone data-size=4x4" + look + "></div>");
        // three placings in Nine Men's Morris, two arrows in Arrows, a painted board in Gone
        List<Object> svgs = (List<Object>) host.async("function moves(id, n) { var w = Parlour.of(id);"
                + "  return w.ready.then(function step() { if (n-- <= 0) return w.diagram({coordinates: true});"
                + "    return w.getState().then(function (s) { return w.play(s.legal[0]); }).then(step); }); }"
                + "moves('#m', 3).then(function (m) { return moves('#r', 2).then(function (r) {"
                + "  var g = Parlour.of('#g'); return g.ready.then(function () {"
                + "    return g.play('board:BWB./BBW./..../BBBB'); })"
                + "  .then(function () { return g.diagram(); }).then(function (svg) { done([m, r, svg]); }); }); })"
                + ".catch(function (e) { done(['refused: ' + e.message]); });");
        Document morris = xml(String.valueOf(svgs.get(0)));
        assertThat(morris.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Nine Men's Morris");
        assertThat(filled(morris, "men", "circle", "#005aa0"))
                .as("the first player's two men")
                .isEqualTo(2.0);
        assertThat(filled(morris, "men", "circle", "#bb0033"))
                .as("the second player's one")
                .isEqualTo(1.0);
        assertThat(filled(morris, "hands", "circle", "#005aa0"))
                .as("seven in hand")
                .isEqualTo(7.0);
        assertThat(filled(morris, "hands", "circle", "#bb0033"))
                .as("eight in hand")
                .isEqualTo(8.0);
        assertThat(count(morris, "last move", "circle"))
                .as("the last placing's halo")
                .isEqualTo(1.0);

        Document arrows = xml(String.valueOf(svgs.get(1)));
        assertThat(arrows.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Arrows");
        assertThat(filled(arrows, "arrows", "polygon", "#005aa0"))
                .as("the first chain: its start and one arrow")
                .isEqualTo(2.0);
        assertThat(filled(arrows, "arrows", "polygon", "#bb0033"))
                .as("the second chain")
                .isEqualTo(2.0);

        Document gone = xml(String.valueOf(svgs.get(2)));
        assertThat(gone.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("Gone");
        assertThat(count(gone, "black", "circle"))
                .as("the board's eight black pebbles")
                .isEqualTo(8.0);
        assertThat(count(gone, "white", "circle")).as("its two white ones").isEqualTo(2.0);
        assertThat(count(gone, "holes", "rect")).as("its six holes").isEqualTo(6.0);
    }
}
