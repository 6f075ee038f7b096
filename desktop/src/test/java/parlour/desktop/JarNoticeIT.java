package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The runnable jar carries Parlour's licence and notice, and the notice names whoever else's code the jar ships:
 * a dependency that brings a new top-level package without a NOTICE line fails here, not in a user's hands.
 */
class JarNoticeIT {
    /** Top-level entries of the jar -> the name the NOTICE must give for them (null: Parlour's own). */
    private static final Map<String, String> OWNERS = new LinkedHashMap<>();

    static {
        for (String own :
                new String[] {"parlour/", "atlas/", "fonts/", "help/", "i18n/", "puzzles/", "sounds/", "META-INF/"})
            OWNERS.put(own, null);
        OWNERS.put("com/badlogic/", "libGDX");
        OWNERS.put("org/lwjgl/", "LWJGL 3");
        OWNERS.put("linux/", "LWJGL 3");
        OWNERS.put("macos/", "LWJGL 3");
        OWNERS.put("windows/", "LWJGL 3");
        OWNERS.put("com/jcraft/", "JOrbis");
        OWNERS.put("javazoom/", "JLayer");
        OWNERS.put("picocli/", "picocli");
        // libGDX's own natives and the loader's index of them
        OWNERS.put("gdx", "libGDX");
        OWNERS.put("libgdx", "libGDX");
        OWNERS.put("sfd.ser", "libGDX");
    }

    private static String owner(String entry) {
        for (Map.Entry<String, String> e : OWNERS.entrySet()) if (entry.startsWith(e.getKey())) return e.getKey();
        return "";
    }

    @Test
    void theJarCarriesTheLicenceAndANoticeNamingEveryoneWhoseCodeItShips() throws IOException {
        Path jar = Path.of(System.getProperty("parlour.jar", "target/parlour.jar"));
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            String licence = text(zip, "META-INF/LICENSE");
            String notice = text(zip, "META-INF/NOTICE");
            assertThat(licence).as(licence).contains("Apache License");
            assertThat(licence).as(licence).contains("Version 2.0, January 2004");
            TreeSet<String> unknown = new TreeSet<>();
            TreeSet<String> unnamed = new TreeSet<>();
            List<String> licencesNamed = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                String name = en.nextElement().getName();
                if (name.endsWith("/")) continue; // a folder ships nothing by itself
                String prefix = owner(name);
                if (prefix.isEmpty()) unknown.add(name.contains("/") ? name.substring(0, name.indexOf('/') + 1) : name);
                else if (OWNERS.get(prefix) != null && !notice.contains(OWNERS.get(prefix)))
                    unnamed.add(OWNERS.get(prefix));
                if (name.startsWith("META-INF/licenses/") && name.endsWith(".txt"))
                    licencesNamed.add(name.substring("META-INF/".length()));
            }
            assertEquals(
                    new TreeSet<String>(), unknown, "jar entries whose origin this test and the NOTICE do not know");
            assertEquals(new TreeSet<String>(), unnamed, "shipped in the jar but not named in NOTICE");
            assertThat(licencesNamed.size())
                    .as("the licences' full texts: " + licencesNamed)
                    .isGreaterThanOrEqualTo(5);
            for (String l : licencesNamed)
                assertThat(notice).as("NOTICE points to " + l).contains(l);
        }
    }

    private static String text(ZipFile zip, String name) throws IOException {
        ZipEntry e = zip.getEntry(name);
        assertThat(e).as("the jar has no " + name).isNotNull();
        try (InputStream in = zip.getInputStream(e)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
