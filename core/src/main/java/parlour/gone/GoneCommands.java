package parlour.gone;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.EngineExtension;
import parlour.game.EngineSession;
import parlour.match.Text;

/**
 * Gone's own protocol commands: {@code setup ROWS} (a new game on a grid, rows separated by '/'),
 * {@code rounds [PLAYER]} ({@code N yes|no} for the board, or for a challenger's seeds),
 * {@code adjacency 4|8} and {@code challenge K} (a new game on the same board with that option).
 */
final class GoneCommands implements EngineExtension<GonePosition> {
    @Override
    public String[] commands() {
        return new String[] {"setup", "rounds", "adjacency", "challenge"};
    }

    @Override
    public String execute(String command, List<String> args, EngineSession<GonePosition> session) {
        GonePosition p = session.match().position();
        if (command.equals("rounds")) {
            int[] seeds = null;
            if (!args.isEmpty()) {
                if (!args.get(0).equals("1") && !args.get(0).equals("2"))
                    throw new IllegalArgumentException("rounds takes a player, 1 or 2, or nothing");
                seeds = p.seeds(args.get(0).charAt(0) - '0');
            }
            GoneResult r = GoneSolver.solveInPlace(p.board.toGrid(seeds), p.eight);
            return r.rounds + " " + (r.blackRemains ? "yes" : "no");
        }
        if (args.size() != 1) throw new IllegalArgumentException(command + " takes one argument");
        Map<String, String> options =
                new LinkedHashMap<>(GoneGame.RULES.optionsOf(session.match().start()));
        String board;
        if (command.equals("setup")) {
            board = args.get(0);
        } else if (command.equals("adjacency")) {
            options.put("adjacency", GoneGame.ADJACENCY.check(args.get(0)));
            board = p.board.gridText('/');
        } else {
            options.put("mode", "challenge");
            options.put("k", GoneGame.K.check(args.get(0)));
            board = p.board.withoutWhites().gridText('/');
        }
        GonePosition check = GoneGame.RULES.start(options, 1);
        String move = GoneGame.RULES.notation().canonical(check, "board:" + board);
        session.newGame(options);
        String reason = session.match().play(move);
        if (reason != null) throw new IllegalArgumentException(Text.shorten(reason));
        return "";
    }
}
