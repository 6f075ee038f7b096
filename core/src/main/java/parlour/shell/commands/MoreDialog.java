package parlour.shell.commands;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import parlour.board.KeyTable.Command;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/** The More button's dialog: the commands left out of the screen for lack of room, as a list of buttons. */
public final class MoreDialog {
    private MoreDialog() {}

    /** Opens the dialog on {@code screen}; a button closes it and runs its command. */
    public static void open(BaseScreen screen, CommandButtons buttons, final CommandButtons.Runner runner) {
        final Dialog d = new Dialog(t("More"), screen.skin());
        for (final Command c : buttons.hidden()) {
            // the button's words and key in the player's language; its English name stays for scripts
            TextButton b = new TextButton((String) buttons.get(c).getUserObject(), screen.skin(), "quiet");
            b.setName(buttons.get(c).getName());
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    d.close();
                    runner.run(c);
                }
            });
            d.content(b, true);
        }
        d.button(t("Close"), null);
        screen.open(d);
    }
}
