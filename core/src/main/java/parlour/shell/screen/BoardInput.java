package parlour.shell.screen;

import java.util.List;
import java.util.Map;
import parlour.board.MoveInput;

/**
 * Where the board view sends the player's clicks and keys: each step to the match session, which decides, and the
 * board's own changes (an editor's new game, a held status) to the screen, which shows them.
 */
final class BoardInput<P> implements MoveInput {
    private final GameScreen<P> screen;

    BoardInput(GameScreen<P> screen) {
        this.screen = screen;
    }

    @Override
    public boolean takesMoves() {
        return screen.match().hereToMove();
    }

    @Override
    public int offer(List<String> steps) {
        return screen.parts().session.offer(steps);
    }

    @Override
    public List<String> next(List<String> steps) {
        return screen.parts().session.next(steps);
    }

    @Override
    public void stepsDropped() {
        screen.parts().session.stepsDropped();
    }

    @Override
    public void newGame(Map<String, String> options) {
        screen.parts().restarts.newGame(options);
    }

    @Override
    public void boardChanged() {
        screen.parts().scene.boardChanged();
        screen.refresh();
        screen.reportLayout();
    }
}
