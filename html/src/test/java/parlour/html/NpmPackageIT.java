package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The npm package (parlour-widget-VERSION.tgz) as a page author's project uses it: installed with TypeScript and
 * esbuild from the npm registry into a fresh project, its types check a script calling every method and hearing every
 * event and reject a misspelt event and option, and the bundled script plays on a page of another origin than the
 * package's site. The registry must answer: without it this fails, in CI and elsewhere.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NpmPackageIT {
    static final String TYPESCRIPT = "5.9.3", ESBUILD = "0.25.9", REACT = "19.3.1", VUE = "3.5.45";
    private static final String VERSION = System.getProperty("parlour.version", "");
    private static final Path SOURCES =
            Path.of("src/test/resources/npm-consumer").toAbsolutePath();
    private static final List<String> TSC = List.of(
            "npx",
            "tsc",
            "--strict",
            "--noEmit",
            "--target",
            "es2020",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
            "--lib",
            "es2020,dom");

    private Path project;

    @BeforeAll
    void install() throws IOException {
        assertThat(VERSION)
                .as("no parlour.version system property (set by html/pom.xml's failsafe)")
                .isNotEmpty();
        Path tgz = Path.of(System.getProperty("parlour.npm", "target/parlour-widget-" + VERSION + ".tgz"))
                .toAbsolutePath();
        assertTrue(Files.isRegularFile(tgz), "mvn package made no npm package at " + tgz);
        Prerequisite.require(missingNpm());
        project = Files.createTempDirectory("parlour-consumer");
        Files.writeString(project.resolve("package.json"), "{\"name\": \"parlour-consumer\", \"private\": true}\n");
        for (String f : List.of("example.ts", "classic.ts", "wrong.ts"))
            Files.copy(SOURCES.resolve(f), project.resolve(f));
        Run r = run(
                Duration.ofMinutes(8),
                "npm",
                "install",
                "--no-audit",
                "--no-fund",
                "--save-exact",
                tgz.toString(),
                "typescript@" + TYPESCRIPT,
                "esbuild@" + ESBUILD,
                "react@" + REACT,
                "react-dom@" + REACT,
                "vue@" + VUE);
        assertEquals(0, r.code, "npm install failed (the npm registry must answer for this test):\n" + r.out);
    }

    @AfterAll
    void clean() throws IOException {
        if (project == null) return;
        try (Stream<Path> s = Files.walk(project)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Test
    void thePackageSaysItsNameVersionLicenceAndEntryPointsAndItsModuleIsTheLoader() throws IOException {
        Run r = run(
                Duration.ofSeconds(30),
                "node",
                "-p",
                "const p = require('parlour-widget/package.json'), e = p.exports['.'];"
                        + "[p.name, p.version, p.license, e.import, e.require, e.default, e.types, p.types,"
                        + " p.exports['./parlour.js'].default, p.files.join(',')].join(' ')");
        assertEquals(0, r.code, r.out);
        assertEquals(
                "parlour-widget " + VERSION
                        + " Apache-2.0 ./index.mjs ./index.cjs ./index.cjs ./index.d.ts ./index.d.ts"
                        + " ./site/parlour.js index.mjs,index.cjs,index.d.ts,global.d.ts,site/,README.md,LICENSE,NOTICE,licenses/",
                r.out.trim());
        Path pkg = project.resolve("node_modules/parlour-widget");
        for (String f : List.of(
                "LICENSE",
                "NOTICE",
                "licenses/LWJGL-BSD-3-Clause.txt",
                "README.md",
                "index.mjs",
                "index.cjs",
                "index.d.ts",
                "site/embed.html",
                "site/frame.js",
                "site/boards.js",
                "site/parlour.js",
                "site/parlour-" + VERSION + ".js",
                "site/parlour/parlour.nocache.js",
                "site/assets/assets.txt")) assertTrue(Files.isRegularFile(pkg.resolve(f)), "the package has no " + f);
        // one loader source: the module forms carry the classic script's parlourLoader as it is
        String loader = Files.readString(pkg.resolve("site/parlour.js"));
        int from = loader.indexOf("// parlourLoader begin\n"), to = loader.indexOf("// parlourLoader end\n");
        assertThat(from).as("parlour.js has no parlourLoader lines").isGreaterThanOrEqualTo(0);
        assertThat(to).as("parlour.js has no parlourLoader lines").isGreaterThan(from);
        String factory = loader.substring(from + "// parlourLoader begin\n".length(), to);
        assertThat(factory).as("the loader is not stamped " + VERSION).contains("var VERSION = \"" + VERSION + "\";");
        for (String f : List.of("index.mjs", "index.cjs"))
            assertThat(Files.readString(pkg.resolve(f)))
                    .as(f + " is not made from parlour.js")
                    .contains(factory);
    }

    @Test
    void theTypesTakeEveryMethodAndEventAndRejectAMisspeltEventAndOption() throws IOException {
        Run good = tsc("example.ts", "classic.ts");
        assertEquals(0, good.code, "the example does not type-check:\n" + good.out);
        Run bad = tsc("wrong.ts");
        System.out.println("[npm] tsc on wrong.ts:\n" + bad.out.trim());
        assertNotEquals(0, bad.code, "tsc accepted a misspelt event and an unknown option:\n" + bad.out);
        for (String error : List.of(
                "wrong.ts(3,47): error TS2561: Object literal may only specify known properties, but 'colour' does not"
                        + " exist in type 'EmbedOptions'. Did you mean to write 'colours'?",
                "wrong.ts(4,10): error TS2345: Argument of type '\"mvoe\"' is not assignable to parameter of type"
                        + " 'keyof ParlourEvents'.",
                "wrong.ts(5,19): error TS2322: Type '\"chess\"' is not assignable to type 'GameId | undefined'."))
            assertThat(bad.out)
                    .as("tsc did not say\n  " + error + "\nbut:\n" + bad.out)
                    .contains(error);
    }

    @Test
    void theBundledExamplePlaysOnAPageOfAnotherOriginThanThePackagesSite() throws IOException {
        Run bundle = run(
                Duration.ofMinutes(1),
                "npx",
                "esbuild",
                "example.ts",
                "--bundle",
                "--format=iife",
                "--target=es2020",
                "--outfile=bundle.js");
        assertEquals(0, bundle.code, "esbuild failed:\n" + bundle.out);
        try (WebSession web = WebSession.start(project.resolve("node_modules/parlour-widget/site"));
                StaticSite pages = StaticSite.serve(project)) {
            Files.writeString(
                    project.resolve("page.html"),
                    "<!doctype html><html><head><meta charset=utf-8><title>bundled</title></head><body>"
                            + "<div id=board style=\"width:360px;height:300px\"></div>"
                            + "<script>window.parlourSite = \"" + web.server.url("") + "\";</script>"
                            + "<script src=\"bundle.js\"></script></body></html>");
            web.browser.driver.get(pages.url("page.html"));
            Map<String, Object> results = HostPage.map(Browser.await(
                    Duration.ofSeconds(90),
                    () -> web.browser.js("return window.results ? JSON.parse(JSON.stringify(window.results)) : null;"),
                    () -> "the example never finished: heard "
                            + web.browser.js("return JSON.stringify(window.heard);")));
            String heard = String.valueOf(web.browser.js("return JSON.stringify(window.heard);"));
            assertThat(results).as(results + "\nheard " + heard).doesNotContainKey("failed");
            String move = String.valueOf(web.browser.js("return window.results.played[0];"));
            Map<String, Object> said = new LinkedHashMap<>();
            said.put("version", VERSION);
            said.put("handleVersion", VERSION);
            said.put("base", web.server.url(""));
            said.put("played", List.of(move));
            said.put("undone", List.of());
            said.put("redone", List.of(move));
            said.put("live", "theme colours same game");
            said.put("element", "a1-b1");
            for (String yes : List.of("set", "focused", "fresh", "changed", "listed")) said.put(yes, true);
            said.forEach((key, value) -> assertEquals(value, results.get(key), key + " in " + results));
            assertThat(String.valueOf(results.get("illegal")))
                    .as("illegal in " + results)
                    .startsWith("illegal move zz9");
            assertThat(String.valueOf(results.get("link")))
                    .as("link in " + results)
                    .startsWith(web.server.url("embed.html?"));
            for (String expected : List.of(
                    "ready " + VERSION + " dots",
                    "move " + move + " human 1",
                    "turn ",
                    "illegalMove zz9 play",
                    "element move a1-b1"))
                assertThat(heard).as("did not hear " + expected + ": " + heard).contains(expected);
            assertThat(heard).as(heard).doesNotContain("error ");
            assertEquals(
                    0L, web.browser.js("return document.querySelectorAll('iframe').length;"), "destroy left a frame");
        }
    }

    /**
     * The README's React and Vue examples of {@code <parlour-board>} as they are written there (the site's folder
     * changed to this test's), bundled by esbuild: each app shows the board, and a move played on the element shows
     * in the app's own text, which its handler of the element's move event renders.
     */
    @Test
    void theReadmesReactAndVueExamplesShowTheBoardAndHearItsMoves() throws IOException {
        String readme = Files.readString(Path.of("../README.md"), StandardCharsets.UTF_8);
        try (WebSession web = WebSession.start(project.resolve("node_modules/parlour-widget/site"));
                StaticSite pages = StaticSite.serve(project)) {
            web.browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(90));
            for (String app : List.of("App.jsx (React)", "main.js (Vue)")) {
                String code = readmeExample(readme, "// " + app);
                assertThat(code).as(app + " in the README").contains("setBase(\"/parlour/\");");
                String file = app.substring(0, app.indexOf(' '));
                Files.writeString(
                        project.resolve(file),
                        code.replace("setBase(\"/parlour/\");", "setBase(window.parlourSite);"),
                        StandardCharsets.UTF_8);
                Run bundle = run(
                        Duration.ofMinutes(1),
                        "npx",
                        "esbuild",
                        file,
                        "--bundle",
                        "--format=iife",
                        "--target=es2020",
                        "--jsx=automatic",
                        "--define:process.env.NODE_ENV=\"production\"",
                        "--define:__VUE_OPTIONS_API__=true",
                        "--define:__VUE_PROD_DEVTOOLS__=false",
                        "--define:__VUE_PROD_HYDRATION_MISMATCH_DETAILS__=false",
                        "--outfile=" + file + ".bundle.js");
                assertEquals(0, bundle.code, "esbuild failed on " + app + ":\n" + bundle.out);
                String page = file + ".html";
                Files.writeString(
                        project.resolve(page),
                        "<!doctype html><html><head><meta charset=utf-8><title>" + app + "</title></head><body>"
                                + "<div id=app></div><script>window.parlourSite = \"" + web.server.url("")
                                + "\";</script><script src=\"" + file + ".bundle.js\"></script></body></html>");
                web.browser.driver.get(pages.url(page));
                Object played = web.browser.driver.executeAsyncScript(
                        "var done = arguments[0];"
                                + "var tries = 0; (function find() { var b = document.querySelector('parlour-board');"
                                + "  if (!b && ++tries < 100) { setTimeout(find, 100); return; }"
                                + "  if (!b) { done('no parlour-board in the app'); return; }"
                                + "  b.ready.then(function () { return b.play('a1-b1'); }).then(function (s) {"
                                + "    var waits = 0; (function shown() { var p = document.getElementById('moves');"
                                + "      if (p && p.textContent === 'a1-b1') done('shown ' + s.moves.join(' '));"
                                + "      else if (++waits > 100) done('the app shows ' + (p && p.textContent));"
                                + "      else setTimeout(shown, 50); })(); }, function (e) { done('failed: ' + e.message); }); })();");
                assertEquals("shown a1-b1", played, app + ": the move played on its board, as its app shows it");
            }
        }
    }

    /** The README's indented code block that starts with the line {@code first}, without its indentation. */
    private static String readmeExample(String readme, String first) {
        int at = readme.indexOf("    " + first + "\n");
        assertThat(at).as("the README has no example starting " + first).isGreaterThanOrEqualTo(0);
        StringBuilder code = new StringBuilder();
        for (String line : readme.substring(at).split("\n", -1)) {
            if (!line.startsWith("    ") && !line.isEmpty()) break;
            code.append(line.length() >= 4 ? line.substring(4) : line).append('\n');
        }
        return code.toString();
    }

    private Run tsc(String... files) {
        List<String> cmd = new ArrayList<>(TSC);
        cmd.addAll(List.of(files));
        return run(Duration.ofMinutes(2), cmd.toArray(new String[0]));
    }

    /** A command's exit code and its output (stdout and stderr). */
    record Run(int code, String out) {}

    private Run run(Duration timeout, String... command) {
        try {
            Path out = Files.createTempFile("parlour-npm", ".log");
            try {
                Process p = new ProcessBuilder(command)
                        .directory(project.toFile())
                        .redirectErrorStream(true)
                        .redirectOutput(out.toFile())
                        .start();
                if (!p.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    fail(String.join(" ", command) + " took longer than " + timeout.toSeconds() + " s:\n"
                            + Files.readString(out, StandardCharsets.UTF_8));
                }
                return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            throw new AssertionError("could not run " + String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** Null when node, npm and npx run here, else what is missing. */
    private static String missingNpm() {
        for (String tool : List.of("node", "npm", "npx")) {
            try {
                Process p = new ProcessBuilder(tool, "--version")
                        .redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start();
                if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) return tool + " --version failed";
            } catch (IOException e) {
                return "no " + tool + " here: install Node.js 20 or later with npm";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }
        return null;
    }
}
