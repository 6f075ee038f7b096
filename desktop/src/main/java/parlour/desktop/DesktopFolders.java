package parlour.desktop;

import static parlour.words.Tr.t;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import parlour.platform.EntryStore;
import parlour.platform.Platform;

/**
 * Where the desktop program keeps its files: the settings in $XDG_CONFIG_HOME/parlour and the games (saves, games in
 * progress, kept boards) in $XDG_DATA_HOME/parlour, as a Linux user expects, from $HOME; or all of it under
 * $PARLOUR_HOME when that is set. The ~/.parlour folder of 1.0.0 is copied over once.
 */
public final class DesktopFolders {
    /** Written into the old folder once its files were copied, so they are copied only once. */
    static final String MOVED_NOTE = "MOVED.txt";

    private final Path config, data, old;

    private DesktopFolders(Path config, Path data, Path old) {
        this.config = config;
        this.data = data;
        this.old = old;
    }

    /** The folders the running program uses. */
    public static DesktopFolders current() {
        return of(System.getenv(), System.getProperty("user.home"));
    }

    /** The folders for the environment {@code env}, with {@code userHome} (Java's) where $HOME is not set. */
    static DesktopFolders of(Map<String, String> env, String userHome) {
        String parlourHome = env.get("PARLOUR_HOME");
        if (parlourHome != null && !parlourHome.isEmpty()) {
            Path home = Paths.get(parlourHome);
            return new DesktopFolders(home, home, null);
        }
        String homeVar = env.get("HOME");
        Path home = Paths.get(homeVar != null && !homeVar.isEmpty() ? homeVar : userHome);
        return new DesktopFolders(
                xdg(env, "XDG_CONFIG_HOME", home.resolve(".config")).resolve("parlour"),
                xdg(env, "XDG_DATA_HOME", home.resolve(".local").resolve("share"))
                        .resolve("parlour"),
                home.resolve(".parlour"));
    }

    /** The XDG folder {@code name}, or its default where it is unset or not absolute (as the specification says). */
    private static Path xdg(Map<String, String> env, String name, Path fallback) {
        String v = env.get(name);
        return v != null && v.startsWith("/") ? Paths.get(v) : fallback;
    }

    /** The folder of named saves. */
    public Path saves() {
        return data.resolve("saves");
    }

    /** The folder under which running programs hold their numbers ({@link InstanceLock}). */
    Path instances() {
        return data;
    }

    /** The settings' folder, for messages. */
    Path config() {
        return config;
    }

    /** The store {@code name}: the player's settings in the config folder, games in progress and kept boards in data. */
    public EntryStore store(String name) {
        FileEntryStore games = new FileEntryStore(data.resolve("store").resolve(AtomicFiles.encode(name)));
        if (config.equals(data) || !name.equals(Platform.SETTINGS_STORE)) return games;
        return new SettingsAndGames(
                new FileEntryStore(config.resolve("store").resolve(AtomicFiles.encode(name))), games);
    }

    /**
     * Copies 1.0.0's ~/.parlour into the new folders, once: when it is there and not yet marked moved. Files already
     * in the new folders are kept. Returns what to tell the player, or null when nothing was copied.
     */
    String copyOldFolder() throws IOException {
        if (old == null || !Files.isDirectory(old) || Files.exists(old.resolve(MOVED_NOTE))) return null;
        int copied = copyFiles(old.resolve("saves"), saves());
        Path oldStore = old.resolve("store");
        if (Files.isDirectory(oldStore)) {
            for (Path folder : list(oldStore)) {
                String name = AtomicFiles.decode(folder.getFileName().toString());
                if (name == null || !Files.isDirectory(folder)) continue;
                EntryStore now = store(name);
                FileEntryStore then = new FileEntryStore(folder);
                for (String key : then.keys()) {
                    if (now.read(key) != null) continue;
                    String text = then.read(key);
                    if (text == null) continue;
                    now.write(key, text);
                    copied++;
                }
            }
        }
        String said = t(
                        "Parlour now keeps its settings in {0} and its games in {1}. The {2} files of {3} were copied there; that folder is no longer read.",
                        config, data, copied, old)
                + "\n";
        Files.write(old.resolve(MOVED_NOTE), said.getBytes(StandardCharsets.UTF_8));
        return copied == 0 ? null : said.trim();
    }

    private static int copyFiles(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) return 0;
        int copied = 0;
        for (Path f : list(from)) {
            Path target = to.resolve(f.getFileName().toString());
            if (!Files.isRegularFile(f) || Files.exists(target)) continue;
            Files.createDirectories(to);
            Files.copy(f, target, StandardCopyOption.COPY_ATTRIBUTES);
            copied++;
        }
        return copied;
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            List<Path> out = new ArrayList<>();
            s.forEach(out::add);
            return out;
        }
    }

    /** One store kept in two folders: the player's settings in one, the games in progress in the other. */
    private static final class SettingsAndGames implements EntryStore {
        private final FileEntryStore settings, games;

        SettingsAndGames(FileEntryStore settings, FileEntryStore games) {
            this.settings = settings;
            this.games = games;
        }

        private FileEntryStore of(String key) {
            return key.startsWith(GAME_IN_PROGRESS) ? games : settings;
        }

        @Override
        public String read(String key) {
            return of(key).read(key);
        }

        @Override
        public void write(String key, String text) {
            of(key).write(key, text);
        }

        @Override
        public void remove(String key) {
            of(key).remove(key);
        }

        @Override
        public List<String> keys() {
            List<String> out = new ArrayList<>();
            for (String k : settings.keys()) if (!k.startsWith(GAME_IN_PROGRESS)) out.add(k);
            for (String k : games.keys()) if (k.startsWith(GAME_IN_PROGRESS)) out.add(k);
            return out;
        }

        @Override
        public String location() {
            return settings.location() + " and " + games.location();
        }
    }
}
