package parlour.testing;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/** Small pixel measurements (shared by the desktop window and browser tests) on screenshots: is anything drawn, and did a region change. */
public final class Pixels {
    private Pixels() {}

    /** Colour difference: sum of the absolute R, G, B differences (0..765). */
    public static int diff(int a, int b) {
        return Math.abs(((a >> 16) & 255) - ((b >> 16) & 255))
                + Math.abs(((a >> 8) & 255) - ((b >> 8) & 255))
                + Math.abs((a & 255) - (b & 255));
    }

    public static Rectangle clip(BufferedImage img, Rectangle r) {
        return r.intersection(new Rectangle(0, 0, img.getWidth(), img.getHeight()));
    }

    /** Histogram facts of a region: number of distinct colours and the share of the commonest one. */
    public static final class Spread {
        public final int distinct;
        public final double dominantShare;
        public final int dominantRgb;

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

    public static Spread spread(BufferedImage img, Rectangle region) {
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
    public static int changed(BufferedImage a, BufferedImage b, Rectangle region, int threshold) {
        Rectangle r = clip(a, clip(b, region));
        int n = 0;
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) if (diff(a.getRGB(x, y), b.getRGB(x, y)) > threshold) n++;
        }
        return n;
    }

    /** Pixels of the square of {@code half} each way round (x, y) that differ clearly (by more than threshold). */
    public static int changedAround(BufferedImage a, BufferedImage b, double x, double y, double half, int threshold) {
        int left = (int) (x - half), top = (int) (y - half);
        return changed(
                a, b, new Rectangle(left, top, (int) (x + half) - left + 1, (int) (y + half) - top + 1), threshold);
    }

    /** The largest colour difference from ref inside a disc. */
    public static int maxDiffInDisc(BufferedImage img, double cx, double cy, double radius, int ref) {
        int best = 0;
        int r = (int) Math.ceil(radius);
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                if (dx * dx + dy * dy > radius * radius) continue;
                int x = (int) Math.round(cx) + dx, y = (int) Math.round(cy) + dy;
                if (x < 0 || y < 0 || x >= img.getWidth() || y >= img.getHeight()) continue;
                best = Math.max(best, diff(img.getRGB(x, y), ref));
            }
        }
        return best;
    }

    /**
     * Pixels that changed clearly between two images near the middle part of a segment (x1,y1)-(x2,y2):
     * within halfWidth of the segment, over its central share (0..1) of the length. Dots at the ends are
     * left out that way.
     */
    public static int changedAlong(
            BufferedImage a,
            BufferedImage b,
            double x1,
            double y1,
            double x2,
            double y2,
            double share,
            double halfWidth,
            int threshold) {
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
        double mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
        double halfLen = len * share / 2;
        int minX = (int) Math.floor(Math.min(x1, x2) - halfWidth), maxX = (int) Math.ceil(Math.max(x1, x2) + halfWidth);
        int minY = (int) Math.floor(Math.min(y1, y2) - halfWidth), maxY = (int) Math.ceil(Math.max(y1, y2) + halfWidth);
        int n = 0;
        for (int y = Math.max(0, minY); y <= Math.min(Math.min(a.getHeight(), b.getHeight()) - 1, maxY); y++) {
            for (int x = Math.max(0, minX); x <= Math.min(Math.min(a.getWidth(), b.getWidth()) - 1, maxX); x++) {
                double along = (x - mx) * ux + (y - my) * uy;
                double across = -(x - mx) * uy + (y - my) * ux;
                if (Math.abs(along) > halfLen || Math.abs(across) > halfWidth) continue;
                if (diff(a.getRGB(x, y), b.getRGB(x, y)) > threshold) n++;
            }
        }
        return n;
    }
}
