package parlour.game.diagram;

/**
 * How one game draws a position as a diagram, in units of its own choosing with y pointing down: the board, the pieces
 * and the last move, and where its places lie so that the page's marks can be drawn over it. Plain Java, so that the
 * desktop's files, the web page's diagrams and the tools draw the same picture.
 */
public interface BoardDrawing<P> {
    /** The drawing's width and height in its units, with room for the coordinates beside the board when asked. */
    double[] size(P position, boolean coordinates);

    /** Draws the board and {@code position} on it, {@code lastMove} (null for none) in the accent colour. */
    void draw(P position, String lastMove, boolean coordinates, Palette palette, Sketch sketch);

    /**
     * The centre ({x, y}) of a point, dot or cell the game names, or null when the board has none of that name; where
     * the board lies when the coordinates are drawn beside it or not.
     */
    double[] placeCentre(P position, boolean coordinates, String place);

    /** The box or cell an area mark fills ({x, y, width, height}), or null. */
    double[] placeArea(P position, boolean coordinates, String area);

    /** About the distance between neighbouring places, which the marks' size follows. */
    double step(P position);
}
