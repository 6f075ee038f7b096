package parlour.desktop;

import java.io.IOException;
import java.nio.file.Paths;
import parlour.app.EngineFiles;

/** Arrows' part of the desktop program: board files for {@code loadboard} (the {@code tournament} is {@link Tournament}). */
public final class ArrowsDesktop {
    /** Reads the board files the engine's {@code loadboard} names. */
    public static final EngineFiles FILES = new EngineFiles() {
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
}
