package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;

/**
 * A notice that does not stop the game: a card at the top of the screen with its Close button, which takes no
 * keyboard focus and lets the board be played around and under it (a click on its words reaches the board); it goes by itself after {@link #SECONDS}. For what a
 * page got wrong in its options, which the player can do nothing about, and for storage that fails mid-game.
 */
public final class NoticeCard extends Window {
    /** How long the card stays unless closed. */
    static final float SECONDS = 30;

    private final String text;

    public NoticeCard(String title, String text, Skin skin) {
        super(title, skin);
        this.text = text;
        setModal(false);
        setMovable(false);
        // only Close takes the pointer: a click on the card's words goes through to the board under it
        setTouchable(Touchable.childrenOnly);
        getTitleTable().setTouchable(Touchable.disabled);
        Label l = new Label(text, skin);
        l.setWrap(true);
        l.setTouchable(Touchable.disabled);
        add(l).growX().left().pad(4).row();
        TextButton close = new TextButton(t("Close"), skin);
        close.addListener(new ClickListener() {
            @Override
            public void clicked(InputEvent event, float x, float y) {
                remove();
            }
        });
        add(close).right().padTop(6);
        addAction(Actions.sequence(Actions.delay(SECONDS), Actions.fadeOut(0.4f), Actions.removeActor()));
    }

    /** The card's text, under its title. */
    public String text() {
        return text;
    }

    /** Sizes the card to at most {@code width} (it wraps its text) and puts it at the top middle of the stage. */
    public void place(float stageWidth, float stageHeight) {
        setWidth(Math.min(480, stageWidth - 16));
        invalidate();
        setHeight(getPrefHeight());
        setPosition(Math.round((stageWidth - getWidth()) / 2), Math.round(stageHeight - getHeight() - 8));
    }
}
