package parlour.morris.ai;

import java.util.Random;
import parlour.game.ChoosingPlayer;
import parlour.game.RandomBest;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;

/**
 * The "easy" computer player, the seed's greedy AI: each destination scores 4 if it closes a mill, 3 if it
 * blocks one of the opponent's, 1 if it is beside no opposing piece and -1 otherwise; the best is played (a
 * random one among equals, and a random move when nothing scores above -1), and a mill removes a random
 * piece that may be taken.
 */
final class SeedPlayer extends ChoosingPlayer<MorrisPosition> {

    SeedPlayer(MorrisPosition position, Random random) {
        super(position, random);
    }

    /** The seed's value of moving (or placing) a piece of the side to move to {@code to}, leaving {@code from}. */
    static int value(MorrisPosition p, int from, int to) {
        MorrisBoard board = p.board();
        int me = p.toMove();
        int mine = p.men(me) & ~(from == MorrisMove.NONE ? 0 : 1 << from);
        int theirs = p.men(3 - me);
        if (board.millsThrough(mine | 1 << to, to) > 0) return 4;
        if (board.millsThrough(theirs | 1 << to, to) > 0) return 3;
        if ((board.neighbours(to) & theirs) == 0) return 1;
        return -1;
    }

    @Override
    protected String choose(double budgetMillis) {
        int[] moves = position.legalMoves();
        RandomBest best = new RandomBest(random);
        for (int m : moves) best.offer(m, value(position, MorrisMove.from(m), MorrisMove.to(m)));
        int chosen = best.value() == -1 ? moves[random.nextInt(moves.length)] : best.best();
        // the removal (or removals) of the chosen move: a random legal one
        int from = MorrisMove.from(chosen), to = MorrisMove.to(chosen);
        int n = 0;
        for (int m : moves)
            if (MorrisMove.from(m) == from && MorrisMove.to(m) == to && random.nextInt(++n) == 0) chosen = m;
        return MorrisNotation.format(position, chosen);
    }
}
