package parlour.gone;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.BoardFormat;
import parlour.game.EngineExtension;
import parlour.game.GameBase;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.Players;
import parlour.match.Text;
import parlour.words.Tr;

/**
 * Gone as a game of the seam. Everything is a move, so undo, autosave and saves cover it all: while the
 * board is edited, paints ({@code b3,4} black, {@code w3,4} white, {@code h3,4} hole at x=3, y=4),
 * {@code random-N}, {@code clear}, {@code fill}, {@code board:ROWS} (a whole grid, rows separated by '/') and
 * {@code play}; in a challenge, seed placements ({@code 3,4}) by each player in turn; then the automaton's
 * {@code round}s. The rounds are solved once at {@code play} ({@link GoneRun}); a round only counts on.
 * On a board of more than {@link #LISTED_PAINTS} places the paints are legal but not listed by
 * {@link #legalMoves} (that would be three quarters of a million moves on 512x512).
 */
public final class GoneGame extends GameBase<GonePosition> {
    /** The largest board side the game takes (imports included). */
    public static final int MAX_SIDE = 512;
    /** Boards up to this many places list their paints among the legal moves. */
    public static final int LISTED_PAINTS = 256;

    static final OptionSpec SIZE = OptionSpec.choice(
            "size",
            Tr.mark("Board"),
            Tr.mark("places across x down"),
            "24x24",
            "8x8",
            "16x16",
            "24x24",
            "32x32",
            "64x64",
            "128x128",
            "256x256",
            "512x512");
    public static final OptionSpec ADJACENCY = OptionSpec.choice(
            "adjacency", Tr.mark("Neighbours"), Tr.mark("4: orthogonal ones; 8: diagonal ones too"), "4", "4", "8");
    static final OptionSpec MODE = OptionSpec.choice(
            "mode",
            Tr.mark("Mode"),
            Tr.mark("editor: build a board and watch it; challenge: seeds against each other"),
            "editor",
            "editor",
            "challenge");
    public static final OptionSpec K = OptionSpec.choice(
            "k",
            Tr.mark("Seeds"),
            Tr.mark("white seeds each challenger places"),
            "2",
            "1",
            "2",
            "3",
            "4",
            "5",
            "6",
            "8",
            "10");

    /** How moves are written and read, and how a position is drawn as text. */
    private static final Notation<GonePosition> NOTATION = new GoneNotation();

    /**
     * The rules alone, their levels named (the random player and the best challenger, whose players are in the ai
     * package): {@link #with} adds the players and the engine commands.
     */
    public static final GoneGame RULES = new GoneGame(
            Players.<GonePosition>namesOnly(new String[] {Tr.mark("random"), Tr.mark("best")}, "best"), null);

    private GoneGame(Players<GonePosition> players, EngineExtension<GonePosition> engine) {
        super("gone", Tr.mark("Gone"), new OptionSpec[] {SIZE, ADJACENCY, MODE, K}, NOTATION, players, null, engine);
    }

    /** This game with its computer players and engine commands (the engine may be null). */
    public GoneGame with(Players<GonePosition> players, EngineExtension<GonePosition> engine) {
        return new GoneGame(players, engine);
    }

    @Override
    public GonePosition start(Map<String, String> options, int firstPlayer) {
        String size = options.get("size");
        int x = size.indexOf('x');
        int w = Integer.parseInt(size.substring(0, x)), h = Integer.parseInt(size.substring(x + 1));
        boolean challenge = "challenge".equals(options.get("mode"));
        return new GonePosition(
                GoneBoard.random(w, h, 1, !challenge),
                "8".equals(options.get("adjacency")),
                challenge,
                Integer.parseInt(options.get("k")),
                firstPlayer,
                GonePosition.EDIT,
                new int[0],
                new int[0],
                0,
                null,
                null);
    }

    @Override
    public Map<String, String> optionsOf(GonePosition start) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("size", start.board.width + "x" + start.board.height);
        o.put("adjacency", start.eight ? "8" : "4");
        o.put("mode", start.challenge ? "challenge" : "editor");
        o.put("k", String.valueOf(start.k));
        return o;
    }

    @Override
    public int firstPlayer(GonePosition start) {
        return start.first;
    }

    @Override
    public int toMove(GonePosition p) {
        return p.toMove();
    }

    @Override
    public int winner(GonePosition p) {
        if (!p.isOver()) return -1;
        if (!p.challenge) return 0;
        GoneResult a = p.run1.result, b = p.run2.result;
        if (a.blackRemains != b.blackRemains) return a.blackRemains ? 2 : 1;
        if (a.blackRemains || a.rounds == b.rounds) return 0;
        return a.rounds < b.rounds ? 1 : 2;
    }

    @Override
    public boolean hasAutomaton() {
        return true;
    }

    @Override
    public String automaticMove(GonePosition p) {
        return p.phase == GonePosition.ROUNDS && !p.isOver() ? "round" : null;
    }

    @Override
    public GonePosition play(GonePosition p, String move) {
        String m = NOTATION.canonical(p, move);
        GoneBoard b = p.board;
        if (p.phase == GonePosition.ROUNDS) return p.with(b, p.phase, p.seeds1, p.seeds2, p.round + 1, p.run1, p.run2);
        if (p.phase == GonePosition.SEED) {
            int player = p.toMove();
            int[] c = cell(m, b);
            int[] mine = Arrays.copyOf(player == 1 ? p.seeds1 : p.seeds2, p.seedCount(player) + 1);
            mine[mine.length - 1] = c[1] * b.width + c[0];
            int[] s1 = player == 1 ? mine : p.seeds1, s2 = player == 2 ? mine : p.seeds2;
            if (s1.length < p.k || s2.length < p.k) return p.with(b, GonePosition.SEED, s1, s2, 0, null, null);
            return p.with(b, GonePosition.ROUNDS, s1, s2, 0, new GoneRun(b, s1, p.eight), new GoneRun(b, s2, p.eight));
        }
        if (m.equals("play")) {
            if (p.challenge) return p.with(b, GonePosition.SEED, p.seeds1, p.seeds2, 0, null, null);
            return p.with(b, GonePosition.ROUNDS, p.seeds1, p.seeds2, 0, new GoneRun(b, null, p.eight), null);
        }
        return p.with(edited(p, m), GonePosition.EDIT, p.seeds1, p.seeds2, 0, null, null);
    }

    /** The board after an edit move (already checked). */
    private static GoneBoard edited(GonePosition p, String m) {
        GoneBoard b = p.board;
        if (m.equals("clear")) return GoneBoard.filled(b.width, b.height, GoneGrid.HOLE);
        if (m.equals("fill")) return GoneBoard.filled(b.width, b.height, GoneGrid.BLACK);
        if (m.startsWith("random-"))
            return GoneBoard.random(b.width, b.height, Integer.parseInt(m.substring(7)), !p.challenge);
        if (m.startsWith("board:")) return importBoard(p, m.substring(6));
        int[] c = cell(m.substring(1), b);
        return b.with(c[0], c[1], colour(m.charAt(0)));
    }

    static byte colour(char letter) {
        return letter == 'b' ? GoneGrid.BLACK : letter == 'w' ? GoneGrid.WHITE : GoneGrid.HOLE;
    }

    @Override
    public List<String> legalMoves(GonePosition p) {
        List<String> out = new ArrayList<>();
        if (p.isOver()) return out;
        GoneBoard b = p.board;
        if (p.phase == GonePosition.ROUNDS) {
            out.add("round");
        } else if (p.phase == GonePosition.SEED) {
            int player = p.toMove();
            for (int y = 0; y < b.height; y++) {
                for (int x = 0; x < b.width; x++)
                    if (b.get(x, y) == GoneGrid.BLACK && !p.hasSeed(player, y * b.width + x)) out.add(x + "," + y);
            }
        } else {
            if (b.width * b.height <= LISTED_PAINTS) {
                for (int y = 0; y < b.height; y++) {
                    for (int x = 0; x < b.width; x++) {
                        byte v = b.get(x, y);
                        if (v != GoneGrid.BLACK) out.add("b" + x + "," + y);
                        if (v != GoneGrid.WHITE && !p.challenge) out.add("w" + x + "," + y);
                        if (v != GoneGrid.HOLE) out.add("h" + x + "," + y);
                    }
                }
            }
            out.add("clear");
            out.add("fill");
            out.add("random-1");
            if (playProblem(p) == null) out.add("play");
        }
        return out;
    }

    /** Why the rounds (or the seeding) cannot start yet, or null. */
    static String playProblem(GonePosition p) {
        if (p.challenge && p.board.count(GoneGrid.BLACK) < p.k) {
            return t("a challenge needs at least {0} {0|black pebble|black pebbles} to place the seeds on", p.k);
        }
        return null;
    }

    static GoneBoard importBoard(GonePosition p, String rows) {
        GoneGrid g;
        try {
            g = GoneFormat.parseGrid(rows.replace('/', '\n'), "board");
        } catch (GoneFormatException e) {
            throw new IllegalArgumentException(t(
                    "the board's row {0}: {1}",
                    e.line, e.getMessage().substring(e.getMessage().indexOf(": ") + 2)));
        }
        if (g.width < 1 || g.height < 1 || g.width > MAX_SIDE || g.height > MAX_SIDE) {
            throw new IllegalArgumentException(
                    t("a board must be from 1x1 to {0}x{0}, not {1}x{2}", MAX_SIDE, g.width, g.height));
        }
        GoneBoard b = GoneBoard.of(g);
        if (p.challenge && b.count(GoneGrid.WHITE) > 0)
            throw new IllegalArgumentException(t("a challenge board has no white pebbles: the seeds are the whites"));
        return b;
    }

    /** {x, y} of "x,y" on the board. */
    public static int[] cell(String text, GoneBoard b) {
        int comma = text.indexOf(',');
        String form = t("{0} is not a place: write x,y like 3,4 (x across from 0, y down from 0)", Text.quote(text));
        if (comma <= 0 || comma == text.length() - 1) throw new IllegalArgumentException(form);
        int x = Text.smallNumber(text.substring(0, comma), form), y = Text.smallNumber(text.substring(comma + 1), form);
        if (!b.inside(x, y))
            throw new IllegalArgumentException(t("{0},{1} is off the {2}x{3} board", x, y, b.width, b.height));
        return new int[] {x, y};
    }

    @Override
    public String whyOver(GonePosition p) {
        if (p.challenge) return null;
        int rounds = p.run1.result.rounds;
        return p.run1.result.blackRemains
                ? t("{0} {0|round|rounds}, black remains", rounds)
                : t("{0} {0|round|rounds}, no black remains", rounds);
    }

    /** Only a challenge's seeds and rounds: its board is edited with no seat to move, as the editor's is. */
    @Override
    public boolean contested(GonePosition p) {
        return p.challenge && p.phase != GonePosition.EDIT;
    }

    @Override
    public String resultDetail(GonePosition p) {
        if (!p.challenge) return "";
        GoneResult a = p.run1.result, b = p.run2.result;
        int w = winner(p);
        if (w == 0) return a.blackRemains ? t("both leave black behind") : t("{0} {0|round|rounds} each", a.rounds);
        GoneResult win = w == 1 ? a : b, lose = w == 1 ? b : a;
        if (lose.blackRemains) return t("by leaving no black behind");
        return t("in {0} {0|round|rounds} to {1}", win.rounds, lose.rounds);
    }

    public static String verdict(GoneResult r) {
        return r.blackRemains
                ? t("{0} {0|round|rounds} with black left", r.rounds)
                : t("{0} {0|round|rounds}", r.rounds);
    }

    @Override
    public BoardFormat<GonePosition> boardFormat() {
        return GoneBoardFormat.INSTANCE;
    }
}
