package parlour.shell.commands;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import java.util.function.Consumer;
import parlour.board.BoardView;
import parlour.board.KeyTable.Command;
import parlour.shell.launch.Navigator;
import parlour.shell.play.ReviewMode;
import parlour.ui.Focusable;
import parlour.ui.HelpToggle;

/**
 * Help, Moves and Menu: the panes over the board and the way off it. Help and the move list close one another, and
 * Menu (Esc) closes either before it leaves.
 */
public final class PaneCommands<P> implements CommandGroup<P> {
    private final Navigator app;
    private final BoardView<P> view;
    private final HelpToggle help;
    private final ReviewMode<P> review;
    private final Consumer<String> say;

    public PaneCommands(Navigator app, BoardView<P> view, HelpToggle help, ReviewMode<P> review, Consumer<String> say) {
        this.app = app;
        this.view = view;
        this.help = help;
        this.review = review;
        this.say = say;
    }

    @Override
    public void addTo(GameCommands<P> commands, boolean played) {
        commands.add(Command.HELP, true, () -> {
                    review.close(false);
                    help.toggle();
                })
                .icon("icon-help");
        commands.add(Command.REVIEW, true, () -> {
                    if (help.isOpen()) help.toggle();
                    review.toggle(commands.match());
                })
                .icon("icon-moves");
        // Esc still closes help and the move list on a board only shown (and says there is no menu), with no button
        commands.add(Command.MENU, true, () -> leave(played)).buttonWhen(played).icon("icon-menu");
    }

    /**
     * Closes the help or the move list first, then drops a move begun on the board, else goes back to the menu (where
     * the game is {@code played}: a board only shown has none).
     */
    private void leave(boolean played) {
        if (help.isOpen()) help.toggle();
        else if (review.isOpen()) review.close(true);
        else if (!played) say.accept(t("This board shows one game: there is no menu."));
        else if (!(view.actor() instanceof Focusable) || !((Focusable) view.actor()).focusKeyDown(Keys.ESCAPE))
            app.toMenu();
    }
}
