package parlour.match;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
    /** Each position's clocks (milliseconds left for players 1 and 2) when it was reached; null when untimed. */
    private List<double[]> clocks;
    /** The clocks now: those of the current position less the time its side to move has used since. */
    private double[] live;
    /** The player whose clock ran out in the current position, or 0. */
    private int flagged;
    /** The page's marks on the board, their places checked by the game. */
    private final List<Mark> marks = new ArrayList<>();
    /** Comments on moves by move number (0: before the first move), as a save's braces hold them. */
    private final Map<Integer, String> comments = new TreeMap<>();

    public Match(GameRules<P> rules, P start, Seat player1, Seat player2) {
        this.rules = rules;
        positions.add(start);
        seats[0] = player1;
        seats[1] = player2;
    }

    public GameRules<P> rules() {
        return rules;
    }

    public P position() {
        return positions.get(cursor);
    }

    public P start() {
        return positions.get(0);
    }
    /** 1 or 2; 0 when nobody is to move (the automaton of a zero-player game moves next). */
    public int toMove() {
        return rules.toMove(position());
    }

    public boolean isOver() {
        return winner() >= 0;
    }
    /** 1 or 2 for the winner, 0 for a tie, -1 while the game goes on; a player whose clock ran out has lost. */
    public int winner() {
        return flagged > 0 ? 3 - flagged : rules.winner(position());
    }
    /** The player who lost on time in the current position, or 0. */
    public int flagged() {
        return flagged;
    }

    public Seat seat(int player) {
        return seats[player - 1];
    }
    /** The seat to move, or null when nobody is (game over, or the automaton's turn). */
    public Seat seatToMove() {
        return toMove() == 0 ? null : seat(toMove());
    }
    /** Whether a person at this screen is to move now: the board takes their move. */
    public boolean hereToMove() {
        return !isOver() && toMove() != 0 && seatToMove().movesHere();
    }
    /** Whether a seat played from somewhere else than this screen is to move now (the computer, someone elsewhere). */
    private boolean otherToMove() {
        return !isOver() && toMove() != 0 && !seatToMove().movesHere();
    }

    public void setSeat(int player, Seat seat) {
        seats[player - 1] = seat;
    }
    /** Moves played to reach the current position (the redo tail excluded). */
    public List<String> moves() {
        return new ArrayList<>(moves.subList(0, cursor));
    }

    public int moveCount() {
        return cursor;
    }
    /** The position after {@code n} moves of the current line, 0 being the start. */
    public P positionAt(int n) {
        return positions.get(n);
    }

    /** The page's marks on the board. */
    public List<Mark> marks() {
        return new ArrayList<>(marks);
    }

    /** Marks the board with {@code checked}, places already checked by the game; the marks before go. */
    public void setMarks(List<Mark> checked) {
        marks.clear();
        marks.addAll(checked);
    }

    /** The comments on moves, by move number in order (0: a comment before the first move). */
    public Map<Integer, String> comments() {
        return new TreeMap<>(comments);
    }

    /** The comment on move {@code number} (after it is played), or null. */
    public String comment(int number) {
        return comments.get(number);
    }

    /** Comments move {@code number} with {@code text}; null or empty takes its comment away. */
    public void setComment(int number, String text) {
        if (text == null || text.isEmpty()) comments.remove(number);
        else comments.put(number, text);
    }

    public Map<String, String> tags() {
        return tags;
    }

    public void addListener(MatchListener l) {
        listeners.add(l);
    }

    public void removeListener(MatchListener l) {
        listeners.remove(l);
    }

    /**
     * Plays a move for the side to move.
     *
     * @return null if it was played, or the reason it is not a legal move (nothing changes then)
     */
    public String play(String move) {
        if (isOver()) return t("The game is over.");
        P next;
        try {
            next = rules.play(position(), move);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        while (positions.size() > cursor + 1) positions.remove(positions.size() - 1);
        // a new line after undo: the comments on the moves it replaces go with them
        if (moves.size() > cursor) comments.keySet().removeIf(n -> n > cursor);
        while (moves.size() > cursor) moves.remove(moves.size() - 1);
        positions.add(next);
        moves.add(move);
        if (clocks != null) {
            while (clocks.size() > cursor + 1) clocks.remove(clocks.size() - 1);
            clocks.add(Arrays.copyOf(live, 2));
        }
        cursor++;
        fire(MatchListener.Change.MOVED, move);
        return null;
    }

    public boolean canUndo() {
        return cursor > 0;
    }

    public boolean canRedo() {
        return cursor < moves.size();
    }

    /** Takes back one move. */
    public boolean undoOne() {
        if (!canUndo()) return false;
        cursor--;
        restoreClocks();
        fire(MatchListener.Change.UNDONE, moves.get(cursor));
        return true;
    }

    /**
     * Takes back moves until a person at this screen is to move again (at least one move), so that undo against the
     * computer returns to the player's own last decision. With nobody at this screen it takes back one move.
     */
    public boolean undo() {
        if (!canUndo()) return false;
        undoOne();
        if (seats[0].movesHere() || seats[1].movesHere()) {
            while (canUndo() && otherToMove()) undoOne();
        }
        return true;
    }

    public boolean redoOne() {
        if (!canRedo()) return false;
        String move = moves.get(cursor);
        cursor++;
        restoreClocks();
        fire(MatchListener.Change.REDONE, move);
        return true;
    }

    /** Redoes moves until a person at this screen is to move again (the mirror of {@link #undo}). */
    public boolean redo() {
        if (!canRedo()) return false;
        redoOne();
        if (seats[0].movesHere() || seats[1].movesHere()) {
            while (canRedo() && otherToMove()) redoOne();
        }
        return true;
    }

    /** Starts again from {@code start}, forgetting the history. */
    public void reset(P start) {
        positions.clear();
        moves.clear();
        comments.clear();
        positions.add(start);
        cursor = 0;
        if (clocks != null) {
            double budget = clocks.get(0)[0];
            clocks.clear();
            clocks.add(new double[] {budget, budget});
            restoreClocks();
        }
        fire(MatchListener.Change.RESET, null);
    }

    // ---- clocks ----

    /** Gives each player {@code millis} of thinking time for the whole game (before any move is played). */
    public void startClocks(double millis) {
        clocks = new ArrayList<>();
        clocks.add(new double[] {millis, millis});
        restoreClocks();
    }

    public boolean hasClocks() {
        return clocks != null;
    }

    /** Milliseconds left on {@code player}'s clock now. */
    public double clockLeft(int player) {
        return live[player - 1];
    }

    /** The clocks each position of the current line was reached with, {p1, p2} per position; null when untimed. */
    public List<double[]> clockHistory() {
        if (clocks == null) return null;
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i <= cursor; i++) out.add(Arrays.copyOf(clocks.get(i), 2));
        return out;
    }

    /** Sets the clocks each position of the current line was reached with (when a save is read back). */
    public void setClockHistory(List<double[]> history) {
        if (history.size() != cursor + 1) throw new IllegalArgumentException("one entry a position is needed");
        for (int i = 0; i <= cursor; i++) clocks.set(i, Arrays.copyOf(history.get(i), 2));
        restoreClocks();
    }

    /**
     * Charges {@code millis} of thinking to the side to move; when its clock runs out it loses on time and
     * the listeners hear it. Nothing happens in an untimed game, a finished one, or on the automaton's turn.
     */
    public void charge(double millis) {
        if (clocks == null || isOver() || toMove() == 0) return;
        int p = toMove();
        live[p - 1] = Math.max(0, live[p - 1] - millis);
        if (live[p - 1] == 0) {
            flagged = p;
            fire(MatchListener.Change.TIMED_OUT, null);
        }
    }

    private void restoreClocks() {
        flagged = 0;
        if (clocks != null) live = Arrays.copyOf(clocks.get(cursor), 2);
    }

    private void fire(MatchListener.Change change, String move) {
        for (MatchListener l : new ArrayList<>(listeners)) l.matchChanged(change, move);
    }
}
