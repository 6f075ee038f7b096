package parlour.shell.play;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.game.Analysis;
import parlour.game.Analyst;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.match.Match;

/**
 * Judges each move of a game with the game's {@link Analyst}, one position at a time and a slice a
 * frame: a move is a mistake only where the analysis is exact and the move is worth less than the best.
 */
final class MistakeFinder<P> {
    /** Work on one position: as long as a hint may take, so that the small endgames are solved exactly. */
    private static final double BUDGET_MS = 2000;

    private final GameDef<P> def;
    private final Analyst<P> analyst;
    private final List<P> before = new ArrayList<>();
    private final List<String> moves = new ArrayList<>();
    /** Per move: null not judged yet, "" no mistake proved, else what was wrong ("worth -3, where a1-b1 is worth +1"). */
    private final List<String> verdicts = new ArrayList<>();

    private int next;
    private Analysis<P> running;
    private int mistakes;

    MistakeFinder(GameDef<P> def) {
        this.def = def;
        this.analyst = def.analyst();
    }

    /** Whether the game has an analyst that can judge moves at all. */
    boolean judges() {
        return analyst != null;
    }

    /** Follows the match's moves, keeping the verdicts of the moves it still shares with those judged before. */
    void follow(Match<P> match) {
        List<String> now = match.moves();
        int same = 0;
        while (same < moves.size() && same < now.size() && moves.get(same).equals(now.get(same))) same++;
        while (moves.size() > same) {
            int last = moves.size() - 1;
            if (verdicts.get(last) != null && !verdicts.get(last).isEmpty()) mistakes--;
            before.remove(last);
            moves.remove(last);
            verdicts.remove(last);
        }
        if (next > same) {
            next = same;
            running = null;
        }
        for (int i = same; i < now.size(); i++) {
            before.add(match.positionAt(i));
            moves.add(now.get(i));
            verdicts.add(null);
        }
    }

    /** One slice of about {@code sliceMillis}; returns the index of the move it just judged, or -1. */
    int drive(double sliceMillis) {
        if (analyst == null || next >= moves.size()) return -1;
        P p = before.get(next);
        if (def.toMove(p) == 0) {
            verdicts.set(next, "");
            return next++;
        }
        if (running == null) {
            running = analyst.analyse(p, BUDGET_MS, new Random(p.hashCode()));
            return -1;
        }
        if (!running.think(sliceMillis)) return -1;
        String verdict = judge(running, moves.get(next));
        running = null;
        verdicts.set(next, verdict);
        if (!verdict.isEmpty()) mistakes++;
        return next++;
    }

    /** "" unless the analysis proves {@code played} worse than its best move (the one a hint gives). */
    static <P> String judge(Analysis<P> done, String played) {
        if (!done.isExact()) return "";
        MoveValue best = null;
        MoveValue mine = null;
        for (MoveValue v : done.values()) {
            if (best == null && v.isBest()) best = v;
            if (v.move.equals(played)) mine = v;
        }
        if (mine == null || best == null || mine.isBest() || !mine.exact || !best.exact || mine.value >= best.value)
            return "";
        return t("worth {0}, where {1} is worth {2}", mine.mark, best.move, best.mark);
    }

    /** The verdict on move {@code i} (0 is the first): null not judged yet, "" no mistake proved. */
    String verdict(int i) {
        return i < verdicts.size() ? verdicts.get(i) : null;
    }

    int judged() {
        return next;
    }

    int size() {
        return moves.size();
    }

    int mistakes() {
        return mistakes;
    }
}
