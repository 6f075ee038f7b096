package parlour.shell.panel;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import parlour.ui.FittedLabel;

/** The side panel's offer to go back to the unfinished game that was kept: "Resume it" or "Dismiss". */
public final class ResumeOffer extends Table {
    private static final float LINE = 21, BUTTON = 38, GAP = 4;
    /** A button's height: {@link #BUTTON}, or the skin's least for a button where more (a finger's on a touch screen). */
    private final float buttonH;

    private final FittedLabel text;
    private final TextButton yes;
    private final TextButton no;
    /** Resume it, or Choose… when several games are kept. */
    private final String yesWords;

    /** An offer saying {@code words}, whose first button says {@code yesWords} and resumes, its second dismisses. */
    public ResumeOffer(Skin skin, String words, String yesWords, final Runnable resume, final Runnable dismiss) {
        this.yesWords = yesWords;
        text = new FittedLabel(skin, "default");
        // a short first sentence, which fits the smallest host, then what the game is, where there is room
        text.setFull(words);
        yes = new TextButton(yesWords, skin);
        no = new TextButton(t("Dismiss"), skin, "quiet");
        buttonH = Math.max(BUTTON, yes.getStyle().up.getMinHeight());
        yes.setName("Resume it");
        no.setName("Dismiss");
        yes.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                resume.run();
            }
        });
        no.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                dismiss.run();
            }
        });
    }

    /** Whether both buttons fit side by side in {@code width}, with their short words ("Resume", "Drop") if need be. */
    private boolean oneRow(float width) {
        return fits(width, yesWords, t("Dismiss")) || fits(width, shortYes(), t("Drop"));
    }

    private boolean fits(float width, String yesText, String noText) {
        yes.setText(yesText);
        no.setText(noText);
        return yes.getPrefWidth() + no.getPrefWidth() + 6 <= width;
    }

    /** The height the offer takes at {@code width} with {@code lines} lines of text and its buttons, side by side or one above the other. */
    public float heightAt(float width, int lines) {
        return lines * LINE + GAP + (oneRow(width) ? buttonH : 2 * buttonH + GAP);
    }

    /** Lays the offer out for {@code width}, with {@code lines} lines of text. */
    void arrange(float width, int lines) {
        clearChildren();
        boolean oneRow = oneRow(width);
        if (!oneRow) fits(width, yesWords, t("Dismiss"));
        add(text).width(width).height(lines * LINE).colspan(oneRow ? 2 : 1).row();
        if (oneRow) {
            add(yes).height(buttonH).padTop(GAP).padRight(6).left();
            add(no).height(buttonH).padTop(GAP).left().expandX();
        } else {
            add(yes).height(buttonH).padTop(GAP).left().row();
            add(no).height(buttonH).padTop(GAP).left();
        }
    }

    /** The yes button's short words where the long ones do not fit. */
    private String shortYes() {
        return yesWords.equals(t("Resume it")) ? t("Resume") : yesWords;
    }
}
