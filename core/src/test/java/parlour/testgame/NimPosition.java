package parlour.testgame;

import java.util.Arrays;

/** A Nim position: the sticks left in each heap and who is to move (0 in the automaton's demo mode). */
public final class NimPosition {
    final int[] heaps;
    final int toMove;
    /** The player who took the last stick, 0 while sticks remain (or in demo mode). */
    final int lastTaker;

    final boolean demo;
    /** The clock option the game began with ("untimed" or seconds): part of what a save records. */
    final String clock;

    NimPosition(int[] heaps, int toMove, int lastTaker, boolean demo, String clock) {
        this.clock = clock;
        this.heaps = heaps;
        this.toMove = toMove;
        this.lastTaker = lastTaker;
        this.demo = demo;
    }

    boolean isEmpty() {
        for (int h : heaps) if (h > 0) return false;
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof NimPosition)) return false;
        NimPosition p = (NimPosition) o;
        return Arrays.equals(heaps, p.heaps) && toMove == p.toMove && lastTaker == p.lastTaker && demo == p.demo;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(heaps) * 31 + toMove;
    }

    @Override
    public String toString() {
        return Arrays.toString(heaps) + " to move " + toMove;
    }
}
