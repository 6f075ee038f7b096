package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
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
        assertEquals(
                Collections.emptyMap(),
                SourceRules.pastTheRoot(Paths.get("src/main/java"), Arrays.asList("html")),
                "these files name Parlour packages a launcher may not; reach them through parlour.app or parlour.platform");
    }

    @Test
    void theWidgetsClientCodeUsesNothingTheWebBuildForbids() {
        List<String> found = SourceRules.webForbidden(Paths.get("src/main/java/parlour/html/client"));
        assertEquals(
                Collections.emptyList(), found, "the web build cannot compile these:\n" + String.join("\n", found));
    }
}
