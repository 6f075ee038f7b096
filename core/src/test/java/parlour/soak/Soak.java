package parlour.soak;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import parlour.match.Match;
import parlour.match.SaveFormatException;

/**
 * Plays games at high speed, random moves or the computer's, and checks a game's invariants after every
 * move: legal moves against the reference, undo then redo, save then load, and that the computer only
 * ever answers with a legal move. A failure names the game's seed, so it can be replayed alone.
 */
public final class Soak<P> {
    private final GameInvariants<P> game;
    public long games;
    public long moves;

    public Soak(GameInvariants<P> game) {
        this.game = game;
    }

    /** Plays one game from {@code seed}; {@code level} null for random moves, else the computer plays both sides. */
    public void play(long seed, String level, double thinkMillis) {
        Random random = new Random(seed);
        Match<P> match = game.newMatch(random);
        int saveAt = random.nextInt(40);
        try {
            while (!match.isOver()) {
                P before = match.position();
                List<String> legal = game.legalMoves(before);
                check(
                        sorted(legal).equals(sorted(game.referenceMoves(before))),
                        "legal moves differ from the reference: " + legal);
                game.checkPosition(before);
                String move = level == null
                        ? game.randomMove(before, legal, random)
                        : game.computerMove(before, level, random, thinkMillis);
                check(
                        game.isLegal(before, legal, move),
                        (level == null ? "the random game chose" : "the computer (" + level + ") answered with")
                                + " an illegal move " + move);
                String reason = match.play(move);
                check(reason == null, "a legal move was refused: " + move + ": " + reason);
                P after = match.position();
                game.checkMove(before, move, after);
                moves++;
                if (random.nextInt(6) == 0) undoRedo(match, before, move, after);
                if (match.moveCount() == saveAt) saveLoad(match);
            }
            game.checkPosition(match.position());
            saveLoad(match);
            games++;
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(
                    game.id() + " game with seed " + seed
                            + (level == null ? " (random moves)" : " (computer " + level + ")") + " after moves "
                            + match.moves() + ": " + e.getMessage(),
                    e);
        }
    }

    private void undoRedo(Match<P> match, P before, String move, P after) {
        check(match.undoOne(), "undo after a move");
        check(match.position().equals(before), "undo gives back the position before the move");
        game.checkUndo(after, move, before);
        check(match.redoOne(), "redo after undo");
        check(match.position().equals(after), "redo gives the same position again");
        game.checkMove(before, move, after);
    }

    private void saveLoad(Match<P> match) {
        String text = game.save(match);
        Match<P> back;
        try {
            back = game.load(text);
        } catch (SaveFormatException e) {
            throw new AssertionError("its own save does not load: " + e.getMessage() + "\n" + text, e);
        }
        check(back.position().equals(match.position()), "save then load gives the same position");
        check(back.moves().equals(match.moves()), "save then load gives the same moves");
        check(back.start().equals(match.start()), "save then load gives the same start");
        check(game.save(back).equals(text), "a loaded game saves as the same text");
    }

    private static List<String> sorted(List<String> moves) {
        List<String> out = new ArrayList<>(moves);
        Collections.sort(out);
        return out;
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }
}
