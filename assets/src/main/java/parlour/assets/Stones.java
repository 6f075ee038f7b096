package parlour.assets;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The three layers that make a flat piece colour into a rounded stone lit from the top left: a soft shadow (black,
 * drawn under the piece and a little down and right), the stone (white shaded to grey, tinted with the piece's colour),
 * and its shine (white, drawn over the tint). Computed per pixel with 4x4 supersampling, so the files are the same
 * on every run.
 */
final class Stones {
    static final int SIZE = 96;
    private static final int SAMPLES = 4;
    /** The direction the light comes from, in image coordinates (y down), normalised: up, left and towards the viewer. */
    private static final double LX = -0.42, LY = -0.52, LZ = 0.74;

    private Stones() {}

    static void save(Path dir) throws IOException {
        Sprites.save(dir, "stone", stone());
        Sprites.save(dir, "stone-shine", shine());
        Sprites.save(dir, "stone-shadow", shadow());
    }

    /** A disc filling the image, white where the light falls square on it and down to 55% grey at its far rim. */
    static BufferedImage stone() {
        return paint(
                (nx, ny, nz) -> {
                    double lambert = Math.max(0, nx * LX + ny * LY + nz * LZ);
                    // a little darker towards the rim, as a rounded edge turns away from the viewer
                    double rim = 0.88 + 0.12 * nz;
                    return 0.55 + 0.45 * lambert * rim;
                },
                true);
    }

    /** The highlight: white, its alpha a tight lobe around the direction halfway between the light and the viewer. */
    static BufferedImage shine() {
        double hx = LX, hy = LY, hz = LZ + 1, len = Math.sqrt(hx * hx + hy * hy + hz * hz);
        final double ux = hx / len, uy = hy / len, uz = hz / len;
        return paint((nx, ny, nz) -> 0.75 * Math.pow(Math.max(0, nx * ux + ny * uy + nz * uz), 28), false);
    }

    /** A black disc whose alpha falls off softly from the middle to nothing at the image's edge. */
    static BufferedImage shadow() {
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        double c = SIZE / 2.0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double d = Math.hypot(x + 0.5 - c, y + 0.5 - c) / c;
                double a = d >= 1 ? 0 : d <= 0.7 ? 1 : 0.5 + 0.5 * StrictMath.cos(Math.PI * (d - 0.7) / 0.3);
                img.setRGB(x, y, ((int) Math.round(255 * a) << 24));
            }
        }
        return img;
    }

    /** What a point of the stone's surface gets, from its normal. */
    private interface Surface {
        double at(double nx, double ny, double nz);
    }

    /**
     * Samples a sphere cap filling the image: the value is the grey level ({@code grey}) with alpha the disc's
     * coverage, or the alpha (white) with the disc's coverage folded in.
     */
    private static BufferedImage paint(Surface surface, boolean grey) {
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        double c = SIZE / 2.0, r = SIZE / 2.0 - 1;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double sum = 0;
                int inside = 0;
                for (int j = 0; j < SAMPLES; j++) {
                    for (int i = 0; i < SAMPLES; i++) {
                        double dx = (x + (i + 0.5) / SAMPLES - c) / r, dy = (y + (j + 0.5) / SAMPLES - c) / r;
                        double d2 = dx * dx + dy * dy;
                        if (d2 >= 1) continue;
                        inside++;
                        sum += surface.at(dx, dy, Math.sqrt(1 - d2));
                    }
                }
                double coverage = inside / (double) (SAMPLES * SAMPLES);
                double value = inside == 0 ? 0 : sum / inside;
                int argb;
                if (grey) {
                    int v = (int) Math.round(255 * Math.min(1, value));
                    argb = ((int) Math.round(255 * coverage) << 24) | (v << 16) | (v << 8) | v;
                } else {
                    argb = ((int) Math.round(255 * Math.min(1, value) * coverage) << 24) | 0xFFFFFF;
                }
                img.setRGB(x, y, argb);
            }
        }
        return img;
    }
}
