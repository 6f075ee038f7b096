package parlour.desktop;

import static parlour.words.Tr.t;

import org.lwjgl.glfw.GLFW;

/**
 * Whether a window can be opened at all, asked of GLFW before libGDX is: without a display libGDX ends in a long
 * stack trace, where the player needs one line saying what is missing and what still works.
 */
final class NoDisplay {
    /** The exit status when there is no display: 2 is a command line's problem, 1 a failure under way. */
    static final int STATUS = 3;

    private NoDisplay() {}

    /** Null when GLFW can start (the window then opens as usual); else the one line to print. */
    static String problem() {
        String wayland = System.getenv("WAYLAND_DISPLAY");
        // without a Wayland display, trying Wayland only makes its library print an error line of its own
        if (wayland == null || wayland.isEmpty()) GLFW.glfwInitHint(GLFW.GLFW_PLATFORM, GLFW.GLFW_PLATFORM_X11);
        if (GLFW.glfwInit()) return null;
        return t(
                "parlour: no display to open the game window on (DISPLAY or WAYLAND_DISPLAY is not set, or what it names cannot be reached). The commands engine, gone and tournament work without one.");
    }
}
