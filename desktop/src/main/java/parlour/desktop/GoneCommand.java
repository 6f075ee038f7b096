package parlour.desktop;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import parlour.gone.GoneFormat;
import parlour.gone.GoneFormatException;

/** {@code parlour.jar gone [--adjacency 4|8] FILE...}: answers Gone for board files, one line a file. */
public final class GoneCommand {
    private GoneCommand() {}

    /** Runs the command on {@code args} (after the word {@code gone}); returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        boolean eight = false;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--adjacency")) {
                String v = i + 1 < args.length ? args[++i] : "";
                if (!v.equals("4") && !v.equals("8")) {
                    err.println("gone: --adjacency takes 4 (orthogonal neighbours) or 8 (diagonal ones too), not '" + v + "'");
                    return 2;
                }
                eight = v.equals("8");
            } else if (args[i].equals("--help") || args[i].equals("-h")) {
                out.println("usage: java -jar parlour.jar gone [--adjacency 4|8] FILE...");
                out.println("prints FILE: rounds=N black-remains=yes|no for each board file (grid or list format; see README)");
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
                String text = new String(Files.readAllBytes(Paths.get(f)), StandardCharsets.UTF_8);
                out.println(f + ": " + GoneFormat.parse(text, f).solve(eight));
            } catch (GoneFormatException e) {
                err.println(e.getMessage());
                status = 1;
            } catch (IOException | RuntimeException e) {
                err.println(f + ": cannot be read: " + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : String.valueOf(e.getMessage())));
                status = 1;
            } catch (OutOfMemoryError e) {
                err.println(f + ": too large for the memory given (try java -Xmx4g)");
                status = 1;
            }
            out.flush();
        }
        return status;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }
}
