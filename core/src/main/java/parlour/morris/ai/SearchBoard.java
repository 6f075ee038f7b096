package parlour.morris.ai;

import java.util.Random;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisMoves;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;

/** The searches' mutable Morris board: make and unmake on point masks, with an incremental Zobrist hash. */
final class SearchBoard {
    final MorrisRules rules;
    final int[] men = new int[3];
    final int[] hand = new int[3];
    int toMove;
    int hash;
    private final int[][] pieceKey = new int[3][32];
    private final int[][] handKey = new int[3][16];
    private final int moverKey;
    /** The hashes of the game's positions since the last placement or removal, and a bit for each hash's low bits. */
    private final int[] history;

    private final int[] historyBits = new int[32];

    SearchBoard(MorrisPosition p) {
        rules = p.rules;
        Random keys = new Random(0x6d6f7272);
        for (int pl = 1; pl <= 2; pl++) {
            for (int i = 0; i < 32; i++) pieceKey[pl][i] = keys.nextInt();
            for (int i = 0; i < 16; i++) handKey[pl][i] = keys.nextInt();
        }
        moverKey = keys.nextInt();
        for (int pl = 1; pl <= 2; pl++) {
            men[pl] = p.men(pl);
            hand[pl] = p.hand(pl);
        }
        int[] seen = p.history();
        history = new int[seen.length / 2];
        for (int i = 0; i < history.length; i++) {
            history[i] = hashOf(seen[2 * i], seen[2 * i + 1] & ~(3 << 30), seen[2 * i + 1] >>> 30);
            historyBits[history[i] >>> 5 & 31] |= 1 << (history[i] & 31);
        }
        toMove = p.toMove();
        hash = fullHash();
    }

    int fullHash() {
        return hashOf(men[1], men[2], toMove);
    }

    private int hashOf(int men1, int men2, int mover) {
        int h = mover == 2 ? moverKey : 0;
        for (int m = men1; m != 0; m &= m - 1) h ^= pieceKey[1][Integer.numberOfTrailingZeros(m)];
        for (int m = men2; m != 0; m &= m - 1) h ^= pieceKey[2][Integer.numberOfTrailingZeros(m)];
        return h ^ handKey[1][hand[1]] ^ handKey[2][hand[2]];
    }

    /**
     * Whether the position stood on the board earlier in the game, since the last placement or removal (so with
     * the same pieces in hand): going back to it brings the rules' draw by repetition nearer.
     */
    boolean seenInGame() {
        if ((historyBits[hash >>> 5 & 31] >>> (hash & 31) & 1) == 0) return false;
        for (int h : history) if (h == hash) return true;
        return false;
    }

    /** Pieces on the board and in hand. */
    int pieces(int player) {
        return Integer.bitCount(men[player]) + hand[player];
    }

    /** Whether the side to move has lost: two pieces left or no legal move. */
    boolean lost() {
        int me = toMove;
        return pieces(me) < 3 || !MorrisMoves.canMove(rules, men[me], men[3 - me], hand[me]);
    }

    /** Whether both sides have placed every man. */
    boolean handsEmpty() {
        return hand[1] == 0 && hand[2] == 0;
    }

    /** Whether the side to move has a move that closes a mill (and so takes a piece). */
    boolean canCloseMill() {
        int me = toMove, mine = men[me];
        MorrisBoard board = rules.board;
        int empty = board.all() & ~(mine | men[3 - me]);
        boolean anywhere = hand[me] > 0 || MorrisMoves.flies(rules, mine, hand[me]);
        for (int i = 0; i < board.millCount(); i++) {
            int mill = board.mill(i);
            if (Integer.bitCount(mill & mine) != 2 || (mill & empty) == 0) continue;
            if (anywhere) return true;
            if ((board.neighbours(Integer.numberOfTrailingZeros(mill & empty)) & mine & ~mill) != 0) return true;
        }
        return false;
    }

    int[] moves() {
        return MorrisMoves.generate(rules, men[toMove], men[3 - toMove], hand[toMove]);
    }

    void make(int move) {
        int me = toMove, them = 3 - me;
        int from = MorrisMove.from(move), to = MorrisMove.to(move);
        if (from == MorrisMove.NONE) {
            hash ^= handKey[me][hand[me]] ^ handKey[me][hand[me] - 1];
            hand[me]--;
        } else {
            men[me] &= ~(1 << from);
            hash ^= pieceKey[me][from];
        }
        men[me] |= 1 << to;
        hash ^= pieceKey[me][to];
        int r = MorrisMove.remove1(move);
        if (r != MorrisMove.NONE) {
            men[them] &= ~(1 << r);
            hash ^= pieceKey[them][r];
        }
        r = MorrisMove.remove2(move);
        if (r != MorrisMove.NONE) {
            men[them] &= ~(1 << r);
            hash ^= pieceKey[them][r];
        }
        toMove = them;
        hash ^= moverKey;
    }

    void unmake(int move) {
        int them = toMove, me = 3 - them;
        toMove = me;
        hash ^= moverKey;
        int r = MorrisMove.remove2(move);
        if (r != MorrisMove.NONE) {
            men[them] |= 1 << r;
            hash ^= pieceKey[them][r];
        }
        r = MorrisMove.remove1(move);
        if (r != MorrisMove.NONE) {
            men[them] |= 1 << r;
            hash ^= pieceKey[them][r];
        }
        int from = MorrisMove.from(move), to = MorrisMove.to(move);
        men[me] &= ~(1 << to);
        hash ^= pieceKey[me][to];
        if (from == MorrisMove.NONE) {
            hash ^= handKey[me][hand[me]] ^ handKey[me][hand[me] + 1];
            hand[me]++;
        } else {
            men[me] |= 1 << from;
            hash ^= pieceKey[me][from];
        }
    }
}
