package parlour.shell.screen;

import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.List;
import parlour.board.BoardView;
import parlour.board.KeyTable;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.session.MatchSession;
import parlour.shell.commands.GameCommands;
import parlour.ui.FocusNavigator;

/** What the move field needs of the game screen: the same offers, refusals and words as the board's. */
final class FieldHost<P> implements MoveFieldControl.Host<P> {
    private final GameScreen<P> screen;
    private final MatchSession<P> session;
    private final GameEvents events;
    private final BoardView<P> view;
    private final FocusNavigator focus;
    private final GameCommands<P> commands;

    FieldHost(
            GameScreen<P> screen,
            MatchSession<P> session,
            GameEvents events,
            BoardView<P> view,
            FocusNavigator focus,
            GameCommands<P> commands) {
        this.screen = screen;
        this.commands = commands;
        this.session = session;
        this.events = events;
        this.view = view;
        this.focus = focus;
    }

    @Override
    public Match<P> match() {
        return session.match();
    }

    @Override
    public P shown() {
        return screen.shownPosition();
    }

    @Override
    public List<String> pendingSteps() {
        return session.pendingSteps();
    }

    @Override
    public int offer(List<String> steps) {
        return session.offer(steps);
    }

    @Override
    public void showSteps(List<String> steps) {
        view.resumeSteps(steps);
    }

    @Override
    public void answer(String text) {
        events.tell(GameEvent.answer(text));
    }

    @Override
    public void refuse(String reason) {
        session.refuse(reason);
    }

    @Override
    public void sayStatus() {
        events.tell(GameEvent.status());
    }

    @Override
    public AutomatonPace pace() {
        return session.pace();
    }

    @Override
    public void command(KeyTable.Command command) {
        commands.run(command);
    }

    @Override
    public void focusOrderChanged() {
        screen.updateFocusOrder();
    }

    @Override
    public void focusField(TextField field) {
        focus.setRingVisible(true);
        screen.focusField(field);
    }

    @Override
    public void focusBoard() {
        focus.focus(view.actor());
    }
}
