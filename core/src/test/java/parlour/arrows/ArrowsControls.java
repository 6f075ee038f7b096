package parlour.arrows;

import java.util.List;

/** Arrows' controls as the desktop window and browser tests drive them, written out once for both. */
public final class ArrowsControls {
    private ArrowsControls() {}

    /** The editor's tools in the order its layout line lists them (as EditorPanel lays them out). */
    public static final List<String> EDITOR_TOOLS = List.of(
            "Block",
            "Piece 1",
            "Piece 2",
            "Turn",
            "Cols -",
            "Cols +",
            "Rows -",
            "Rows +",
            "Random",
            "Clear",
            "Undo",
            "Redo",
            "Play board",
            "Back");

    /** The play mode's direction letters, 0 (up) clockwise to 7. */
    public static final List<String> DIRECTION_KEYS = List.of("w", "e", "d", "c", "x", "z", "a", "q");
}
