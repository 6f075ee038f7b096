package parlour.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.GameDef;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.ThreeMenTable;

/**
 * Nine Men's Morris wins with three men a side, exact by the endgame table ({@link ThreeMenTable}): at each of the
 * winner's turns exactly one move wins fastest (the last, a mill, may take any man), and at least one other move
 * survives the opponent's next reply, so the answer is a choice. The wins asked for are in turn at least 3, 5 and 11
 * plies long. The position is reached by a random game from the start, so a puzzle opens as any game would.
 */
final class MorrisEndings extends PuzzleChecks.Kind {
    private static final int LONG = 11, MIDDLE = 5, SHORTEST = 3, MEN = 3;
    private final GameDef<MorrisPosition> nine = MorrisGame.NINE;
    private ThreeMenTable table;

    private ThreeMenTable table() {
        if (table == null) table = ThreeMenTable.build(MorrisBoard.NINE);
        return table;
    }

    @Override
    GameDef<?> def() {
        return nine;
    }

    @Override
    String difficultyRule() {
        return "1 + (the plies of the win - 1) / 3, at most 5; exact, by the table of three men a side";
    }

    @Override
    PuzzleChecks.Found find(Random random, int i) {
        table();
        Map<String, String> options = PuzzleChecks.options(nine, new LinkedHashMap<>());
        MorrisPosition p = nine.start(options, 1);
        List<String> moves = new ArrayList<>();
        // a random game down to three men a side: captures half the time, none that would end it
        while (!p.isOver() && !threeASide(p) && moves.size() < 400) {
            List<String> legal = nine.legalMoves(p), captures = new ArrayList<>(), quiet = new ArrayList<>();
            for (String m : legal) (m.indexOf('x') >= 0 ? captures : quiet).add(m);
            boolean ends = Integer.bitCount(p.men(3 - p.toMove())) + p.hand(3 - p.toMove()) <= MEN;
            List<String> from = ends && !quiet.isEmpty()
                    ? quiet
                    : !captures.isEmpty() && (random.nextBoolean() || quiet.isEmpty()) ? captures : quiet;
            String m = from.get(random.nextInt(from.size()));
            moves.add(m);
            p = nine.play(p, m);
        }
        if (!threeASide(p)) return null;
        int shortest = i % 3 == 2 ? LONG : i % 3 == 1 ? MIDDLE : SHORTEST;
        List<String> line = new ArrayList<>();
        // on with quiet moves, the mover's chosen at random among those that leave the opponent a win at least that
        // long (one side almost always has a mill to close at once, which is no puzzle), else among all
        for (int k = 12; ; k--) {
            if (p.isOver() || !threeASide(p)) return null;
            if (winIn(p) >= shortest && winLine(p, line) == null) break;
            line.clear();
            if (k == 0) return null;
            List<String> quiet = new ArrayList<>(), blunders = new ArrayList<>();
            for (String m : nine.legalMoves(p)) {
                if (m.indexOf('x') >= 0) continue;
                quiet.add(m);
                if (after(p, m) <= -(shortest + 1)) blunders.add(m);
            }
            List<String> from = blunders.isEmpty() ? quiet : blunders;
            String m = from.get(random.nextInt(from.size()));
            moves.add(m);
            p = nine.play(p, m);
        }
        if (survivors(p) < 2) return reject("only the answer survives the next reply");
        int plies = line.size();
        return new PuzzleChecks.Found(
                options,
                moves,
                line,
                plies,
                0,
                Math.min(5, 1 + (plies - 1) / 3),
                "three men a side: win in " + plies + " plies",
                "trzy pionki na stronę: wygrana w " + plies + " półruchach");
    }

    private static boolean threeASide(MorrisPosition p) {
        return p.hand(1) + p.hand(2) == 0 && Integer.bitCount(p.men(1)) == MEN && Integer.bitCount(p.men(2)) == MEN;
    }

    /** The table's plies to the mover's win, or 0 where it has none. */
    private int winIn(MorrisPosition p) {
        int v = table().value(p.men(p.toMove()), p.men(3 - p.toMove()));
        return Math.max(0, v);
    }

    /** The table's value of the position {@code move} leads to, for the side that made it. */
    private int after(MorrisPosition p, String move) {
        MorrisPosition next = nine.play(p, move);
        if (next.isOver()) return next.winner() == p.toMove() ? 1 : 0;
        int v = table().value(next.men(next.toMove()), next.men(p.toMove()));
        return v == 0 ? 0 : v > 0 ? -(v + 1) : 1 - v;
    }

    /** The mover's moves after which the opponent cannot win with the reply. */
    private int survivors(MorrisPosition p) {
        int n = 0;
        for (String m : nine.legalMoves(p)) if (after(p, m) != -2) n++;
        return n;
    }

    /**
     * The win from {@code p} by the table into {@code line}: each of the winner's moves the only fastest win, each
     * reply the longest defence; played by the rules to the end (the draw after 50 quiet moves included). Null, else
     * why not.
     */
    String winLine(MorrisPosition p, List<String> line) {
        int solver = p.toMove(), plies = winIn(p);
        if (plies == 0) return "no win";
        while (!p.isOver()) {
            if (!threeASide(p)) return "not three men a side at ply " + (line.size() + 1);
            List<String> best = new ArrayList<>();
            int top = Integer.MIN_VALUE;
            for (String m : nine.legalMoves(p)) {
                int v = after(p, m);
                // the winner wants the fewest plies (a smaller positive value); the loser the most (a larger negative)
                int score = v > 0 ? 1000 - v : v == 0 ? 0 : -1000 - v;
                if (score > top) best.clear();
                if (score >= top) {
                    top = score;
                    best.add(m);
                }
            }
            // a mill that wins at once may take any man (the puzzle takes each as right); else one move wins fastest
            if (p.toMove() == solver && best.size() != 1 && top != 999)
                return best.size() + " fastest wins at ply " + (line.size() + 1);
            line.add(best.get(0));
            p = nine.play(p, best.get(0));
            if (line.size() > plies) return "too long";
        }
        if (p.winner() != solver) return "the line does not win by the rules (" + p.why() + ")";
        return line.size() == plies ? null : "the line takes " + line.size() + " plies, the table says " + plies;
    }

    @Override
    String recheck(Map<String, String> options, List<String> moves, List<String> line, int value, int depth) {
        MorrisPosition p = PuzzleChecks.replay(nine, options, moves);
        if (!threeASide(p)) return "not three men a side";
        List<String> again = new ArrayList<>();
        String why = winLine(p, again);
        if (why != null) return why;
        if (again.size() != value) return "the table's win takes " + again.size() + " plies, not " + value;
        if (survivors(p) < 2) return "only the answer survives the next reply";
        // the replies may be any of the longest defences: the winner's moves must be the line's
        for (int k = 0; k < line.size(); k += 2)
            if (!again.get(k).equals(line.get(k))) return "ply " + (k + 1) + " is " + again.get(k);
        return null;
    }
}
