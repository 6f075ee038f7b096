package parlour.session;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.MatchListener;
import parlour.store.Settings;

/**
 * The game screen's decisions without the screen, so that they are tested in milliseconds: it takes a player's
 * steps and plays, waits for more or refuses them (a losing move is warned of once), hears the match and tells
 * {@link GameEvents} what happened, decides when the game in progress is kept, and runs the clocks and the
 * automaton's rounds (by themselves where nobody plays). No libGDX: the screen around it draws.
 */
public final class MatchSession<P> implements MatchListener {
    /** What the session asks of the screen around it. */
    public interface Host<P> {
        /** Whether the board shows an earlier position of the game (the move list): no move is taken then. */
        boolean showsEarlier();

        /** A player's move is about to be played: the offer to resume goes, a restart can no longer be undone. */
        void playerMoves();

        /** The match changed; the board and the panel follow before anyone hears. {@code before}: of a move, or null. */
        void changed(Change change, P before, String move);

        /** Everyone heard of a change: the move list and the computer follow. */
        void settled();

        /** Shows the match's state in the side panel and on the buttons again. */
        void refresh();

        /** The game in progress was kept (the storage may have a problem to tell). */
        void kept();
    }

    private static final String VIEW_ONLY =
            mark("This board only shows a game: Left and Right step through its moves, Home and End go to its ends.");

    private final GameDef<P> def;
    private final Settings settings;
    private final boolean viewOnly;
    private final GameEvents events;
    private final Host<P> host;
    private Match<P> match;
    private final PendingSteps pending = new PendingSteps();
    /** The losing move a warning held back: offered again at once, it is played. */
    private String warned;
    /** The puzzle on this match, which may hold the solver's moves back for a moment; or {@link PuzzlePlay#NONE}. */
    private PuzzlePlay puzzle = PuzzlePlay.NONE;

    private final AutomatonPace pace = new AutomatonPace();
    /** Whether the rounds were set running because no person plays (a pause by the player then stays). */
    private boolean startedRounds;

    private final Autosaver autosaver = new Autosaver(this::keep);
    /**
     * Whether the game this window kept is another (a new game, a loaded one, a page's position): at the first
     * keeping that one is set aside, still offered, never overwritten. Not when this plays on the kept game.
     */
    private boolean setAsideFirst = true;

    /** {@code viewOnly}: the page's option, a board that shows a game and takes no move. */
    public MatchSession(
            GameDef<P> def, Match<P> match, Settings settings, boolean viewOnly, GameEvents events, Host<P> host) {
        this.def = def;
        this.match = match;
        this.settings = settings;
        this.viewOnly = viewOnly;
        this.events = events;
        this.host = host;
        match.addListener(this);
    }

    public Match<P> match() {
        return match;
    }

    public AutomatonPace pace() {
        return pace;
    }

    /** The steps of a move the player has begun, oldest first. */
    public List<String> pendingSteps() {
        return pending.steps();
    }

    /** The puzzle on this match from now on, or {@link PuzzlePlay#NONE}. */
    public void setPuzzle(PuzzlePlay puzzle) {
        this.puzzle = puzzle;
    }

    /** Tells that this game is on the board (the screen opened on it). */
    public void begin() {
        events.tell(GameEvent.started());
    }

    // ---- the player's moves ----

    /** The steps a player entered: {@link MoveInput#PLAYED}, {@link MoveInput#MORE} or {@link MoveInput#REFUSED}. */
    public int offer(List<String> steps) {
        if (viewOnly) return refuse(t(VIEW_ONLY));
        if (match.isOver()) return refuse(t("The game is over: press Restart (R) for a new one."));
        if (host.showsEarlier())
            return refuse(t("You are looking at an earlier move: End (or Close) returns to the game."));
        if (!match.hereToMove()) {
            SeatNames names = new SeatNames(match);
            if (!names.friendToMove()) return refuse(names.waitFor());
            // the page hears a try in a friend's turn too (its illegalMove), as it hears a move against the rules
            events.tell(GameEvent.refused(names.waitFor(), joined(steps)));
            return MoveInput.REFUSED;
        }
        if (puzzle.busy() != null) return refuse(puzzle.busy());
        MoveSteps.Outcome o = MoveSteps.judge(def, match.position(), steps);
        if (o.kind == MoveInput.PLAYED) {
            String warning = def.warning(match.position(), o.move);
            if (warning != null && !o.move.equals(warned)) {
                warned = o.move;
                events.tell(GameEvent.warned(warning));
                return MoveInput.REFUSED;
            }
            host.playerMoves();
            String reason = match.play(o.move);
            return reason == null ? MoveInput.PLAYED : refuse(reason);
        }
        if (o.kind != MoveInput.MORE) {
            // for the page: what was tried on the board and why it was refused (parlour.js's illegalMove)
            events.tell(GameEvent.refused(o.reason, joined(steps)));
            return MoveInput.REFUSED;
        }
        pending.set(steps);
        autosaver.changed(false);
        host.refresh();
        return MoveInput.MORE;
    }

    /** The steps tried on the board, joined by commas, as the page's illegalMove names them. */
    private static String joined(List<String> steps) {
        StringBuilder tried = new StringBuilder();
        for (String step : steps) tried.append(tried.length() == 0 ? "" : ",").append(step);
        return tried.toString();
    }

    /** Refuses what the player tried, for {@code reason}; answers {@link MoveInput#REFUSED}. */
    public int refuse(String reason) {
        events.tell(GameEvent.refused(reason, null));
        return MoveInput.REFUSED;
    }

    /** The steps that can follow {@code steps} in some legal move (none once the game is over). */
    public List<String> next(List<String> steps) {
        return match.isOver() ? new ArrayList<String>() : MoveSteps.next(def, match.position(), steps);
    }

    /** The board dropped the steps it had begun. */
    public void stepsDropped() {
        pending.clear();
        autosaver.changed(false);
        host.refresh();
    }

    // ---- hearing the match ----

    @Override
    public void matchChanged(Change change, String move) {
        pending.clear();
        warned = null;
        P before = change == Change.MOVED ? match.positionAt(match.moveCount() - 1) : null;
        int mover = before == null ? 0 : def.toMove(before);
        // a player's move that hands the game to the rounds: the listener hears whether they run or wait for P
        boolean roundsNext = mover != 0 && !match.isOver() && match.toMove() == 0;
        host.changed(change, before, move);
        if (change == Change.MOVED) events.tell(GameEvent.moved(match.moveCount(), mover, move, score()));
        if ((change == Change.MOVED || change == Change.TIMED_OUT) && match.isOver()) {
            // rounds that reached their verdict stop: Play shows again, not Pause, and the board rests
            pace.pause();
            int w = match.winner();
            events.tell(GameEvent.over(w, w == 0 ? def.drawWord() : null, score(), match.flagged()));
        }
        host.settled();
        autosaver.changed(change == Change.MOVED && match.toMove() == 0 && pace.isPlaying() && !match.isOver());
        host.refresh();
        if (roundsNext) events.tell(GameEvent.status());
        puzzle.matchChanged(change, move);
    }

    /** "3-2", or null where the game keeps no score. */
    private String score() {
        P p = match.position();
        return def.score(p, 1) == null ? null : def.score(p, 1) + "-" + def.score(p, 2);
    }

    /** Plays on with another match of this game (a restart, a loaded board, or taking either back). */
    public void switchMatch(Match<P> next) {
        match.removeListener(this);
        match = next;
        match.addListener(this);
        matchChanged(Change.RESET, null);
        // a listening player hears which game is now on the board, as at the start (R said nothing to them)
        events.tell(GameEvent.started());
    }

    /** Listens to the match again (the screen is shown) or no more (it is left). */
    public void listen(boolean on) {
        match.removeListener(this);
        if (on) match.addListener(this);
    }

    // ---- the clocks and the automaton ----

    /**
     * Runs the clock of the side to move for a frame unless the game is {@code held}; true if a clock ran. The clocks
     * start at the first move: until then the player looks at the board for free (a page just loaded, a new game).
     */
    public boolean chargeClocks(float delta, boolean held) {
        if (!match.hasClocks() || held || match.isOver() || match.moveCount() == 0) return false;
        match.charge(Math.min(delta, 0.25f) * 1000.0);
        // the running clock is kept like an automaton's rounds: once a second, and at a pause or when the screen goes
        autosaver.changed(true);
        return true;
    }

    /**
     * One frame of the automaton: where no person plays, the rounds start by themselves once (a page's demo); a move
     * due at the pace is played unless the game is {@code waiting} (a dialog, a held board, an earlier move shown).
     */
    public void driveAutomaton(float delta, boolean waiting) {
        if (!def.hasAutomaton()) return;
        if (match.toMove() == 0
                && !pace.isPlaying()
                && !startedRounds
                && !viewOnly
                && !match.seat(1).movesHere()
                && !match.seat(2).movesHere()) {
            startedRounds = true;
            pace.toggle();
        }
        if (!waiting && pace.due(delta) && match.toMove() == 0) playAutomaticMove();
    }

    /** Plays the automaton's move, if it is the automaton's turn. */
    public void playAutomaticMove() {
        if (match.isOver() || match.toMove() != 0) return;
        String move = def.automaticMove(match.position());
        if (move != null) match.play(move);
    }

    // ---- keeping the game in progress ----

    /** One frame of keeping: rounds that waited are kept once a second, and at once when they pause. */
    public void driveKeeping(float delta) {
        if (def.hasAutomaton() && !pace.isPlaying()) autosaver.flush();
        autosaver.drive(delta);
    }

    /** Keeps what waits to be kept now (the screen is left, the program pauses). */
    public void keepNow() {
        autosaver.flush();
    }

    /** This plays on the game its window kept: keeping it replaces that one rather than setting it aside. */
    public void playsOnKept() {
        setAsideFirst = false;
    }

    /** The player declined to resume the kept game: at the start of a new one, that game is no longer kept. */
    public void keptDeclined() {
        if (match.moveCount() == 0) settings.setAutosave(def.id(), null);
    }

    private void keep() {
        // at move 0 (a restart, or undo to the start) the game kept last stays until another is played or declined
        if (viewOnly || !match.isOver() && match.moveCount() == 0) return;
        // a new game's first keeping moves the game this window kept before aside, still offered, never overwritten
        if (setAsideFirst) {
            setAsideFirst = false;
            settings.setAside(def.id());
        }
        settings.setAutosave(def.id(), match.isOver() ? null : pending.save(def, match));
        host.kept();
    }
}
