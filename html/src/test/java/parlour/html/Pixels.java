package parlour.html;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/** Small pixel measurements on screenshots: is anything drawn, and did a region change. */
final class Pixels {
    private Pixels() {}

    /** Colour difference: sum of the absolute R, G, B differences (0..765). */
    static int diff(int a, int b) {
        return Math.abs(((a >> 16) & 255) - ((b >> 16) & 255))
                + Math.abs(((a >> 8) & 255) - ((b >> 8) & 255))
                + Math.abs((a & 255) - (b & 255));
    }

    static Rectangle clip(BufferedImage img, Rectangle r) {
        return r.intersection(new Rectangle(0, 0, img.getWidth(), img.getHeight()));
    }

    /** Histogram facts of a region: number of distinct colours and the share of the commonest one. */
    static final class Spread {
        final int distinct;
        final double dominantShare;
        final int dominantRgb;

        Spread(int distinct, double dominantShare, int dominantRgb) {
            this.distinct = distinct;
            this.dominantShare = dominantShare;
            this.dominantRgb = dominantRgb;
        }

        @Override
        public String toString() {
            return distinct + " distinct colours, commonest #" + String.format("%06x", dominantRgb & 0xffffff)
                    + " covers " + String.format("%.2f", dominantShare * 100) + "%";
        }
    }

    static Spread spread(BufferedImage img, Rectangle region) {
        Rectangle r = clip(img, region);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) counts.merge(img.getRGB(x, y) & 0xffffff, 1, Integer::sum);
        }
        int best = 0, bestRgb = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > best) {
                best = e.getValue();
                bestRgb = e.getKey();
            }
        }
        long n = (long) r.width * r.height;
        return new Spread(counts.size(), n == 0 ? 1 : best / (double) n, bestRgb);
    }

    /** Pixels of the region that differ clearly (by more than threshold) between two images. */
    static int changed(BufferedImage a, BufferedImage b, Rectangle region, int threshold) {
        Rectangle r = clip(a, clip(b, region));
        int n = 0;
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) if (diff(a.getRGB(x, y), b.getRGB(x, y)) > threshold) n++;
        }
        return n;
    }
}
