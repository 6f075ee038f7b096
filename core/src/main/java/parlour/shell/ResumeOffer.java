package parlour.shell;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;

import parlour.game.GameDef;
import parlour.game.Words;
import parlour.match.Match;

/** The side panel's offer to go back to the unfinished game that was kept: "Resume it" or "Dismiss". */
final class ResumeOffer extends Table {
    ResumeOffer(Skin skin, GameDef<?> def, String summary, Match<?> saved, final Runnable resume, final Runnable dismiss) {
        String score = scoreOf(def, saved);
        Label l = new Label("Your unfinished game (" + summary + ", " + Words.count(saved.moveCount(), "move") + score + ") was kept.", skin);
        l.setWrap(true);
        TextButton yes = new TextButton("Resume it", skin);
        TextButton no = new TextButton("Dismiss", skin, "quiet");
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
        add(l).growX().colspan(2).row();
        add(yes).padTop(4).padRight(6).left();
        add(no).padTop(4).left().expandX();
    }

    private static <P> String scoreOf(GameDef<P> def, Match<?> saved) {
        @SuppressWarnings("unchecked")
        P p = (P) saved.position();
        return def.score(p, 1) == null ? "" : ", " + def.score(p, 1) + "-" + def.score(p, 2);
    }
}
