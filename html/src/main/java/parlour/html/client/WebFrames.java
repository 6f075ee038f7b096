package parlour.html.client;

import com.google.gwt.core.client.JavaScriptObject;

/**
 * Why an idle widget leaves the processor alone: libGDX's loop asks the browser for every animation frame, and each
 * one costs the page's thread and the browser's compositor work even when nothing is drawn (an idle board took a tenth
 * of a core in headless Chromium, half of it the frames themselves). Here the frames come at the browser's rate while
 * the screen moves or works (the computer's search, a clock, a hint, the review's judging), and four a second while
 * it is still with nothing to do, enough for a change nobody announced; a key, a touch, the pointer, a resize, the
 * tab shown again, a message or a call from the page brings the next frame at once.
 */
final class WebFrames {
    /** Between the frames of a still, idle screen, in milliseconds (the pace {@code FramePacer} draws a still one at). */
    private static final int STILL_STEP_MS = 250;

    /** The one frame of the loop: the application's. */
    interface Frame {
        void run();
    }

    /**
     * Frames of a still, idle screen in a row before the frames slow down: a quarter of a second at 60 a second, in
     * which what a frame just started (a mark fading in after the analysis, a move's animation) shows it moves.
     */
    private static final int IDLE_AFTER = 15;

    private boolean idle;
    /** Frames in a row told that the screen is still and idle. */
    private int idleFrames;

    /** Starts the loop: {@code frame} at every frame the pace gives. */
    native void start(Frame frame) /*-{
        var self = this, timer = null, asked = false, step = @parlour.html.client.WebFrames::STILL_STEP_MS;
        var run = $entry(function () {
            asked = false;
            frame.@parlour.html.client.WebFrames.Frame::run()();
            if (!self.@parlour.html.client.WebFrames::idle) ask();
            else if (timer === null) timer = $wnd.setTimeout(function () { timer = null; ask(); }, step);
        });
        var ask = function () {
            if (asked) return;
            asked = true;
            $wnd.requestAnimationFrame(run);
        };
        var wake = function () {
            if (timer !== null) {
                $wnd.clearTimeout(timer);
                timer = null;
            }
            ask();
        };
        this.@parlour.html.client.WebFrames::waker = wake;
        var kinds = ["keydown", "keyup", "pointerdown", "pointerup", "pointermove", "wheel", "touchstart", "touchmove",
            "touchend", "focusin", "focusout", "visibilitychange"];
        // and what the page and other tabs send: a friend's move, a setting changed elsewhere
        $wnd.addEventListener("message", wake);
        $wnd.addEventListener("storage", wake);
        for (var i = 0; i < kinds.length; i++) $doc.addEventListener(kinds[i], wake, true);
        $wnd.addEventListener("resize", wake);
        ask();
    }-*/;

    /** Set by {@link #start}: brings the next frame now. */
    @SuppressWarnings("unused")
    private JavaScriptObject waker;

    /** The next frame now, not at the still pace: something happened that the screen's frames should see. */
    native void wake() /*-{
        var wake = this.@parlour.html.client.WebFrames::waker;
        if (wake) wake();
    }-*/;

    /**
     * Told at each frame, and at a key or a call: whether the screen is still with nothing to do. After {@link
     * #IDLE_AFTER} such frames in a row its frames come at the still pace, until it is not.
     */
    void idle(boolean idle) {
        if (idle) {
            if (!this.idle && ++idleFrames >= IDLE_AFTER) this.idle = true;
            return;
        }
        idleFrames = 0;
        if (this.idle) {
            this.idle = false;
            wake();
        }
    }
}
