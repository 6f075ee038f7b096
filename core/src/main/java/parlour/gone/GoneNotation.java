package parlour.gone;

import static parlour.words.Tr.t;

import java.util.Collections;
import java.util.List;
import parlour.game.GameNotation;
import parlour.game.Notation;
import parlour.match.Mark;
import parlour.match.Text;
import parlour.words.Tr;

/**
 * How Gone's moves are written and read (each checked in its phase, as the history keeps it), where they are on the
 * board for marks, and how a position is drawn as text: the rules' notation, kept apart from how moves change a
 * position ({@link GoneGame}).
 */
final class GoneNotation extends GameNotation<GonePosition> {
    GoneNotation() {
        super(
                "b3,4",
                Tr.mark("Click or Space paints a pebble. B black, W white, X hole. Go (G) runs the rounds."),
                Tr.mark("A tap paints a pebble with the tool chosen: Black, White or Hole. Go runs the rounds."),
                new GoneTyped());
    }

    @Override
    public String canonical(GonePosition p, String move) {
        return canonicalMove(p, move);
    }

    /** In a challenge's editor: its tools (no White, the seeds are the whites) and what Go leads to. */
    @Override
    public String howToMove(GonePosition p) {
        if (!p.challenge || p.phase != GonePosition.EDIT) return howToMove();
        return t(
                "Click or Space paints a pebble. B black, X hole. Then Go (G): each player places {0}"
                        + " {0|seed|seeds} on the black.",
                p.k);
    }

    /** The same on a touch screen: the tools by their buttons, no keys. */
    @Override
    public String howToTouch(GonePosition p) {
        if (!p.challenge || p.phase != GonePosition.EDIT) return super.howToTouch(p);
        return t(
                "A tap paints a pebble with the tool chosen: Black or Hole. Then Go: each player places {0}"
                        + " {0|seed|seeds} on the black.",
                p.k);
    }

    /** A board import of the largest board: {@code board:} and {@link GoneGame#MAX_SIDE} rows of {@link GoneGame#MAX_SIDE} places. */
    @Override
    public int longestMove() {
        return 6 + GoneGame.MAX_SIDE * (GoneGame.MAX_SIDE + 1) - 1;
    }

    /** A place as x,y from 0 at the top left, as Gone's moves write it. */
    @Override
    public String place(GonePosition p, String name) {
        int[] c = GoneGame.cell(name.trim(), p.board);
        return c[0] + "," + c[1];
    }

    /** A ring on the place a paint stroke or a seed names ("b3,4", "3,4"); none for the other moves. */
    @Override
    public List<Mark> moveMarks(GonePosition p, String move, String colour) {
        int start = 0;
        while (start < move.length() && Character.isLetter(move.charAt(start))) start++;
        String place = move.substring(start);
        try {
            int[] c = GoneGame.cell(place, p.board);
            return Collections.singletonList(new Mark(Mark.RING, c[0] + "," + c[1], null, colour, null));
        } catch (IllegalArgumentException notAPlace) {
            return Collections.emptyList();
        }
    }

    @Override
    public String diagram(GonePosition p) {
        StringBuilder sb = new StringBuilder();
        GoneBoard b = p.board;
        if (p.phase == GonePosition.ROUNDS)
            sb.append("\nround ").append(p.round).append(" of ").append(p.lastRound());
        for (int y = 0; y < b.height; y++) {
            sb.append('\n');
            for (int player = 1; player <= (p.challenge && p.phase != GonePosition.EDIT ? 2 : 1); player++) {
                if (player == 2) sb.append("   ");
                GoneRun run = player == 1 ? p.run1 : p.run2;
                for (int x = 0; x < b.width; x++) {
                    byte v = run != null
                            ? run.at(x, y, p.round)
                            : p.hasSeed(player, y * b.width + x) ? GoneGrid.WHITE : b.get(x, y);
                    sb.append(GoneBoard.letter(v));
                }
            }
        }
        return sb.toString();
    }

    /** {@link Notation#canonical} for Gone: the move checked in this phase, as the history keeps it. */
    static String canonicalMove(GonePosition p, String move) {
        String m = move.trim();
        String lower = m.toLowerCase();
        if (p.isOver()) throw new IllegalArgumentException(t("the rounds are over: nothing changes any more"));
        if (p.phase == GonePosition.ROUNDS) {
            if (lower.equals("round")) return "round";
            throw new IllegalArgumentException(t("the rounds are running: {0} is not a round", Text.quote(move)));
        }
        if (p.phase == GonePosition.SEED) {
            int[] c = GoneGame.cell(lower, p.board);
            if (p.board.get(c[0], c[1]) != GoneGrid.BLACK)
                throw new IllegalArgumentException(
                        t("a seed goes on a black pebble, and {0},{1} is not one", c[0], c[1]));
            if (p.hasSeed(p.toMove(), c[1] * p.board.width + c[0]))
                throw new IllegalArgumentException(t("you already have a seed at {0},{1}", c[0], c[1]));
            return c[0] + "," + c[1];
        }
        if (lower.equals("play")) {
            String problem = GoneGame.playProblem(p);
            if (problem != null) throw new IllegalArgumentException(problem);
            return "play";
        }
        if (lower.equals("clear") || lower.equals("fill")) return lower;
        if (lower.startsWith("random-")) {
            String n = lower.substring(7);
            if (n.isEmpty() || n.length() > 9)
                throw new IllegalArgumentException(
                        t("{0} is not a move: random- takes a number of up to 9 digits", Text.quote(move)));
            for (int i = 0; i < n.length(); i++)
                if (n.charAt(i) < '0' || n.charAt(i) > '9')
                    throw new IllegalArgumentException(
                            t("{0} is not a move: random- takes a number", Text.quote(move)));
            return "random-" + Integer.parseInt(n);
        }
        if (m.startsWith("board:")) {
            GoneBoard b = GoneGame.importBoard(p, m.substring(6));
            return "board:" + b.gridText('/');
        }
        char c = lower.isEmpty() ? ' ' : lower.charAt(0);
        if (c == 'b' || c == 'w' || c == 'h') {
            int[] xy = GoneGame.cell(lower.substring(1), p.board);
            if (c == 'w' && p.challenge)
                throw new IllegalArgumentException(
                        t("a challenge board has no white pebbles: the seeds are the whites"));
            byte v = GoneGame.colour(c);
            if (p.board.get(xy[0], xy[1]) == v)
                throw new IllegalArgumentException(
                        c == 'h'
                                ? t("{0},{1} is already a hole", xy[0], xy[1])
                                : c == 'b'
                                        ? t("{0},{1} is already black", xy[0], xy[1])
                                        : t("{0},{1} is already white", xy[0], xy[1]));
            return c + String.valueOf(xy[0]) + "," + xy[1];
        }
        throw new IllegalArgumentException(t(
                "{0} is not a move: paint with b3,4 (black), w3,4 (white) or h3,4 (hole), or write clear, fill,"
                        + " random-N, board:ROWS or play",
                Text.quote(move)));
    }
}
