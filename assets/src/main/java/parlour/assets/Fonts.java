package parlour.assets;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.g2d.BitmapFont.Glyph;
import com.badlogic.gdx.graphics.g2d.PixmapPacker;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator.FreeTypeBitmapFontData;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator.FreeTypeFontParameter;
import com.badlogic.gdx.tools.bmfont.BitmapFontWriter;
import com.badlogic.gdx.tools.distancefield.DistanceFieldGenerator;
import com.badlogic.gdx.utils.GdxNativesLoader;
import java.awt.image.BufferedImage;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Bakes DejaVu Sans and DejaVu Sans Bold into one distance-field font each (an AngelCode BMFont .fnt), both on one
 * 8-bit grayscale PNG page whose grey is the distance to a glyph's edge: a distance field is one channel, so the page
 * carries nothing else, and one small page draws crisp text of both faces at every size. FreeType renders the glyphs
 * {@link #OVERSAMPLE} times larger than {@link #BASE_SIZE}, gdx-tools' {@link DistanceFieldGenerator} turns each into a
 * distance field at the base size, and {@link BitmapFontWriter} writes the metrics. Headless, no GL.
 */
final class Fonts {
    /** Pixel size the glyphs are stored at; the game scales them to any size. */
    static final int BASE_SIZE = 24;
    /** How far (in base pixels) the distance field reaches beyond a glyph's edge; the .fnt's padding says so to the game. */
    static final int SPREAD = 3;
    /** The one page both faces' glyphs share. */
    static final String PAGE = "faces.png";
    /** Glyphs are rendered this many times larger, then sampled down into the distance field. */
    private static final int OVERSAMPLE = 4;
    /** Page sizes tried in order; the first that holds every glyph of both faces wins. */
    private static final int[][] PAGE_SIZES = {{256, 256}, {512, 256}, {512, 512}, {1024, 512}, {1024, 1024}};
    /** Empty texels between glyphs so linear filtering never picks up a neighbour. */
    private static final int GLYPH_SPACING = 2;

    /**
     * The characters beyond printable ASCII that the languages shipped (English and Polish) draw: the Polish letters,
     * ± (the Analysis button's mark), „ ” – … (Polish quotes, dashes and cuts in the texts), • (a list of storage
     * problems) and ✓ (an option that is on). A text that uses another one shows the missing-glyph box, and
     * {@code FontGlyphsTest} fails; a character the font lacks is skipped with a message.
     */
    static final String EXTRA_CHARS = "\u0104\u0105\u0106\u0107\u0118\u0119\u0141\u0142\u0143\u0144\u00D3\u00F3"
            + "\u015A\u015B\u0179\u017A\u017B\u017C\u00B1\u201E\u201D\u2013\u2026\u2022\u2713";

    private Fonts() {}

    static void generate(Path fontsDir, Path outDir) throws IOException {
        GdxNativesLoader.load(); // Pixmap (gdx2d) natives; FreeType loads its own natives on first use.
        Files.createDirectories(outDir);
        List<Face> faces = new ArrayList<>();
        try {
            faces.add(new Face(fontsDir.resolve("DejaVuSans.ttf"), "DejaVu Sans", false, "sans"));
            faces.add(new Face(fontsDir.resolve("DejaVuSans-Bold.ttf"), "DejaVu Sans Bold", true, "bold"));
            write(faces, outDir);
        } finally {
            for (Face f : faces) f.dispose();
        }

        Path licence = fontsDir.resolve("LICENSE-DejaVu.txt");
        if (Files.exists(licence))
            Files.copy(licence, outDir.resolve("LICENSE-DejaVu.txt"), StandardCopyOption.REPLACE_EXISTING);
    }

    /** One face's glyphs as distance fields, with their metrics at the base size. */
    private static final class Face {
        final String name;
        final boolean bold;
        final String family;
        final FreeTypeFontGenerator generator;
        final PixmapPacker large = packer(2048, 2048);
        final FreeTypeBitmapFontData data;
        final List<Glyph> glyphs;
        final List<Pixmap> fields = new ArrayList<>();

        Face(Path ttf, String name, boolean bold, String family) {
            if (!Files.isRegularFile(ttf)) throw new IllegalStateException("font not found: " + ttf);
            this.name = name;
            this.bold = bold;
            this.family = family;
            generator = new FreeTypeFontGenerator(new FileHandle(ttf.toFile()));
            String chars = characters(generator, name);
            FreeTypeFontParameter p = new FreeTypeFontParameter();
            p.size = BASE_SIZE * OVERSAMPLE;
            p.characters = chars;
            p.color = Color.WHITE;
            p.kerning = true;
            p.incremental = false;
            p.flip = false;
            p.hinting = FreeTypeFontGenerator.Hinting.None; // outlines as drawn: the field is scaled to every size
            p.packer = large;
            data = generator.generateData(p);
            glyphs = glyphs(data, chars);
            for (Glyph g : glyphs)
                fields.add(
                        g.width > 0 && g.height > 0
                                ? field(large.getPages().get(g.page).getPixmap(), g)
                                : null);
            scaleMetrics(data, glyphs, chars);
        }

        void dispose() {
            for (Pixmap f : fields) if (f != null) f.dispose();
            large.dispose();
            generator.dispose();
        }
    }

    /** Packs both faces onto the smallest page that holds them, writes it as grayscale, then each face's .fnt. */
    private static void write(List<Face> faces, Path outDir) throws IOException {
        StringBuilder index = new StringBuilder();
        for (int[] size : PAGE_SIZES) {
            PixmapPacker atlas = packer(size[0], size[1]);
            try {
                for (Face face : faces)
                    for (int i = 0; i < face.glyphs.size(); i++)
                        if (face.fields.get(i) != null)
                            place(atlas, face.family + face.glyphs.get(i).id, face.glyphs.get(i), face.fields.get(i));
                if (atlas.getPages().size > 1) continue;
                writeGrey(atlas.getPages().get(0).getPixmap(), outDir.resolve(PAGE));
                for (Face face : faces) {
                    BitmapFontWriter.FontInfo info = new BitmapFontWriter.FontInfo(face.name, BASE_SIZE);
                    info.bold = face.bold;
                    info.padding = new BitmapFontWriter.Padding(SPREAD, SPREAD, SPREAD, SPREAD);
                    info.spacing.horizontal = GLYPH_SPACING;
                    info.spacing.vertical = GLYPH_SPACING;
                    // FreeType's ascent/descent/capHeight/xHeight/lineHeight, scaled to the base size
                    info.overrideMetrics(face.data);
                    BitmapFontWriter.setOutputFormat(BitmapFontWriter.OutputFormat.Text);
                    BitmapFontWriter.writeFont(
                            face.data,
                            new String[] {PAGE},
                            new FileHandle(outDir.resolve(face.family + ".fnt").toFile()),
                            info,
                            size[0],
                            size[1]);
                    index.append(face.family)
                            .append(' ')
                            .append(BASE_SIZE)
                            .append(" fonts/")
                            .append(face.family)
                            .append(".fnt\n");
                    System.out.println("[parlour-assets] " + face.family + ": " + face.glyphs.size() + " glyphs");
                }
                System.out.println("[parlour-assets] distance fields of both faces: one grey page " + size[0] + "x"
                        + size[1] + ", " + Files.size(outDir.resolve(PAGE)) + " bytes");
                Files.write(outDir.resolve("index.txt"), index.toString().getBytes(StandardCharsets.UTF_8));
                return;
            } finally {
                atlas.dispose();
            }
        }
        throw new IllegalStateException("the faces do not fit one 1024x1024 distance-field page");
    }

    /**
     * The page's distance field (its alpha) as an 8-bit grayscale PNG at the strongest compression. libGDX's PixmapIO
     * writes RGBA only, which would carry three constant channels besides the field.
     */
    private static void writeGrey(Pixmap page, Path file) throws IOException {
        BufferedImage grey = new BufferedImage(page.getWidth(), page.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        WritableRaster raster = grey.getRaster();
        for (int y = 0; y < page.getHeight(); y++)
            for (int x = 0; x < page.getWidth(); x++) raster.setSample(x, y, 0, page.getPixel(x, y) & 0xff);
        BestPng.write(grey, file);
    }

    private static PixmapPacker packer(int w, int h) {
        PixmapPacker packer = new PixmapPacker(
                w, h, Pixmap.Format.RGBA8888, GLYPH_SPACING, false, new PixmapPacker.SkylineStrategy());
        // Empty texels are transparent *white*: alpha 0 means "far outside a glyph" to the distance-field shader.
        packer.setTransparentColor(new Color(1, 1, 1, 0));
        return packer;
    }

    /** The glyphs of every character in order, the missing-glyph box ('\0') included. */
    private static List<Glyph> glyphs(FreeTypeBitmapFontData data, String chars) {
        List<Glyph> out = new ArrayList<>();
        for (char c : chars.toCharArray()) {
            Glyph g = c == 0 ? data.missingGlyph : data.getGlyph(c);
            if (g != null) out.add(g);
        }
        return out;
    }

    /**
     * The glyph's distance field at the base size. The oversampled box is widened by the spread and aligned to whole base
     * pixels, so the glyph's base-size offsets stay exact; the glyph's size and offsets are set to that box.
     */
    private static Pixmap field(Pixmap page, Glyph g) {
        int s = SPREAD * OVERSAMPLE;
        int left = floorTo(g.xoffset - s), right = ceilTo(g.xoffset + g.width + s);
        int bottom = floorTo(g.yoffset - s), top = ceilTo(g.yoffset + g.height + s);
        BufferedImage big = new BufferedImage(right - left, top - bottom, BufferedImage.TYPE_INT_ARGB);
        int dx = g.xoffset - left, dy = top - (g.yoffset + g.height);
        for (int y = 0; y < g.height; y++) {
            for (int x = 0; x < g.width; x++) {
                int alpha = page.getPixel(g.srcX + x, g.srcY + y) & 0xff;
                big.setRGB(dx + x, dy + y, alpha << 24 | 0xffffff);
            }
        }
        DistanceFieldGenerator generator = new DistanceFieldGenerator();
        generator.setDownscale(OVERSAMPLE);
        generator.setSpread(s);
        BufferedImage small = generator.generateDistanceField(big);
        Pixmap out = new Pixmap(small.getWidth(), small.getHeight(), Pixmap.Format.RGBA8888);
        out.setBlending(Pixmap.Blending.None);
        for (int y = 0; y < small.getHeight(); y++)
            for (int x = 0; x < small.getWidth(); x++) out.drawPixel(x, y, 0xffffff00 | (small.getRGB(x, y) >>> 24));
        // BitmapFontWriter takes the padding (the spread) off the offsets again as it writes them
        g.xoffset = left / OVERSAMPLE + SPREAD;
        g.yoffset = bottom / OVERSAMPLE - SPREAD;
        g.width = out.getWidth();
        g.height = out.getHeight();
        return out;
    }

    private static void place(PixmapPacker atlas, String name, Glyph g, Pixmap field) {
        PixmapPacker.PixmapPackerRectangle r = atlas.pack(name, field);
        g.srcX = r.bounds.x;
        g.srcY = r.bounds.y;
        g.page = atlas.getPageIndex(name);
    }

    /** Advances, kerning and line metrics from the oversampled size down to the base size. */
    private static void scaleMetrics(FreeTypeBitmapFontData data, List<Glyph> glyphs, String chars) {
        for (Glyph g : glyphs) {
            g.xadvance = Math.round(g.xadvance / (float) OVERSAMPLE);
            if (g.width == 0 || g.height == 0) {
                g.xoffset = Math.round(g.xoffset / (float) OVERSAMPLE) + SPREAD;
                g.yoffset = Math.round(g.yoffset / (float) OVERSAMPLE) - SPREAD;
            }
            for (char c : chars.toCharArray()) {
                int k = g.getKerning(c);
                if (k != 0) g.setKerning(c, Math.round(k / (float) OVERSAMPLE));
            }
        }
        float f = 1f / OVERSAMPLE;
        data.lineHeight *= f;
        data.ascent *= f;
        data.descent *= f;
        data.down *= f;
        data.capHeight *= f;
        data.xHeight *= f;
        data.spaceXadvance *= f;
    }

    private static int floorTo(int v) {
        return Math.floorDiv(v, OVERSAMPLE) * OVERSAMPLE;
    }

    private static int ceilTo(int v) {
        return -Math.floorDiv(-v, OVERSAMPLE) * OVERSAMPLE;
    }

    /** '\0' (the missing-glyph box), printable ASCII and {@link #EXTRA_CHARS}. */
    private static String characters(FreeTypeFontGenerator generator, String face) {
        StringBuilder sb = new StringBuilder();
        sb.append('\0');
        for (char c = 0x20; c <= 0x7E; c++) sb.append(c);
        sb.append(EXTRA_CHARS);
        StringBuilder kept = new StringBuilder();
        List<String> skipped = new ArrayList<>();
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            if (c == 0 || c == ' ' || generator.hasGlyph(c)) kept.append(c);
            else skipped.add(String.format("U+%04X", (int) c));
        }
        if (!skipped.isEmpty()) System.out.println("[parlour-assets] " + face + " lacks " + skipped + ", skipped");
        return kept.toString();
    }
}
