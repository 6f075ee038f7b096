package sitebuild;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Makes the release forms of the loader from the one source, the site's version-stamped {@code parlour.js} (run by
 * the build, see html/pom.xml): {@code parlour-VERSION.js} beside it, and the npm package's {@code index.mjs} (an ES
 * module) and {@code index.cjs} (CommonJS), which call the same {@code parlourLoader} function with no site until the
 * page gives one; and the site's {@code frame.js}, which every widget's page fetches before its first frame, without
 * its comment lines and indentation ({@link #compact}). Its package is outside parlour/, all of which the GWT compiler
 * reads as the widget's source.
 */
public final class WebRelease {
    static final String BEGIN = "// parlourLoader begin\n", END = "// parlourLoader end\n";

    private WebRelease() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: WebRelease SITE_DIR NPM_DIR VERSION");
            System.exit(2);
        }
        Path site = Paths.get(args[0]), npm = Paths.get(args[1]);
        String version = args[2];
        String loader = Files.readString(site.resolve("parlour.js"), StandardCharsets.UTF_8);
        Files.writeString(site.resolve("parlour-" + version + ".js"), loader, StandardCharsets.UTF_8);
        Files.createDirectories(npm);
        Files.writeString(npm.resolve("index.mjs"), esModule(loader, version), StandardCharsets.UTF_8);
        Files.writeString(npm.resolve("index.cjs"), commonJs(loader, version), StandardCharsets.UTF_8);
        Path frame = site.resolve("frame.js");
        String source = Files.readString(frame, StandardCharsets.UTF_8);
        String compacted = compact(source);
        Files.writeString(frame, compacted, StandardCharsets.UTF_8);
        System.out.println("[web release] " + site.resolve("parlour-" + version + ".js") + ", "
                + npm.resolve("index.mjs") + ", " + npm.resolve("index.cjs") + "; " + frame + " compacted from "
                + source.length() + " to " + compacted.length() + " characters");
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
                + "const Parlour = parlourLoader(window, document, null);\n"
                + "export default Parlour;\n"
                + "export const embed = Parlour.embed;\n"
                + "export const of = Parlour.of;\n"
                + "export const widgets = Parlour.widgets;\n"
                + "export const ignored = Parlour.ignored;\n"
                + "export const setBase = Parlour.setBase;\n"
                + "export const version = Parlour.version;\n";
    }

    static String commonJs(String loader, String version) {
        return "/* Parlour " + version + ": the loader as a CommonJS module (npm package parlour-widget), made from"
                + " parlour.js by the build.\n   Its widgets come from the site folder given by setBase(url) or by each"
                + " widget's base option. */\n"
                + "\"use strict\";\n"
                + factory(loader, version)
                + "module.exports = parlourLoader(window, document, null);\n";
    }
}
