package parlour.desktop;

import java.io.IOException;
import java.nio.file.Paths;
import java.util.Arrays;
import parlour.arrows.ArrowsCommands;

/** Arrows' part of the desktop program: board files for {@code loadboard}, and the {@code tournament} command. */
public final class ArrowsDesktop {
    /** Reads the board files the engine's {@code loadboard} names. */
    public static final ArrowsCommands.FileReader FILES = new ArrowsCommands.FileReader() {
        @Override
        public byte[] read(String path) {
            try {
                return BoundedFiles.read(Paths.get(path), BoundedFiles.MAX_BYTES);
            } catch (BoundedFiles.Refused e) {
                throw new IllegalArgumentException(e.getMessage());
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException(path + ": cannot be read (" + e.getMessage() + ")");
            }
        }
    };

    private ArrowsDesktop() {}

    /**
     * Runs {@code tournament ...} when asked.
     *
     * @return true when the arguments were a tournament (it has run and the program should end)
     */
    public static boolean main(String[] args) {
        if (args.length == 0 || !args[0].equals("tournament")) return false;
        System.exit(Tournament.run(Arrays.copyOfRange(args, 1, args.length), System.out, System.err));
        return true;
    }
}
