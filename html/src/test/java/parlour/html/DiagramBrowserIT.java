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
        return (Double) XPathFactory.newInstance()
                .newXPath()
                .evaluate(
                        "count(//*[local-name()='g'][@class='" + groupClass + "']/*[local-name()='" + element + "'])",
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
                        + " | diagram has no option colour (its options are format, size, marks and coordinates)"
                        + " | mark 1 ('ring z9'): there is no dot z9 on this board"
                        + " | drawn");
    }
}
