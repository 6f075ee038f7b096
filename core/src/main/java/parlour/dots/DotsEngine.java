package parlour.dots;

import java.util.List;
import java.util.Random;
import parlour.dots.ai.DotsPlayers;
import parlour.dots.ai.DotsSolver;
import parlour.match.Clock;
import parlour.match.EngineGame;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Thinker;

/** Dots and Boxes in the engine protocol: the board, moves and computer levels behind its commands. */
public final class DotsEngine implements EngineGame {
    private static final String[] COMMANDS = {"boardsize", "clear_board", "play", "genmove", "undo", "showboard",
        "to_move", "score", "legal_moves", "result", "level", "time_limit", "position", "solve"};
    private static final double THINK_SLICE_MILLIS = 50;
    /** Transposition table of {@code solve}: 2^20 entries, from 12 MB (small boards) to 70 MB (15x15). */
    private static final int SOLVE_TABLE_BITS = 20;

    private final Random random;
    private int cols = DotsGame.DEFAULT_COLS;
    private int rows = DotsGame.DEFAULT_ROWS;
    private String level = DotsPlayers.DEFAULT_LEVEL;
    /**
     * Seconds a move may take, as the controller gave it: a searching level ({@code strong}) thinks for a
     * quarter of it at most, and never longer than in the game; {@code solve} gives up after it.
     */
    private String timeLimit = "10";
    private Match<DotsPosition> match;

    /** An engine on the default board whose computer player draws on {@code random}. */
    public DotsEngine(Random random) {
        this.random = random;
        newGame();
    }

    @Override
    public String id() { return DotsGame.ID; }

    @Override
    public String[] commands() { return java.util.Arrays.copyOf(COMMANDS, COMMANDS.length); }

    @Override
    public void newGame() {
        cols = DotsGame.DEFAULT_COLS;
        rows = DotsGame.DEFAULT_ROWS;
        clear();
    }

    private void clear() {
        match = DotsGame.newMatch(cols, rows, 1, Seat.HUMAN, Seat.HUMAN);
    }

    @Override
    public String execute(String command, List<String> args) {
        switch (command) {
            case "boardsize": return boardsize(args);
            case "clear_board": noArgs(command, args); clear(); return "";
            case "play": return play(args);
            case "genmove": noArgs(command, args); return genmove();
            case "undo":
                noArgs(command, args);
                if (!match.undoOne()) throw new IllegalArgumentException("there is no move to undo");
                return "";
            case "showboard": noArgs(command, args); return picture(match.position());
            case "to_move": noArgs(command, args); return String.valueOf(match.toMove());
            case "score": noArgs(command, args); return match.position().score(1) + " " + match.position().score(2);
            case "legal_moves": noArgs(command, args); return legalMoves();
            case "result": noArgs(command, args); return result();
            case "level": return level(args);
            case "time_limit": return timeLimit(args);
            case "position": noArgs(command, args); return DotsGame.save(match).write();
            case "solve": noArgs(command, args); return solve();
            default: throw new IllegalArgumentException("unknown command '" + command + "'");
        }
    }

    private static void noArgs(String command, List<String> args) {
        if (!args.isEmpty()) throw new IllegalArgumentException(command + " takes no arguments");
    }

    /** {@code boardsize COLS ROWS} in boxes (one number for a square board); starts a new game. */
    private String boardsize(List<String> args) {
        if (args.isEmpty() || args.size() > 2) {
            throw new IllegalArgumentException("boardsize needs the boxes across and up, like: boardsize 7 7");
        }
        int c = count(args.get(0));
        int r = args.size() == 2 ? count(args.get(1)) : c;
        if (c < DotsPosition.MIN_SIZE || c > DotsPosition.MAX_SIZE || r < DotsPosition.MIN_SIZE || r > DotsPosition.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + DotsGame.sizeText(c, r) + " is out of range: from 1x1 to 15x15 boxes");
        }
        cols = c;
        rows = r;
        clear();
        return "";
    }

    private static int count(String word) {
        if (word.isEmpty() || word.length() > 3) throw new IllegalArgumentException("'" + word + "' is not a number of boxes");
        int n = 0;
        for (int i = 0; i < word.length(); i++) {
            char ch = word.charAt(i);
            if (ch < '0' || ch > '9') throw new IllegalArgumentException("'" + word + "' is not a number of boxes");
            n = n * 10 + (ch - '0');
        }
        return n;
    }

    private String play(List<String> args) {
        if (args.size() != 1) throw new IllegalArgumentException("play needs one line for the side to move, like: play a1-b1");
        // the history keeps the line as the notation writes it, whichever way round it came
        DotsPosition p = match.position();
        String reason = match.play(DotsNotation.format(p, DotsNotation.parseMove(p, args.get(0))));
        if (reason != null) throw new IllegalArgumentException(reason);
        return "";
    }

    /** Lets the computer, at the current level, choose and play a line for the side to move. */
    private String genmove() {
        DotsPosition p = match.position();
        if (p.isOver()) throw new IllegalArgumentException("the game is over");
        double millis = Math.min(DotsPlayers.thinkMillis(level), timeLimitMillis() / 4);
        Thinker thinker = DotsPlayers.create(level, p, random, millis);
        while (!thinker.think(THINK_SLICE_MILLIS)) {
            // each call is one slice; the protocol waits for the whole decision
        }
        String move = thinker.move();
        String reason = match.play(move);
        if (reason != null) throw new IllegalStateException("the " + level + " player chose an illegal line " + move + ": " + reason);
        return move;
    }

    /**
     * {@code solve}: the exact value of the position for the side to move (net number of the boxes still
     * open that it wins with perfect play on both sides) and one optimal line, as {@code V MOVE}; fails if
     * the game is over or the value is not found within the time limit. The game is unchanged.
     */
    private String solve() {
        DotsPosition p = match.position();
        if (p.isOver()) throw new IllegalArgumentException("the game is over: there is nothing to solve");
        DotsSolver solver = new DotsSolver(p, SOLVE_TABLE_BITS);
        double limit = timeLimitMillis();
        double started = Clock.now();
        boolean solved = false;
        while (!solved) {
            double left = started + limit - Clock.now();
            if (left <= 0) {
                throw new IllegalArgumentException("not solved within the time limit of " + timeLimit + " seconds (searched "
                        + (long) solver.nodes() + " positions): try a later position or a longer time_limit");
            }
            solved = solver.think(Math.min(THINK_SLICE_MILLIS, left));
        }
        return solver.value() + " " + solver.bestMove();
    }

    private double timeLimitMillis() {
        return Double.parseDouble(timeLimit) * 1000;
    }

    private String legalMoves() {
        DotsPosition p = match.position();
        StringBuilder sb = new StringBuilder();
        for (int line : p.legalLines()) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(DotsNotation.format(p, line));
        }
        return sb.toString();
    }

    private String result() {
        int w = match.winner();
        return w < 0 ? "none" : w == 0 ? "tie" : String.valueOf(w);
    }

    /** {@code level} answers the current level; {@code level NAME} sets it. */
    private String level(List<String> args) {
        if (args.isEmpty()) return level;
        if (args.size() > 1) throw new IllegalArgumentException("level takes one name, like: level " + DotsPlayers.DEFAULT_LEVEL);
        StringBuilder known = new StringBuilder();
        for (String l : DotsPlayers.LEVELS) {
            if (l.equals(args.get(0))) {
                level = l;
                return "";
            }
            known.append(known.length() == 0 ? "" : ", ").append(l);
        }
        throw new IllegalArgumentException("unknown level '" + args.get(0) + "': the levels are " + known);
    }

    /** {@code time_limit} answers the seconds a move may take; {@code time_limit SECONDS} sets them. */
    private String timeLimit(List<String> args) {
        if (args.isEmpty()) return timeLimit;
        if (args.size() > 1 || !isPositiveNumber(args.get(0))) {
            throw new IllegalArgumentException("time_limit needs a positive number of seconds, like: time_limit 2.5");
        }
        timeLimit = args.get(0);
        return "";
    }

    /** Digits with at most one decimal point, not all zeros. */
    private static boolean isPositiveNumber(String word) {
        boolean point = false, digit = false, nonZero = false;
        for (int i = 0; i < word.length(); i++) {
            char ch = word.charAt(i);
            if (ch == '.' && !point) point = true;
            else if (ch >= '0' && ch <= '9') {
                digit = true;
                if (ch != '0') nonZero = true;
            } else return false;
        }
        return digit && nonZero;
    }

    /**
     * The board as text: dots {@code +}, drawn lines {@code ---} and {@code |}, each closed box's owner
     * inside it, column letters above and below, row numbers on the left. Starts with a line break so that
     * the picture begins on a line of its own after the {@code =}.
     */
    private static String picture(DotsPosition p) {
        StringBuilder sb = new StringBuilder("\n");
        StringBuilder letters = new StringBuilder("   ");
        for (int x = 0; x <= p.cols(); x++) letters.append(x == 0 ? "" : "   ").append((char) ('a' + x));
        sb.append(letters).append('\n');
        for (int y = p.rows(); y >= 0; y--) {
            String label = String.valueOf(y + 1);
            sb.append(label.length() == 1 ? " " : "").append(label).append(' ');
            for (int x = 0; x <= p.cols(); x++) {
                sb.append('+');
                if (x < p.cols()) sb.append(p.isDrawn(p.h(x, y)) ? "---" : "   ");
            }
            sb.append('\n');
            if (y == 0) break;
            sb.append("   ");
            for (int x = 0; x <= p.cols(); x++) {
                sb.append(p.isDrawn(p.v(x, y - 1)) ? '|' : ' ');
                if (x < p.cols()) {
                    int owner = p.boxOwner(x, y - 1);
                    sb.append(' ').append(owner == 0 ? ' ' : (char) ('0' + owner)).append(' ');
                }
            }
            sb.append('\n');
        }
        sb.append(letters);
        return sb.toString();
    }
}
