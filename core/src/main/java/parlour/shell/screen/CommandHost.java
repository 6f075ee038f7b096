package parlour.shell.screen;

import parlour.session.GameEvent;
import parlour.shell.commands.GameCommands;

/** What the commands need of the game screen: its notices and refresh, the move field, the board in words, the marks. */
final class CommandHost<P> implements GameCommands.Host<P> {
    private final GameScreen<P> screen;

    CommandHost(GameScreen<P> screen) {
        this.screen = screen;
    }

    @Override
    public void say(String text) {
        screen.say(text);
    }

    @Override
    public void refresh() {
        screen.refresh();
    }

    @Override
    public void openMoveField() {
        screen.parts().moveField.open();
    }

    @Override
    public void describeBoard() {
        ScreenParts<P> parts = screen.parts();
        parts.events.tell(GameEvent.answer(parts.moveField.board()));
    }

    @Override
    public void markAtCursor() {
        screen.parts().marks.markAtCursor();
    }

    @Override
    public void boardTookKey(int keycode) {
        screen.parts().cursor.keyTaken(keycode);
    }
}
