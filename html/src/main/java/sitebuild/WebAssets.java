package sitebuild;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import parlour.words.Language;

/**
 * The assets the web widget's site carries (run by the build before the GWT compiler, which copies them; see
 * html/pom.xml and ParlourWeb.gwt.xml): the generated assets as they are, but each language's catalogue files in
 * their short form ({@link Language#shortForm}), which a page in that language fetches before its first frame: the
 * same texts without the English each is written under for its translator; and the fonts' glyph and kerning lines
 * without the spaces that line them up in columns ({@link #compactFont}), which every page fetches before it. Its package is outside parlour/, all of
 * which the GWT compiler reads as the widget's source.
 */
public final class WebAssets {
    private WebAssets() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: WebAssets GENERATED_ASSETS_DIR WEB_ASSETS_DIR");
            System.exit(2);
        }
        Path from = Paths.get(args[0]), to = Paths.get(args[1]);
        if (!Files.isDirectory(from))
            throw new IOException(from + " is not a folder: build the assets module first (mvn package -pl html -am)");
        FileTrees.delete(to);
        long before = 0, after = 0;
        Map<String, Map<Integer, String>> keysByLanguage = new HashMap<>();
        for (Path f : FileTrees.files(from)) {
            Path rel = from.relativize(f);
            Path dst = to.resolve(rel.toString());
            Files.createDirectories(dst.getParent());
            if (rel.toString().endsWith(".fnt")) {
                Files.writeString(
                        dst, compactFont(Files.readString(f, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
                continue;
            }
            String code = catalogueLanguage(rel);
            if (code == null) {
                Files.copy(f, dst, StandardCopyOption.REPLACE_EXISTING);
                continue;
            }
            String full = Files.readString(f, StandardCharsets.UTF_8);
            String shortForm = Language.shortForm(
                    code, full, f.toString(), keysByLanguage.computeIfAbsent(code, c -> new HashMap<>()));
            Files.writeString(dst, shortForm, StandardCharsets.UTF_8);
            before += full.getBytes(StandardCharsets.UTF_8).length;
            after += shortForm.getBytes(StandardCharsets.UTF_8).length;
        }
        System.out.println(
                "[web assets] " + to + ": the catalogues in their short form, " + before + " bytes to " + after);
    }

    /**
     * The BMFont text {@code font} with one space between the fields of each char and kerning line, and a char line's
     * trailing {@code page=0 chnl=0} (the first page, all channels: what libGDX takes when they are not there) left
     * out; libGDX reads the fields of those lines in their order, by their values.
     */
    static String compactFont(String font) {
        StringBuilder out = new StringBuilder(font.length());
        for (String line : font.split("\n", -1)) {
            if (out.length() > 0) out.append('\n');
            if (!line.startsWith("char ") && !line.startsWith("kerning ")) {
                out.append(line);
                continue;
            }
            String fields = String.join(" ", line.trim().split(" +"));
            out.append(fields.endsWith(" page=0 chnl=0") ? fields.substring(0, fields.length() - 14) : fields);
        }
        return out.toString();
    }

    /** The language of a catalogue file {@code i18n/CODE/PART.txt}, or null for another asset. */
    static String catalogueLanguage(Path rel) {
        if (rel.getNameCount() != 3 || !rel.getName(0).toString().equals("i18n")) return null;
        String code = rel.getName(1).toString();
        return rel.getFileName().toString().endsWith(".txt") && Language.supported(code) != null ? code : null;
    }
}
