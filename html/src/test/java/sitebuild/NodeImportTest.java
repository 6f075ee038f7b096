package sitebuild;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.html.Prerequisite;

/**
 * The npm package's module forms imported in Node, where there is no window, as a framework rendering a page on its
 * server does (Next, Nuxt, Astro, SvelteKit): require() and import give the loader without running it, and using it
 * there says why it cannot (issue 45, item 11). Without node this fails in CI and is skipped elsewhere.
 */
class NodeImportTest {
    private static final String UNSTAMPED = "@project.version@";
    /** What a server-side script may do with the package, and what it is told when it embeds a board there. */
    private static final String USE = "console.log([typeof P.embed, typeof embed, P.version === version, P.base,"
            + " typeof P.setBase].join(' '));"
            + "try { P.embed('#board', {game: 'dots'}); console.log('embedded'); } catch (e) { console.log(e.message); }";

    @TempDir
    Path project;

    @Test
    void requireAndImportInNodeGiveTheLoaderWithoutAWindow() throws IOException {
        Prerequisite.require(missingNode());
        Path pkg = Files.createDirectories(project.resolve("node_modules/parlour-widget"));
        String loader = Files.readString(Path.of("src/main/webapp/parlour.js"), StandardCharsets.UTF_8);
        Files.writeString(pkg.resolve("index.mjs"), WebRelease.esModule(loader, UNSTAMPED));
        Files.writeString(pkg.resolve("index.cjs"), WebRelease.commonJs(loader, UNSTAMPED));
        Files.copy(Path.of("src/main/release/npm/package.json"), pkg.resolve("package.json"));
        String expected = "function function true  function\n"
                + "Parlour: the loader works in a browser and there is no window here: use it in code that runs in the"
                + " page (an effect, onMount, a client component), not while rendering on a server\n";
        assertEquals(
                expected,
                node("-e", "const P = require('parlour-widget'), {embed, version} = P;" + USE),
                "require('parlour-widget') in Node");
        assertEquals(
                expected,
                node("--input-type=module", "-e", "import P, {embed, version} from 'parlour-widget';" + USE),
                "import of parlour-widget in Node");
    }

    /** Node's output running {@code args} in the project, failing on a non-zero exit. */
    private String node(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("node"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(project, "node", ".log");
        Process p = new ProcessBuilder(command)
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                fail("node took over a minute: " + Files.readString(out));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        String said = Files.readString(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), String.join(" ", command) + " failed:\n" + said);
        return said;
    }

    /** Null when node runs here, else why not. */
    private static String missingNode() {
        try {
            Process p = new ProcessBuilder("node", "--version")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0 ? null : "node --version failed";
        } catch (IOException e) {
            return "no node here: install Node.js 20 or later";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
