package parlour.shell.screen;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import java.util.List;
import java.util.function.Predicate;
import parlour.game.GameDef;
import parlour.platform.Platform;
import parlour.shell.speech.TypedMoves;

/**
 * A game screen's move field: moves and questions typed in words go to the page's own field where the page has one
 * (a browser's, beside the canvas), else to a bar drawn over the board's foot, opened with / or Move and put away
 * with Esc.
 */
public final class MoveFieldControl<P> {
    /** What the field needs of its screen, besides what the typed moves need. */
    public interface Host<P> extends TypedMoves.Host<P> {
        /** The drawn bar came or went: the screen's Tab order changes. */
        void focusOrderChanged();

        /** The keyboard to the drawn field, its focus ring shown. */
        void focusField(TextField field);

        /** The keyboard back to the board. */
        void focusBoard();
    }

    private final Platform platform;
    private final Stage stage;
    private final Skin skin;
    private final Drawable background;
    private final Host<P> host;
    private final TypedMoves<P> typed;
    private final String forms;
    /** The bar drawn where the page has no field of its own; null while it is put away. */
    private MoveBar bar;

    public MoveFieldControl(
            GameDef<P> def, Platform platform, Stage stage, Skin skin, Drawable background, Host<P> host) {
        this.platform = platform;
        this.stage = stage;
        this.skin = skin;
        this.background = background;
        this.host = host;
        this.typed = new TypedMoves<>(def, host);
        this.forms = def.notation().typedForms();
    }

    /** Opens the field, the page's or the drawn bar, with the keyboard in it. */
    public void open() {
        Platform.MoveField pageField = platform.moveField();
        if (pageField != null) {
            pageField.focus();
            return;
        }
        if (bar == null) {
            bar = new MoveBar(skin, background, new MoveBar.Owner() {
                @Override
                public boolean typed(String text) {
                    return typed.submit(text);
                }

                @Override
                public void closeMoveBar() {
                    putAway();
                }
            });
            stage.addActor(bar);
            bar.place(stage.getWidth(), stage.getHeight());
            host.focusOrderChanged();
        }
        host.focusField(bar.field());
    }

    /** Puts the drawn bar away, the keyboard back on the board. */
    void putAway() {
        if (bar == null) return;
        bar.remove();
        bar = null;
        host.focusOrderChanged();
        host.focusBoard();
    }

    /** Esc with the keyboard on {@code focused}: in the drawn field it puts the bar away. @return whether it did */
    public boolean escape(Actor focused) {
        if (bar == null || focused != bar.field()) return false;
        putAway();
        return true;
    }

    /** The whole board in words, for Describe. */
    public String board() {
        return typed.board();
    }

    /** The drawn field and its close button, in the Tab order right after the board. */
    public void addFocusables(List<Actor> order) {
        if (bar == null) return;
        order.add(bar.field());
        order.add(bar.closeButton());
    }

    /** Places the drawn bar on a stage of this size. */
    public void place(float stageWidth, float stageHeight) {
        if (bar != null) bar.place(stageWidth, stageHeight);
    }

    /** The screen is shown: the page's field, if it has one, types into this game. */
    public void attach() {
        Platform.MoveField pageField = platform.moveField();
        if (pageField == null) return;
        pageField.attach(forms, new Predicate<String>() {
            @Override
            public boolean test(String text) {
                return typed.submit(text);
            }
        });
    }

    /** The screen goes: the page's field types into nothing until the next one is shown. */
    public void detach() {
        if (platform.moveField() != null) platform.moveField().detach();
    }
}
