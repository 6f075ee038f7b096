package parlour.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import parlour.gone.GoneGrid;
import parlour.gone.GoneResult;
import parlour.gone.GoneSolver;
import parlour.match.Clock;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Times the Gone solver on large random boards and writes large board files for timing the command line.
 *
 * <pre>java -Xmx2g -cp tools/target/parlour-tools.jar parlour.tools.GoneBench [--side 4096] [--runs 5]
 * java -cp tools/target/parlour-tools.jar parlour.tools.GoneBench --write OUT.txt --side N   (a random NxN grid file)</pre>
 * Boards have 10% holes and one white pebble in 20000; the rest are black.
 */
@Command(
        name = "GoneBench",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Times the Gone solver on large random boards, or writes a large board file.")
public final class GoneBench implements Runnable {
    @Option(
            names = "--side",
            paramLabel = "N",
            defaultValue = "4096",
            description = "the board is N x N (default 4096)")
    int side;

    @Option(
            names = "--runs",
            paramLabel = "N",
            defaultValue = "5",
            description = "timed runs after a warm-up one (default 5)")
    int runs;

    @Option(names = "--write", paramLabel = "FILE", description = "write a random --side x --side grid file instead")
    String write;

    private GoneBench() {}

    public static void main(String[] args) {
        ToolCommand.main(new GoneBench(), args);
    }

    @Override
    public void run() {
        if (write != null) {
            try {
                writeFile(write, side);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        GoneGrid board = random(side, new Random(1));
        int pebbles = board.pebbles();
        for (boolean eight : new boolean[] {false, true}) {
            double best = Double.MAX_VALUE, total = 0;
            GoneResult r = null;
            for (int i = 0; i < runs + 1; i++) {
                GoneGrid g = board.copy();
                double t = Clock.now();
                r = GoneSolver.solveInPlace(g, eight);
                double ms = Clock.now() - t;
                if (i == 0) continue; // the first run warms the JIT up
                best = Math.min(best, ms);
                total += ms;
            }
            System.out.println(String.format(
                    Locale.ROOT,
                    "%dx%d adjacency %d: %d pebbles, %s; best %.0f ms, mean %.0f ms, %.1f million pebbles/s",
                    side,
                    side,
                    eight ? 8 : 4,
                    pebbles,
                    r,
                    best,
                    total / runs,
                    pebbles / best / 1000.0));
        }
    }

    static GoneGrid random(int side, Random random) {
        GoneGrid g = new GoneGrid(side, side);
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                int d = random.nextInt(20000);
                g.set(x, y, d == 0 ? GoneGrid.WHITE : d < 2000 ? GoneGrid.HOLE : GoneGrid.BLACK);
            }
        }
        return g;
    }

    private static void writeFile(String path, int side) throws IOException {
        GoneGrid g = random(side, new Random(2));
        byte[] text = new byte[(side + 1) * side + 40];
        int n = 0;
        for (byte b : ("# random " + side + "x" + side + " board\n").getBytes(StandardCharsets.US_ASCII)) text[n++] = b;
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                byte c = g.get(x, y);
                text[n++] = (byte) (c == GoneGrid.WHITE ? 'W' : c == GoneGrid.BLACK ? 'B' : '.');
            }
            text[n++] = '\n';
        }
        Files.write(Paths.get(path), Arrays.copyOf(text, n));
        System.out.println("wrote " + path + ": " + side + "x" + side);
    }
}
