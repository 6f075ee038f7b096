package parlour.morris;

import java.util.Arrays;
import parlour.game.Position;

/**
 * An immutable Morris position: both players' pieces on the board (as point masks) and in hand, who is to
 * move, the quiet moves since the last mill and the positions seen since the last placement or removal (for
 * the draw by repetition), and the result once the game is over.
 */
public final class MorrisPosition implements Position {
    /** Why a game ended. */
    public static final String TWO_PIECES = "reduced to two pieces",
            BLOCKED = "no legal move",
            REPETITION = "the same position three times",
            QUIET = "moves without a mill";

    public final MorrisRules rules;
    public final int firstPlayer;
    private final int[] men;
    private final int[] hand;
    private final int toMove;
    /** Plies in the moving phase since the last mill. */
    private final int quiet;
    /** Pairs (player 1's mask, player 2's mask | mover << 30) of the positions since the last irreversible move. */
    private final int[] seen;

    private final int winner;
    private final String why;

    private MorrisPosition(
            MorrisRules rules, int firstPlayer, int[] men, int[] hand, int toMove, int quiet, int[] seen) {
        this.rules = rules;
        this.firstPlayer = firstPlayer;
        this.men = men;
        this.hand = hand;
        this.toMove = toMove;
        this.quiet = quiet;
        this.seen = seen;
        int opponent = 3 - toMove;
        if (Integer.bitCount(men[toMove]) + hand[toMove] < 3) {
            winner = opponent;
            why = TWO_PIECES;
        } else if (!MorrisMoves.canMove(rules, men[toMove], men[opponent], hand[toMove])) {
            winner = opponent;
            why = BLOCKED;
        } else if (repetitions() >= 3) {
            winner = 0;
            why = REPETITION;
        } else if (rules.drawMoves > 0 && quiet >= 2 * rules.drawMoves) {
            winner = 0;
            why = rules.drawMoves + " " + QUIET;
        } else {
            winner = -1;
            why = null;
        }
    }

    /** The empty board with every piece in hand. */
    public static MorrisPosition start(MorrisRules rules, int firstPlayer) {
        int n = rules.board.pieces;
        return new MorrisPosition(rules, firstPlayer, new int[3], new int[] {0, n, n}, firstPlayer, 0, new int[0]);
    }

    /**
     * A position set up directly (tests, the database): {@code men1}, {@code men2} as point masks.
     */
    public static MorrisPosition of(MorrisRules rules, int men1, int men2, int hand1, int hand2, int toMove) {
        return new MorrisPosition(
                rules, 1, new int[] {0, men1, men2}, new int[] {0, hand1, hand2}, toMove, 0, new int[] {
                    men1, men2 | toMove << 30
                });
    }

    public MorrisBoard board() {
        return rules.board;
    }

    public int men(int player) {
        return men[player];
    }

    public int hand(int player) {
        return hand[player];
    }

    @Override
    public int toMove() {
        return toMove;
    }

    public int quiet() {
        return quiet;
    }
    /** 1 or 2 for the winner, 0 for a draw, -1 while the game goes on. */
    @Override
    public int winner() {
        return winner;
    }

    public boolean isOver() {
        return winner >= 0;
    }
    /** Why the game ended, or null while it goes on. */
    public String why() {
        return why;
    }
    /** The player whose piece stands on {@code point}, or 0. */
    public int at(int point) {
        return (men[1] >> point & 1) != 0 ? 1 : (men[2] >> point & 1) != 0 ? 2 : 0;
    }

    public int empty() {
        return rules.board.all() & ~(men[1] | men[2]);
    }
    /** Whether the side to move may fly (three pieces, none in hand, flying allowed). */
    public boolean flies() {
        return MorrisMoves.flies(rules, men[toMove], hand[toMove]);
    }

    /** How many times the current position has occurred with the same player to move. */
    public int repetitions() {
        int a = men[1], b = men[2] | toMove << 30, n = 0;
        for (int i = 0; i < seen.length; i += 2) if (seen[i] == a && seen[i + 1] == b) n++;
        return n;
    }

    /**
     * The positions since the last placement or removal, this one last, as pairs: player 1's mask, then player 2's
     * mask with the player to move in bits 30 and 31 (the pieces in hand are this position's).
     */
    public int[] history() {
        return Arrays.copyOf(seen, seen.length);
    }

    /** The legal moves, packed ({@link MorrisMove}); none once the game is over. */
    public int[] legalMoves() {
        if (isOver()) return new int[0];
        return MorrisMoves.generate(rules, men[toMove], men[3 - toMove], hand[toMove]);
    }

    /** The position after the legal move {@code move} (not checked: see {@link MorrisNotation#parse}). */
    public MorrisPosition play(int move) {
        int m = toMove, o = 3 - m;
        int[] nm = Arrays.copyOf(men, 3);
        int[] nh = Arrays.copyOf(hand, 3);
        int from = MorrisMove.from(move), to = MorrisMove.to(move);
        if (from == MorrisMove.NONE) nh[m]--;
        else nm[m] &= ~(1 << from);
        nm[m] |= 1 << to;
        boolean mill = rules.board.millsThrough(nm[m], to) > 0;
        if (MorrisMove.remove1(move) != MorrisMove.NONE) nm[o] &= ~(1 << MorrisMove.remove1(move));
        if (MorrisMove.remove2(move) != MorrisMove.NONE) nm[o] &= ~(1 << MorrisMove.remove2(move));
        boolean irreversible = from == MorrisMove.NONE || MorrisMove.removes(move);
        int nq = mill || from == MorrisMove.NONE ? 0 : quiet + 1;
        int[] ns = irreversible ? new int[2] : Arrays.copyOf(seen, seen.length + 2);
        ns[ns.length - 2] = nm[1];
        ns[ns.length - 1] = nm[2] | o << 30;
        return new MorrisPosition(rules, firstPlayer, nm, nh, o, nq, ns);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof MorrisPosition)) return false;
        MorrisPosition p = (MorrisPosition) other;
        return p.rules.equals(rules)
                && p.firstPlayer == firstPlayer
                && Arrays.equals(p.men, men)
                && Arrays.equals(p.hand, hand)
                && p.toMove == toMove
                && p.quiet == quiet
                && Arrays.equals(p.seen, seen);
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(men) * 31 + Arrays.hashCode(hand)) * 31 + toMove) * 31 + Arrays.hashCode(seen);
    }

    @Override
    public String toString() {
        return "MorrisPosition(" + men[1] + "/" + men[2] + ", hands " + hand[1] + "/" + hand[2] + ", " + toMove
                + " to move)";
    }
}
