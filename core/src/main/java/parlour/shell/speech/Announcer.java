package parlour.shell.speech;

import static parlour.words.Tr.t;

import parlour.game.GameDef;
import parlour.match.Match;
import parlour.platform.Platform;
import parlour.session.GameEvent;
import parlour.session.GameEvents;
import parlour.session.MatchSession;
import parlour.shell.panel.SidePanel;

/**
 * The one place that turns what happens in a game into a sentence for the player who listens (a screen reader's
 * live region on the web, the console on the desktop): each move in words with who made it, then whose turn it
 * is; refusals and warnings, as urgent; answers; and the result. It reads the same {@link GameEvents} as the page's
 * event lines and the status line.
 */
public final class Announcer<P> implements GameEvents.Listener {
    /** The least time between two of the automaton's moves said while it runs. */
    private static final double RUN_GAP_MS = 1000;
    /** When the last of the automaton's running moves was said. */
    private double runSaidAt = Double.NEGATIVE_INFINITY;

    private final GameDef<P> def;
    private final Platform platform;
    private final SidePanel panel;
    private final MatchSession<P> session;
    /**
     * Whether the game's start goes unsaid for now: the page shows a position of its own next ({@link
     * LaunchOptions#positionFollows}), whose screen says its own start; said by {@link #sayHeldStart} if it is refused.
     */
    private boolean startHeld;

    public Announcer(GameDef<P> def, Platform platform, SidePanel panel, MatchSession<P> session, boolean startHeld) {
        this.def = def;
        this.platform = platform;
        this.panel = panel;
        this.session = session;
        this.startHeld = startHeld;
    }

    /** Says the start held for the page's position, which did not come (it was refused); nothing if none was held. */
    public void sayHeldStart() {
        if (!startHeld) return;
        startHeld = false;
        started(session.match());
    }

    @Override
    public void heard(GameEvent e) {
        Match<P> match = session.match();
        switch (e.kind) {
            case STARTED:
                if (!startHeld) started(match);
                break;
            case MOVED:
                moved(match, match.positionAt(e.number - 1), e.move, match.positionAt(e.number));
                break;
            case OVER:
                platform.announce(TurnText.result(def, match, panel) + ".", false);
                break;
            case REFUSED:
            case WARNED:
                // said at once, over anything else
                platform.announce(e.words, true);
                break;
            case STATUS:
                platform.announce(panel.status(), false);
                break;
            case ANSWER:
                // an answer to the player's question: said politely, as it is
                platform.announce(e.words, false);
                break;
            default:
                break;
        }
    }

    /** The game on screen and whose turn it is: "Dots and Boxes, 7x7: your move." (or the result of a finished game). */
    private void started(Match<P> match) {
        String turn = match.isOver()
                ? TurnText.result(def, match, panel) + "."
                : match.toMove() == 0
                        ? ""
                        // a board being made: how to edit it, not "Your move."
                        : def.contested(match.position())
                                ? TurnText.turn(def, match)
                                : TurnText.howToMove(def, match.position(), platform.touchOnly());
        platform.announce(t(def.title()) + (turn.isEmpty() ? "." : ". " + turn), false);
    }

    /** "Computer (easy) draws the line from b2 to b3 and closes a box: You 2, Computer (easy) 3. Your move." */
    private void moved(Match<P> match, P before, String move, P after) {
        if (!runningSaid(match, before, move)) return;
        String sentence = TurnText.moveInWords(def, match, before, move, after) + ".";
        // a board being made has no turns: each edit is the player's alone, no "You move again."
        if (def.toMove(before) != 0 && !match.isOver() && match.toMove() != 0 && def.contested(after))
            sentence += " " + TurnText.turn(def, match);
        String comment = match.comment(match.moveCount());
        platform.announce(comment == null ? sentence : sentence + " " + comment, false);
    }

    /**
     * Whether a move is said: every one, but the automaton's while it runs (up to 30 a second), which come faster than
     * words: of those at most one a second, and the last (the game's end). A step at a time says each.
     */
    private boolean runningSaid(Match<P> match, P before, String move) {
        if (!def.hasAutomaton() || !session.pace().isPlaying() || match.isOver()) return true;
        if (!move.equals(def.automaticMove(before))) return true;
        double now = platform.time().millis();
        if (now - runSaidAt < RUN_GAP_MS) return false;
        runSaidAt = now;
        return true;
    }
}
