package parlour.morris;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.Analyst;
import parlour.game.EngineExtension;
import parlour.game.GameNotation;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.PlayerNames;
import parlour.game.Players;
import parlour.game.PositionGame;
import parlour.game.Typed;
import parlour.match.Mark;
import parlour.words.Tr;

/** Six and Nine Men's Morris as the shell, save files and the engine protocol see them: one instance per board. */
public final class MorrisGame extends PositionGame<MorrisPosition> {

    /**
     * The computer levels, easy, medium and strong, and the one a new computer seat gets (the players themselves are in
     * the ai package).
     */
    private static final Players<MorrisPosition> LEVELS = Players.namesOnly(Players.easyMediumStrong(), "medium");

    public static final OptionSpec FLYING = OptionSpec.choice(
            "flying",
            Tr.mark("Flying"),
            Tr.mark("a player with three pieces left may move one to any empty point (default on, the seed's rule)"),
            "on",
            Tr.mark("on"),
            Tr.mark("off"));
    public static final OptionSpec DOUBLE = OptionSpec.choice(
            "doublemill",
            Tr.mark("Double mill"),
            Tr.mark("a move closing two mills at once removes two pieces (default off: one)"),
            "off",
            Tr.mark("off"),
            Tr.mark("on"));
    public static final OptionSpec DRAW = OptionSpec.choice(
            "drawafter",
            Tr.mark("Draw after"),
            Tr.mark("moves each in the moving phase without a mill before the game is drawn (default 50)"),
            "50",
            "50",
            "20",
            "100",
            Tr.mark("never"));

    /** How moves are written and read, and how a position is drawn as text. */
    private static final Notation<MorrisPosition> NOTATION =
            new GameNotation<MorrisPosition>(
                    "a1-a3xd2",
                    Tr.mark(
                            "Click an empty point to place a piece; later click a piece, then where it goes. Arrow keys and Enter work too."),
                    Tr.mark("Tap an empty point to place a piece; later tap a piece, then where it goes."),
                    new MorrisTyped()) {
                @Override
                public String canonical(MorrisPosition p, String move) {
                    return MorrisMove.format(p.rules.board, MorrisNotation.parse(p, move));
                }

                @Override
                public List<String> parts(String move) {
                    return MorrisNotation.parts(move);
                }

                @Override
                public List<Mark> moveMarks(MorrisPosition p, String move, String colour) {
                    List<Mark> out = new ArrayList<>();
                    List<String> parts = MorrisNotation.parts(move);
                    boolean moves = parts.size() > 1 && !parts.get(1).startsWith("x");
                    for (int i = 0; i < parts.size(); i++) {
                        String s = parts.get(i);
                        if (p.rules.board.pointNamed(s.startsWith("x") ? s.substring(1) : s) < 0) continue;
                        if (s.startsWith("x")) out.add(new Mark(Mark.RING, s.substring(1), null, colour, null));
                        else if (moves && i == 0) out.add(new Mark(Mark.ARROW, s, parts.get(1), colour, null));
                        else if (!moves) out.add(new Mark(Mark.RING, s, null, colour, null));
                    }
                    return out;
                }

                @Override
                public String written(List<String> steps) {
                    return MorrisNotation.written(steps);
                }

                @Override
                public String place(MorrisPosition p, String name) {
                    String n = name.trim().toLowerCase();
                    if (p.rules.board.pointNamed(n) < 0)
                        throw new IllegalArgumentException(t("There is no point {0} on this board.", name.trim()));
                    return n;
                }

                @Override
                public String nextStep(MorrisPosition p, List<String> steps, List<String> next) {
                    if (next.isEmpty()) return null;
                    if (next.get(0).startsWith("x")) {
                        boolean second = steps.get(steps.size() - 1).startsWith("x");
                        // the points named too, for a player who listens rather than looks
                        List<String> points = new ArrayList<>();
                        for (String n : next) points.add(n.substring(1));
                        return second
                                ? t("Double mill! Remove a second piece (ringed): {0}.", Typed.or(points))
                                : t("Mill! Remove one of your opponent's pieces (ringed): {0}.", Typed.or(points));
                    }
                    return t("Now choose where the piece on {0} goes (Esc puts it back).", steps.get(0));
                }

                @Override
                public String diagram(MorrisPosition p) {
                    return MorrisDiagram.of(p);
                }
            };

    /** The rules alone, without computer players or engine commands: for notation, saves and tests ({@link #with} adds them). */
    public static final MorrisGame SIX =
            new MorrisGame("morris6", Tr.mark("Six Men's Morris"), MorrisBoard.SIX, LEVELS, null, null);

    public static final MorrisGame NINE =
            new MorrisGame("morris9", Tr.mark("Nine Men's Morris"), MorrisBoard.NINE, LEVELS, null, null);

    private final MorrisBoard board;

    private MorrisGame(
            String id,
            String title,
            MorrisBoard board,
            Players<MorrisPosition> players,
            EngineExtension<MorrisPosition> engine,
            Analyst<MorrisPosition> analyst) {
        super(id, title, new OptionSpec[] {FLYING, DOUBLE, DRAW}, NOTATION, players, analyst, engine);
        this.board = board;
    }

    /** This game with computer players, hints and analysis, and engine commands. */
    public MorrisGame with(
            Players<MorrisPosition> players, Analyst<MorrisPosition> analyst, EngineExtension<MorrisPosition> engine) {
        return new MorrisGame(id(), title(), board, players, engine, analyst);
    }

    public MorrisBoard board() {
        return board;
    }

    /** The rules for checked option values. */
    public MorrisRules rules(Map<String, String> options) {
        String draw = options.get(DRAW.name);
        return new MorrisRules(
                board,
                "on".equals(options.get(FLYING.name)),
                "on".equals(options.get(DOUBLE.name)),
                draw == null ? 50 : "never".equals(draw) ? 0 : Integer.parseInt(draw));
    }

    /** The seed's rules with flying set as given and the other options at their defaults. */
    public MorrisRules rules(boolean flying) {
        return new MorrisRules(board, flying, false, 50);
    }

    @Override
    public MorrisPosition start(Map<String, String> options, int firstPlayer) {
        return MorrisPosition.start(rules(options), firstPlayer);
    }

    @Override
    public Map<String, String> optionsOf(MorrisPosition start) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put(FLYING.name, start.rules.flying ? "on" : "off");
        o.put(DOUBLE.name, start.rules.doubleRemoves ? "on" : "off");
        o.put(DRAW.name, start.rules.drawMoves == 0 ? "never" : String.valueOf(start.rules.drawMoves));
        return o;
    }

    /** The seed draws who moves first. */
    @Override
    public String defaultFirst() {
        return "random";
    }

    @Override
    public int firstPlayer(MorrisPosition start) {
        return start.firstPlayer;
    }

    @Override
    protected MorrisPosition after(MorrisPosition p, String move) {
        return p.play(MorrisNotation.parse(p, move));
    }

    @Override
    public List<String> legalMoves(MorrisPosition p) {
        List<String> out = new ArrayList<>();
        for (int m : p.legalMoves()) out.add(MorrisMove.format(board, m));
        return out;
    }

    @Override
    public String whyOver(MorrisPosition p) {
        return MorrisWords.why(p);
    }

    @Override
    public String whyOver(MorrisPosition p, PlayerNames names) {
        return MorrisWords.why(p, names);
    }

    @Override
    public String drawWord() {
        return Tr.mark("draw");
    }

    /** The pieces a player has left, on the board and in hand (a number: scripts read it as one). */
    @Override
    public String score(MorrisPosition p, int player) {
        return String.valueOf(Integer.bitCount(p.men(player)) + p.hand(player));
    }
}
