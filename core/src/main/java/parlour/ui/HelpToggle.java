package parlour.ui;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import parlour.platform.AssetFiles;

/** A screen's help window, opened and closed by the H key, the Help button or its own Close button. */
public final class HelpToggle {
    private final Stage stage;
    private final Skin skin;
    private final AssetFiles files;
    private final String name;
    /** Runs after the window opened or closed, so that the screen can update its focus order. */
    private final Runnable changed;

    private HelpPanel panel;
    /** Asked to open while its text is on its way (the web widget fetches it on first asking). */
    private boolean opening;

    public HelpToggle(Stage stage, Skin skin, AssetFiles files, String name, Runnable changed) {
        this.stage = stage;
        this.skin = skin;
        this.files = files;
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
            changed.run();
        } else if (opening) {
            opening = false;
        } else {
            opening = true;
            HelpPanel.whenReady(files, name, new Runnable() {
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
        changed.run();
    }

    /** The window's Close button for the focus order, or null while it is closed. */
    public Actor closeButton() {
        return panel == null ? null : panel.closeButton();
    }

    /** Over the right part of the stage (the menu, whose rows scroll out from under it). */
    public void place(float width, float height) {
        if (panel != null) panel.place(width, height);
    }

    /** Beside a game instead of over it (see {@link Dock}); returns the rest of the stage, {x, y, width, height}. */
    public float[] dock(float width, float height) {
        if (panel == null) return new float[] {0, 0, width, height};
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
