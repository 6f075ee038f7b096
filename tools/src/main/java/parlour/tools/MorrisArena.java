package parlour.tools;

import java.util.Locale;
import java.util.Random;
import java.util.TreeMap;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.SearchPlayer;
import parlour.morris.ai.TableBuilder;

/**
 * Measures a Morris level against a yardstick of the tools' own ({@link MorrisBaselines}: greedy or random),
 * or against another level, alternating who moves first: wins, draws (and why), losses, time, and for a
 * searching player its mean and deepest depth and positions per second. For Six Men's Morris the database is
 * built in memory first (about half a minute), so the strong level plays perfectly as in the desktop game.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.MorrisArena six|nine LEVEL [GAMES [SEED [OPPONENT [on|off]]]]</pre>
 * LEVEL and OPPONENT are easy, medium, strong, greedy or random (OPPONENT default greedy); the last argument is
 * the flying rule (default on, the game's default); the quiet-move draw is the default 50 moves.
 */
public final class MorrisArena {
    private static final double SLICE_MS = 5;

    private MorrisArena() {}

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: MorrisArena six|nine LEVEL [GAMES [SEED [OPPONENT [on|off]]]]");
            System.exit(2);
        }
        MorrisGame game = args[0].equals("nine") ? MorrisGame.NINE : MorrisGame.SIX;
        String level = args[1];
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        String opponent = args.length > 4 ? args[4] : MorrisBaselines.GREEDY;
        boolean flying = args.length <= 5 || args[5].equals("on");
        MorrisRules rules = game.rules(flying);
        MorrisDatabase database = database(game, flying);
        Random random = new Random(seed);
        int wins = 0, draws = 0, losses = 0, searches = 0, depthSum = 0, maxDepth = 0;
        double nodes = 0, searchMs = 0;
        TreeMap<String, Integer> why = new TreeMap<>();
        double started = Clock.now();
        for (int g = 0; g < games; g++) {
            int seat = g % 2 == 0 ? 1 : 2; // the level moves first in the even games
            MorrisPosition p = MorrisPosition.start(rules, 1);
            while (!p.isOver()) {
                String who = p.toMove() == seat ? level : opponent;
                if (MorrisBaselines.isBaseline(who)) {
                    p = p.play(MorrisBaselines.choose(who, p, random));
                    continue;
                }
                Thinker t = MorrisPlayers.create(who, p, random, MorrisPlayers.thinkMillis(who), database);
                double begun = Clock.now();
                while (!t.think(SLICE_MS)) {
                    // slices, as the game screen drives a player
                }
                if (t instanceof SearchPlayer && who.equals(level)) {
                    SearchPlayer s = (SearchPlayer) t;
                    searches++;
                    depthSum += s.depth();
                    maxDepth = Math.max(maxDepth, s.depth());
                    nodes += s.nodes();
                    searchMs += Clock.now() - begun;
                }
                p = p.play(MorrisNotation.parse(p, t.move()));
            }
            String result = p.winner() == 0 ? "draw" : p.winner() == seat ? "win" : "loss";
            if (p.winner() == 0) draws++;
            else if (p.winner() == seat) wins++;
            else losses++;
            why.merge(result + " (" + p.why() + ")", 1, Integer::sum);
            System.out.printf(
                    Locale.ROOT,
                    "game %3d: %s %s, %s (%s)%n",
                    g + 1,
                    level,
                    seat == 1 ? "first" : "second",
                    result,
                    p.why());
        }
        System.out.printf(
                Locale.ROOT,
                "%s flying %s: %s vs %s, %d games: wins %d, draws %d, losses %d (%.0f%% won), %.1f s%n",
                game.id(),
                flying ? "on" : "off",
                level,
                opponent,
                games,
                wins,
                draws,
                losses,
                100.0 * wins / Math.max(1, games),
                (Clock.now() - started) / 1000);
        System.out.println("endings: " + why);
        if (searches > 0) {
            System.out.printf(
                    Locale.ROOT,
                    "%s searched %d times: mean depth %.1f, deepest %d, %.0f positions/s%n",
                    level,
                    searches,
                    (double) depthSum / searches,
                    maxDepth,
                    nodes / searchMs * 1000);
        }
    }

    /** The Six Men's Morris table for this flying rule, built now; none for Nine. */
    private static MorrisDatabase database(MorrisGame game, boolean flying) {
        if (game != MorrisGame.SIX) return MorrisDatabase.NONE;
        double begun = Clock.now();
        MorrisTable table = new TableBuilder(flying).build();
        System.out.printf(
                Locale.ROOT,
                "database (flying %s) built in %.0f s%n",
                flying ? "on" : "off",
                (Clock.now() - begun) / 1000);
        return new MorrisDatabase(f -> f == flying ? table : null);
    }
}
