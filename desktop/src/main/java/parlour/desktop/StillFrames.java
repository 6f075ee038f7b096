package parlour.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;

/**
 * The window's frames while its screen is still: drawn four times a second instead of sixty (a key, a click or a
 * message from another thread brings a frame at once), so an idle window leaves the processor to the player's other
 * programs; every frame again as soon as something moves.
 */
final class StillFrames {
    /** Between frames of a still screen, in milliseconds. */
    private static final long STEP_MILLIS = 250;

    private volatile Graphics graphics;
    private Thread pulse;

    /** Called on the window's thread when its screen becomes still or moves again. */
    void still(boolean still) {
        Graphics g = Gdx.graphics;
        g.setContinuousRendering(!still);
        graphics = still ? g : null;
        if (still && pulse == null) {
            pulse = new Thread(this::pulse, "parlour-still-frames");
            pulse.setDaemon(true);
            pulse.start();
        }
    }

    private void pulse() {
        while (true) {
            try {
                Thread.sleep(STEP_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            Graphics g = graphics;
            if (g != null) g.requestRendering();
        }
    }
}
