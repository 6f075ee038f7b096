package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.game.BoardFormat;
import parlour.game.GameSaves;
import parlour.match.Match;
import parlour.match.Seat;

/** Gone's Load board and Save board: a loaded board survives saving, whites are refused in a challenge by line, the grid is written back. */
class GoneBoardFormatTest {
    private static final BoardFormat<GonePosition> FORMAT = GoneGame.RULES.boardFormat();

    private static Map<String, String> options(String mode) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", "8x8");
        o.put("adjacency", "4");
        o.put("mode", mode);
        o.put("k", "2");
        return o;
    }

    @Test
    void aLoadedBoardsGameIsSavedAndReadBackAndWrittenAsTheSameGrid() throws Exception {
        StringBuilder grid = new StringBuilder("# made by hand\n");
        for (int y = 0; y < 24; y++) grid.append(y % 5 == 0 ? "W" : "B").append("B.BBBBBBBBBBBBBBBBBBBBB\n");
        BoardFormat.Loaded l = FORMAT.readText(grid.toString(), "big.txt", options("editor"));
        Match<GonePosition> m = GameSaves.newMatch(GoneGame.RULES, l.options, 1, Seat.HUMAN, Seat.HUMAN);
        for (String move : l.moves) assertEquals(null, m.play(move));
        m.play("b2,3");
        String save = GameSaves.save(GoneGame.RULES, m).write();
        Match<GonePosition> back = GameSaves.load(GoneGame.RULES, save, "save");
        assertEquals(m.position().board, back.position().board, "a 24x24 board survives the save");
        String written = FORMAT.text(back.positionAt(1));
        assertEquals(grid.substring(grid.indexOf("\n") + 1), written.substring(written.indexOf("\n") + 1));
    }

    @Test
    void badBoardsAreRefusedNamingTheSourceAndLine() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> FORMAT.readText("# c\nBBB\nBWB\n", "slot \"x\"", options("challenge")));
        assertThat(e.getMessage())
                .as(e.getMessage())
                .startsWith("slot \"x\":3: a challenge board has no white pebbles");
        e = assertThrows(
                IllegalArgumentException.class,
                () -> FORMAT.readText("0 0 B\n100000 3 W\n", "far.txt", options("editor")));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("far.txt: the pebbles are spread too far");
        e = assertThrows(
                IllegalArgumentException.class, () -> FORMAT.readText("1 2 B\n-1 0 W\n", "neg.txt", options("editor")));
        assertThat(e.getMessage()).as(e.getMessage()).startsWith("neg.txt:2: the x coordinate is negative");
    }
}
