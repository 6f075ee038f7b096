package parlour.shell.panel;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;

/** The result shown over the board when a game ends ({@link ResultBanner}), as the game screen asks for it. */
public interface Banner {
    /** Shows the result; its Rematch button runs {@code rematch} (none when it is null). */
    void show(String text, Actor board, int winner, Runnable rematch);

    void hide();

    /** The Rematch button while the result shows, for the focus order; else null. */
    TextButton rematchButton();

    /** Fits the banner in the board's area and centres it there. */
    void place(Actor board);
}
