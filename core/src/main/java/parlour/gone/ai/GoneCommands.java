package parlour.gone.ai;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.CommandTable;
import parlour.game.EngineSession;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.gone.GoneResult;
import parlour.gone.GoneSolver;
import parlour.match.Text;

/**
 * Gone's own protocol commands: {@code setup ROWS} (a new game on a grid, rows separated by '/'),
 * {@code rounds [PLAYER]} ({@code N yes|no} for the board, or for a challenger's seeds),
 * {@code adjacency 4|8} and {@code challenge K} (a new game on the same board with that option). In ai, as every
 * game's engine commands are: the catalogue hands them to {@link GoneGame#with}.
 */
public final class GoneCommands {
    public static final CommandTable<GonePosition> TABLE = new CommandTable<GonePosition>()
            .with("setup", GoneCommands::setup)
            .with("rounds", GoneCommands::rounds)
            .with("adjacency", GoneCommands::adjacency)
            .with("challenge", GoneCommands::challenge);

    private GoneCommands() {}

    private static String rounds(List<String> args, EngineSession<GonePosition> session) {
        GonePosition p = session.match().position();
        int[] seeds = null;
        if (!args.isEmpty()) {
            if (!args.get(0).equals("1") && !args.get(0).equals("2"))
                throw new IllegalArgumentException("rounds takes a player, 1 or 2, or nothing");
            seeds = p.seeds(args.get(0).charAt(0) - '0');
        }
        GoneResult r = GoneSolver.solveInPlace(p.board.toGrid(seeds), p.eight);
        return r.rounds + " " + (r.blackRemains ? "yes" : "no");
    }

    private static String setup(List<String> args, EngineSession<GonePosition> session) {
        return restart(options(session), argument("setup", args), session);
    }

    private static String adjacency(List<String> args, EngineSession<GonePosition> session) {
        Map<String, String> options = options(session);
        options.put("adjacency", GoneGame.ADJACENCY.check(argument("adjacency", args)));
        return restart(options, session.match().position().board.gridText('/'), session);
    }

    private static String challenge(List<String> args, EngineSession<GonePosition> session) {
        Map<String, String> options = options(session);
        options.put("mode", "challenge");
        options.put("k", GoneGame.K.check(argument("challenge", args)));
        return restart(options, session.match().position().board.withoutWhites().gridText('/'), session);
    }

    /** The command's one argument. */
    private static String argument(String command, List<String> args) {
        if (args.size() != 1) throw new IllegalArgumentException(command + " takes one argument");
        return args.get(0);
    }

    /** The options the session's game began with, to change. */
    private static Map<String, String> options(EngineSession<GonePosition> session) {
        return new LinkedHashMap<>(GoneGame.RULES.optionsOf(session.match().start()));
    }

    /** A new game with {@code options} on {@code board} (rows separated by '/'), checked before the session's changes. */
    private static String restart(Map<String, String> options, String board, EngineSession<GonePosition> session) {
        GonePosition check = GoneGame.RULES.start(options, 1);
        String move = GoneGame.RULES.notation().canonical(check, "board:" + board);
        session.newGame(options);
        String reason = session.match().play(move);
        if (reason != null) throw new IllegalArgumentException(Text.shorten(reason));
        return "";
    }
}
