package sitebuild;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build takes the widget's compile from the cache only when every input is as it was; a compile made is kept for the
 * next build, and the cache holds only the newest few.
 */
class GwtCompileCacheTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void theDigestChangesWithAnyInputsContentOrNameAndNotWithWhereTheCloneIs() throws IOException {
        write("a/src/Game.java", "class Game {}");
        write("a/src/sub/Move.java", "class Move {}");
        write("b/src/Game.java", "class Game {}");
        write("b/src/sub/Move.java", "class Move {}");
        String first = GwtCompileCache.digest(List.of(dir.resolve("a/src")), "17");
        assertThat(GwtCompileCache.digest(List.of(dir.resolve("b/src")), "17")).isEqualTo(first);
        assertThat(GwtCompileCache.digest(List.of(dir.resolve("b/src")), "21")).isNotEqualTo(first);
        write("b/src/sub/Move.java", "class Move { int to; }");
        assertThat(GwtCompileCache.digest(List.of(dir.resolve("b/src")), "17")).isNotEqualTo(first);
        write("b/src/sub/Move.java", "class Move {}");
        Files.move(dir.resolve("b/src/sub/Move.java"), dir.resolve("b/src/Move.java"));
        assertThat(GwtCompileCache.digest(List.of(dir.resolve("b/src")), "17")).isNotEqualTo(first);
    }

    @Test
    void theJdkAndTheBuildsGwtSettingsCountButWhetherTheCompilerRuns() {
        Properties plain = new Properties();
        plain.setProperty("java.version", "17.0.17");
        plain.setProperty("user.dir", "/somewhere");
        Properties pretty = new Properties();
        pretty.putAll(plain);
        pretty.setProperty("gwt.style", "PRETTY");
        Properties skipped = new Properties();
        skipped.putAll(plain);
        skipped.setProperty("gwt.skipCompilation", "true");
        Properties otherJdk = new Properties();
        otherJdk.putAll(plain);
        otherJdk.setProperty("java.version", "21.0.5");
        String settings = GwtCompileCache.settings(plain);
        assertThat(GwtCompileCache.settings(pretty)).isNotEqualTo(settings);
        assertThat(GwtCompileCache.settings(otherJdk)).isNotEqualTo(settings);
        assertThat(GwtCompileCache.settings(skipped)).isEqualTo(settings);
    }

    /** Made a minute older: written before what the test writes next. */
    private static void aged(Path file) throws IOException {
        Files.setLastModifiedTime(
                file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() - 60_000));
    }

    @Test
    void aCompileKeptIsPutInPlaceForTheSameDigestOnly() throws IOException {
        Path cache = dir.resolve("cache"), built = dir.resolve("built"), key = built.resolve("gwt-cache/key");
        write("built/parlour-web/parlour/parlour.nocache.js", "an older build's compile");
        assertThat(GwtCompileCache.look(key, cache, built, "d1")).isFalse();
        aged(built.resolve("parlour-web/parlour/parlour.nocache.js"));
        // the compiler skipped (-Dgwt.skipCompilation=true): what is there is not this digest's compile
        assertThat(GwtCompileCache.keep(key, cache, built)).isFalse();
        write("built/parlour-web/parlour/parlour.nocache.js", "compiled once");
        write("built/gwt/extra/parlour/report.xml", "the story");
        assertThat(GwtCompileCache.keep(key, cache, built)).isTrue();

        Path clone = dir.resolve("clone"), cloneKey = clone.resolve("gwt-cache/key");
        write("clone/parlour-web/parlour/stale.cache.js", "from an older compile");
        assertThat(GwtCompileCache.look(cloneKey, cache, clone, "d2")).isFalse();
        assertThat(clone.resolve("parlour-web/parlour/stale.cache.js")).exists();
        assertThat(GwtCompileCache.look(cloneKey, cache, clone, "d1")).isTrue();
        assertThat(clone.resolve("parlour-web/parlour/parlour.nocache.js")).hasContent("compiled once");
        assertThat(clone.resolve("gwt/extra/parlour/report.xml")).hasContent("the story");
        assertThat(clone.resolve("parlour-web/parlour/stale.cache.js")).doesNotExist();
        // what came from the cache is not kept again
        assertThat(GwtCompileCache.keep(cloneKey, cache, clone)).isFalse();
    }

    @Test
    void theCacheKeepsTheNewestCompilesOnly() throws IOException {
        Path cache = dir.resolve("cache"), built = dir.resolve("built"), key = built.resolve("gwt-cache/key");
        for (int i = 1; i <= GwtCompileCache.KEPT + 2; i++) {
            GwtCompileCache.look(key, cache, built, "d" + i);
            aged(key);
            write("built/parlour-web/parlour/parlour.nocache.js", "compiled " + i);
            assertThat(GwtCompileCache.keep(key, cache, built)).isTrue();
            Files.setLastModifiedTime(cache.resolve("d" + i), FileTime.fromMillis(1_000_000L * i));
        }
        try (var entries = Files.list(cache)) {
            assertThat(entries.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("d3", "d4", "d5");
        }
    }
}
