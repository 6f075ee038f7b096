package sitebuild;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The site's loader and frame.js lose their comment lines and indentation, and nothing else. */
class WebReleaseTest {
    @Test
    void compactDropsCommentLinesAndIndentationOnly() {
        String script = "/* Parlour 1.0.0: the widget's side.\n"
                + "   Second line. */\n"
                + "(function () {\n"
                + "  // a comment line\n"
                + "    var url = \"http://example.org\"; // a comment after code\n"
                + "  var re = /a\\/\\/b/;\n"
                + "})();\n";
        assertEquals(
                "/* Parlour 1.0.0: the widget's side.\n"
                        + "Second line. */\n"
                        + "(function () {\n"
                        + "var url = \"http://example.org\"; // a comment after code\n"
                        + "var re = /a\\/\\/b/;\n"
                        + "})();\n",
                WebRelease.compact(script));
    }

    @Test
    void compactLoaderKeepsTheLinesThatMarkTheFunctionTheNpmFormsAreMadeFrom() {
        String loader = "/* Parlour 1.0.0: the loader. */\n"
                + "(function () {\n"
                + "  // the site\n"
                + "// parlourLoader begin\n"
                + "function parlourLoader(win) {\n"
                + "  var VERSION = \"1.0.0\"; // stamped\n"
                + "}\n"
                + "// parlourLoader end\n"
                + "})();\n";
        String compacted = WebRelease.compactLoader(loader);
        assertEquals(
                "/* Parlour 1.0.0: the loader. */\n"
                        + "(function () {\n"
                        + "// parlourLoader begin\n"
                        + "function parlourLoader(win) {\n"
                        + "var VERSION = \"1.0.0\"; // stamped\n"
                        + "}\n"
                        + "// parlourLoader end\n"
                        + "})();\n",
                compacted);
        assertEquals(
                "function parlourLoader(win) {\nvar VERSION = \"1.0.0\"; // stamped\n}\n",
                WebRelease.factory(compacted, "1.0.0"));
    }

    @Test
    void compactPageKeepsTheVersionCommentAndDropsTheOtherCommentLinesAndIndentation() {
        String page = "<!doctype html>\n"
                + "<!-- Parlour 1.0.0: the widget alone -->\n"
                + "<html lang=\"en\">\n"
                + "  <style>\n"
                + "    /* a style's comment */\n"
                + "    #parlour { height: 100%; }\n"
                + "  </style>\n"
                + "  <script>\n"
                + "    // a script's comment\n"
                + "    var url = \"http://example.org\"; // after code\n"
                + "  </script>\n"
                + "  <!-- a page's comment -->\n"
                + "  <div id=\"parlour\"></div>\n"
                + "</html>\n";
        assertEquals(
                "<!doctype html>\n"
                        + "<!-- Parlour 1.0.0: the widget alone -->\n"
                        + "<html lang=\"en\">\n"
                        + "<style>\n"
                        + "#parlour { height: 100%; }\n"
                        + "</style>\n"
                        + "<script>\n"
                        + "var url = \"http://example.org\"; // after code\n"
                        + "</script>\n"
                        + "<div id=\"parlour\"></div>\n"
                        + "</html>\n",
                WebRelease.compactPage(page));
    }

    @Test
    void compactStyleDropsCommentsIndentationAndBlankLines() {
        String css = "/* the host */\n"
                + ".parlour-host {\n"
                + "  position: relative;\n"
                + "}\n"
                + "/* a ring drawn as a shadow:\n"
                + "   two lines */\n"
                + ".parlour-host.parlour-focused { box-shadow: 0 0 0 3px #0061a8; } /* after */\n";
        assertEquals(
                ".parlour-host {\n"
                        + "position: relative;\n"
                        + "}\n"
                        + ".parlour-host.parlour-focused { box-shadow: 0 0 0 3px #0061a8; }\n",
                WebRelease.compactStyle(css));
    }

    @Test
    void integrityIsTheSha384ThatBrowsersCheck() {
        // the example of MDN's Subresource Integrity page, as a browser computes it
        assertEquals(
                "sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO",
                WebRelease.integrity("alert('Hello, world.');"));
    }
}
