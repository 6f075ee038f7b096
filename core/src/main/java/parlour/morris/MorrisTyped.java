package parlour.morris;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.game.MoveWords;
import parlour.game.PlayerNames;
import parlour.game.Typed;
import parlour.words.Tr;

/**
 * Morris typed in words and told in words. A move or its steps: a point ("d2": a placement, or the piece to move),
 * two points ("d2-d3", "d2 d3", "move d2 to d3"), a removal ("xf4", "x f4", "remove f4", "take f4") and whole moves
 * ("d2-d3xb4", "d2 d3 remove b4"), as the steps {@link MorrisNotation#parts} writes. The board for a listener: each
 * side's pieces ring by ring and in hand, whose turn, the mills, a ring, a row or a column, the moves.
 */
final class MorrisTyped extends MoveWords<MorrisPosition> {
    private static final String FORMS =
            Tr.mark("Type a point like d2 to place a piece or pick one, d2-d3 or move d2 to d3 to move it,"
                    + " remove b4 or xb4 to take a piece after a mill, or a whole move like d2-d3xb4. Ask for the board,"
                    + " turn, pieces, mills, moves (or where can I move), outer, middle or inner ring, ring 1, row 3 or"
                    + " column d.");

    /** The refusal of a text that names no move nor step, quoting it. */
    private static IllegalArgumentException notAMove(String text) {
        return new IllegalArgumentException(t(
                "{0} is not a move: write a point like d2 to place or pick a piece, d2-d3 or d2 to d3 to move, and remove b4 or xb4 to remove",
                Typed.quoted(text)));
    }

    /**
     * Words that say nothing more, in English and in Polish written without the letters' marks (see {@link
     * MorrisWords#words}): "przesuń d2 na d3", "postaw pionek na d2".
     */
    private static final String[] FILLER = {
        "move", "moves", "to", "from", "place", "put", "on", "at", "piece", "and", "then", "fly", "flies", "slide",
        "go", "the", "a", "my", "mill", "with", "przesun", "przesuwam", "na", "z", "ze", "do", "postaw", "poloz",
        "kladz", "pionek", "pionka", "pionkiem", "i", "potem", "skocz", "skacz", "przeskocz", "idz", "ruch", "mlynek"
    };
    /** Words that make the points after them removals: "remove f4", and in Polish "usuń f4", "zbij f4", "zdejmij f4". */
    private static final String[] REMOVE = {
        "remove",
        "removes",
        "take",
        "takes",
        "capture",
        "captures",
        "x",
        "usun",
        "usuwam",
        "zbij",
        "zbijam",
        "bij",
        "zdejmij",
        "zdejmuje",
        "zabierz",
        "bije"
    };

    MorrisTyped() {
        super(FORMS, (before, move, after, you, names) -> MorrisWords.of(before, move, you));
    }

    /** The steps {@code text} names: points, then removals as {@code x} and a point. */
    @Override
    public List<String> typedSteps(MorrisPosition p, String text) {
        MorrisBoard board = p.board();
        List<String> steps = new ArrayList<>();
        boolean removing = false;
        int moves = 0, removals = 0;
        for (String w : MorrisWords.words(text)) {
            if (isOneOf(w, FILLER)) continue;
            if (isOneOf(w, REMOVE)) {
                removing = true;
                continue;
            }
            // a word holds one point or more: "d2", "xf4", "d3xf4" ('x' is no column on either board)
            int i = 0;
            while (i < w.length()) {
                boolean x = w.charAt(i) == 'x' && isPoint(w, i + 1);
                if (x) i++;
                if (!isPoint(w, i)) throw notAMove(text);
                String name = w.substring(i, i + 2);
                if (board.pointNamed(name) < 0)
                    throw new IllegalArgumentException(t("There is no point {0} on this board.", name));
                i += 2;
                removing |= x;
                if (removing) {
                    steps.add("x" + name);
                    removals++;
                } else {
                    steps.add(name);
                    moves++;
                }
            }
        }
        if (steps.isEmpty() || moves > 2 || removals > 2) throw notAMove(text);
        if (moves == 2) checkMove(p, steps);
        return steps;
    }

    /**
     * A move from one point to another is the start of a move whatever was entered before: where the rules refuse
     * it, their reason is the player's (a missing removal is not refused: the shell asks for it).
     */
    private static void checkMove(MorrisPosition p, List<String> steps) {
        StringBuilder move = new StringBuilder(steps.get(0)).append('-').append(steps.get(1));
        for (int i = 2; i < steps.size(); i++) move.append(steps.get(i));
        try {
            MorrisNotation.parse(p, move.toString());
        } catch (IllegalArgumentException e) {
            if (steps.size() == 2 && e instanceof MorrisNotation.RemovalMissing) return;
            throw e;
        }
    }

    /** Whether a point name (a column letter a to g and a row digit) stands at {@code i} in {@code w}. */
    private static boolean isPoint(String w, int i) {
        return i + 1 < w.length()
                && w.charAt(i) >= 'a'
                && w.charAt(i) <= 'g'
                && w.charAt(i + 1) >= '1'
                && w.charAt(i + 1) <= '9'
                && (i + 2 == w.length() || w.charAt(i + 2) < '0' || w.charAt(i + 2) > '9');
    }

    private static boolean isOneOf(String w, String[] words) {
        for (String f : words) if (f.equals(w)) return true;
        return false;
    }

    /** A point under the cursor: "Point c2, empty.", "Point c2, your piece." or "Point c2, Computer (easy)'s piece." */
    @Override
    public String placeInWords(MorrisPosition p, String place, PlayerNames names) {
        int point = p.board().pointNamed(place);
        if (point < 0) return null;
        int owner = p.at(point);
        if (owner == 0) return t("Point {0}, empty.", place);
        return names.isYou(owner)
                ? t("Point {0}, your piece.", place)
                : t("Point {0}, {1}'s piece.", place, names.name(owner));
    }

    @Override
    public String describe(MorrisPosition p, String query) {
        return describe(p, query, PlayerNames.NUMBERED);
    }

    /** As {@link #describe(MorrisPosition, String)}, the players named as the side panel names them ({@link MorrisBoardWords}). */
    @Override
    public String describe(MorrisPosition p, String query, PlayerNames names) {
        return MorrisBoardWords.describe(p, query, names);
    }
}
