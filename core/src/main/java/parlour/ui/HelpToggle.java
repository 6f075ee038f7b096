package parlour.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;

/** A screen's help window, opened and closed by the H key, the Help button or its own Close button. */
public final class HelpToggle {
    private final Stage stage;
    private final Skin skin;
    private final String name;
    /** Runs after the window opened or closed, so that the screen can update its focus order. */
    private final Runnable changed;
    private HelpPanel panel;

    public HelpToggle(Stage stage, Skin skin, String name, Runnable changed) {
        this.stage = stage;
        this.skin = skin;
        this.name = name;
        this.changed = changed;
    }

    public boolean isOpen() { return panel != null; }

    public void toggle() {
        if (panel != null) {
            panel.remove();
            panel = null;
        } else {
            panel = new HelpPanel(skin, name, new Runnable() {
                @Override
                public void run() {
                    toggle();
                }
            });
            panel.place(stage.getWidth(), stage.getHeight());
            stage.addActor(panel);
        }
        changed.run();
    }

    /** The window's Close button for the focus order, or null while it is closed. */
    public Actor closeButton() { return panel == null ? null : panel.closeButton(); }

    /** Over the right part of the stage (the menu, whose rows scroll out from under it). */
    public void place(float width, float height) {
        if (panel != null) panel.place(width, height);
    }

    /**
     * Beside a game instead of over it, so that the board and every control stay visible and usable: a
     * column at the left in a landscape stage (the side panel keeps its place at the right), a band at the
     * bottom in a portrait one. Returns the rest of the stage, {x, y, width, height}, for the game's layout.
     */
    public float[] dock(float width, float height) {
        if (panel == null) return new float[] {0, 0, width, height};
        panel.setMovable(false);
        if (width >= height) {
            float w = Math.min(420, Math.round(width * 0.38f));
            panel.setBounds(0, 0, w, height);
            return new float[] {w, 0, width - w, height};
        }
        float h = Math.min(360, Math.round(height * 0.38f));
        panel.setBounds(0, 0, width, h);
        return new float[] {0, h, width, height - h};
    }

    /** Page Up / Page Down while it is open; false when it is closed. */
    public boolean scrollPage(int dir) {
        if (panel == null) return false;
        panel.scrollPage(dir);
        return true;
    }
}
