package parlour.game.diagram;

/**
 * The few shapes a board diagram is made of, in the drawing's own units with y pointing down: one drawing of each
 * game's board that any writer (an SVG file, a test that counts the pieces) can take.
 */
public interface Sketch {
    /** A rectangle filled with {@code fill} (a colour such as {@code #202020}) at {@code opacity} (0 to 1). */
    void rect(double x, double y, double width, double height, String fill, double opacity);

    /** A straight stroke with round ends. */
    void line(double x1, double y1, double x2, double y2, double width, String colour, double opacity);

    /** A circle filled with {@code fill} (null for none) and outlined with {@code stroke} (null for none). */
    void circle(double cx, double cy, double radius, String fill, String stroke, double strokeWidth);

    /** A closed polygon through the points {@code xy} (x and y in turn), filled. */
    void polygon(double[] xy, String fill, double opacity);

    /** {@code text} centred on (x, y), {@code size} units high. */
    void text(double x, double y, String text, double size, String colour, boolean bold);

    /**
     * Says what the shapes drawn next stand for (a "piece", a "line", a "mark"), so that a reader of the written
     * drawing can find them; the writer may keep it as a class name or ignore it.
     */
    void group(String what);
}
