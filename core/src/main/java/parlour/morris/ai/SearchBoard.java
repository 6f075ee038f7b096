package parlour.morris.ai;

import java.util.Random;
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
        toMove = p.toMove();
        hash = fullHash();
    }

    int fullHash() {
        int h = toMove == 2 ? moverKey : 0;
        for (int pl = 1; pl <= 2; pl++) {
            for (int m = men[pl]; m != 0; m &= m - 1) h ^= pieceKey[pl][Integer.numberOfTrailingZeros(m)];
            h ^= handKey[pl][hand[pl]];
        }
        return h;
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
