package sitebuild;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The folder walks the site's build steps share: every file in a tree, a tree copied, a tree deleted. */
final class FileTrees {
    private FileTrees() {}

    /** The regular files under {@code path} (or it alone, if it is a file), sorted by name. */
    static List<Path> files(Path path) throws IOException {
        if (Files.isRegularFile(path)) return List.of(path);
        try (Stream<Path> s = Files.walk(path)) {
            return s.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
    }

    /** Copies every file under {@code from} to the same place under {@code to}, replacing what is there. */
    static void copy(Path from, Path to) throws IOException {
        for (Path f : files(from)) {
            Path dst = to.resolve(from.relativize(f).toString());
            Files.createDirectories(dst.getParent());
            Files.copy(f, dst, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes {@code dir} and everything in it, if it is there. */
    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        List<Path> all;
        try (Stream<Path> s = Files.walk(dir)) {
            all = s.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
        }
        for (Path p : all) Files.delete(p);
    }
}
