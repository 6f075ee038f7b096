package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import parlour.platform.ControlMirror;
import parlour.platform.Platform;

/**
 * A screen's help window, opened and closed by the H key, the Help button or its own Close button; its text is put in
 * the page beside the canvas while it is open (where the platform has a {@link ControlMirror}), for screen readers.
 */
public final class HelpToggle {
    private final Stage stage;
    private final Skin skin;
    private final Platform platform;
    private final String name;
    /** Runs after the window opened or closed, so that the screen can update its focus order. */
    private final Runnable changed;

    private HelpPanel panel;
    /** Asked to open while its text is on its way (the web widget fetches it on first asking). */
    private boolean opening;

    public HelpToggle(Stage stage, Skin skin, Platform platform, String name, Runnable changed) {
        this.stage = stage;
        this.skin = skin;
        this.platform = platform;
        this.name = name;
        this.changed = changed;
    }

    public boolean isOpen() {
        return panel != null;
    }

    /** Closes the window, or opens it once its text is ready (at once where it is at hand); a second press meanwhile keeps it shut. */
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
            HelpPanel.whenReady(platform, name, new Runnable() {
                @Override
                public void run() {
                    if (opening) open();
                }
            });
        }
    }

    private void open() {
        opening = false;
        panel = new HelpPanel(skin, name, new Runnable() {
            @Override
            public void run() {
                toggle();
            }
        });
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
