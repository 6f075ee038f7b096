package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.board.GameModule;
import parlour.testing.SourceRules;

/**
 * The web launcher stands above core and reaches it through the root: it may name Parlour's app (the composition
 * root and its facades), platform (the services it implements), and the plain ground every floor shares (game, match,
 * words), besides its own parlour.html; never a game (but its module, in the split points), the shell, board, session,
 * store or ui. And its client code,
 * which the GWT compiler reads (ParlourWeb.gwt.xml: source path client), uses nothing the web build forbids. (An IT
 * only because this module, packaged as a gwt-app, runs its tests with Failsafe; it needs no browser.)
 */
class LauncherArchitectureIT {
    @Test
    void theWebLauncherReachesCoreOnlyThroughTheRootAndItsSplitPointsEachGamesModule() throws IOException {
        Map<String, TreeSet<String>> found = SourceRules.pastTheRoot(Paths.get("src/main/java"), Arrays.asList("html"));
        List<String> wrong = new ArrayList<>(splitPoints(found.remove(SPLIT_POINTS)));
        for (Map.Entry<String, TreeSet<String>> f : found.entrySet())
            wrong.add(f.getKey() + " names " + f.getValue() + ": reach it through parlour.app or parlour.platform");
        assertEquals(Collections.emptyList(), wrong, String.join("\n", wrong));
    }

    /** The split points, the one file of the launcher that names the games: each one's module, nothing else of it. */
    private static final String SPLIT_POINTS = "parlour/html/client/WebGames.java";

    private static final Pattern PAST_THE_ROOT = Pattern.compile("\\bparlour\\s*\\.\\s*(\\w+)((\\s*\\.\\s*\\w+)*)");

    /**
     * What is wrong with the split points' names past the root ({@code named}, their packages): a name of a game that
     * is not its module ({@code parlour.GAME.module.NAMEModule}), a package that is no game, a part without a split
     * point.
     */
    private static List<String> splitPoints(Set<String> named) throws IOException {
        List<String> wrong = new ArrayList<>();
        Set<String> parts = new TreeSet<>();
        for (GameModule m : Catalogue.MODULES) parts.add(m.part);
        String code =
                SourceRules.code(Files.readString(Paths.get("src/main/java").resolve(SPLIT_POINTS)));
        Matcher m = PAST_THE_ROOT.matcher(code);
        while (m.find()) {
            String pkg = m.group(1), rest = m.group(2).replaceAll("\\s", "");
            if (SourceRules.LAUNCHER_MAY_NAME.contains(pkg) || pkg.equals("html")) continue;
            if (!parts.contains(pkg)) wrong.add(SPLIT_POINTS + " names parlour." + pkg + ", which is no game's part");
            else if (!rest.matches("\\.module\\.\\w+Module"))
                wrong.add(SPLIT_POINTS + " names parlour." + pkg + rest
                        + ": a split point names its game's module alone");
        }
        if (named == null || !named.equals(parts))
            wrong.add(SPLIT_POINTS + " has split points for " + named + ", the catalogue's parts are " + parts);
        return wrong;
    }

    @Test
    void theWidgetsClientCodeUsesNothingTheWebBuildForbids() {
        List<String> found = SourceRules.webForbidden(Paths.get("src/main/java/parlour/html/client"));
        assertEquals(
                Collections.emptyList(), found, "the web build cannot compile these:\n" + String.join("\n", found));
    }
}
