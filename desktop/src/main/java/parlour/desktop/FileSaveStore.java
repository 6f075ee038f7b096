package parlour.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import parlour.ui.SaveStore;

/** Named saves as text files in a folder: ~/.parlour/saves/NAME.parlour by default. */
public final class FileSaveStore implements SaveStore {
    static final String SUFFIX = ".parlour";
    private final Path folder;

    public FileSaveStore(Path folder) {
        this.folder = folder;
    }

    /** ~/.parlour/saves, or $PARLOUR_HOME/saves when that is set. */
    public static Path defaultFolder() {
        String home = System.getenv("PARLOUR_HOME");
        Path base = home != null && !home.isEmpty() ? Paths.get(home) : Paths.get(System.getProperty("user.home"), ".parlour");
        return base.resolve("saves");
    }

    @Override
    public List<String> names() {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) return out;
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).forEach(files::add);
        } catch (IOException e) {
            return out;
        }
        files.sort((a, b) -> Long.compare(a.toFile().lastModified(), b.toFile().lastModified()) * -1);
        for (Path p : files) {
            String f = p.getFileName().toString();
            out.add(f.substring(0, f.length() - SUFFIX.length()));
        }
        return out;
    }

    @Override
    public String read(String name) {
        try {
            return new String(Files.readAllBytes(file(name)), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void write(String name, String text) {
        try {
            Files.createDirectories(folder);
            Path target = file(name);
            Path tmp = folder.resolve(target.getFileName() + ".tmp");
            Files.write(tmp, text.getBytes(StandardCharsets.UTF_8));
            Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + file(name) + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void delete(String name) {
        try {
            Files.deleteIfExists(file(name));
        } catch (IOException e) {
            throw new IllegalStateException("cannot delete " + file(name) + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String location() {
        return folder.toString();
    }

    /** The file for a save name; characters a file name cannot hold become '_'. */
    Path file(String name) {
        StringBuilder sb = new StringBuilder();
        for (char c : name.toCharArray()) sb.append(c == '/' || c == '\\' || c == ':' || c < 32 ? '_' : c);
        return folder.resolve(sb + SUFFIX);
    }
}
