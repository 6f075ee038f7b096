package parlour.game.diagram;

/** A {@link Sketch} that writes each shape as an SVG element, numbers to two decimals, the same on every platform. */
final class SvgSketch implements Sketch {
    private final StringBuilder out = new StringBuilder();
    private String group;
    private boolean open;

    @Override
    public void group(String what) {
        close();
        group = what;
    }

    @Override
    public void rect(double x, double y, double width, double height, String fill, double opacity) {
        element("rect")
                .num("x", x)
                .num("y", y)
                .num("width", width)
                .num("height", height)
                .attr("fill", fill);
        opacity(opacity).end();
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, double width, String colour, double opacity) {
        element("line").num("x1", x1).num("y1", y1).num("x2", x2).num("y2", y2).attr("stroke", colour);
        num("stroke-width", width).attr("stroke-linecap", "round");
        opacity(opacity).end();
    }

    @Override
    public void circle(double cx, double cy, double radius, String fill, String stroke, double strokeWidth) {
        element("circle").num("cx", cx).num("cy", cy).num("r", radius).attr("fill", fill == null ? "none" : fill);
        if (stroke != null) attr("stroke", stroke).num("stroke-width", strokeWidth);
        end();
    }

    @Override
    public void polygon(double[] xy, String fill, double opacity) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            if (i > 0) points.append(' ');
            points.append(number(xy[i])).append(',').append(number(xy[i + 1]));
        }
        element("polygon").attr("points", points.toString()).attr("fill", fill);
        opacity(opacity).end();
    }

    @Override
    public void text(double x, double y, String text, double size, String colour, boolean bold) {
        element("text").num("x", x).num("y", y).num("font-size", size).attr("fill", colour);
        attr("text-anchor", "middle").attr("dominant-baseline", "central");
        if (bold) attr("font-weight", "bold");
        out.append('>').append(escape(text)).append("</text>\n");
    }

    /** The elements written so far, each group of them in a {@code <g class="...">}. */
    String body() {
        close();
        return out.toString();
    }

    private void close() {
        if (open) out.append("</g>\n");
        open = false;
    }

    private SvgSketch element(String name) {
        if (group != null && !open) {
            out.append("<g class=\"").append(escape(group)).append("\">\n");
            open = true;
        }
        out.append('<').append(name);
        return this;
    }

    private SvgSketch opacity(double opacity) {
        return opacity < 1 ? num("opacity", opacity) : this;
    }

    private void end() {
        out.append("/>\n");
    }

    private SvgSketch attr(String name, String value) {
        out.append(' ').append(name).append("=\"").append(escape(value)).append('"');
        return this;
    }

    private SvgSketch num(String name, double value) {
        return attr(name, number(value));
    }

    /** {@code value} to two decimals without a trailing zero: 12, 12.5, -0.25. */
    static String number(double value) {
        int hundredths = (int) Math.round(Math.abs(value) * 100);
        String sign = value < 0 && hundredths != 0 ? "-" : "";
        int whole = hundredths / 100, part = hundredths % 100;
        if (part == 0) return sign + whole;
        if (part % 10 == 0) return sign + whole + "." + part / 10;
        return sign + whole + "." + (part < 10 ? "0" : "") + part;
    }

    /** {@code text} safe inside an SVG element or attribute. */
    static String escape(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '&') b.append("&amp;");
            else if (c == '<') b.append("&lt;");
            else if (c == '>') b.append("&gt;");
            else if (c == '"') b.append("&quot;");
            else if (c < ' ' && c != '\n' && c != '\t') b.append(' ');
            else b.append(c);
        }
        return b.toString();
    }
}
