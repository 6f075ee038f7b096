package parlour.shell;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.ui.FittedLabel;

/** The side panel's offer to go back to the unfinished game that was kept: "Resume it" or "Dismiss". */
final class ResumeOffer extends Table {
    private static final float LINE = 21, BUTTON = 38, GAP = 4;
    private final FittedLabel text;
    private final TextButton yes;
    private final TextButton no;

    /** The offer of {@code entry}'s kept game, or null when none is kept (or it is over, empty or unreadable); Resume plays it in a new screen. */
    static <P> ResumeOffer ofKept(final Navigator app, final GameEntry<P> entry, Runnable dismiss) {
        final Match<P> saved = entry.kept(app.settings());
        if (saved == null) return null;
        return new ResumeOffer(
                app.skin(),
                entry.def,
                entry.def.optionsOf(saved.start()).get("size"),
                saved,
                new Runnable() {
                    @Override
                    public void run() {
                        GameScreen<P> screen = new GameScreen<>(app, entry, saved, false);
                        app.switchTo(screen);
                        screen.resumeSteps(PendingSteps.of(app.settings().autosave(entry.id())));
                    }
                },
                dismiss);
    }

    private ResumeOffer(
            Skin skin, GameDef<?> def, String size, Match<?> saved, final Runnable resume, final Runnable dismiss) {
        String score = scoreOf(def, saved);
        text = new FittedLabel(skin, "default");
        // a short first sentence, which fits the smallest host, then what the game is, where there is room
        text.setFull(t("Game kept.") + " " + (size == null ? "" : size + ", ")
                + t("{0} {0|move|moves}", saved.moveCount()) + score + ".");
        yes = new TextButton(t("Resume it"), skin);
        no = new TextButton(t("Dismiss"), skin, "quiet");
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
        return fits(width, t("Resume it"), t("Dismiss")) || fits(width, t("Resume"), t("Drop"));
    }

    private boolean fits(float width, String yesText, String noText) {
        yes.setText(yesText);
        no.setText(noText);
        return yes.getPrefWidth() + no.getPrefWidth() + 6 <= width;
    }

    /** The height the offer takes at {@code width} with {@code lines} lines of text and its buttons, side by side or one above the other. */
    float heightAt(float width, int lines) {
        return lines * LINE + GAP + (oneRow(width) ? BUTTON : 2 * BUTTON + GAP);
    }

    /** Lays the offer out for {@code width}, with {@code lines} lines of text. */
    void arrange(float width, int lines) {
        clearChildren();
        boolean oneRow = oneRow(width);
        if (!oneRow) fits(width, t("Resume it"), t("Dismiss"));
        add(text).width(width).height(lines * LINE).colspan(oneRow ? 2 : 1).row();
        if (oneRow) {
            add(yes).height(BUTTON).padTop(GAP).padRight(6).left();
            add(no).height(BUTTON).padTop(GAP).left().expandX();
        } else {
            add(yes).height(BUTTON).padTop(GAP).left().row();
            add(no).height(BUTTON).padTop(GAP).left();
        }
    }

    private static <P> String scoreOf(GameDef<P> def, Match<?> saved) {
        @SuppressWarnings("unchecked")
        P p = (P) saved.position();
        return def.score(p, 1) == null ? "" : ", " + def.score(p, 1) + "-" + def.score(p, 2);
    }
}
