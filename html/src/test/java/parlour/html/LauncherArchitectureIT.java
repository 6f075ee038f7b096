package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import parlour.testing.SourceRules;

/**
 * The web launcher stands above core and reaches it through the root: it may name Parlour's app (the composition
 * root and its facades), platform (the services it implements), and the plain ground every floor shares (game, match,
 * words), besides its own parlour.html; never a game, the shell, board, session, store or ui. And its client code,
 * which the GWT compiler reads (ParlourWeb.gwt.xml: source path client), uses nothing the web build forbids. (An IT
 * only because this module, packaged as a gwt-app, runs its tests with Failsafe; it needs no browser.)
 */
class LauncherArchitectureIT {
    @Test
    void theWebLauncherReachesCoreOnlyThroughTheRoot() {
        Map<String, TreeSet<String>> found = SourceRules.pastTheRoot(Paths.get("src/main/java"), Arrays.asList("html"));
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, TreeSet<String>> f : found.entrySet())
            wrong.add(f.getKey() + " names " + f.getValue() + ": reach it through parlour.app or parlour.platform");
        assertEquals(Collections.emptyList(), wrong, String.join("\n", wrong));
    }

    @Test
    void theWidgetsClientCodeUsesNothingTheWebBuildForbids() {
        List<String> found = SourceRules.webForbidden(Paths.get("src/main/java/parlour/html/client"));
        assertEquals(
                Collections.emptyList(), found, "the web build cannot compile these:\n" + String.join("\n", found));
    }
}
