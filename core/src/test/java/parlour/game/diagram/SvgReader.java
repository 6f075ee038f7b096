package parlour.game.diagram;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** A diagram's SVG read back as XML, so that a test finds its pieces, lines and marks as a reader of the file would. */
public final class SvgReader {
    private final Element root;

    public SvgReader(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document =
                factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        root = document.getDocumentElement();
    }

    public Element root() {
        return root;
    }

    /** The text of the root's first element named {@code name} ("title", "desc"). */
    public String text(String name) {
        NodeList list = root.getElementsByTagName(name);
        return list.getLength() == 0 ? null : list.item(0).getTextContent();
    }

    /** The elements named {@code element} inside the group whose class is {@code group}. */
    public List<Element> in(String group, String element) {
        List<Element> out = new ArrayList<>();
        NodeList groups = root.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (!g.getAttribute("class").equals(group)) continue;
            for (Node n = g.getFirstChild(); n != null; n = n.getNextSibling())
                if (n instanceof Element && ((Element) n).getTagName().equals(element)) out.add((Element) n);
        }
        return out;
    }

    /** The texts of the text elements in the group whose class is {@code group}. */
    public List<String> texts(String group) {
        List<String> out = new ArrayList<>();
        for (Element e : in(group, "text")) out.add(e.getTextContent());
        return out;
    }

    /** An attribute read as a number. */
    public static double number(Element e, String attribute) {
        return Double.parseDouble(e.getAttribute(attribute));
    }
}
