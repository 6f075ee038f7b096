package parlour.tools;

import java.io.IOException;
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

/**
 * Times the Gone solver on large random boards and writes large board files for timing the command line.
 *
 * <pre>java -Xmx2g -cp desktop/target/parlour.jar parlour.desktop.bench.GoneBench [SIDE [RUNS]]     (default 4096, 5)
 * java -cp desktop/target/parlour.jar parlour.desktop.bench.GoneBench file OUT.txt SIDE       (a random SIDExSIDE grid file)</pre>
 * Boards have 10% holes and one white pebble in 20000; the rest are black.
 */
public final class GoneBench {
    private GoneBench() {}

    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("file")) {
            writeFile(args[1], Integer.parseInt(args[2]));
            return;
        }
        int side = args.length > 0 ? Integer.parseInt(args[0]) : 4096;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
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
