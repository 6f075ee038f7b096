package parlour.shell.page;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlour.board.KeyTable;
import parlour.game.GameDef;
import parlour.game.MarkCheck;
import parlour.match.MarkJson;
import parlour.match.Match;
import parlour.session.PuzzleCollection;
import parlour.shell.screen.GameScreen;
import parlour.shell.screen.ScreenParts;

/**
 * What the page's script asks of the game screen it shows: a hint and the analysis overlay as their buttons give
 * them, its own marks, a puzzle on the game on screen; each answered null if done, else why not.
 */
final class ScreenRequests {
    private ScreenRequests() {}

    /** The page's showHint: what the Hint button does. */
    static <P> String askHint(GameScreen<P> screen) {
        ScreenParts<P> parts = screen.parts();
        Match<P> match = screen.match();
        // a puzzle's hint is its first right move, whatever the game's analysis
        if (parts.puzzle.active()) {
            parts.commands.run(KeyTable.Command.HINT);
            return null;
        }
        if (parts.advice == null) return "this game has no hints";
        if (parts.viewOnly) return "the board is view only";
        if (match.isOver()) return "the game is over";
        if (!match.hereToMove()) return "it is not a human player's turn";
        parts.commands.run(KeyTable.Command.HINT);
        return null;
    }

    /** The page's setAnalysis: turns the Analysis overlay on or off as its button does. */
    static <P> String setAnalysis(GameScreen<P> screen, boolean on) {
        ScreenParts<P> parts = screen.parts();
        if (parts.advice == null) return "this game has no analysis";
        if (parts.viewOnly) return "the board is view only";
        if (parts.advice.isOn() != on) parts.commands.run(KeyTable.Command.ANALYSIS);
        return null;
    }

    /**
     * The page's setMarks: the marks that stand on this board replace the page's marks; null if all did, else why each
     * other one did not, one a line.
     */
    static <P> String setMarks(GameScreen<P> screen, String json) {
        List<Map<String, String>> given;
        try {
            given = MarkJson.objects(json);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        List<String> problems = new ArrayList<>();
        GameDef<P> def = screen.entry().def;
        Match<P> match = screen.match();
        match.setMarks(MarkCheck.check(def.notation(), match.position(), given, problems));
        screen.parts().session.keepNow();
        screen.refresh();
        return problems.isEmpty() ? null : String.join("\n", problems);
    }

    /**
     * A puzzle on the game on screen from its position now ("best" or a line), puzzle {@code index} of {@code from}
     * where that is not null; its Previous and Next buttons shown for a collection's.
     *
     * @throws IllegalArgumentException naming what is wrong with {@code spec}; the game stays as it was
     */
    static <P> void startPuzzle(GameScreen<P> screen, String spec, PuzzleCollection from, int index) {
        ScreenParts<P> parts = screen.parts();
        parts.puzzle.start(screen.match(), spec, from, index);
        parts.commands.showPuzzle(from, index);
        screen.relayout();
        screen.refresh();
    }
}
