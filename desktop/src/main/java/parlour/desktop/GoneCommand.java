package parlour.desktop;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;
import parlour.match.Text;

/** {@code parlour.jar gone [--adjacency 4|8] FILE...}: answers Gone for board files, one line a file. */
public final class GoneCommand {
    private GoneCommand() {}

    /** Runs the command on {@code args} (after the word {@code gone}); returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        boolean eight = false;
        long maxCells = GoneFormat.MAX_CELLS;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--adjacency")) {
                String v = i + 1 < args.length ? args[++i] : "";
                if (!v.equals("4") && !v.equals("8")) {
                    err.println("gone: --adjacency takes 4 (orthogonal neighbours) or 8 (diagonal ones too), not '" + v
                            + "'");
                    return 2;
                }
                eight = v.equals("8");
            } else if (args[i].equals("--max-cells")) {
                String v = i + 1 < args.length ? args[++i] : "";
                maxCells = cells(v);
                if (maxCells < 1) {
                    err.println("gone: --max-cells takes a number of places from 1 to " + MAX_CELLS_FLAG + ", not "
                            + Text.quote(v));
                    return 2;
                }
            } else if (args[i].equals("--help") || args[i].equals("-h")) {
                out.println("usage: java -jar parlour.jar gone [--adjacency 4|8] [--max-cells N] FILE...");
                out.println(
                        "prints FILE: rounds=N black-remains=yes|no for each board file (grid or list format; see README)");
                out.println("a grid may have up to " + GoneFormat.MAX_CELLS + " places and a file "
                        + (BoundedFiles.MAX_BYTES >> 20)
                        + " MB unless --max-cells allows more (a file then up to two bytes a place, at most 2 GB)");
                return 0;
            } else {
                files.add(args[i]);
            }
        }
        if (files.isEmpty()) {
            err.println("gone: no board file given; usage: java -jar parlour.jar gone [--adjacency 4|8] FILE...");
            return 2;
        }
        int status = 0;
        for (String f : files) {
            try {
                int maxBytes = maxCells <= GoneFormat.MAX_CELLS
                        ? BoundedFiles.MAX_BYTES
                        : (int) Math.min(Integer.MAX_VALUE - 16, 2 * maxCells);
                String text = new String(BoundedFiles.read(Paths.get(f), maxBytes), StandardCharsets.UTF_8);
                out.println(f + ": " + GoneFormat.parse(text, f, maxCells).solve(eight));
            } catch (GoneFormatException e) {
                err.println(e.getMessage());
                status = 1;
            } catch (IOException | RuntimeException e) {
                err.println(
                        e instanceof BoundedFiles.Refused ? e.getMessage() : f + ": cannot be read: " + e.getMessage());
                status = 1;
            } catch (OutOfMemoryError e) {
                err.println(f + ": too large for the memory given (try java -Xmx4g)");
                status = 1;
            }
            out.flush();
        }
        return status;
    }

    /** The command line may allow grids of up to a billion places (1 GB of memory, a 2 GB file). */
    private static final long MAX_CELLS_FLAG = 1L << 30;

    private static long cells(String v) {
        if (v.isEmpty() || v.length() > 10) return -1;
        for (int k = 0; k < v.length(); k++) if (v.charAt(k) < '0' || v.charAt(k) > '9') return -1;
        long n = Long.parseLong(v);
        return n <= MAX_CELLS_FLAG ? n : -1;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }
}
