package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import parlour.testing.SourceRules;

/**
 * The desktop launcher (the window and its command-line tools) stands above core and reaches it through the root: it
 * may name Parlour's app (the composition root and its facades), platform (the services it implements), and the plain
 * ground every floor shares (game, match, words), besides its own parlour.desktop; never a game, the shell, board,
 * session, store or ui. The files in {@link #NOT_YET} still reach past the root, each for the reason given: the list
 * may only shrink, for an entry no longer needed fails the test as surely as a new reach does.
 */
class LauncherArchitectureTest {
    private static final Map<String, TreeSet<String>> NOT_YET = new TreeMap<>();

    static {
        // the command line's tests hand these the catalogue and read the launch options, both the shell's types
        notYet("parlour/desktop/DesktopLauncher.java", "shell");
        notYet("parlour/desktop/WindowCommand.java", "shell");
        notYet("parlour/desktop/EngineMain.java", "shell");
        // Arrows' board files for the engine: not yet behind an app facade
        notYet("parlour/desktop/ArrowsDesktop.java", "arrows");
        // Six Men's Morris's arena, table tool and jar tables (whose test reads a table): not yet behind an app facade
        notYet("parlour/desktop/morris/MorrisArena.java", "morris");
        notYet("parlour/desktop/morris/MorrisTableFiles.java", "morris");
        notYet("parlour/desktop/morris/MorrisTableTool.java", "morris");
    }

    private static void notYet(String file, String... packages) {
        NOT_YET.put(file, new TreeSet<>(Arrays.asList(packages)));
    }

    @Test
    void theDesktopLauncherReachesCoreOnlyThroughTheRoot() {
        Map<String, TreeSet<String>> found =
                SourceRules.pastTheRoot(Paths.get("src/main/java"), Collections.singletonList("desktop"));
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, TreeSet<String>> f : found.entrySet()) {
            TreeSet<String> past = new TreeSet<>(f.getValue());
            past.removeAll(NOT_YET.getOrDefault(f.getKey(), new TreeSet<>()));
            if (!past.isEmpty())
                wrong.add(f.getKey() + " names " + past + ": reach it through parlour.app or parlour.platform");
        }
        for (Map.Entry<String, TreeSet<String>> n : NOT_YET.entrySet()) {
            TreeSet<String> gone = new TreeSet<>(n.getValue());
            gone.removeAll(found.getOrDefault(n.getKey(), new TreeSet<>()));
            if (!gone.isEmpty()) wrong.add(n.getKey() + " no longer names " + gone + ": take it off NOT_YET");
        }
        assertEquals(Collections.emptyList(), wrong, String.join("\n", wrong));
    }
}
