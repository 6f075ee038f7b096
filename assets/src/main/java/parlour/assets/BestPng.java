package parlour.assets;

import java.awt.Transparency;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** Writes the PNGs every web page downloads before its first frame at the strongest compression, pixels unchanged. */
final class BestPng {
    private BestPng() {}

    static void write(BufferedImage img, Path file) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0f); // the best compression
        Files.deleteIfExists(file); // the stream writes over a file without cutting it short
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(img, null, null), param);
        } finally {
            writer.dispose();
        }
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
