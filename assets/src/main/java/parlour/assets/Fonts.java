package parlour.assets;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.graphics.g2d.PixmapPacker;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator.FreeTypeBitmapFontData;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator.FreeTypeFontParameter;
import com.badlogic.gdx.tools.bmfont.BitmapFontWriter;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.GdxNativesLoader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;

/**
 * Bakes DejaVu Sans / DejaVu Sans Bold into AngelCode BMFont text files (.fnt) plus PNG pages, headless: FreeType
 * renders the glyphs into a {@link PixmapPacker} (no GL needed), {@link BitmapFontWriter} writes the .fnt, and the pages
 * are written with {@link PixmapIO}.
 */
final class Fonts {
	static final int[] SANS_SIZES = {12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 56, 64};
	static final int[] BOLD_SIZES = {20, 24, 28, 32, 40, 48, 56, 64, 80, 96};

	/** Page sizes tried in order; the first one that holds all glyphs on a single page wins, else 512 multi-page. */
	private static final int[] PAGE_SIZES = {128, 256, 512};
	/** Empty texels between glyphs so linear filtering never picks up a neighbour. */
	private static final int GLYPH_SPACING = 2;

	/** Extra characters beyond printable ASCII and Latin-1; skipped (with a message) when the font lacks one. */
	private static final String EXTRA_CHARS = "\u201C\u201D\u2018\u2019\u2013\u2014\u2026\u2022\u00D7\u2190\u2191\u2192\u2193\u23CE\u2713";

	private Fonts () {
	}

	static void generate (Path fontsDir, Path outDir) throws IOException {
		GdxNativesLoader.load(); // Pixmap (gdx2d) natives; FreeType loads its own natives on first use.
		Files.createDirectories(outDir);

		StringBuilder index = new StringBuilder();
		bake(fontsDir.resolve("DejaVuSans.ttf"), "DejaVu Sans", false, "sans", SANS_SIZES, outDir, index);
		bake(fontsDir.resolve("DejaVuSans-Bold.ttf"), "DejaVu Sans Bold", true, "bold", BOLD_SIZES, outDir, index);
		Files.write(outDir.resolve("index.txt"), index.toString().getBytes(StandardCharsets.UTF_8));

		Path licence = fontsDir.resolve("LICENSE-DejaVu.txt");
		if (Files.exists(licence))
			Files.copy(licence, outDir.resolve("LICENSE-DejaVu.txt"), StandardCopyOption.REPLACE_EXISTING);
	}

	private static void bake (Path ttf, String face, boolean bold, String family, int[] sizes, Path outDir,
		StringBuilder index) {
		if (!Files.isRegularFile(ttf)) throw new IllegalStateException("font not found: " + ttf);
		FreeTypeFontGenerator generator = new FreeTypeFontGenerator(new FileHandle(ttf.toFile()));
		try {
			String chars = characters(generator, face);
			for (int size : sizes) {
				String name = family + "-" + size;
				int pages = bakeSize(generator, chars, face, bold, size, outDir, name);
				index.append(family).append(' ').append(size).append(" fonts/").append(name).append(".fnt\n");
				if (pages > 1) System.out.println("[parlour-assets] " + name + ": " + pages + " pages of 512x512");
			}
		} finally {
			generator.dispose();
		}
	}

	/** '\0' (missing-glyph box), printable ASCII, Latin-1 (U+00A0..U+00FF) and the extra typographic/arrow glyphs. */
	private static String characters (FreeTypeFontGenerator generator, String face) {
		StringBuilder sb = new StringBuilder();
		sb.append('\0');
		for (char c = 0x20; c <= 0x7E; c++)
			sb.append(c);
		for (char c = 0xA0; c <= 0xFF; c++)
			sb.append(c);
		for (char c : EXTRA_CHARS.toCharArray())
			if (sb.indexOf(String.valueOf(c)) < 0) sb.append(c);
		StringBuilder kept = new StringBuilder();
		List<String> skipped = new ArrayList<>();
		for (int i = 0; i < sb.length(); i++) {
			char c = sb.charAt(i);
			if (c == 0 || c == ' ' || generator.hasGlyph(c))
				kept.append(c);
			else
				skipped.add(String.format("U+%04X", (int)c));
		}
		if (!skipped.isEmpty()) System.out.println("[parlour-assets] " + face + " lacks " + skipped + ", skipped");
		return kept.toString();
	}

	private static int bakeSize (FreeTypeFontGenerator generator, String chars, String face, boolean bold, int size,
		Path outDir, String name) {
		for (int pageSize : PAGE_SIZES) {
			boolean last = pageSize == PAGE_SIZES[PAGE_SIZES.length - 1];
			// Skip pages that certainly cannot hold every glyph (glyphs average well over size^2/4 texels each).
			if (!last && (long)pageSize * pageSize < (long)size * size * chars.length() / 4) continue;
			PixmapPacker packer = new PixmapPacker(pageSize, pageSize, Pixmap.Format.RGBA8888, GLYPH_SPACING, false,
				new PixmapPacker.SkylineStrategy());
			// Empty texels are transparent *white*, like the glyphs' own colour, so filtering never darkens edges.
			packer.setTransparentColor(new Color(1, 1, 1, 0));
			try {
				FreeTypeFontParameter p = new FreeTypeFontParameter();
				p.size = size;
				p.characters = chars;
				p.color = Color.WHITE;
				p.kerning = true;
				p.incremental = false;
				p.flip = false;
				p.packer = packer;
				FreeTypeBitmapFontData data = generator.generateData(p);
				Array<PixmapPacker.Page> pages = packer.getPages();
				if (pages.size > 1 && !last) continue; // try a bigger page

				String[] refs = new String[pages.size];
				for (int i = 0; i < pages.size; i++) {
					refs[i] = pages.size == 1 ? name + ".png" : name + "_" + i + ".png";
					PixmapIO.writePNG(new FileHandle(outDir.resolve(refs[i]).toFile()), pages.get(i).getPixmap(),
						Deflater.DEFAULT_COMPRESSION, false);
				}
				BitmapFontWriter.FontInfo info = new BitmapFontWriter.FontInfo(face, size);
				info.bold = bold;
				info.padding = new BitmapFontWriter.Padding(0, 0, 0, 0); // glyph quads are tight; spacing is in the atlas
				info.spacing.horizontal = GLYPH_SPACING;
				info.spacing.vertical = GLYPH_SPACING;
				info.overrideMetrics(data); // keep FreeType's exact ascent/descent/capHeight/xHeight/lineHeight
				BitmapFontWriter.setOutputFormat(BitmapFontWriter.OutputFormat.Text);
				BitmapFontWriter.writeFont(data, refs, new FileHandle(outDir.resolve(name + ".fnt").toFile()), info,
					pageSize, pageSize);
				return pages.size;
			} finally {
				packer.dispose();
			}
		}
		throw new IllegalStateException("unreachable");
	}
}
