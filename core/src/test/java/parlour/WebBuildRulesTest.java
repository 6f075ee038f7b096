package parlour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.testing.SourceRules;

/**
 * What the web build forbids, said where it is written rather than minutes later by the GWT compiler: no threads
 * (Thread, synchronized, wait, notify), no java.util.concurrent, no reflection (java.lang.reflect, Class.forName,
 * getDeclaredMethod), no String.format and no regular expressions (java.util.regex, Pattern, String's matches,
 * replaceAll, replaceFirst and split). Parlour.gwt.xml shares the whole of core's sources with the web build (no
 * exclude, no super-source), so the rule covers all of core/src/main; the web launcher's client code has its own.
 */
class WebBuildRulesTest {
    @Test
    void coreUsesNothingTheWebBuildForbids() {
        List<String> found = SourceRules.webForbidden(Paths.get("src/main/java"));
        assertEquals(
                Collections.emptyList(), found, "the web build cannot compile these:\n" + String.join("\n", found));
    }

    @Test
    void theWholeOfCoreIsSharedWithTheWebBuild() {
        String module = SourceRules.read(Paths.get("src/main/java/parlour/Parlour.gwt.xml"));
        assertThat(module).as(module).contains("<source path=\"\" />");
        assertThat(module)
                .as("the rule must learn what the module leaves out: " + module)
                .doesNotContain("exclude");
        assertThat(module)
                .as("the rule must learn what the module leaves out: " + module)
                .doesNotContain("super-source");
    }

    @Test
    void eachForbiddenUseIsFoundWithItsLine() {
        String source = String.join(
                "\n",
                "class A {",
                "  void a() { new Thread(() -> {}).start(); }",
                "  synchronized void b() {}",
                "  void c(Object o) throws Exception { o.wait(); o.notifyAll(); }",
                "  java.util.concurrent.Executor d;",
                "  Object e() throws Exception { return Class.forName(\"A\").getDeclaredMethod(\"a\"); }",
                "  String f() { return String.format(\"%d\", 1); }",
                "  boolean g(String s) { return java.util.regex.Pattern.compile(\"a\").matcher(s).find(); }",
                "  String[] h(String s) { return s.split(\",\"); }",
                "  String i(String s) { return s.replaceAll(\"a\", \"b\") + s.replaceFirst(\"a\", \"b\") + s.matches(\"a\"); }",
                "}");
        List<String> found = SourceRules.webForbidden("A.java", source);
        for (String expected : Arrays.asList(
                "A.java:2: a thread",
                "A.java:3: a synchronized block or method",
                "A.java:4: wait or notify",
                "A.java:5: java.util.concurrent",
                "A.java:6: Class.forName",
                "A.java:6: reflection",
                "A.java:7: String.format",
                "A.java:8: a regular expression",
                "A.java:9: a regular expression",
                "A.java:10: a regular expression")) {
            assertTrue(found.stream().anyMatch(f -> f.startsWith(expected)), expected + " not in " + found);
        }
    }

    @Test
    void commentsStringsAndJsniBodiesAreNotCode() {
        String source = String.join(
                "\n",
                "class A {",
                "  // a Thread in a comment, String.format in a comment",
                "  String s = \"synchronized, s.split(x)\";",
                "  native boolean b() /*-{ var parts = v.split(\" \"); return true; }-*/;",
                "  char c = '\"'; String t = \"Thread\";",
                "}");
        assertEquals(Collections.emptyList(), SourceRules.webForbidden("A.java", source));
    }
}
