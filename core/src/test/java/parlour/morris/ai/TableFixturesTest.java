package parlour.morris.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The small table files MorrisTableFuzzTest damages are what the builder and the encoder make today: the moving
 * phase of three against three solved, every other position a draw. Built here, outside the fuzzer, whose
 * instrumentation makes the builder too slow for a short run. {@code -Dparlour.writeTables=true} writes them anew.
 */
class TableFixturesTest {
    static final Path DIR = Path.of("src/test/resources/parlour/fuzz/tables");

    @Test
    void theFuzzTablesAreTheBuildersAndTheEncodersOwn() throws IOException {
        for (boolean flying : new boolean[] {true, false}) {
            byte[] made = movingOnly(flying, 6);
            Path file = DIR.resolve("six-moving-3v3-flying-" + (flying ? "on" : "off") + ".mtb");
            if (Boolean.getBoolean("parlour.writeTables")) Files.write(file, made);
            assertArrayEquals(
                    made, Files.readAllBytes(file), file + " is not the table made today: -Dparlour.writeTables=true");
        }
    }

    /** The table file with the moving phase solved for up to {@code maxTotal} pieces on the board, the rest draws. */
    static byte[] movingOnly(boolean flying, int maxTotal) {
        MorrisTable solved = new TableBuilder(flying).buildMoving(maxTotal).fold();
        MorrisTable t = MorrisTable.allocateFolded(flying);
        for (int key : MorrisTable.keys()) if (solved.layer(key) != null) t.layers[key] = solved.layer(key);
        return TableCodec.encode(t);
    }
}
