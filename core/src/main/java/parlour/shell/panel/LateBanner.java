package parlour.shell.panel;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.shell.launch.Navigator;
import parlour.ui.Theme;

/**
 * The result banner of a game screen, whose code a web page fetches with the later windows' when a game first ends
 * (no first frame shows a result, and the banner's code would crowd the first download): it shows the result once the
 * code has come, and the screen lays itself out again then for the Rematch button. Where the code cannot come the
 * status line still says the result, and the next result asks again.
 */
public final class LateBanner implements Banner {
    final Navigator app;
    final Skin skin;
    final Theme theme;
    final Stage stage;
    /** Whether the Restart button shows its word now, not an icon. */
    final BooleanSupplier restartInWords;
    /** Brings the banner's maker (the later windows' code), or says why it could not. */
    private final BiConsumer<Consumer<Function<LateBanner, Banner>>, Consumer<String>> code;
    /** Runs when a result shows after its code came: the screen's layout then takes in the Rematch button. */
    private final Runnable shownLate;

    private Banner made;
    private boolean asked;
    /** The result waiting for the code, or null. */
    private String text;

    private Actor board;
    private int winner;
    private Runnable rematch;

    public LateBanner(
            Navigator app,
            Skin skin,
            Theme theme,
            Stage stage,
            BooleanSupplier restartInWords,
            BiConsumer<Consumer<Function<LateBanner, Banner>>, Consumer<String>> code,
            Runnable shownLate) {
        this.app = app;
        this.skin = skin;
        this.theme = theme;
        this.stage = stage;
        this.restartInWords = restartInWords;
        this.code = code;
        this.shownLate = shownLate;
    }

    @Override
    public void show(String text, Actor board, int winner, Runnable rematch) {
        if (made != null) {
            made.show(text, board, winner, rematch);
            return;
        }
        this.text = text;
        this.board = board;
        this.winner = winner;
        this.rematch = rematch;
        if (asked) return;
        asked = true;
        code.accept(
                maker -> {
                    made = maker.apply(this);
                    if (this.text == null) return;
                    made.show(this.text, this.board, this.winner, this.rematch);
                    this.text = null;
                    shownLate.run();
                },
                why -> asked = false);
    }

    @Override
    public void hide() {
        text = null;
        if (made != null) made.hide();
    }

    @Override
    public TextButton rematchButton() {
        return made == null ? null : made.rematchButton();
    }

    @Override
    public void place(Actor board) {
        if (made != null) made.place(board);
    }
}
