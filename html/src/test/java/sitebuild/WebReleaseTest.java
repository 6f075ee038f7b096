package sitebuild;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The site's frame.js loses its comment lines and indentation, and nothing else. */
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
}
