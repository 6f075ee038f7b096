package parlour.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game in progress: its history of immutable positions with the moves between them, undo and
 * redo, the two seats, and the header tags a save file carries. Views and players listen; they never
 * change a position themselves.
 */
public final class Match<P> {
    private final GameRules<P> rules;
    private final List<P> positions = new ArrayList<>();
    private final List<String> moves = new ArrayList<>();
    private final List<MatchListener> listeners = new ArrayList<>();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private final Seat[] seats = new Seat[2];
    /** Number of moves played to reach the current position; moves past it can be redone. */
    private int cursor;

    public Match(GameRules<P> rules, P start, Seat player1, Seat player2) {
        this.rules = rules;
        positions.add(start);
        seats[0] = player1;
        seats[1] = player2;
    }

    public GameRules<P> rules() { return rules; }
    public P position() { return positions.get(cursor); }
    public P start() { return positions.get(0); }
    public int toMove() { return rules.toMove(position()); }
    public boolean isOver() { return rules.winner(position()) >= 0; }
    /** 1 or 2 for the winner, 0 for a tie, -1 while the game goes on. */
    public int winner() { return rules.winner(position()); }
    public Seat seat(int player) { return seats[player - 1]; }
    public Seat seatToMove() { return seat(toMove()); }
    public void setSeat(int player, Seat seat) { seats[player - 1] = seat; }
    /** Moves played to reach the current position (the redo tail excluded). */
    public List<String> moves() { return new ArrayList<>(moves.subList(0, cursor)); }
    public int moveCount() { return cursor; }
    /** The position after {@code n} moves of the current line, 0 being the start. */
    public P positionAt(int n) { return positions.get(n); }
    public Map<String, String> tags() { return tags; }

    public void addListener(MatchListener l) { listeners.add(l); }
    public void removeListener(MatchListener l) { listeners.remove(l); }

    /**
     * Plays a move for the side to move.
     *
     * @return null if it was played, or the reason it is not a legal move (nothing changes then)
     */
    public String play(String move) {
        if (isOver()) return "The game is over.";
        P next;
        try {
            next = rules.play(position(), move);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        while (positions.size() > cursor + 1) positions.remove(positions.size() - 1);
        while (moves.size() > cursor) moves.remove(moves.size() - 1);
        positions.add(next);
        moves.add(move);
        cursor++;
        fire(MatchListener.Change.MOVED, move);
        return null;
    }

    public boolean canUndo() { return cursor > 0; }
    public boolean canRedo() { return cursor < moves.size(); }

    /** Takes back one move. */
    public boolean undoOne() {
        if (!canUndo()) return false;
        cursor--;
        fire(MatchListener.Change.UNDONE, moves.get(cursor));
        return true;
    }

    /**
     * Takes back moves until a human is to move again (at least one move), so that undo against the
     * computer returns to the player's own last decision. With no human seat it takes back one move.
     */
    public boolean undo() {
        if (!canUndo()) return false;
        undoOne();
        if (seats[0].isHuman() || seats[1].isHuman()) {
            while (canUndo() && !seatToMove().isHuman()) undoOne();
        }
        return true;
    }

    public boolean redoOne() {
        if (!canRedo()) return false;
        String move = moves.get(cursor);
        cursor++;
        fire(MatchListener.Change.REDONE, move);
        return true;
    }

    /** Redoes moves until a human is to move again (the mirror of {@link #undo}). */
    public boolean redo() {
        if (!canRedo()) return false;
        redoOne();
        if (seats[0].isHuman() || seats[1].isHuman()) {
            while (canRedo() && !seatToMove().isHuman()) redoOne();
        }
        return true;
    }

    /** Starts again from {@code start}, forgetting the history. */
    public void reset(P start) {
        positions.clear();
        moves.clear();
        positions.add(start);
        cursor = 0;
        fire(MatchListener.Change.RESET, null);
    }

    private void fire(MatchListener.Change change, String move) {
        for (MatchListener l : new ArrayList<>(listeners)) l.matchChanged(change, move);
    }
}
