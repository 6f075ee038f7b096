package parlour.shell.commands;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlour.board.KeyTable.Command;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.session.MatchSession;
import parlour.shell.play.Restarts;
import parlour.shell.speech.TurnText;

/**
 * Undo, Redo, Restart and Rematch: the commands that take moves back or play the game again, each said with what it
 * took back or played again and whose turn it is.
 */
public final class TakeBacks<P> implements CommandGroup<P> {
    private final Restarts<P> restarts;
    private final MatchSession<P> session;
    private final GameDef<P> def;
    private final Platform platform;
    private final Consumer<String> say;

    public TakeBacks(
            Restarts<P> restarts, MatchSession<P> session, GameDef<P> def, Platform platform, Consumer<String> say) {
        this.restarts = restarts;
        this.session = session;
        this.def = def;
        this.platform = platform;
        this.say = say;
    }

    /** None on a board only shown; while the board holds the game, Undo and Redo stay on for its own. */
    @Override
    public void addTo(GameCommands<P> commands, boolean played) {
        commands.add(Command.UNDO, played, () -> undo(session.match()))
                .icon("icon-undo")
                .disabledWhen(() -> !commands.boardHolds() && !session.match().canUndo() && !restarts.canBringBack());
        commands.add(Command.REDO, played, () -> redo(session.match()))
                .icon("icon-redo")
                .disabledWhen(() -> !commands.boardHolds() && !session.match().canRedo());
        commands.add(
                        Command.RESTART,
                        played,
                        () -> restarts.newGame(def.optionsOf(session.match().start())))
                .icon("icon-restart");
        commands.add(Command.REMATCH, played, restarts::rematch);
    }

    /** Takes back the last move (with the computer's after it), said with the moves taken back and whose turn it is. */
    private void undo(Match<P> match) {
        List<String> played = new ArrayList<>(match.moves());
        if (!restarts.undo()) {
            said(t("Nothing to undo."));
            return;
        }
        // the game a restart replaced is back: its start is heard as the screen's was
        if (session.match() != match) return;
        String taken = joined(played.subList(match.moveCount(), played.size()));
        platform.announce(withNext(t("Took back {0}.", taken), match), false);
    }

    /** Plays again what Undo took back, said with the moves and whose turn it is (or the result). */
    private void redo(Match<P> match) {
        int from = match.moveCount();
        if (!match.redo()) {
            said(t("Nothing to redo."));
            return;
        }
        String again = joined(match.moves().subList(from, match.moveCount()));
        platform.announce(withNext(t("Played again {0}.", again), match), false);
    }

    /** {@code said} and what follows now (nothing more while the automaton's rounds or a board's editing go on). */
    private String withNext(String said, Match<P> match) {
        String next = TurnText.next(def, match);
        return next.isEmpty() ? said : said + " " + next;
    }

    /** Moves as the game names them, one after another: "c2-d2, e1-e2" (Gone's "a round"). */
    private String joined(List<String> moves) {
        StringBuilder s = new StringBuilder();
        for (String m : moves)
            s.append(s.length() == 0 ? "" : ", ").append(def.notation().named(m));
        return s.toString();
    }

    /** A notice on screen, said as well. */
    private void said(String text) {
        say.accept(text);
        platform.announce(text, false);
    }
}
