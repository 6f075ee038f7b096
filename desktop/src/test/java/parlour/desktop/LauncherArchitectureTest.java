package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import parlour.testing.SourceRules;

/**
 * The desktop launcher (the window and its command-line tools) stands above core and reaches it through the root: it
 * may name Parlour's app (the composition root and its facades), platform (the services it implements), and the plain
 * ground every floor shares (game, match, words), besides its own parlour.desktop; never a game, the shell, board,
 * session, store or ui.
 */
class LauncherArchitectureTest {
    @Test
    void theDesktopLauncherReachesCoreOnlyThroughTheRoot() {
        Map<String, TreeSet<String>> found =
                SourceRules.pastTheRoot(Paths.get("src/main/java"), Collections.singletonList("desktop"));
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, TreeSet<String>> f : found.entrySet())
            wrong.add(f.getKey() + " names " + f.getValue() + ": reach it through parlour.app or parlour.platform");
        assertEquals(Collections.emptyList(), wrong, String.join("\n", wrong));
    }
}
