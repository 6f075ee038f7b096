package parlour.assets;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Parlour's program icon for the desktop installers (menu entry, launcher), drawn at build time from the same
 * shapes as the web page's favicon (html/src/main/webapp/favicon.svg) so no binary picture is kept in git.
 *
 * <p>Argument: the PNG file to write. The picture is 256x256 pixels; the favicon's 32-unit box is scaled by 8.
 */
public final class AppIcon {
    static final int SIZE = 256;
    static final Color NAVY = new Color(0x1b2a80);
    static final Color CLAIMED = new Color(0x4fa3f7);

    private AppIcon() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        if (args.length != 1) throw new IllegalArgumentException("usage: AppIcon <output.png>");
        Path out = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(out.getParent());
        if (!ImageIO.write(draw(), "png", out.toFile())) throw new IOException("no PNG writer");
        System.out.println("[parlour-assets] program icon -> " + out);
    }

    /** One box of Dots and Boxes, claimed, on the classic theme's blue: the favicon's drawing, 256 pixels wide. */
    static BufferedImage draw() {
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.transform(AffineTransform.getScaleInstance(SIZE / 32.0, SIZE / 32.0));
            // <rect width="32" height="32" rx="7">: SVG's rx is a radius, Java2D's arc is a diameter
            g.setColor(NAVY);
            g.fill(new RoundRectangle2D.Double(0, 0, 32, 32, 14, 14));
            Rectangle2D box = new Rectangle2D.Double(8, 8, 16, 16);
            g.setColor(CLAIMED);
            g.fill(box);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
            g.draw(box);
            double r = 3.2;
            for (double[] dot : new double[][] {{8, 8}, {24, 8}, {8, 24}, {24, 24}}) {
                g.fill(new Ellipse2D.Double(dot[0] - r, dot[1] - r, 2 * r, 2 * r));
            }
        } finally {
            g.dispose();
        }
        return img;
    }
}
