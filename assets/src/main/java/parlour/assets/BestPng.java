package parlour.assets;

import java.awt.Transparency;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** Writes the PNGs every web page downloads before its first frame at the strongest compression, pixels unchanged. */
final class BestPng {
    /** How much of the rows before a row the per-row filter choice compresses with it (deflate's window is 32 KB). */
    private static final int CONTEXT = 16 * 1024;

    private BestPng() {}

    /**
     * Writes {@code img} as the smallest of Java's PNG writer's file and, for a grey or grey-and-alpha picture, this
     * class's own ({@link #filtered}); read back, the file must give the same pixels.
     */
    static void write(BufferedImage img, Path file) throws IOException {
        ByteArrayOutputStream imageIo = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0f); // the best compression
        try (ImageOutputStream out = ImageIO.createImageOutputStream(imageIo)) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(img, null, null), param);
        } finally {
            writer.dispose();
        }
        byte[] best = imageIo.toByteArray();
        int bands = img.getRaster().getNumBands();
        if (img.getRaster().getDataBuffer().getDataType() == DataBuffer.TYPE_BYTE
                && (bands == 1 && !img.getColorModel().hasAlpha()
                        || bands == 2 && img.getColorModel().hasAlpha())) {
            byte[] own = filtered(img);
            if (own.length < best.length) best = own;
        }
        Files.write(file, best);
        BufferedImage back = ImageIO.read(file.toFile());
        if (back == null || !samePixels(img, back))
            throw new IOException(file + " does not give back the pixels it was written from");
    }

    /**
     * A PNG of the grey (one band) or grey-and-alpha (two bands) {@code img}: of the five PNG filters used for every
     * row, and of the filter chosen row by row for the fewest bytes after the rows before it, the one that compresses
     * smallest; each at deflate's strongest level, with its default and its filtered-data strategy.
     */
    static byte[] filtered(BufferedImage img) throws IOException {
        int w = img.getWidth(), h = img.getHeight(), bands = img.getRaster().getNumBands(), stride = w * bands;
        byte[][] rows = new byte[h][stride];
        int[] samples = new int[stride];
        for (int y = 0; y < h; y++) {
            img.getRaster().getPixels(0, y, w, 1, samples);
            for (int i = 0; i < stride; i++) rows[y][i] = (byte) samples[i];
        }
        byte[] idat = null;
        int bestFixed = 0;
        for (int f = 0; f < 5; f++) {
            byte[] data = new byte[h * (stride + 1)];
            for (int y = 0; y < h; y++)
                filter(f, rows[y], y > 0 ? rows[y - 1] : new byte[stride], bands, data, y * (stride + 1));
            byte[] packed = smallestDeflate(data);
            if (idat == null || packed.length < idat.length) {
                idat = packed;
                bestFixed = f;
            }
        }
        if (bestFixed != 0) {
            // rows that compress best filtered: each row with the filter that adds the fewest bytes after the rows
            // before it
            byte[] data = new byte[h * (stride + 1)];
            byte[] candidate = new byte[stride + 1];
            for (int y = 0; y < h; y++) {
                int at = y * (stride + 1), from = Math.max(0, at - CONTEXT), least = Integer.MAX_VALUE;
                for (int f = 0; f < 5; f++) {
                    filter(f, rows[y], y > 0 ? rows[y - 1] : new byte[stride], bands, candidate, 0);
                    byte[] window = Arrays.copyOfRange(data, from, at + stride + 1);
                    System.arraycopy(candidate, 0, window, at - from, stride + 1);
                    int size = deflate(window, Deflater.DEFAULT_STRATEGY).length;
                    if (size < least) {
                        least = size;
                        System.arraycopy(candidate, 0, data, at, stride + 1);
                    }
                }
            }
            byte[] packed = smallestDeflate(data);
            if (packed.length < idat.length) idat = packed;
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream hd = new DataOutputStream(header);
        hd.writeInt(w);
        hd.writeInt(h);
        hd.writeByte(8); // bits a sample
        hd.writeByte(bands == 1 ? 0 : 4); // grey, or grey and alpha
        hd.writeByte(0); // deflate
        hd.writeByte(0); // the five filters
        hd.writeByte(0); // not interlaced
        chunk(png, "IHDR", header.toByteArray());
        chunk(png, "IDAT", idat);
        chunk(png, "IEND", new byte[0]);
        return png.toByteArray();
    }

    /** Row {@code row} with PNG filter {@code f} (0 none, 1 sub, 2 up, 3 average, 4 Paeth), its type byte first, into {@code out} at {@code at}. */
    private static void filter(int f, byte[] row, byte[] above, int bands, byte[] out, int at) {
        out[at] = (byte) f;
        for (int i = 0; i < row.length; i++) {
            int a = i >= bands ? row[i - bands] & 0xff : 0,
                    b = above[i] & 0xff,
                    c = i >= bands ? above[i - bands] & 0xff : 0;
            int predicted;
            if (f == 0) predicted = 0;
            else if (f == 1) predicted = a;
            else if (f == 2) predicted = b;
            else if (f == 3) predicted = (a + b) / 2;
            else {
                int p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            }
            out[at + 1 + i] = (byte) (row[i] - predicted);
        }
    }

    private static byte[] smallestDeflate(byte[] data) {
        byte[] plain = deflate(data, Deflater.DEFAULT_STRATEGY), filtered = deflate(data, Deflater.FILTERED);
        return filtered.length < plain.length ? filtered : plain;
    }

    private static byte[] deflate(byte[] data, int strategy) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setStrategy(strategy);
        deflater.setInput(data);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 2 + 64);
        byte[] buffer = new byte[16 * 1024];
        while (!deflater.finished()) out.write(buffer, 0, deflater.deflate(buffer));
        deflater.end();
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream png, String type, byte[] data) throws IOException {
        DataOutputStream out = new DataOutputStream(png);
        out.writeInt(data.length);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }

    /** Whether {@code a} and {@code b} have the same size and the same samples in every band. */
    private static boolean samePixels(BufferedImage a, BufferedImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) return false;
        int bands = a.getRaster().getNumBands();
        if (b.getRaster().getNumBands() != bands) return false;
        int[] x = new int[a.getWidth() * bands], y = new int[a.getWidth() * bands];
        for (int row = 0; row < a.getHeight(); row++) {
            a.getRaster().getPixels(0, row, a.getWidth(), 1, x);
            b.getRaster().getPixels(0, row, a.getWidth(), 1, y);
            if (!Arrays.equals(x, y)) return false;
        }
        return true;
    }

    /**
     * Writes the PNG {@code file} again at the strongest compression (TexturePacker writes at the default one), as grey
     * and alpha when every pixel is grey (Parlour's sprites are white or grey, tinted when drawn: half the data, the same
     * picture; a browser decodes it to RGBA, libGDX on the desktop to a luminance-alpha texture), else as it is.
     */
    static void recompress(Path file) throws IOException {
        BufferedImage img = ImageIO.read(file.toFile());
        if (img == null) throw new IOException("not a PNG: " + file);
        int w = img.getWidth(), h = img.getHeight();
        ComponentColorModel greyAlpha = new ComponentColorModel(
                ColorSpace.getInstance(ColorSpace.CS_GRAY),
                true,
                false,
                Transparency.TRANSLUCENT,
                DataBuffer.TYPE_BYTE);
        WritableRaster raster = greyAlpha.createCompatibleWritableRaster(w, h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = img.getRGB(x, y);
                int r = (c >> 16) & 0xff, g = (c >> 8) & 0xff, b = c & 0xff;
                if (r != g || g != b) {
                    write(img, file);
                    return;
                }
                raster.setSample(x, y, 0, r);
                raster.setSample(x, y, 1, c >>> 24);
            }
        }
        write(new BufferedImage(greyAlpha, raster, false, null), file);
    }
}
