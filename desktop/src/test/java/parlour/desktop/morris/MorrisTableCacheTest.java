package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.app.MorrisTables;

/**
 * The build's cache of the Six Men's Morris tables: tables solved before by the same core are copied, not solved again
 * (half a minute each), with their fingerprints.
 */
class MorrisTableCacheTest {
    @TempDir
    Path temp;

    @Test
    void tablesSolvedBeforeByTheSameCoreAreCopiedWithTheirFingerprints() throws Exception {
        Path cache = temp.resolve("cache"), key = cache.resolve(MorrisTableTool.coreDigest());
        Files.createDirectories(key);
        for (boolean flying : new boolean[] {true, false}) {
            Files.write(key.resolve(MorrisTables.fileName(flying)), MorrisTableFiles.bytes(flying));
            Files.copy(
                    Path.of("target", "morris-tables", MorrisTableTool.fingerprintName(flying)),
                    key.resolve(MorrisTableTool.fingerprintName(flying)));
        }
        Path dir = temp.resolve("tables"), prints = temp.resolve("prints");
        String said = run(dir, prints, cache);
        for (boolean flying : new boolean[] {true, false}) {
            String name = MorrisTables.fileName(flying);
            assertThat(said).as("what the tool said").contains(name + " solved before by this code: from " + key);
            assertThat(Files.readAllBytes(dir.resolve(name))).as(name).isEqualTo(MorrisTableFiles.bytes(flying));
            assertThat(Files.readString(prints.resolve(MorrisTableTool.fingerprintName(flying))))
                    .as("the fingerprint of " + name)
                    .isEqualTo(Files.readString(key.resolve(MorrisTableTool.fingerprintName(flying))));
        }
    }

    /** Runs the tool into {@code dir} with that cache; returns what it printed. */
    private static String run(Path dir, Path prints, Path cache) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream before = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            MorrisTableTool.main(
                    new String[] {dir.toString(), "--fingerprints", prints.toString(), "--cache", cache.toString()});
        } finally {
            System.setOut(before);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
