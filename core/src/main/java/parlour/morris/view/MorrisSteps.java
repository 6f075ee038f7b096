package parlour.morris.view;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.board.MoveInput;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisPosition;

/**
 * The steps of a Morris move entered so far (a point to place on, or a piece and where it goes, then the pieces a mill
 * removes), apart from how the board shows them: what a click, a drop or a resumed game adds, and the legal next steps.
 */
final class MorrisSteps {
    private final MoveInput input;
    private final MorrisBoard board;
    private final List<String> steps = new ArrayList<>();
    private final List<String> readOnly = Collections.unmodifiableList(steps);
    /** {@link #next}'s answer and what it was for. */
    private List<String> next = Collections.emptyList(), nextAfter = Collections.emptyList();

    private MorrisPosition nextFor;

    MorrisSteps(MoveInput input, MorrisBoard board) {
        this.input = input;
        this.board = board;
    }

    /** The steps so far, read-only. */
    List<String> list() {
        return readOnly;
    }

    boolean isEmpty() {
        return steps.isEmpty();
    }

    /** Forgets the steps (a move played, a new position). */
    void clear() {
        steps.clear();
    }

    /** Drops the steps begun (Esc), telling the shell; false when there were none. */
    boolean drop() {
        if (steps.isEmpty()) return false;
        steps.clear();
        input.stepsDropped();
        return true;
    }

    /** A piece dragged from one point and dropped on another: its move, then a removal click if it closes a mill. */
    void dropOn(int from, int to) {
        steps.clear();
        if (offer(board.name(from)) == MoveInput.MORE) offer(board.name(to));
    }

    /** A click (or Enter) on a point of {@code position}: place, select, move or remove, as the steps so far call for. */
    void click(MorrisPosition position, int point) {
        String name = board.name(point);
        if (steps.isEmpty()) {
            offer(name);
            return;
        }
        List<String> next = input.next(steps);
        boolean removing = !next.isEmpty() && next.get(0).startsWith("x");
        if (removing) {
            offer("x" + name);
            return;
        }
        if (name.equals(steps.get(0))) {
            steps.clear();
            input.stepsDropped();
            return;
        }
        if (position.at(point) == position.toMove() && position.hand(position.toMove()) == 0) {
            steps.clear();
            offer(name);
            return;
        }
        offer(name);
    }

    /** Takes up the steps of a move begun before the game was kept. */
    void resume(List<String> given) {
        steps.clear();
        for (String s : given) if (offer(s) != MoveInput.MORE) return;
    }

    /**
     * Offers the steps so far and one more. A step that fits no legal move is offered as one written move
     * instead, so that the player reads the rules' own reason; the steps so far stay.
     */
    private int offer(String stepText) {
        List<String> attempt = new ArrayList<>(steps);
        attempt.add(stepText);
        if (!steps.isEmpty() && !input.next(steps).contains(stepText)) {
            StringBuilder written = new StringBuilder();
            for (int i = 0; i < attempt.size(); i++) {
                String s = attempt.get(i);
                written.append(i == 1 && !s.startsWith("x") ? "-" : "").append(s);
            }
            return input.offer(Collections.singletonList(written.toString()));
        }
        int r = input.offer(attempt);
        if (r == MoveInput.MORE) {
            steps.clear();
            steps.addAll(attempt);
        } else if (r == MoveInput.PLAYED) {
            steps.clear();
        }
        return r;
    }

    /** The legal next steps in {@code position}, worked out once per position and steps (the list of legal moves can be long). */
    List<String> next(MorrisPosition position) {
        if (nextFor != position || !steps.equals(nextAfter)) {
            nextAfter = new ArrayList<>(steps);
            nextFor = position;
            next = input.next(steps);
        }
        return next;
    }

    /** Whether the legal next steps last worked out are removals (the pieces that may be removed pulse). */
    boolean lastRemoving() {
        return !next.isEmpty() && next.get(0).startsWith("x");
    }
}
