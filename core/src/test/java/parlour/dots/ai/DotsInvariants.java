package parlour.dots.ai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.DotsRules;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.soak.GameInvariants;

/**
 * Dots and Boxes in the soak: legal lines against every pair of neighbouring dots put to the rules,
 * boxes and scores recounted from the lines, and the computer's mutable search board followed move by
 * move and compared with one rebuilt from scratch (its symmetric line sets, box sides and key).
 */
public final class DotsInvariants implements GameInvariants<DotsPosition> {
    /** Largest board side the soak uses; most games are small so that many are played. */
    private final int maxSide;

    private SearchBoard board;

    public DotsInvariants(int maxSide) {
        this.maxSide = maxSide;
    }

    @Override
    public String id() {
        return DotsGame.ID;
    }

    @Override
    public Match<DotsPosition> newMatch(Random random) {
        int big = random.nextInt(20) == 0 ? maxSide : Math.min(4, maxSide);
        int cols = 1 + random.nextInt(big), rows = 1 + random.nextInt(big);
        Match<DotsPosition> m = DotsGame.newMatch(cols, rows, 1 + random.nextInt(2), Seat.HUMAN, Seat.HUMAN);
        board = SearchBoard.of(m.position());
        return m;
    }

    @Override
    public List<String> legalMoves(DotsPosition p) {
        List<String> out = new ArrayList<>();
        for (int line : p.legalLines()) out.add(DotsNotation.format(p, line));
        return out;
    }

    @Override
    public List<String> referenceMoves(DotsPosition p) {
        List<String> out = new ArrayList<>();
        if (p.isOver()) return out;
        for (int y = 0; y <= p.rows(); y++) {
            for (int x = 0; x <= p.cols(); x++) {
                if (DotsRules.reasonAgainst(p, x, y, x + 1, y) == null)
                    out.add(DotsNotation.dot(x, y) + "-" + DotsNotation.dot(x + 1, y));
                if (DotsRules.reasonAgainst(p, x, y, x, y + 1) == null)
                    out.add(DotsNotation.dot(x, y) + "-" + DotsNotation.dot(x, y + 1));
            }
        }
        return out;
    }

    @Override
    public void checkPosition(DotsPosition p) {
        int drawn = 0;
        for (int line = 0; line < p.lineCount(); line++) if (p.isDrawn(line)) drawn++;
        check(drawn == p.drawnCount(), "drawn count " + p.drawnCount() + " but " + drawn + " lines drawn");
        int[] owned = new int[3];
        for (int y = 0; y < p.rows(); y++) {
            for (int x = 0; x < p.cols(); x++) {
                boolean closed = p.isDrawn(p.h(x, y))
                        && p.isDrawn(p.h(x, y + 1))
                        && p.isDrawn(p.v(x, y))
                        && p.isDrawn(p.v(x + 1, y));
                int owner = p.boxOwner(x, y);
                check(
                        closed == (owner != 0),
                        "box " + x + "," + y + (closed ? " closed but unowned" : " owned but open"));
                owned[owner]++;
            }
        }
        check(
                owned[1] == p.score(1) && owned[2] == p.score(2),
                "scores " + p.score(1) + "-" + p.score(2) + " but boxes " + owned[1] + "-" + owned[2]);
        check(p.isOver() == (owned[1] + owned[2] == p.boxCount()), "over exactly when every box is closed");
        check(p.isOver() == (p.drawnCount() == p.lineCount()), "over exactly when every line is drawn");
        check(p.toMove() == 1 || p.toMove() == 2, "to move " + p.toMove());
    }

    @Override
    public void checkMove(DotsPosition before, String move, DotsPosition after) {
        int line = DotsNotation.parseMove(before, move);
        int gained = after.score(before.toMove()) - before.score(before.toMove());
        check(
                after.score(3 - before.toMove()) == before.score(3 - before.toMove()),
                "the other side's score is unchanged");
        check(gained >= 0 && gained <= 2, "a line closes 0 to 2 boxes, not " + gained);
        check(
                after.toMove() == (gained > 0 ? before.toMove() : 3 - before.toMove()),
                "closing a box keeps the turn, else it passes");
        check(after.drawnCount() == before.drawnCount() + 1, "one more line");
        int closed = board.make(line);
        check(closed == gained, "the search board closed " + closed + " boxes, the rules " + gained);
        same(after);
    }

    @Override
    public void checkUndo(DotsPosition after, String move, DotsPosition before) {
        board.unmake(DotsNotation.parseMove(before, move));
        same(before);
    }

    /** The incrementally updated search board equals a recount from {@code p}: lines, box sides, line sets and key. */
    private void same(DotsPosition p) {
        SearchBoard t = board;
        int[] sideCount = new int[5];
        for (int line = 0; line < t.lineCount; line++)
            check(t.drawn[line] == p.isDrawn(line), "search board line " + line);
        for (int box = 0; box < t.boxCount; box++) {
            int sides = 0;
            for (int k = 0; k < 4; k++) if (p.isDrawn(t.boxLines[4 * box + k])) sides++;
            check(t.sides[box] == sides, "search board sides of box " + box);
            sideCount[sides]++;
        }
        check(Arrays.equals(t.sideCount, sideCount), "search board side counts");
        check(
                t.undrawn == p.lineCount() - p.drawnCount() && t.openBoxes() == p.boxCount() - p.score(1) - p.score(2),
                "search board counts");
        int[] words = referenceWords(p);
        check(Arrays.equals(t.symWords, words), "search board symmetric line sets against a recount");
        int[] key = new int[t.words];
        t.canonical(key, 0);
        check(Arrays.equals(key, leastImage(words)), "search board key against the least recounted image");
    }

    /** The least of the images, compared word by word from the top as unsigned numbers. */
    private int[] leastImage(int[] words) {
        int n = board.words, best = 0;
        for (int s = 1; s < board.symmetries; s++) {
            for (int w = n - 1; w >= 0; w--) {
                int c = Integer.compareUnsigned(words[s * n + w], words[best * n + w]);
                if (c != 0) {
                    if (c < 0) best = s;
                    break;
                }
            }
        }
        return Arrays.copyOfRange(words, best * n, best * n + n);
    }

    /** The line set under each symmetry, counted from scratch: each group's drawn lines packed to its front. */
    private int[] referenceWords(DotsPosition p) {
        SearchBoard t = board;
        int[] out = new int[t.symmetries * t.words];
        for (int s = 0; s < t.symmetries; s++) {
            int base = s * t.words;
            for (int line = 0; line < t.lineCount; line++) {
                if (t.groupOf[line] >= 0 || !p.isDrawn(line)) continue;
                int image = t.perm[s * t.lineCount + line];
                out[base + (image >>> 5)] |= 1 << (image & 31);
            }
            for (int g = 0; g + 1 < t.groupStart.length; g++) {
                int count = 0;
                for (int i = t.groupStart[g]; i < t.groupStart[g + 1]; i++) if (p.isDrawn(t.groupLines[i])) count++;
                int imageGroup = t.groupOf[t.perm[s * t.lineCount + t.groupLines[t.groupStart[g]]]];
                for (int i = t.groupStart[imageGroup]; i < t.groupStart[imageGroup + 1] && count > 0; i++, count--) {
                    int member = t.groupLines[i];
                    out[base + (member >>> 5)] |= 1 << (member & 31);
                }
            }
        }
        return out;
    }

    @Override
    public String[] levels() {
        return DotsGame.RULES.players().levels();
    }

    @Override
    public String computerMove(DotsPosition p, String level, Random random, double millis) {
        return GameInvariants.thoughtMove(DotsPlayers.LEVELS.computer(level, p, random, millis));
    }

    @Override
    public String save(Match<DotsPosition> match) {
        return DotsGame.save(match).write();
    }

    @Override
    public Match<DotsPosition> load(String text) throws SaveFormatException {
        return DotsGame.load(SavedGame.read(text, "soak"), "soak");
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }
}
