package sitebuild;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    void aCompileKeptIsPutInPlaceForTheSameDigestOnly() throws IOException {
        Path cache = dir.resolve("cache"), built = dir.resolve("built"), key = built.resolve("gwt-cache/key");
        assertThat(GwtCompileCache.look(key, cache, built, "d1")).isFalse();
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
        write("built/parlour-web/parlour/parlour.nocache.js", "compiled");
        for (int i = 1; i <= GwtCompileCache.KEPT + 2; i++) {
            GwtCompileCache.look(key, cache, built, "d" + i);
            assertThat(GwtCompileCache.keep(key, cache, built)).isTrue();
            Files.setLastModifiedTime(
                    cache.resolve("d" + i), java.nio.file.attribute.FileTime.fromMillis(1_000_000L * i));
        }
        try (var entries = Files.list(cache)) {
            assertThat(entries.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("d3", "d4", "d5");
        }
    }
}
