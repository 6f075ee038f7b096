package parlour.session;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlour.match.MoveChannel;

/**
 * The moves of a friend elsewhere as the page's script passes them in, each with whoever waits to hear whether it was
 * played: the seat driver takes them one at a time, in the order they came, when the game is ready for a move (after
 * the move before has been shown), so that a friend who moves twice in a row is answered for both.
 */
public final class FriendMoves implements MoveChannel {
    private final List<String> moves = new ArrayList<>();
    private final List<Consumer<String>> answers = new ArrayList<>();
    /** Who waits to hear about the move the driver took last; null once told. */
    private Consumer<String> taken;

    /** {@code move} came in; {@code answer} hears null once it is played, else why it was not. */
    public void pass(String move, Consumer<String> answer) {
        moves.add(move);
        answers.add(answer);
    }

    /** Whether moves came in that the driver has not taken yet. */
    public boolean waiting() {
        return !moves.isEmpty();
    }

    @Override
    public String take() {
        if (moves.isEmpty()) return null;
        taken = answers.remove(0);
        return moves.remove(0);
    }

    @Override
    public void played(String move) {
        tell(null);
    }

    @Override
    public void refused(String move, String reason) {
        tell(reason);
    }

    /** The game on screen is gone: every move still waiting is answered with {@code reason}, none is played. */
    public void drop(String reason) {
        moves.clear();
        List<Consumer<String>> left = new ArrayList<>(answers);
        answers.clear();
        for (Consumer<String> a : left) a.accept(reason);
    }

    private void tell(String reason) {
        Consumer<String> a = taken;
        taken = null;
        if (a != null) a.accept(reason);
    }
}
