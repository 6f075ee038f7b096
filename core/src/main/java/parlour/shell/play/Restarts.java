package parlour.shell.play;

import static parlour.words.Tr.t;

import java.util.Map;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.Text;
import parlour.session.SeatNames;
import parlour.shell.launch.GameEntry;
import parlour.store.Settings;

/** Restart, Rematch and Load board replace the match in play; Undo right after brings the replaced one back. */
public final class Restarts<P> {
    /** What the restarts need of the game screen. */
    public interface Host<P> {
        Match<P> match();

        /** Plays on with another match of this game. */
        void switchMatch(Match<P> next);

        /** Takes away the offer to resume the kept game, if it shows. */
        void dismissOffer();

        void updateFocusOrder();

        void say(String text);
    }

    private final Host<P> host;
    private final GameEntry<P> entry;
    private final GameDef<P> def;
    private final ThinkingStats thinking;
    private final Settings settings;
    /** The game a Restart (or Load board) replaced: Undo right after brings it back. */
    private Match<P> beforeRestart;
    /** The moves the match began with (a loaded board's setting-up moves): Undo from there brings {@link #beforeRestart} back. */
    private int restartBase;

    public Restarts(Host<P> host, GameEntry<P> entry, ThinkingStats thinking, Settings settings) {
        this.host = host;
        this.settings = settings;
        this.entry = entry;
        this.def = entry.def;
        this.thinking = thinking;
    }

    /** Whether Undo now brings back a replaced game. */
    public boolean canBringBack() {
        return beforeRestart != null;
    }

    /** A move was played: Undo no longer brings the replaced game back. */
    public void forget() {
        beforeRestart = null;
    }

    /** A new game with these game options, the same seats and first player. */
    public void newGame(Map<String, String> options) {
        Match<P> match = host.match();
        host.dismissOffer();
        if (match.moveCount() > 0 || match.canRedo() || !options.equals(def.optionsOf(match.start())))
            beforeRestart = match;
        restartBase = 0;
        int first = entry.restartFirst(settings, match);
        Match<P> fresh = entry.newMatch(options, first, match.seat(1), match.seat(2));
        host.switchMatch(fresh);
        thinking.clear();
        String drawn = "random".equals(settings.get(def.id() + ".first", def.defaultFirst()))
                ? " " + new SeatNames(fresh).drawnFirst()
                : "";
        host.say((beforeRestart != null ? t("A new game. Undo (U) brings the last one back.") : t("A new game."))
                + drawn);
    }

    /** After a game: the same options with the seats swapped (Undo brings the finished game back, as after a restart). */
    public void rematch() {
        Match<P> match = host.match();
        if (!match.isOver()) {
            host.say(t("Rematch is for a finished game; Restart (R) starts this one again."));
            return;
        }
        if (!def.contested(match.position())) {
            host.say(t("No sides to swap here: Restart (R) starts again."));
            return;
        }
        host.dismissOffer();
        beforeRestart = match;
        host.switchMatch(entry.newMatch(
                def.optionsOf(match.start()), def.firstPlayer(match.start()), match.seat(2), match.seat(1)));
        thinking.clear();
        host.say(t("A rematch with the sides swapped."));
        host.updateFocusOrder();
    }

    /**
     * Takes back a move, or right after a restart brings back the game it replaced (whose start is then heard); false
     * when there was nothing to take back.
     */
    public boolean undo() {
        Match<P> match = host.match();
        if (match.moveCount() <= restartBase && beforeRestart != null) {
            Match<P> back = beforeRestart;
            beforeRestart = null;
            host.switchMatch(back);
            host.say(t("The game before the restart is back."));
            return true;
        }
        return match.undo();
    }

    /** Plays on with {@code fresh}, a new game on a loaded board. */
    public void boardLoaded(Match<P> fresh, String source) {
        Match<P> match = host.match();
        host.dismissOffer();
        beforeRestart = match;
        restartBase = fresh.moveCount();
        host.switchMatch(fresh);
        thinking.clear();
        host.say(t("A new game on the board of {0}. Undo (U) brings the last one back.", Text.shorten(source)));
    }
}
