package parlour.shell;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.function.Consumer;

/**
 * The menu's card of a game whose code has not come yet (the web widget fetches it when the game is opened): its
 * title and Play, which fetches it and says so, then makes way for the game's full card; a failed fetch says why and
 * offers to try again.
 */
final class GameLoadCard extends Table {
    /** Told when the game's code came. */
    interface Loaded {
        void loaded(GameLoadCard card, GameEntry<?> entry);
    }

    private final GameSlot slot;
    private final TextButton play;
    private final Label status;
    private final Loaded loaded;

    GameLoadCard(GameSlot slot, Skin skin, Loaded loaded) {
        this.slot = slot;
        this.loaded = loaded;
        defaults().growX().padTop(4);
        Label heading = new Label(t(slot.title), skin, "heading");
        heading.setWrap(true);
        add(heading).left().growX().row();
        status = new Label("", skin, "small");
        status.setWrap(true);
        add(status).left().growX().row();
        play = new TextButton(t("Play {0}", t(slot.title)), skin);
        // the name the full card's Play has: a script or test presses it again once the game is there
        play.setName("Play " + slot.title);
        play.setUserObject(t("Play {0}", t(slot.title)));
        play.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                fetch();
            }
        });
        add(play).padTop(10).height(44).row();
    }

    TextButton playButton() {
        return play;
    }

    private void fetch() {
        play.setDisabled(true);
        status.setText(t("Loading {0}…", t(slot.title)));
        slot.load(
                new Consumer<GameEntry<?>>() {
                    @Override
                    public void accept(GameEntry<?> entry) {
                        loaded.loaded(GameLoadCard.this, entry);
                    }
                },
                new Consumer<String>() {
                    @Override
                    public void accept(String reason) {
                        status.setText(t(
                                "{0} could not be loaded ({1}). Check the connection and try again.",
                                t(slot.title), reason));
                        play.setText(t("Try again"));
                        play.setName("Try again");
                        play.setUserObject(t("Try again"));
                        play.setDisabled(false);
                    }
                });
    }
}
