package parlour.dots.ai;

import java.util.Arrays;
import java.util.Random;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.game.ChoosingPlayer;
import parlour.match.Clock;

/**
 * The "easy" computer player: the rule-based player of seed 000 (rules 4-17), choosing one line per
 * decision and picking at random among lines the rules rank equal, so that games vary.
 *
 * <p>In order, the first rule that finds a line plays it:
 * <ol>
 *   <li>Rules 4 and 5: a box with three drawn sides in a group of one box, or of three or more, is
 *       taken (the turn then stays with the computer, which decides again). So is a pair of boxes
 *       that both have three sides: one line closes both.
 *   <li>Rule 6: a three-sided box whose group has two boxes (the other box with two sides) is
 *       declined by drawing the other box's far side, which leaves both boxes as a domino for the
 *       opponent, who must then move again. This gives two boxes away to keep control, so the rule
 *       is applied only where it pays: the pair is the last thing that can be taken, no safe line is
 *       left once it is gone, and handing the rest of the groups out smallest first (as rules 9-12
 *       do, each group taken whole by the receiver) brings the computer more than the two boxes. Otherwise
 *       the boxes are taken as in rules 4 and 5. Taking a long chain ends in the same rule, so the
 *       computer keeps control at the end of a chain the same way ("all but two").
 *   <li>Rules 7 and 8: a safe line, one whose box or boxes have at most one drawn side. Both rules
 *       have the same condition, so shared and border lines are equally good.
 *   <li>Rules 9-13: every line now offers boxes. The boxes are divided into groups (rules 14-17,
 *       {@link ChainFinder}) and the smallest group is given away: for two boxes the line between
 *       them (so the opponent cannot decline them as a domino), otherwise any undrawn side of any of
 *       its boxes (the seed names only sizes above two; a one-box group is given the same way).
 *       Rule 13 (forget the groups) holds because every decision divides the board afresh.
 * </ol>
 * Each decision costs a few passes over the board; {@link #think} checks the budget between them.
 */
public final class SeedPlayer extends ChoosingPlayer<DotsPosition> {
    private static final int ANALYSE = 0, CAPTURE = 1, SAFE = 2, GIVE_AWAY = 3;

    private ChainFinder groups;
    private int step = ANALYSE;

    /**
     * A player choosing the next line for the side to move in {@code position}.
     *
     * @throws IllegalArgumentException if the game is over
     */
    public SeedPlayer(DotsPosition position, Random random) {
        super(position, random);
    }

    @Override
    protected String choose(double budgetMillis) {
        double deadline = Clock.now() + budgetMillis;
        int chosen = -1;
        while (chosen < 0) {
            if (step == ANALYSE) groups = new ChainFinder(position);
            else if (step == CAPTURE) chosen = capture();
            else if (step == SAFE) chosen = safeLine();
            else if (step == GIVE_AWAY) chosen = giveAway();
            else throw new IllegalStateException("no rule found a line: the board has none left");
            step++;
            if (chosen < 0 && Clock.now() >= deadline) return null;
        }
        return DotsNotation.format(position, chosen);
    }

    /** Rules 4-6. */
    private int capture() {
        int n = position.boxCount();
        int[] takes = new int[n];
        int takeCount = 0;
        int pairBox = -1;
        int pairCount = 0;
        for (int b = 0; b < n; b++) {
            if (groups.sides(b) != 3) continue;
            int line = groups.undrawnSide(b, -1);
            int other = groups.across(b, line);
            if (groups.size(groups.groupOf(b)) == 2 && groups.sides(other) == 2) {
                if (random.nextInt(++pairCount) == 0) pairBox = b;
            } else {
                takes[takeCount++] = line;
            }
        }
        if (takeCount > 0) return takes[random.nextInt(takeCount)];
        if (pairCount == 0) return -1;
        int line = groups.undrawnSide(pairBox, -1);
        int other = groups.across(pairBox, line);
        int far = groups.undrawnSide(other, line);
        if (pairCount == 1 && decliningPays(position.play(line).play(far))) return far;
        return line;
    }

    /**
     * Whether the side to move does better by giving away the last two boxes than by taking them, once
     * the rest ({@code rest}, the board with both boxes closed) is handed out smallest group first.
     */
    private static boolean decliningPays(DotsPosition rest) {
        ChainFinder after = new ChainFinder(rest);
        for (int line = 0; line < rest.lineCount(); line++) if (after.isSafe(line)) return false;
        int[] sizes = new int[after.groupCount()];
        for (int g = 0; g < sizes.length; g++) sizes[g] = after.size(g);
        Arrays.sort(sizes);
        // Whoever moves in the rest gives away the 1st, 3rd, ... smallest groups and receives the others.
        int given = 0, received = 0;
        for (int i = 0; i < sizes.length; i++) {
            if (i % 2 == 0) given += sizes[i];
            else received += sizes[i];
        }
        return given > received + 2;
    }

    /** Rules 7 and 8. */
    private int safeLine() {
        int found = -1;
        int count = 0;
        for (int line = 0; line < position.lineCount(); line++) {
            if (groups.isSafe(line) && random.nextInt(++count) == 0) found = line;
        }
        return found;
    }

    /** Rules 9-12. */
    private int giveAway() {
        int smallest = -1;
        int ties = 0;
        for (int g = 0; g < groups.groupCount(); g++) {
            if (smallest >= 0 && groups.size(g) > groups.size(smallest)) continue;
            if (smallest < 0 || groups.size(g) < groups.size(smallest)) ties = 0;
            if (random.nextInt(++ties) == 0) smallest = g;
        }
        if (smallest < 0) return -1;
        if (groups.size(smallest) == 2) {
            int a = groups.member(smallest, 0);
            for (int k = 0; k < 4; k++) {
                int line = groups.edge(a, k);
                if (!position.isDrawn(line) && groups.across(a, line) == groups.member(smallest, 1)) return line;
            }
        }
        int found = -1;
        int count = 0;
        for (int i = 0; i < groups.size(smallest); i++) {
            int box = groups.member(smallest, i);
            for (int k = 0; k < 4; k++) {
                int line = groups.edge(box, k);
                if (!position.isDrawn(line) && random.nextInt(++count) == 0) found = line;
            }
        }
        return found;
    }
}
