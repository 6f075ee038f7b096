package parlour.dots;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.Analyst;
import parlour.game.EngineExtension;
import parlour.game.GameNotation;
import parlour.game.GameSaves;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.Players;
import parlour.game.PositionGame;
import parlour.match.Mark;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.words.Tr;

/** Dots and Boxes as the shell, save files and the engine protocol see it: its side of the game seam. */
public final class DotsGame extends PositionGame<DotsPosition> {
    public static final String ID = "dots";
    /** The seed's board: 8x8 dots, 7x7 boxes (SRD C1). */
    public static final int DEFAULT_COLS = 7;

    public static final int DEFAULT_ROWS = 7;
    public static final OptionSpec SIZE = OptionSpec.size(
            "size",
            Tr.mark("Board size"),
            Tr.mark("board size in boxes, 1x1 to 15x15 (default 7x7, the seed's 8x8 dots)"),
            DEFAULT_COLS + "x" + DEFAULT_ROWS,
            DotsPosition.MIN_SIZE,
            DotsPosition.MAX_SIZE,
            DotsPosition.MIN_SIZE,
            DotsPosition.MAX_SIZE,
            Tr.mark("boxes"),
            Tr.mark("Boxes across"),
            Tr.mark("Boxes up"));

    /** How moves are written and read, and how a position is drawn as text. */
    private static final Notation<DotsPosition> NOTATION =
            new GameNotation<DotsPosition>(
                    "a1-b1",
                    Tr.mark("Click between two dots, or use the arrow keys and Enter."),
                    Tr.mark("Tap between two dots to draw a line there."),
                    new DotsTyped()) {
                @Override
                public String canonical(DotsPosition p, String move) {
                    return DotsNotation.format(p, DotsNotation.parseMove(p, move));
                }

                @Override
                public String diagram(DotsPosition p) {
                    return picture(p);
                }

                @Override
                public List<Mark> moveMarks(DotsPosition p, String move, String colour) {
                    int line = DotsNotation.lineNamed(p, move);
                    if (line < 0) return Collections.emptyList();
                    return Collections.singletonList(
                            new Mark(Mark.LINE, DotsNotation.format(p, line), null, colour, null));
                }

                @Override
                public String place(DotsPosition p, String name) {
                    int[] d = DotsNotation.parseDot(name);
                    if (!p.onBoard(d[0], d[1]))
                        throw new IllegalArgumentException(t("there is no dot {0} on this board", name.trim()));
                    return DotsNotation.dot(d[0], d[1]);
                }

                /** A box is named by its bottom-left dot: a1 is the box between a1 and b2. */
                @Override
                public String area(DotsPosition p, String name) {
                    int[] d = DotsNotation.parseDot(name);
                    if (d[0] >= p.cols() || d[1] >= p.rows())
                        throw new IllegalArgumentException(t(
                                "there is no box {0} on this board (a box is named by its bottom-left dot)",
                                name.trim()));
                    return DotsNotation.dot(d[0], d[1]);
                }
            };

    /**
     * The rules alone, without computer players, analysis or engine commands: for notation, saves and tests. Their
     * levels are easy, medium and strong, and a new computer seat gets easy (the players are in the ai package).
     */
    public static final DotsGame RULES =
            new DotsGame(Players.<DotsPosition>namesOnly(Players.easyMediumStrong(), "easy"), null, null);

    private DotsGame(
            Players<DotsPosition> players, Analyst<DotsPosition> analyst, EngineExtension<DotsPosition> engine) {
        super(ID, Tr.mark("Dots and Boxes"), new OptionSpec[] {SIZE}, NOTATION, players, analyst, engine);
    }

    /** This game with computer players, analysis and engine commands (analysis and engine may be null). */
    public DotsGame with(
            Players<DotsPosition> players, Analyst<DotsPosition> analyst, EngineExtension<DotsPosition> engine) {
        return new DotsGame(players, analyst, engine);
    }

    @Override
    public DotsPosition start(Map<String, String> options, int firstPlayer) {
        int[] s = SIZE.size(options.get(SIZE.name));
        return DotsPosition.empty(s[0], s[1], firstPlayer);
    }

    @Override
    public Map<String, String> optionsOf(DotsPosition start) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put(SIZE.name, sizeText(start.cols(), start.rows()));
        return o;
    }

    @Override
    public int firstPlayer(DotsPosition start) {
        return start.toMove();
    }

    @Override
    protected DotsPosition after(DotsPosition p, String move) {
        return p.play(DotsNotation.parseMove(p, move));
    }

    @Override
    public List<String> legalMoves(DotsPosition p) {
        List<String> out = new ArrayList<>();
        if (!p.isOver()) for (int line : p.legalLines()) out.add(DotsNotation.format(p, line));
        return out;
    }

    @Override
    public String score(DotsPosition p, int player) {
        return String.valueOf(p.score(player));
    }

    @Override
    public String resultDetail(DotsPosition p) {
        int w = p.winner();
        return w == 0 ? t("{0} all", p.score(1)) : t("{0} to {1}", p.score(w), p.score(3 - w));
    }

    @Override
    public String againNote(DotsPosition before, DotsPosition after) {
        return before.toMove() == after.toMove() && !after.isOver() ? Tr.mark("closed a box") : null;
    }

    @Override
    public void summaryTags(DotsPosition p, Map<String, String> tags) {
        tags.put("Score", p.score(1) + "-" + p.score(2));
    }

    @Override
    public void checkSummaryTags(DotsPosition p, SavedGame saved, String source) throws SaveFormatException {
        String score = saved.tag("Score");
        String counted = p.score(1) + "-" + p.score(2);
        if (score != null && !score.equals(counted)) {
            throw new SaveFormatException(
                    source,
                    saved.lineOfTag("Score"),
                    t("the Score tag says {0} but the moves give {1}", Text.quote(score), counted));
        }
    }

    /** "7x7": boxes across by boxes up. */
    public static String sizeText(int cols, int rows) {
        return cols + "x" + rows;
    }

    /**
     * Reads a size such as {@code 7x7} (boxes across x boxes up) into {cols, rows}.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static int[] parseSize(String text) {
        return SIZE.size(text);
    }

    /** A new match on an empty board. */
    public static Match<DotsPosition> newMatch(int cols, int rows, int firstPlayer, Seat p1, Seat p2) {
        return new Match<>(RULES, DotsPosition.empty(cols, rows, firstPlayer), p1, p2);
    }

    /** The match in the save format. */
    public static SavedGame save(Match<DotsPosition> match) {
        return GameSaves.save(RULES, match);
    }

    /**
     * Rebuilds a match from a save file, replaying and checking every move.
     *
     * @throws SaveFormatException naming the line of the first thing that is wrong
     */
    public static Match<DotsPosition> load(SavedGame g, String source) throws SaveFormatException {
        return GameSaves.load(RULES, g, source);
    }

    /**
     * The board as text: dots {@code +}, drawn lines {@code ---} and {@code |}, each closed box's owner
     * inside it, column letters above and below, row numbers on the left. Starts with a line break so that
     * the picture begins on a line of its own after the {@code =}.
     */
    static String picture(DotsPosition p) {
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
                    sb.append(' ')
                            .append(owner == 0 ? ' ' : (char) ('0' + owner))
                            .append(' ');
                }
            }
            sb.append('\n');
        }
        sb.append(letters);
        return sb.toString();
    }
}
