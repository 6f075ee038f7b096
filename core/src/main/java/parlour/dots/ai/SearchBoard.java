package parlour.dots.ai;

import java.util.Arrays;
import parlour.dots.DotsPosition;

/**
 * The mutable board the searches play on (make/unmake instead of copying snapshots), with the line set
 * kept under every board symmetry so that a position's canonical key is found in a few word comparisons.
 *
 * <p>Line and box numbering are those of {@link DotsPosition}. A position's value in the searches depends
 * only on which lines are drawn (Barker and Korf): the boxes are closed exactly where all four sides are.
 */
final class SearchBoard {
    final int cols;
    final int rows;
    final int lineCount;
    final int boxCount;
    /** Ints per line set. */
    final int words;
    /** The boxes on either side of each line, -1 for none (the second is -1 on the border). */
    final int[] boxA;

    final int[] boxB;
    /** The four sides of each box: boxLines[4 * box + k], k = bottom, top, left, right. */
    final int[] boxLines;
    /** Number of symmetries kept: 8 on a square board, 4 otherwise. */
    final int symmetries;
    /** perm[s * lineCount + line]: the image of the line under symmetry s (s = 0 is the identity). */
    final int[] perm;
    /** inverse[s * lineCount + line]: the line whose image under s is this one. */
    final int[] inverse;

    /**
     * Border lines of one box are interchangeable (in strings and coins they are all strings from that
     * coin to the ground): lines of a box with two or more on the border form a group, and only how many
     * of a group are drawn matters. groupStart[g] .. groupStart[g + 1] index groupLines; -1 for no group.
     */
    final int[] groupOf;

    final int[] groupStart;
    final int[] groupLines;
    /** All lines, nearest the centre of the board first: the order safe lines are tried in. */
    final int[] centreOrder;
    /** Each line's place in {@link #centreOrder}, its rank: bit r & 31 of word r >>> 5 in line sets by rank. */
    private final int[] rank;
    /** The sides of each box by rank, boxRanks[box * words + w]. */
    private final int[] boxRanks;
    /** The drawn lines by rank. */
    private final int[] drawnByRank;

    final boolean[] drawn;
    /** Drawn sides of each box. */
    final int[] sides;
    /** Undrawn sides of each box: bit k for boxLines[4 * box + k]. */
    private final int[] undrawnSides;
    /** The bit of each line in its boxes' {@link #undrawnSides}: sideBit[2 * line] in boxA's, sideBit[2 * line + 1] in boxB's. */
    private final int[] sideBit;
    /** How many boxes have 0, 1, 2, 3 and 4 drawn sides. */
    final int[] sideCount = new int[5];
    /**
     * The line set under each symmetry, symWords[s * words + w], with every group's drawn lines moved to
     * the group's first lines: what keys are made of.
     */
    final int[] symWords;
    /** Drawn lines in each group. */
    private final int[] groupDrawn;
    /** What {@link #flip} toggles: see {@link BoardSymmetries#flips}. */
    private final int[] flips;

    private final int groupMost;

    int undrawn;

    SearchBoard(int cols, int rows) {
        this.cols = cols;
        this.rows = rows;
        int horizontal = cols * (rows + 1);
        lineCount = horizontal + rows * (cols + 1);
        boxCount = cols * rows;
        words = (lineCount + 31) >>> 5;
        boxA = new int[lineCount];
        boxB = new int[lineCount];
        for (int line = 0; line < lineCount; line++) {
            boxA[line] = -1;
            boxB[line] = -1;
        }
        boxLines = new int[4 * boxCount];
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                int b = y * cols + x;
                boxLines[4 * b] = y * cols + x;
                boxLines[4 * b + 1] = (y + 1) * cols + x;
                boxLines[4 * b + 2] = horizontal + y * (cols + 1) + x;
                boxLines[4 * b + 3] = horizontal + y * (cols + 1) + x + 1;
                for (int k = 0; k < 4; k++) {
                    int line = boxLines[4 * b + k];
                    if (boxA[line] < 0) boxA[line] = b;
                    else boxB[line] = b;
                }
            }
        }
        symmetries = cols == rows ? 8 : 4;
        perm = BoardSymmetries.images(cols, rows, symmetries);
        inverse = new int[symmetries * lineCount];
        for (int k = 0; k < perm.length; k++) inverse[k / lineCount * lineCount + perm[k]] = k % lineCount;
        groupOf = new int[lineCount];
        Arrays.fill(groupOf, -1);
        int groups = 0;
        int[] starts = new int[boxCount + 1];
        int[] members = new int[lineCount];
        int filled = 0;
        for (int b = 0; b < boxCount; b++) {
            int border = 0;
            for (int k = 4 * b; k < 4 * b + 4; k++) if (boxB[boxLines[k]] < 0) border++;
            if (border < 2) continue;
            starts[groups] = filled;
            for (int k = 4 * b; k < 4 * b + 4; k++) {
                int line = boxLines[k];
                if (boxB[line] >= 0) continue;
                groupOf[line] = groups;
                members[filled++] = line;
            }
            groups++;
        }
        starts[groups] = filled;
        groupStart = Arrays.copyOf(starts, groups + 1);
        groupLines = Arrays.copyOf(members, filled);
        centreOrder = new int[lineCount];
        int[] distance = new int[lineCount];
        for (int line = 0; line < lineCount; line++) {
            // twice the midpoint's offset from the centre, squared, in half units
            int mx, my;
            if (line < horizontal) {
                mx = 2 * (line % cols) + 1;
                my = 2 * (line / cols);
            } else {
                int k = line - horizontal;
                mx = 2 * (k % (cols + 1));
                my = 2 * (k / (cols + 1)) + 1;
            }
            int dx = 2 * mx - 2 * cols, dy = 2 * my - 2 * rows;
            distance[line] = dx * dx + dy * dy;
            centreOrder[line] = line;
        }
        for (int i = 1; i < lineCount; i++) {
            int line = centreOrder[i];
            int j = i - 1;
            while (j >= 0 && distance[centreOrder[j]] > distance[line]) {
                centreOrder[j + 1] = centreOrder[j];
                j--;
            }
            centreOrder[j + 1] = line;
        }
        rank = new int[lineCount];
        for (int r = 0; r < lineCount; r++) rank[centreOrder[r]] = r;
        boxRanks = new int[boxCount * words];
        for (int b = 0; b < boxCount; b++) {
            for (int k = 4 * b; k < 4 * b + 4; k++) {
                int r = rank[boxLines[k]];
                boxRanks[b * words + (r >>> 5)] |= 1 << r;
            }
        }
        drawnByRank = new int[words];
        groupDrawn = new int[groups];
        int most = 1;
        for (int g = 0; g < groups; g++) most = Math.max(most, groupStart[g + 1] - groupStart[g]);
        groupMost = most;
        flips = BoardSymmetries.flips(this, most);
        drawn = new boolean[lineCount];
        sides = new int[boxCount];
        undrawnSides = new int[boxCount];
        Arrays.fill(undrawnSides, 15);
        sideBit = new int[2 * lineCount];
        for (int k = 0; k < 4 * boxCount; k++) {
            int line = boxLines[k];
            sideBit[2 * line + (boxA[line] == k / 4 ? 0 : 1)] = 1 << (k & 3);
        }
        symWords = new int[symmetries * words];
        undrawn = lineCount;
        sideCount[0] = boxCount;
    }

    /** A board holding the lines of {@code position}. */
    static SearchBoard of(DotsPosition position) {
        SearchBoard board = new SearchBoard(position.cols(), position.rows());
        board.setLines(position);
        return board;
    }

    /** Makes this board hold exactly the lines of {@code position}, which must have its size. */
    void setLines(DotsPosition position) {
        for (int line = 0; line < lineCount; line++) {
            if (drawn[line] && !position.isDrawn(line)) unmake(line);
        }
        for (int line = 0; line < lineCount; line++) {
            if (!drawn[line] && position.isDrawn(line)) make(line);
        }
    }

    /** Draws an undrawn line; returns how many boxes it closed (0, 1 or 2). */
    int make(int line) {
        drawn[line] = true;
        int r = rank[line];
        drawnByRank[r >>> 5] ^= 1 << r;
        undrawn--;
        int closed = 0;
        int a = boxA[line];
        undrawnSides[a] &= ~sideBit[2 * line];
        int s = ++sides[a];
        sideCount[s - 1]--;
        sideCount[s]++;
        if (s == 4) closed++;
        int b = boxB[line];
        if (b >= 0) {
            undrawnSides[b] &= ~sideBit[2 * line + 1];
            s = ++sides[b];
            sideCount[s - 1]--;
            sideCount[s]++;
            if (s == 4) closed++;
        }
        flip(line, 1);
        return closed;
    }

    /** Takes back a drawn line. */
    void unmake(int line) {
        drawn[line] = false;
        int r = rank[line];
        drawnByRank[r >>> 5] ^= 1 << r;
        undrawn++;
        int a = boxA[line];
        undrawnSides[a] |= sideBit[2 * line];
        int s = sides[a]--;
        sideCount[s]--;
        sideCount[s - 1]++;
        int b = boxB[line];
        if (b >= 0) {
            undrawnSides[b] |= sideBit[2 * line + 1];
            s = sides[b]--;
            sideCount[s]--;
            sideCount[s - 1]++;
        }
        flip(line, -1);
    }

    /**
     * Updates the line set under every symmetry for a line drawn (change 1) or taken back (-1): one bit a
     * symmetry, since a group's drawn lines are its first ones and one more or fewer toggles one of them.
     */
    private void flip(int line, int change) {
        int g = groupOf[line];
        int slot = 0;
        if (g >= 0) {
            int count = groupDrawn[g] += change;
            slot = change > 0 ? count - 1 : count;
        }
        int at = (line * groupMost + slot) * symmetries;
        for (int k = 0; k < symmetries; k++) {
            int bit = flips[at + k];
            symWords[bit >>> 5] ^= 1 << bit;
        }
    }

    /** Boxes not yet closed. */
    int openBoxes() {
        return boxCount - sideCount[4];
    }

    /** How many boxes drawing this undrawn line would close. */
    int closes(int line) {
        int n = sides[boxA[line]] == 3 ? 1 : 0;
        int b = boxB[line];
        if (b >= 0 && sides[b] == 3) n++;
        return n;
    }

    /** The box across {@code line} from {@code box}, or -1 at the border. */
    int across(int box, int line) {
        return boxA[line] == box ? boxB[line] : boxA[line];
    }

    /** The first undrawn side of {@code box} other than {@code except}, or -1. */
    int freeSide(int box, int except) {
        int free = undrawnSides[box];
        if (except >= 0) free &= ~sideBit[2 * except + (boxA[except] == box ? 0 : 1)];
        return free == 0 ? -1 : boxLines[4 * box + Integer.numberOfTrailingZeros(free)];
    }

    /** A line is safe when neither of its boxes then has three sides: it offers nothing. */
    boolean isSafe(int line) {
        if (sides[boxA[line]] > 1) return false;
        int b = boxB[line];
        return b < 0 || sides[b] <= 1;
    }

    /**
     * Writes the safe lines by rank into {@code out} (words ints): bit r & 31 of word r >>> 5 for the safe line
     * centreOrder[r]. Without a branch a line: the sides of every box with two or more sides are taken out.
     */
    void safeByRank(int[] out) {
        if (words == 2) {
            // 33 to 64 lines (4x4, 4x5, 5x5) without the loop over words: 3.7% less time on the quick bench
            int low = ~drawnByRank[0], high = ~drawnByRank[1];
            for (int b = 0; b < boxCount; b++) {
                int two = -((sides[b] + 2) >> 2);
                low &= ~(boxRanks[2 * b] & two);
                high &= ~(boxRanks[2 * b + 1] & two);
            }
            out[0] = low;
            int last = lineCount & 31;
            out[1] = last != 0 ? high & (1 << last) - 1 : high;
            return;
        }
        for (int w = 0; w < words; w++) out[w] = ~drawnByRank[w];
        for (int b = 0; b < boxCount; b++) {
            // -1 for a box with two or more sides, else 0
            int two = -((sides[b] + 2) >> 2);
            for (int w = 0; w < words; w++) out[w] &= ~(boxRanks[b * words + w] & two);
        }
        int last = lineCount & 31;
        if (last != 0) out[words - 1] &= (1 << last) - 1;
    }

    /**
     * A capture that is as good as any other line here, or -1 when there is a choice. Taking box b through
     * its last side L is forced when L is on the border or shared with another three-sided box (a free
     * gain, whoever takes it), or when the box across L has at most one side (captures commute; the one
     * way not taking b could pay, handing b and that box back later, is matched by handing back another
     * box next to it), or when b is the only capturable box and at least three boxes remain in its chain
     * (handing back more than the last two is never better than the all-but-two).
     */
    int forcedCapture() {
        if (sideCount[3] == 0) return -1;
        boolean alone = sideCount[3] == 1;
        for (int box = 0; box < boxCount; box++) {
            if (sides[box] != 3) continue;
            int take = freeSide(box, -1);
            int next = across(box, take);
            if (next < 0 || sides[next] != 2) return take;
            if (alone) {
                int beyond = across(next, freeSide(next, take));
                return beyond >= 0 && sides[beyond] == 2 ? take : -1;
            }
        }
        return -1;
    }

    /**
     * The double-dealing line while boxes can be taken: the far side of the box that taking the
     * capturable box would make capturable, when it is one line for every capturable box and takes
     * nothing itself; otherwise -1. Drawing it hands the last boxes back and passes the turn.
     */
    int declineLine() {
        int decline = -1;
        for (int box = 0; box < boxCount; box++) {
            if (sides[box] != 3) continue;
            int take = freeSide(box, -1);
            int next = across(box, take);
            if (next < 0 || sides[next] != 2) return -1;
            int far = freeSide(next, take);
            if (decline >= 0 && decline != far) return -1;
            decline = far;
        }
        return decline >= 0 && closes(decline) == 0 ? decline : -1;
    }

    /**
     * Whether the player to move may choose between taking what is offered and declining it (Berlekamp's
     * loony offer): some capturable box leads through two-sided boxes to the border or a box with fewer
     * than two sides (at least one two-sided box on the way: the last two can be handed back), or to
     * another capturable box (at least two on the way: four can be handed back, as in an opened loop).
     */
    boolean offersChoice() {
        if (sideCount[3] == 0) return false;
        for (int box = 0; box < boxCount; box++) {
            if (sides[box] != 3) continue;
            int line = freeSide(box, -1);
            int prev = box;
            int walked = 0;
            int next;
            while ((next = across(prev, line)) >= 0 && sides[next] == 2) {
                walked++;
                line = freeSide(next, line);
                prev = next;
            }
            if (next >= 0 && sides[next] == 3 ? walked >= 2 : walked >= 1) return true;
        }
        return false;
    }

    /**
     * Writes the canonical key of the line set into {@code out} at {@code offset}, and returns the symmetry
     * giving it: the least (compared word by word from the top) of the images under the symmetries, each
     * with every group's drawn lines moved to the group's first lines.
     */
    int canonical(int[] out, int offset) {
        if (words == 2) return canonical2(out, offset);
        int best = 0;
        for (int s = 1; s < symmetries; s++) {
            for (int w = words - 1; w >= 0; w--) {
                int a = symWords[s * words + w] ^ 0x80000000;
                int b = symWords[best * words + w] ^ 0x80000000;
                if (a != b) {
                    if (a < b) best = s;
                    break;
                }
            }
        }
        for (int w = 0, from = best * words; w < words; w++) out[offset + w] = symWords[from + w];
        return best;
    }

    /**
     * {@link #canonical} for line sets of two ints (33 to 64 lines), choosing the least image with conditional moves:
     * which symmetry wins is a coin toss to the processor's branch predictor.
     */
    private int canonical2(int[] out, int offset) {
        int[] w = symWords;
        int best = 0, bestHigh = w[1] ^ 0x80000000, bestLow = w[0] ^ 0x80000000;
        for (int s = 1; s < symmetries; s++) {
            int high = w[2 * s + 1] ^ 0x80000000, low = w[2 * s] ^ 0x80000000;
            boolean less = high < bestHigh | high == bestHigh & low < bestLow;
            best = less ? s : best;
            bestHigh = less ? high : bestHigh;
            bestLow = less ? low : bestLow;
        }
        out[offset] = bestLow ^ 0x80000000;
        out[offset + 1] = bestHigh ^ 0x80000000;
        return best;
    }

    /** An undrawn line equivalent to {@code line} (itself, or one of its group), or -1 if there is none. */
    int undrawnLike(int line) {
        if (!drawn[line]) return line;
        int g = groupOf[line];
        if (g < 0) return -1;
        for (int i = groupStart[g]; i < groupStart[g + 1]; i++) if (!drawn[groupLines[i]]) return groupLines[i];
        return -1;
    }

    /** Whether an undrawn line of the same group comes before {@code line} in its group: then drawing it is the same move. */
    boolean hasEarlierTwin(int line) {
        int g = groupOf[line];
        if (g < 0) return false;
        for (int i = groupStart[g]; groupLines[i] != line; i++) if (!drawn[groupLines[i]]) return true;
        return false;
    }

    /**
     * Whether symmetry s maps the position onto itself, up to exchanging lines within groups (so it maps
     * the drawn lines outside groups onto themselves).
     */
    boolean isSymmetric(int s) {
        if (words == 2) return symWords[2 * s] == symWords[0] && symWords[2 * s + 1] == symWords[1];
        for (int w = 0; w < words; w++) if (symWords[s * words + w] != symWords[w]) return false;
        return true;
    }
}
