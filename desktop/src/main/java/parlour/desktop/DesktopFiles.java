package parlour.desktop;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.match.Text;
import parlour.platform.LocalFiles;
import parlour.platform.StoreException;

/** The desktop's file system for the game's board files: listing folders, reading, and writing whole or not at all. */
public final class DesktopFiles implements LocalFiles {
    @Override
    public String startFolder() {
        return Paths.get("").toAbsolutePath().toString();
    }

    @Override
    public String parent(String path) {
        Path p = Paths.get(path).toAbsolutePath().normalize().getParent();
        return p == null ? null : p.toString();
    }

    @Override
    public String resolve(String folder, String typed) {
        String t = typed.trim();
        if (t.equals("~") || t.startsWith("~/")) t = System.getProperty("user.home") + t.substring(1);
        try {
            return Paths.get(folder).resolve(t).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            throw new StoreException(Text.quote(typed) + " is not a possible file name here: " + e.getReason());
        }
    }

    @Override
    public String name(String path) {
        Path n = Paths.get(path).getFileName();
        return n == null ? path : n.toString();
    }

    @Override
    public boolean isFolder(String path) {
        return Files.isDirectory(Paths.get(path));
    }

    @Override
    public boolean exists(String path) {
        return Files.exists(Paths.get(path));
    }

    @Override
    public List<Entry> list(String folder) {
        List<Entry> folders = new ArrayList<>(), files = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(Paths.get(folder))) {
            for (Path p : dir) {
                String n = p.getFileName().toString();
                if (n.startsWith(".")) continue;
                boolean isDir = Files.isDirectory(p);
                (isDir ? folders : files).add(new Entry(n, p.toString(), isDir));
            }
        } catch (IOException | RuntimeException e) {
            throw new StoreException("The folder " + shown(folder) + " cannot be listed ("
                    + e.getClass().getSimpleName() + ").");
        }
        Collections.sort(folders, (a, b) -> a.name.compareToIgnoreCase(b.name));
        Collections.sort(files, (a, b) -> a.name.compareToIgnoreCase(b.name));
        folders.addAll(files);
        return folders;
    }

    @Override
    public byte[] read(String path, int max) {
        try {
            return BoundedFiles.read(Paths.get(path), max);
        } catch (BoundedFiles.Refused e) {
            throw new StoreException(e.getMessage() + ".");
        } catch (IOException e) {
            throw new StoreException(
                    shown(path) + ": cannot be read (" + e.getClass().getSimpleName() + ").");
        }
    }

    @Override
    public void write(String path, byte[] data) {
        try {
            AtomicFiles.write(Paths.get(path), data);
        } catch (IOException e) {
            throw new StoreException(shown(path) + ": could not be written ("
                    + e.getClass().getSimpleName() + "); nothing was changed.");
        }
    }

    /** A path for a message: control characters as '?', and a long one cut at the front, so the file's name stays. */
    static String shown(String path) {
        String p = path.length() <= 80 ? path : "\u2026" + path.substring(path.length() - 79);
        StringBuilder sb = new StringBuilder(p.length());
        for (int i = 0; i < p.length(); i++)
            sb.append(Text.isControl(p.charAt(i)) || Text.isBidi(p.charAt(i)) ? '?' : p.charAt(i));
        return sb.toString();
    }
}
