package parlour.dots.ai;

import parlour.dots.DotsPosition;

/**
 * The seed's GROUP module (rules 14-17) for one position: open boxes with two or three drawn sides,
 * joined through the undrawn lines they share, form groups (chains and loops); boxes with 0 or 1
 * drawn sides belong to no group and separate them. Also answers which lines are safe (rules 7/8).
 */
final class ChainFinder {
    private final DotsPosition board;
    /** Drawn sides of each box (4 for a closed box). */
    private final int[] sides;
    /** The group of each box, or -1. */
    private final int[] group;
    /** Boxes of each group, group by group: members[start[g] .. start[g] + size[g]). */
    private final int[] members;

    private final int[] start;
    private final int[] size;
    private final int groupCount;

    ChainFinder(DotsPosition board) {
        this.board = board;
        int n = board.boxCount();
        int cols = board.cols();
        sides = new int[n];
        group = new int[n];
        members = new int[n];
        start = new int[n];
        size = new int[n];
        for (int b = 0; b < n; b++) {
            sides[b] = board.sidesDrawn(b % cols, b / cols);
            group[b] = -1;
        }
        int groups = 0;
        int filled = 0;
        for (int b = 0; b < n; b++) {
            if (!inAnyGroup(b) || group[b] >= 0) continue;
            int g = groups++;
            start[g] = filled;
            group[b] = g;
            members[filled++] = b;
            // members[start[g] .. filled) doubles as the queue of boxes whose neighbours are still to see
            for (int next = start[g]; next < filled; next++) {
                int box = members[next];
                for (int k = 0; k < 4; k++) {
                    int line = edge(box, k);
                    if (board.isDrawn(line)) continue;
                    int other = across(box, line);
                    if (other >= 0 && inAnyGroup(other) && group[other] < 0) {
                        group[other] = g;
                        members[filled++] = other;
                    }
                }
            }
            size[g] = filled - start[g];
        }
        groupCount = groups;
    }

    private boolean inAnyGroup(int box) {
        return sides[box] == 2 || sides[box] == 3;
    }

    int sides(int box) {
        return sides[box];
    }

    /** The group of {@code box}, or -1 if it is closed or has fewer than two drawn sides. */
    int groupOf(int box) {
        return group[box];
    }

    int groupCount() {
        return groupCount;
    }

    int size(int g) {
        return size[g];
    }

    /** The {@code i}-th box of group {@code g}. */
    int member(int g, int i) {
        return members[start[g] + i];
    }

    /** Side {@code k} (0 bottom, 1 top, 2 left, 3 right) of {@code box}. */
    int edge(int box, int k) {
        int cols = board.cols();
        int x = box % cols, y = box / cols;
        if (k == 0) return board.h(x, y);
        if (k == 1) return board.h(x, y + 1);
        if (k == 2) return board.v(x, y);
        return board.v(x + 1, y);
    }

    /** The box on the other side of {@code line} from {@code box}, or -1 at the edge of the board. */
    int across(int box, int line) {
        int[] boxes = board.boxesOf(line);
        if (boxes.length == 1) return -1;
        return boxes[0] == box ? boxes[1] : boxes[0];
    }

    /** The first undrawn side of {@code box} after side {@code except} is left out (-1 for none left out). */
    int undrawnSide(int box, int except) {
        for (int k = 0; k < 4; k++) {
            int line = edge(box, k);
            if (line != except && !board.isDrawn(line)) return line;
        }
        return -1;
    }

    /** Rules 7 and 8: an undrawn line whose box or boxes have at most one drawn side, so drawing it offers nothing. */
    boolean isSafe(int line) {
        if (board.isDrawn(line)) return false;
        for (int b : board.boxesOf(line)) if (sides[b] > 1) return false;
        return true;
    }
}
