package parlour.arrows;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.Analyst;
import parlour.game.BoardFormat;
import parlour.game.EngineExtension;
import parlour.game.GameNotation;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.game.Players;
import parlour.game.PositionGame;
import parlour.match.Mark;
import parlour.match.Text;
import parlour.words.Tr;

/** Arrows ("swawolne strzały", seed 004): chains of arrows; whoever cannot put the next piece down loses. */
public final class ArrowsGame extends PositionGame<ArrowsPosition> {

    public static final String RANDOM = "random", CLASSIC = "classic";
    static final OptionSpec SIZE = OptionSpec.size(
            "size",
            Tr.mark("Board"),
            Tr.mark("cells across x cells up"),
            "8x8",
            ArrowsBoard.MIN,
            ArrowsBoard.MAX,
            ArrowsBoard.MIN,
            ArrowsBoard.MAX,
            "cells",
            Tr.mark("Cells across"),
            Tr.mark("Cells up"));
    static final OptionSpec BLOCKED = OptionSpec.choice(
            "blocked",
            Tr.mark("Blocked cells"),
            Tr.mark("cells blocked on a generated board"),
            "8",
            "0",
            "4",
            "8",
            "12",
            "16",
            "24");
    static final OptionSpec CLOCK = OptionSpec.choice(
            "clock",
            Tr.mark("Clock (min)"),
            Tr.mark("minutes each player has for the whole game"),
            "5",
            "untimed",
            "1",
            "5",
            "15");
    static final OptionSpec BOARD = OptionSpec.openChoice(
            "board",
            Tr.mark("Board"),
            Tr.mark("random, classic (the same board for a size) or a board: M N X1 Y1 D1 X2 Y2 D2 [X Y ...]"),
            CLASSIC,
            new OptionSpec.Checker() {
                @Override
                public String check(String value) {
                    return ArrowsBoard.parseSetup(
                                    Text.words(value == null ? "" : value), t("board {0}", Text.quote(value)))
                            .setupText();
                }
            },
            RANDOM,
            CLASSIC);

    /** How moves are written and read, and how a position is drawn as text. */
    private static final Notation<ArrowsPosition> NOTATION =
            new GameNotation<ArrowsPosition>(
                    "2",
                    Tr.mark(
                            "Click one of the cells around your next cell to point your new arrow there, or press a direction key"
                                    + " and Enter."),
                    Tr.mark("Tap one of the cells around your next cell to point your new arrow there."),
                    new ArrowsTyped()) {
                @Override
                public String canonical(ArrowsPosition p, String move) {
                    int d = Direction.parse(move);
                    if (d < 0) {
                        throw new IllegalArgumentException(t(
                                "{0} is not a direction: write 0 to 7 (0 up, clockwise) or N, NE, E, SE, S, SW, W, NW",
                                Text.quote(move)));
                    }
                    if (p.winner() >= 0) throw new IllegalArgumentException(t("the game is over"));
                    return String.valueOf(d);
                }

                /** The cell the new piece goes on, with an arrow to the cell it points at (a ring where that is off the board). */
                @Override
                public List<Mark> moveMarks(ArrowsPosition p, String move, String colour) {
                    int d = Direction.parse(move);
                    int from = p.winner() >= 0 ? -1 : p.next(p.toMove());
                    if (d < 0 || from < 0) return Collections.emptyList();
                    int to = p.targetOf(from, d);
                    String at = cellName(p, from);
                    return Collections.singletonList(
                            to < 0
                                    ? new Mark(Mark.RING, at, null, colour, null)
                                    : new Mark(Mark.ARROW, at, cellName(p, to), colour, null));
                }

                @Override
                public String diagram(ArrowsPosition p) {
                    StringBuilder sb = new StringBuilder();
                    ArrowsBoard b = p.board;
                    char[] cells = new char[b.cols * b.rows];
                    for (int i = 0; i < cells.length; i++) cells[i] = p.isOccupied(i) ? '#' : '.';
                    for (int pl = 1; pl <= 2; pl++) for (int c : p.chain(pl)) cells[c] = (char) ('0' + pl);
                    for (int pl = 1; pl <= 2; pl++) {
                        int[] c = p.chain(pl);
                        int[] d = p.directions(pl);
                        cells[c[c.length - 1]] = (char) ((pl == 1 ? 'A' : 'a') + d[d.length - 1]);
                    }
                    for (int y = 0; y < b.rows; y++) {
                        sb.append('\n');
                        for (int x = 0; x < b.cols; x++)
                            sb.append(x == 0 ? "" : " ").append(cells[y * b.cols + x]);
                    }
                    sb.append("\nlast pieces: A-H player 1, a-h player 2 (direction 0-7); to move: ")
                            .append(p.toMove());
                    return sb.toString();
                }

                @Override
                public String place(ArrowsPosition p, String name) {
                    int[] c = cell(p, name);
                    return c[0] + "," + c[1];
                }
            };

    /**
     * {column, row} of a cell named column,row counted from 1 at the top left, as the board files, the words and the
     * marks count them.
     *
     * @throws IllegalArgumentException with a reason a player can read when the board has no such cell
     */
    public static int[] cell(ArrowsPosition p, String name) {
        String form = t("{0} is not a cell: write column,row from 1 at the top left, like 3,4", Text.quote(name));
        int comma = name.indexOf(',');
        if (comma <= 0) throw new IllegalArgumentException(form);
        int column = Text.smallNumber(name.substring(0, comma).trim(), form),
                row = Text.smallNumber(name.substring(comma + 1).trim(), form);
        if (column < 1 || row < 1 || column > p.board.cols || row > p.board.rows)
            throw new IllegalArgumentException(
                    t("{0},{1} is off the {2}x{3} board", column, row, p.board.cols, p.board.rows));
        return new int[] {column, row};
    }

    /** A cell index as the marks name it: column,row from 1 at the top left. */
    public static String cellName(ArrowsPosition p, int cell) {
        return (cell % p.board.cols + 1) + "," + (cell / p.board.cols + 1);
    }

    /**
     * The rules alone, without computer players, analysis or engine commands: for notation, saves and tests. Their
     * levels are easy, medium and strong, and a new computer seat gets strong (the players are in the ai package).
     */
    public static final ArrowsGame RULES =
            new ArrowsGame(Players.<ArrowsPosition>namesOnly(Players.easyMediumStrong(), "strong"), null, null);

    private ArrowsGame(
            Players<ArrowsPosition> players, Analyst<ArrowsPosition> analyst, EngineExtension<ArrowsPosition> engine) {
        super(
                "arrows",
                Tr.mark("Arrows"),
                new OptionSpec[] {SIZE, BLOCKED, CLOCK, BOARD},
                NOTATION,
                players,
                analyst,
                engine);
    }

    /** This game with computer players, analysis and engine commands (analysis and engine may be null). */
    public ArrowsGame with(
            Players<ArrowsPosition> players, Analyst<ArrowsPosition> analyst, EngineExtension<ArrowsPosition> engine) {
        return new ArrowsGame(players, analyst, engine);
    }

    @Override
    public ArrowsPosition start(Map<String, String> options, int firstPlayer) {
        String board = options.get("board");
        int[] size = SIZE.size(options.get("size"));
        int blocked = Integer.parseInt(options.get("blocked"));
        ArrowsBoard b;
        if (board.equals(RANDOM)) b = BoardGenerator.generate(size[0], size[1], blocked, new Random());
        else if (board.equals(CLASSIC))
            b = BoardGenerator.generate(
                    size[0], size[1], blocked, new Random(size[0] * 1000 + size[1] * 100 + blocked));
        else b = ArrowsBoard.parseSetup(Text.words(board), t("board"));
        return start(b, firstPlayer, options.get("clock"), options.get("blocked"));
    }

    /** A new game on {@code board}: {@code firstPlayer} owns the board's first piece and moves first. */
    public static ArrowsPosition start(ArrowsBoard board, int firstPlayer, String clock, String blockedOption) {
        return new ArrowsPosition(board, firstPlayer, clock, blockedOption, new int[0]);
    }

    @Override
    public Map<String, String> optionsOf(ArrowsPosition start) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", start.board.cols + "x" + start.board.rows);
        o.put("blocked", start.blockedOption);
        o.put("clock", start.clock);
        o.put("board", start.board.setupText());
        return o;
    }

    @Override
    public double clockMillis(Map<String, String> options) {
        String c = options.get("clock");
        return c == null || c.equals("untimed") ? 0 : Double.parseDouble(c) * 60000;
    }

    @Override
    public int firstPlayer(ArrowsPosition start) {
        return start.first;
    }

    @Override
    protected ArrowsPosition after(ArrowsPosition p, String move) {
        return p.after(Direction.parse(NOTATION.canonical(p, move)));
    }

    @Override
    public List<String> legalMoves(ArrowsPosition p) {
        List<String> out = new ArrayList<>();
        if (p.winner() < 0) for (int d = 0; d < 8; d++) out.add(String.valueOf(d));
        return out;
    }

    @Override
    public String warning(ArrowsPosition p, String move) {
        int d = Direction.parse(move);
        if (d < 0 || p.winner() >= 0) return null;
        String why = ArrowsWords.losing(p, d);
        if (why == null) return null;
        // where every direction loses there is nothing to warn against; the warning says how to play it all the same
        for (int other = 0; other < 8; other++)
            if (ArrowsWords.losing(p, other) == null) return why + " " + t("Choose it again to play it anyway.");
        return null;
    }

    @Override
    public String whyOver(ArrowsPosition p) {
        if (p.winner() < 0) return null;
        int loser = p.toMove(), target = p.next(loser);
        if (target < 0) return t("the losing arrow points off the board");
        if (target == p.next(3 - loser) && !p.isOccupied(target))
            return t("the loser's next cell is taken by the opponent's arrow");
        return t("the loser's next cell is taken");
    }

    @Override
    public String whyOver(ArrowsPosition p, PlayerNames names) {
        return ArrowsWords.why(p, names);
    }

    @Override
    public BoardFormat<ArrowsPosition> boardFormat() {
        return ArrowsBoardFormat.INSTANCE;
    }
}
