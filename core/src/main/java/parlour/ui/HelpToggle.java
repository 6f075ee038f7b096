package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.function.Function;
import parlour.platform.ControlMirror;
import parlour.platform.Platform;

/**
 * A screen's help window, opened and closed by the H key, the Help button or its own Close button; its text is put in
 * the page beside the canvas while it is open (where the platform has a {@link ControlMirror}), for screen readers.
 */
public final class HelpToggle {
    private final Stage stage;
    final Skin skin;
    private final Platform platform;
    final String name;
    /** Runs after the window opened or closed, so that the screen can update its focus order. */
    private final Runnable changed;
    /** Brings the code that makes the window. */
    private final HelpPanel.Code code;

    private HelpPanel panel;
    /** What makes the window, once its code came. */
    private Function<HelpToggle, HelpPanel> maker;
    /** Asked to open while its text or its code is on its way (the web widget fetches both on first asking). */
    private boolean opening;

    public HelpToggle(Stage stage, Skin skin, Platform platform, String name, Runnable changed, HelpPanel.Code code) {
        this.stage = stage;
        this.skin = skin;
        this.platform = platform;
        this.name = name;
        this.changed = changed;
        this.code = code;
    }

    public boolean isOpen() {
        return panel != null;
    }

    /**
     * Closes the window, or opens it once its text and its code are ready (at once where they are at hand); a second
     * press meanwhile keeps it shut. Code that could not come is said, and the next press asks for it again.
     */
    public void toggle() {
        if (panel != null) {
            panel.remove();
            panel = null;
            mirror(null);
            changed.run();
        } else if (opening) {
            opening = false;
        } else {
            opening = true;
            final int[] awaited = {maker == null ? 2 : 1};
            final Runnable arrived = new Runnable() {
                @Override
                public void run() {
                    if (--awaited[0] == 0 && opening) open();
                }
            };
            HelpPanel.whenReady(platform, name, arrived);
            if (maker == null)
                code.help(
                        made -> {
                            maker = made;
                            arrived.run();
                        },
                        why -> {
                            opening = false;
                            platform.announce(
                                    t(
                                            "{0} could not be loaded ({1}). Check the connection and try again.",
                                            t("Help"), why),
                                    true);
                        });
        }
    }

    private void open() {
        opening = false;
        panel = maker.apply(this);
        panel.place(stage.getWidth(), stage.getHeight());
        stage.addActor(panel);
        mirror(panel);
        changed.run();
    }

    /** Puts the open window's text in the page, or takes it away ({@code open} null). */
    private void mirror(HelpPanel open) {
        ControlMirror mirror = platform.controlMirror();
        if (mirror == null) return;
        if (open == null) mirror.showText(null, null);
        else mirror.showText(t("Help"), open.passages());
    }

    /** The window's Close button for the focus order, or null while it is closed. */
    public Actor closeButton() {
        return panel == null ? null : panel.closeButton();
    }

    /** Over the right part of the stage (the menu, whose rows scroll out from under it). */
    public void place(float width, float height) {
        if (panel == null) return;
        panel.place(width, height);
        // the screen shown again (the page's text went with the last screen)
        mirror(panel);
    }

    /** Beside a game instead of over it (see {@link Dock}); returns the rest of the stage, {x, y, width, height}. */
    public float[] dock(float width, float height) {
        if (panel == null) return new float[] {0, 0, width, height};
        mirror(panel);
        panel.setMovable(false);
        return Dock.place(panel, width, height);
    }

    /** Over the whole stage, the game hidden under it (a stage too small to keep the board beside it). */
    public void cover(float width, float height) {
        if (panel == null) return;
        panel.setBounds(0, 0, width, height);
        panel.toFront();
    }

    /** Page Down and Page Up scroll the help a page while it is open; false for another key or when it is closed. */
    public boolean pageKey(int keycode) {
        int dir = keycode == Input.Keys.PAGE_DOWN ? 1 : keycode == Input.Keys.PAGE_UP ? -1 : 0;
        if (panel == null || dir == 0) return false;
        panel.scrollPage(dir);
        return true;
    }
}
