package parlour.shell;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import parlour.board.KeyTable.Command;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/** The More button's dialog: the commands left out of the screen for lack of room, as a list of buttons. */
final class MoreDialog {
    private MoreDialog() {}

    /** Opens the dialog on {@code screen}; a button closes it and runs its command. */
    static void open(BaseScreen screen, CommandButtons buttons, final CommandButtons.Runner runner) {
        final Dialog d = new Dialog("More", screen.skin());
        for (final Command c : buttons.hidden()) {
            TextButton b = new TextButton(buttons.get(c).getName(), screen.skin(), "quiet");
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    d.close();
                    runner.run(c);
                }
            });
            d.content(b, true);
        }
        d.button("Close", null);
        screen.open(d);
    }
}
