package parlour.shell;

import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import parlour.board.KeyTable;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/** The result shown over the board when a game ends, framed in the winner's colour, with a Rematch button; it grows in and lets other clicks through. */
final class ResultBanner {
    private final Navigator app;
    private final Skin skin;
    private final Theme theme;
    private final Stage stage;
    private Table banner;
    private TextButton rematchButton;

    ResultBanner(Navigator app, Skin skin, Theme theme, Stage stage) {
        this.app = app;
        this.skin = skin;
        this.theme = theme;
        this.stage = stage;
    }

    /** Shows the result; its Rematch button (J, not shown on a touch-only screen) runs {@code rematch} (none when it is null). */
    void show(String text, Actor board, int winner, final Runnable rematch) {
        hide();
        banner = new Table();
        banner.setBackground(UiKit.framed(app.assets(), theme.panel, winner <= 0 ? theme.text : theme.line(winner)));
        banner.pad(14, 26, 14, 26);
        banner.add(new Label(text, skin, "heading")).row();
        boolean keys = !app.platform().touchOnly();
        banner.add(new Label(keys ? "Restart (R) for another game" : "Restart for another game", skin, "small"))
                .padTop(4)
                .row();
        if (rematch != null) addRematch(rematch);
        banner.pack();
        banner.setTransform(true);
        banner.setOrigin(Align.center);
        // clicks on the board around the button pass through
        banner.setTouchable(Touchable.childrenOnly);
        for (Actor a : banner.getChildren()) if (a != rematchButton) a.setTouchable(Touchable.disabled);
        place(board);
        banner.getColor().a = 0;
        banner.setScale(0.7f);
        float d = Math.max(0.05f, 0.35f * app.settings().animationFactor());
        banner.addAction(Actions.sequence(
                Actions.delay(d),
                Actions.parallel(Actions.fadeIn(d), Actions.scaleTo(1, 1, d, Interpolation.swingOut))));
        stage.addActor(banner);
    }

    private void addRematch(final Runnable rematch) {
        rematchButton = new TextButton(
                KeyTable.Command.REMATCH.buttonText(!app.platform().touchOnly()), skin);
        rematchButton.setName(KeyTable.Command.REMATCH.buttonText(true));
        rematchButton.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                rematch.run();
            }
        });
        banner.add(new Label("or a rematch with the sides swapped:", skin, "small"))
                .padTop(2)
                .row();
        banner.add(rematchButton).padTop(6);
    }

    void hide() {
        if (banner != null) banner.remove();
        banner = null;
        rematchButton = null;
    }

    /** The Rematch button while the result shows, for the focus order; else null. */
    TextButton rematchButton() {
        return rematchButton;
    }

    /** Centres the banner on the board. */
    void place(Actor board) {
        if (banner == null) return;
        Vector2 c = board.localToStageCoordinates(new Vector2(board.getWidth() / 2, board.getHeight() / 2));
        banner.setPosition(Math.round(c.x - banner.getWidth() / 2), Math.round(c.y - banner.getHeight() / 2));
    }
}
