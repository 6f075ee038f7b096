package parlour.shell.screen;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;

/**
 * The move field drawn over the foot of the game screen where the page has none of its own (the desktop): opened
 * with / or Move, Enter plays what was typed (or answers the question), Esc or Close puts it away. A refused text
 * stays in the field to be mended.
 */
final class MoveBar extends Table {
    /** What the bar does with a line typed and with Close. */
    interface Owner {
        /** True when the text was taken: the field empties. */
        boolean typed(String text);

        void closeMoveBar();
    }

    private static final float MAX_WIDTH = 560, MARGIN = 8;
    private final TextField field;
    private final TextButton close;

    MoveBar(Skin skin, Drawable background, final Owner owner) {
        setBackground(background);
        Label label = new Label(t("Move:"), skin);
        field = new TextField("", skin);
        field.setName("Move field");
        field.setMessageText(t("a move, or board, or where can I move"));
        field.setUserObject(t("Move:"));
        field.setTextFieldListener(new TextField.TextFieldListener() {
            @Override
            public void keyTyped(TextField f, char c) {
                if (c != '\r' && c != '\n') return;
                // a played move empties the field; a refused text stays to be mended, selected, so that the next
                // move typed replaces it rather than being added to it
                if (owner.typed(f.getText())) f.setText("");
                else f.selectAll();
            }
        });
        close = new TextButton(t("Close"), skin);
        close.setName("Close move field");
        close.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                owner.closeMoveBar();
            }
        });
        add(label).padRight(6);
        add(field).growX().minWidth(60);
        add(close).padLeft(6);
    }

    TextField field() {
        return field;
    }

    TextButton closeButton() {
        return close;
    }

    /** Along the foot of a stage this size, as wide as there is room for. */
    void place(float stageWidth, float stageHeight) {
        float w = Math.min(MAX_WIDTH, stageWidth - 2 * MARGIN);
        setSize(w, getPrefHeight());
        setPosition((stageWidth - w) / 2, MARGIN);
        toFront();
    }
}
