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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Measures a Morris level against a yardstick of the tools' own ({@link MorrisBaselines}: greedy or random),
 * or against another level, alternating who moves first: wins, draws (and why), losses, time, and for a
 * searching player its mean and deepest depth and positions per second. For Six Men's Morris the database is
 * built in memory first (about half a minute), so the strong level plays perfectly as in the desktop game.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.MorrisArena [--games 30] [--seed 1] [--opponent greedy] [--flying on|off] six|nine LEVEL</pre>
 * LEVEL and the opponent are easy, medium, strong, greedy or random; --flying is the flying rule (default on, the
 * game's default); the quiet-move draw is the default 50 moves.
 */
@Command(
        name = "MorrisArena",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Measures a Morris level against a yardstick (greedy, random) or another level.")
public final class MorrisArena implements Runnable {
    private static final double SLICE_MS = 5;

    @Parameters(index = "0", paramLabel = "six|nine", description = "the game")
    String rulesName;

    @Parameters(
            index = "1",
            paramLabel = "LEVEL",
            converter = Level.class,
            description = "easy, medium, strong, greedy or random")
    String level;

    @Mixin
    final SharedOptions.Games games = new SharedOptions.Games(30);

    @Mixin
    SharedOptions.Seed seed;

    @Option(
            names = "--opponent",
            paramLabel = "LEVEL",
            defaultValue = "greedy",
            converter = Level.class,
            description = "easy, medium, strong, greedy or random (default greedy)")
    String opponent;

    @Option(
            names = "--flying",
            paramLabel = "on|off",
            defaultValue = "on",
            description = "the flying rule (default on)")
    String flyingRule;

    @Spec
    CommandSpec spec;

    private MorrisArena() {}

    /** A Morris level or one of the yardsticks of {@link MorrisBaselines}. */
    static final class Level extends ToolCommand.Levels {
        Level() {
            super(MorrisGame.SIX.players().levels(), MorrisBaselines.GREEDY, MorrisBaselines.RANDOM);
        }
    }

    public static void main(String[] args) {
        ToolCommand.main(new MorrisArena(), args);
    }

    @Override
    public void run() {
        if (!rulesName.equals("six") && !rulesName.equals("nine"))
            throw new ParameterException(spec.commandLine(), "the game must be six or nine, not '" + rulesName + "'");
        if (!flyingRule.equals("on") && !flyingRule.equals("off"))
            throw new ParameterException(spec.commandLine(), "--flying must be on or off, not '" + flyingRule + "'");
        MorrisGame game = rulesName.equals("nine") ? MorrisGame.NINE : MorrisGame.SIX;
        boolean flying = flyingRule.equals("on");
        MorrisRules rules = game.rules(flying);
        MorrisDatabase database = database(game, flying);
        Random random = seed.random();
        int wins = 0, draws = 0, losses = 0, searches = 0, depthSum = 0, maxDepth = 0;
        double nodes = 0, searchMs = 0;
        TreeMap<String, Integer> why = new TreeMap<>();
        double started = Clock.now();
        for (int g = 0; g < games.count; g++) {
            int seat = g % 2 == 0 ? 1 : 2; // the level moves first in the even games
            MorrisPosition p = MorrisPosition.start(rules, 1);
            while (!p.isOver()) {
                String who = p.toMove() == seat ? level : opponent;
                if (MorrisBaselines.isBaseline(who)) {
                    p = p.play(MorrisBaselines.choose(who, p, random));
                    continue;
                }
                Thinker t = MorrisPlayers.levels(database).computer(who, p, random);
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
                games.count,
                wins,
                draws,
                losses,
                100.0 * wins / Math.max(1, games.count),
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
