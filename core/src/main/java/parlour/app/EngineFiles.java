package parlour.app;

/**
 * The files a launcher lets the engine protocol read by name (Arrows' {@code loadboard}), handed in without the
 * launcher seeing the game that reads them.
 */
public interface EngineFiles {
    /** The file's bytes. @throws IllegalArgumentException naming the file when it cannot be read */
    byte[] read(String path);
}
