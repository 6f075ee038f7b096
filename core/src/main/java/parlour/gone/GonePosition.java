package parlour.gone;

import java.util.Arrays;

/**
 * A moment of a Gone game: the board being edited, the challenge's seed placements, or round
 * {@link #round} of the rounds (worked out once, in {@link GoneRun}s shared by every round's position).
 */
public final class GonePosition {
    /** The phases: editing the board, placing the challenge's seeds, the rounds. */
    public static final int EDIT = 0, SEED = 1, ROUNDS = 2;

    public final GoneBoard board;
    public final boolean eight, challenge;
    /** The seeds each challenger places. */
    public final int k;
    /** Who edits and places seeds first (1 or 2). */
    public final int first;

    public final int phase;
    /** Player 1's and player 2's seeds (place indices y * width + x), in the order placed; never changed. */
    final int[] seeds1, seeds2;
    /** The rounds played so far in {@link #ROUNDS}. */
    public final int round;
    /** The rounds of the board (editor) or of player 1's and 2's placements (challenge); null before the rounds. */
    public final GoneRun run1, run2;

    GonePosition(
            GoneBoard board,
            boolean eight,
            boolean challenge,
            int k,
            int first,
            int phase,
            int[] seeds1,
            int[] seeds2,
            int round,
            GoneRun run1,
            GoneRun run2) {
        this.board = board;
        this.eight = eight;
        this.challenge = challenge;
        this.k = k;
        this.first = first;
        this.phase = phase;
        this.seeds1 = seeds1;
        this.seeds2 = seeds2;
        this.round = round;
        this.run1 = run1;
        this.run2 = run2;
    }

    /** The player to move: the editor (the first player) while editing, a challenger while seeding, 0 in the rounds. */
    public int toMove() {
        if (phase == EDIT) return first;
        if (phase == ROUNDS) return 0;
        return seeds(first).length < k ? first : 3 - first;
    }

    /** Player {@code player}'s seeds, as place indices. */
    public int[] seeds(int player) {
        return Arrays.copyOf(player == 1 ? seeds1 : seeds2, (player == 1 ? seeds1 : seeds2).length);
    }

    public int seedCount(int player) {
        return (player == 1 ? seeds1 : seeds2).length;
    }

    boolean hasSeed(int player, int place) {
        for (int s : player == 1 ? seeds1 : seeds2) if (s == place) return true;
        return false;
    }

    /** The rounds until nothing changes: the editor board's, or the longer of the two challengers'. */
    public int lastRound() {
        if (run1 == null) return 0;
        return run2 == null ? run1.result.rounds : Math.max(run1.result.rounds, run2.result.rounds);
    }

    public boolean isOver() {
        return phase == ROUNDS && round >= lastRound();
    }

    GonePosition with(GoneBoard b, int newPhase, int[] s1, int[] s2, int r, GoneRun a, GoneRun c) {
        return new GonePosition(b, eight, challenge, k, first, newPhase, s1, s2, r, a, c);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GonePosition)) return false;
        GonePosition p = (GonePosition) o;
        return p.phase == phase
                && p.round == round
                && p.eight == eight
                && p.challenge == challenge
                && p.k == k
                && p.first == first
                && Arrays.equals(p.seeds1, seeds1)
                && Arrays.equals(p.seeds2, seeds2)
                && p.board.equals(board);
    }

    @Override
    public int hashCode() {
        return board.hashCode() * 31 + phase * 7 + round;
    }

    @Override
    public String toString() {
        return (challenge ? "challenge" : "editor") + " phase " + phase + " round " + round + " " + board.width + "x"
                + board.height;
    }
}
