package sitebuild;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * Makes the release forms of the loader from the one source, the site's version-stamped {@code parlour.js} (run by
 * the build, see html/pom.xml): the site's {@code parlour.js} itself without its comment lines and indentation
 * ({@link #compactLoader}), {@code parlour-VERSION.js} beside it, and the npm package's {@code index.mjs} (an ES
 * module) and {@code index.cjs} (CommonJS), which call the same {@code parlourLoader} function, when the page first uses
 * them ({@link #firstUse}), with no site until the page gives one; and the site's {@code frame.js}, {@code embed.html} and {@code parlour.css}, which every widget's
 * frame fetches before its first frame, without their comments and indentation ({@link #compact}, {@link
 * #compactPage}, {@link #compactStyle}); and it writes the loader's {@link #integrity} into the release READMEs. Its
 * package is outside parlour/, all of which the GWT compiler
 * reads as the widget's source.
 */
public final class WebRelease {
    static final String BEGIN = "// parlourLoader begin\n", END = "// parlourLoader end\n";

    private WebRelease() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: WebRelease SITE_DIR NPM_DIR VERSION ZIP_README");
            System.exit(2);
        }
        Path site = Paths.get(args[0]), npm = Paths.get(args[1]), zipReadme = Paths.get(args[3]);
        String version = args[2];
        String source = Files.readString(site.resolve("parlour.js"), StandardCharsets.UTF_8);
        String loader = compactLoader(source);
        Files.writeString(site.resolve("parlour.js"), loader, StandardCharsets.UTF_8);
        Files.writeString(site.resolve("parlour-" + version + ".js"), loader, StandardCharsets.UTF_8);
        Files.createDirectories(npm);
        Files.writeString(npm.resolve("index.mjs"), esModule(loader, version), StandardCharsets.UTF_8);
        Files.writeString(npm.resolve("index.cjs"), commonJs(loader, version), StandardCharsets.UTF_8);
        String integrity = integrity(loader);
        for (Path readme : new Path[] {zipReadme, npm.resolve("README.md")})
            Files.writeString(
                    readme,
                    Files.readString(readme, StandardCharsets.UTF_8).replace(INTEGRITY, integrity),
                    StandardCharsets.UTF_8);
        Path frame = site.resolve("frame.js");
        String frameSource = Files.readString(frame, StandardCharsets.UTF_8);
        String compacted = compact(frameSource);
        Files.writeString(frame, compacted, StandardCharsets.UTF_8);
        Path page = site.resolve("embed.html");
        String html = Files.readString(page, StandardCharsets.UTF_8);
        String compactedPage = compactPage(html);
        Files.writeString(page, compactedPage, StandardCharsets.UTF_8);
        Path style = site.resolve("parlour.css");
        Files.writeString(style, compactStyle(Files.readString(style, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        System.out.println("[web release] " + site.resolve("parlour.js") + " compacted from " + source.length() + " to "
                + loader.length() + " characters, " + site.resolve("parlour-" + version + ".js") + ", "
                + npm.resolve("index.mjs") + ", " + npm.resolve("index.cjs") + "; " + frame + " compacted from "
                + frameSource.length() + " to " + compacted.length() + " characters, " + page + " from " + html.length()
                + " to " + compactedPage.length() + "; the versioned loader's integrity " + integrity);
    }

    /** Where the release READMEs say the versioned loader's integrity (kept as written by Maven's filtering). */
    static final String INTEGRITY = "@loader.integrity@";

    /**
     * The Subresource Integrity value of the loader {@code loader} as served (its UTF-8 bytes): what a page puts in
     * its script element's {@code integrity} attribute so that the browser runs only that file.
     */
    static String integrity(String loader) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-384").digest(loader.getBytes(StandardCharsets.UTF_8));
            return "sha384-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException everyJavaHasIt) {
            throw new IllegalStateException(everyJavaHasIt);
        }
    }

    /** The style sheet {@code css} without its comments, its lines' indentation and its blank lines. */
    static String compactStyle(String css) {
        StringBuilder out = new StringBuilder(css.length());
        int at = 0;
        while (at < css.length()) {
            int open = css.indexOf("/*", at);
            if (open < 0) open = css.length();
            out.append(css, at, open);
            int close = open < css.length() ? css.indexOf("*/", open + 2) : -1;
            at = close < 0 ? css.length() : close + 2;
        }
        StringBuilder lines = new StringBuilder(out.length());
        for (String line : out.toString().split("\n")) {
            String code = line.strip();
            if (code.isEmpty()) continue;
            lines.append(code).append('\n');
        }
        return lines.toString();
    }

    /**
     * The page {@code html} without each line's indentation and without its lines that are only a comment: an HTML
     * comment (but the first, the version line), a // line of its script or a one-line block comment of its style.
     */
    static String compactPage(String html) {
        StringBuilder out = new StringBuilder(html.length());
        boolean versionKept = false;
        for (String line : html.split("\n", -1)) {
            String code = line.strip();
            boolean htmlComment = code.startsWith("<!--") && code.endsWith("-->");
            if (htmlComment && versionKept || code.startsWith("//") || code.startsWith("/*") && code.endsWith("*/"))
                continue;
            versionKept |= htmlComment;
            if (out.length() > 0) out.append('\n');
            out.append(code);
        }
        return out.toString();
    }

    /**
     * {@code script} without its lines that are only a // comment and without each line's indentation: the same
     * script, fewer bytes. Its opening block comment (the version line) stays; a comment after code on its line stays
     * too (a "//" there may be inside a string or a regular expression).
     */
    static String compact(String script) {
        StringBuilder out = new StringBuilder(script.length());
        for (String line : script.split("\n", -1)) {
            String code = line.strip();
            if (code.startsWith("//")) continue;
            if (out.length() > 0) out.append('\n');
            out.append(code);
        }
        return out.toString();
    }

    /**
     * The loader {@code script} as {@link #compact} makes it, keeping the two lines that mark its parlourLoader function
     * ({@link #BEGIN}, {@link #END}) so that the npm forms are made from the very code the site serves.
     */
    static String compactLoader(String script) {
        StringBuilder out = new StringBuilder(script.length());
        for (String line : script.split("\n", -1)) {
            String code = line.strip();
            boolean marker = (code + "\n").equals(BEGIN) || (code + "\n").equals(END);
            if (code.startsWith("//") && !marker) continue;
            if (out.length() > 0) out.append('\n');
            out.append(code);
        }
        return out.toString();
    }

    /** The parlourLoader function of the stamped loader, checked to carry {@code version}. */
    static String factory(String loader, String version) {
        int from = loader.indexOf(BEGIN), to = loader.indexOf(END);
        if (from < 0 || to < from)
            throw new IllegalStateException("parlour.js has no '" + BEGIN.trim() + "' ... '" + END.trim() + "' lines");
        String f = loader.substring(from + BEGIN.length(), to);
        if (!f.contains("var VERSION = \"" + version + "\";"))
            throw new IllegalStateException("parlour.js is not stamped with version " + version
                    + " (is the copy-pages execution filtering it?)");
        return f;
    }

    static String esModule(String loader, String version) {
        return "/* Parlour " + version
                + ": the loader as an ES module (npm package parlour-widget), made from parlour.js"
                + " by the build.\n   Its widgets come from the site folder given by setBase(url) or by each widget's"
                + " base option. */\n"
                + factory(loader, version)
                + firstUse(version)
                + "export default Parlour;\n"
                + "export const embed = Parlour.embed;\n"
                + "export const of = Parlour.of;\n"
                + "export const widgets = Parlour.widgets;\n"
                + "export const ignored = Parlour.ignored;\n"
                + "export const setBase = Parlour.setBase;\n"
                + "export const define = Parlour.define;\n"
                + "export const version = Parlour.version;\n";
    }

    static String commonJs(String loader, String version) {
        return "/* Parlour " + version + ": the loader as a CommonJS module (npm package parlour-widget), made from"
                + " parlour.js by the build.\n   Its widgets come from the site folder given by setBase(url) or by each"
                + " widget's base option. */\n"
                + "\"use strict\";\n"
                + factory(loader, version)
                + firstUse(version)
                + "module.exports = Parlour;\n";
    }

    /**
     * The package's {@code Parlour}: the loader made from the page's window when the page first uses it, so that
     * importing the package where there is no window (Node, a framework rendering the page on its server) does nothing,
     * and using it there says why.
     */
    static String firstUse(String version) {
        return "var loaded = null;\n"
                + "function loader() {\n"
                + "  if (!loaded) {\n"
                + "    if (typeof window === \"undefined\" || typeof document === \"undefined\")\n"
                + "      throw new Error(\"Parlour: the loader works in a browser and there is no window here: use it in"
                + " code that runs in the page (an effect, onMount, a client component), not while rendering on a"
                + " server\");\n"
                + "    loaded = parlourLoader(window, document, null);\n"
                + "  }\n"
                + "  return loaded;\n"
                + "}\n"
                + "var Parlour = {\n"
                + "  version: \"" + version + "\",\n"
                + "  embed: function (target, options) { return loader().embed(target, options); },\n"
                + "  of: function (element) { return loader().of(element); },\n"
                + "  widgets: function () { return loader().widgets(); },\n"
                + "  ignored: function () { return loader().ignored(); },\n"
                + "  setBase: function (url) { loader().setBase(url); return Parlour; },\n"
                + "  define: function (name) { loader().define(name); return Parlour; }\n"
                + "};\n"
                + "Object.defineProperty(Parlour, \"base\", {enumerable: true,"
                + " get: function () { return loaded ? loaded.base : null; }});\n"
                + "Object.defineProperty(Parlour, \"maxLive\", {enumerable: true,"
                + " get: function () { return loader().maxLive; }, set: function (n) { loader().maxLive = n; }});\n";
    }
}
