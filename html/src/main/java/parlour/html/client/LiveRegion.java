package parlour.html.client;

import com.google.gwt.dom.client.Document;
import com.google.gwt.dom.client.Element;

/**
 * The widget's voice for screen readers: two visually hidden aria-live regions beside the canvas, polite for
 * moves and turns, assertive for refusals. Each sentence is a new paragraph (the last few are kept), so a
 * sentence said twice is read twice.
 */
final class LiveRegion {
    private static final int KEPT = 3;
    private final Element polite;
    private final Element assertive;

    LiveRegion(Element host) {
        polite = region("polite", "status");
        assertive = region("assertive", "alert");
        host.appendChild(polite);
        host.appendChild(assertive);
    }

    private static Element region(String live, String role) {
        Element e = Document.get().createDivElement();
        e.setAttribute("aria-live", live);
        e.setAttribute("role", role);
        e.setAttribute("aria-atomic", "false");
        e.setClassName("parlour-live parlour-live-" + live);
        // read by screen readers, drawn nowhere: the usual visually-hidden pattern
        e.getStyle().setProperty("position", "absolute");
        e.getStyle().setProperty("width", "1px");
        e.getStyle().setProperty("height", "1px");
        e.getStyle().setProperty("overflow", "hidden");
        e.getStyle().setProperty("clip", "rect(0 0 0 0)");
        e.getStyle().setProperty("whiteSpace", "nowrap");
        return e;
    }

    void say(String sentence, boolean urgent) {
        Element region = urgent ? assertive : polite;
        Element p = Document.get().createPElement();
        p.setInnerText(sentence);
        region.appendChild(p);
        while (region.getChildCount() > KEPT) region.removeChild(region.getFirstChild());
    }
}
