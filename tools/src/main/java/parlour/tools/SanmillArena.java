package parlour.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import parlour.game.Players;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisEndings;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.SearchPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Measures Nine Men's Morris against an outside engine that speaks Sanmill's UCI-like protocol (moves named as
 * Parlour names them, a removal sent as its own step {@code xd2}), colours alternating, Parlour refereeing by its
 * default rules (flying on, one removal per mill, a draw after 50 quiet moves or the same position three times):
 * wins, draws, losses, how games ended, how early Parlour was blocked, and each side's time per move. The engine
 * is not part of Parlour; its path is given on the command line.
 *
 * <pre>java -cp tools/target/parlour-tools.jar parlour.tools.SanmillArena [--games 20] [--millis 900] [--skill 30] [--movetime 1] PATH/TO/sanmill</pre>
 */
@Command(
        name = "SanmillArena",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Plays Nine Men's Morris against an outside Sanmill engine, colours alternating.")
public final class SanmillArena implements Runnable {
    private static final double SLICE_MS = 5;
    /**
     * A blockade this early counts as walking into one straight from the placing phase; the "before move 40"
     * may mean 40 plies or 40 moves of each side, so both are counted.
     */
    private static final int EARLY_PLIES = 40, EARLY_MOVES = 40;

    @Parameters(index = "0", paramLabel = "ENGINE", description = "the engine's program")
    String engine;

    @Mixin
    final SharedOptions.Games games = new SharedOptions.Games(20);

    @Mixin
    SharedOptions.Seed seed;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            defaultValue = "strong",
            converter = Level.class,
            description = "Parlour's level (default strong)")
    String level;

    @Option(
            names = "--millis",
            paramLabel = "MS",
            defaultValue = "900",
            description = "Parlour's time per move (default 900)")
    double millis;

    @Option(names = "--skill", paramLabel = "N", defaultValue = "30", description = "the engine's SkillLevel")
    int skill;

    @Option(
            names = "--movetime",
            paramLabel = "S",
            defaultValue = "1",
            description = "the engine's MoveTime in whole seconds (0: by skill alone)")
    int moveTime;

    @Option(
            names = "--endings",
            paramLabel = "on|off",
            defaultValue = "on",
            description = "search into the solved endings (three a side, four against three), as the desktop's"
                    + " strong player does (default on)")
    String endings;

    @Spec
    CommandSpec spec;

    private SanmillArena() {}

    /** Parlour's players: with the endings solved first (about ten seconds) or searching alone. */
    private Players<MorrisPosition> players() {
        if (!endings.equals("on") && !endings.equals("off"))
            throw new ParameterException(spec.commandLine(), "--endings must be on or off, not '" + endings + "'");
        if (endings.equals("off")) return MorrisPlayers.SEARCHING;
        MorrisEndings solved = MorrisEndings.solve();
        return MorrisPlayers.levels(new MorrisDatabase(new MorrisDatabase.Source() {
            @Override
            public MorrisTable table(boolean flying) {
                return null;
            }

            @Override
            public MorrisEndings endings() {
                return solved;
            }
        }));
    }

    /** Parlour's own levels. */
    static final class Level extends ToolCommand.Levels {
        Level() {
            super(MorrisGame.NINE.players().levels());
        }
    }

    public static void main(String[] args) {
        ToolCommand.main(new SanmillArena(), args);
    }

    @Override
    public void run() {
        MorrisRules rules = MorrisGame.NINE.rules(true);
        Random random = seed.random();
        int wins = 0, draws = 0, losses = 0, unfinished = 0, early = 0, beforeMove = 0, blockedLosses = 0;
        int searches = 0, depths = 0;
        double ourMs = 0, theirMs = 0;
        int ourMoves = 0, theirMoves = 0;
        TreeMap<String, Integer> why = new TreeMap<>();
        double started = Clock.now();
        Players<MorrisPosition> parlour = players();
        Engine sanmill = new Engine(engine, skill, moveTime);
        try {
            for (int g = 0; g < games.count; g++) {
                int seat = g % 2 == 0 ? 1 : 2; // Parlour moves first in the even games
                MorrisPosition p = MorrisPosition.start(rules, 1);
                List<String> record = new ArrayList<>();
                List<String> steps = new ArrayList<>();
                sanmill.newGame();
                String failure = null;
                while (!p.isOver() && failure == null) {
                    double begun = Clock.now();
                    String move;
                    if (p.toMove() == seat) {
                        Thinker t = parlour.computer(level, p, random, millis);
                        while (!t.think(SLICE_MS)) {
                            // slices, as the game screen drives a player
                        }
                        move = t.move();
                        ourMs += Clock.now() - begun;
                        ourMoves++;
                        if (t instanceof SearchPlayer) {
                            searches++;
                            depths += ((SearchPlayer) t).depth();
                        }
                    } else {
                        move = sanmill.move(p, steps);
                        theirMs += Clock.now() - begun;
                        theirMoves++;
                        if (move == null) {
                            failure = "engine gave no legal move: " + sanmill.said;
                            break;
                        }
                    }
                    p = p.play(MorrisNotation.parse(p, move));
                    steps.addAll(protocolSteps(move));
                    record.add(move);
                }
                String result;
                if (failure != null) {
                    result = "unfinished";
                    unfinished++;
                    why.merge("unfinished (" + failure + ")", 1, Integer::sum);
                    sanmill.restart();
                } else {
                    result = p.winner() == 0 ? "draw" : p.winner() == seat ? "win" : "loss";
                    if (p.winner() == 0) draws++;
                    else if (p.winner() == seat) wins++;
                    else losses++;
                    boolean blocked = p.winner() == 3 - seat && MorrisPosition.BLOCKED.equals(p.why());
                    if (blocked) blockedLosses++;
                    if (blocked && record.size() < EARLY_PLIES) early++;
                    if (blocked && record.size() < 2 * EARLY_MOVES) beforeMove++;
                    why.merge(result + " (" + p.why() + ")", 1, Integer::sum);
                }
                System.out.printf(
                        Locale.ROOT,
                        "game %3d: Parlour %s, %s (%s) after %d plies: %s%n",
                        g + 1,
                        seat == 1 ? "first" : "second",
                        result,
                        failure != null ? failure : p.why(),
                        record.size(),
                        String.join(" ", record));
            }
        } finally {
            sanmill.close();
        }
        int played = wins + draws + losses;
        System.out.printf(
                Locale.ROOT,
                "Parlour %s (%.0f ms a move, solved endings %s) vs engine SkillLevel %d MoveTime %d s,"
                        + " %d games, load %s%n",
                level,
                millis,
                endings,
                skill,
                moveTime,
                games.count,
                load());
        System.out.printf(
                Locale.ROOT,
                "wins %d, draws %d, losses %d, unfinished %d: score %.1f%% (wins + half the draws)%n",
                wins,
                draws,
                losses,
                unfinished,
                100.0 * (wins + 0.5 * draws) / Math.max(1, played));
        System.out.println("endings: " + why);
        System.out.printf(
                Locale.ROOT,
                "Parlour blocked: %d times, %d of them before ply %d, %d before move %d (ply %d)%n",
                blockedLosses,
                early,
                EARLY_PLIES,
                beforeMove,
                EARLY_MOVES,
                2 * EARLY_MOVES);
        System.out.printf(
                Locale.ROOT,
                "time a move: Parlour %.0f ms (%d moves, mean depth %.1f), engine %.0f ms (%d moves); %.0f s in all%n",
                ourMs / Math.max(1, ourMoves),
                ourMoves,
                (double) depths / Math.max(1, searches),
                theirMs / Math.max(1, theirMoves),
                theirMoves,
                (Clock.now() - started) / 1000);
    }

    /** A move as the engine's protocol sends it: {@code a1-a4xd2} is {@code a1-a4} then {@code xd2}. */
    static List<String> protocolSteps(String move) {
        List<String> out = new ArrayList<>();
        int x = move.indexOf('x');
        out.add(x < 0 ? move : move.substring(0, x));
        while (x >= 0) {
            int next = move.indexOf('x', x + 1);
            out.add(move.substring(x, next < 0 ? move.length() : next));
            x = next;
        }
        return out;
    }

    /** The machine's load averages, read where the system offers them. */
    private static String load() {
        try {
            return new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/proc/loadavg"))).trim();
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The outside engine as a process, spoken to line by line. */
    private static final class Engine {
        private final String path;
        private final int skill, moveTime;
        private Process process;
        private PrintWriter in;
        private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
        /** The engine's last answer, for the report when it is not a legal move. */
        String said = "";

        Engine(String path, int skill, int moveTime) {
            this.path = path;
            this.skill = skill;
            this.moveTime = moveTime;
            start();
        }

        private void start() {
            try {
                process = new ProcessBuilder(path).redirectErrorStream(true).start();
            } catch (IOException e) {
                throw new IllegalStateException("cannot start the engine " + path + ": " + e.getMessage(), e);
            }
            in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
            Process mine = process;
            Thread reader = new Thread(() -> {
                try (BufferedReader out =
                        new BufferedReader(new InputStreamReader(mine.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = out.readLine(); line != null; line = out.readLine()) lines.add(line);
                } catch (IOException e) {
                    // the engine has gone; a later wait says so
                }
            });
            reader.setDaemon(true);
            reader.start();
            send("setoption name SkillLevel value " + skill);
            send("setoption name MoveTime value " + moveTime);
            send("setoption name UsePerfectDatabase value false");
            // Parlour's default rules: flying with three, one removal per mill, 50 quiet moves (100 plies) a draw
            send("setoption name MayFly value true");
            send("setoption name MayRemoveMultiple value false");
            send("setoption name NMoveRule value 100");
            send("setoption name EndgameNMoveRule value 100");
            send("setoption name ThreefoldRepetitionRule value true");
            ready();
        }

        void restart() {
            close();
            lines.clear();
            start();
        }

        void newGame() {
            send("ucinewgame");
            ready();
        }

        private void send(String line) {
            in.println(line);
        }

        private void ready() {
            send("isready");
            while (!"readyok".equals(next(30)))
                ;
        }

        /** The next line the engine writes, waiting at most {@code seconds}. */
        private String next(int seconds) {
            try {
                String line = lines.poll(seconds, TimeUnit.SECONDS);
                if (line == null) throw new IllegalStateException("the engine said nothing for " + seconds + " s");
                return line;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** One step of the engine's after {@code steps}: a placement, a move or a removal; null if none comes. */
        private String step(List<String> steps) {
            send("position startpos moves " + String.join(" ", steps));
            send("go");
            double until = Clock.now() + 1000.0 * (5 * moveTime + 30);
            while (Clock.now() < until) {
                String line;
                try {
                    line = lines.poll(1, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
                if (line == null) continue;
                said = line;
                int at = line.indexOf("bestmove ");
                if (at >= 0) return line.substring(at + 9).trim().split(" ")[0];
            }
            return null;
        }

        /** The engine's whole move in {@code p}, its removal asked for as a second step; null if not legal. */
        String move(MorrisPosition p, List<String> steps) {
            String first = step(steps);
            if (first == null) return null;
            List<String> more = new ArrayList<>(steps);
            more.add(first);
            String move = first;
            if (closesMill(p, first)) {
                String removal = step(more);
                if (removal == null || !removal.startsWith("x")) return null;
                move = first + removal;
            }
            try {
                MorrisNotation.parse(p, move);
                return move;
            } catch (IllegalArgumentException e) {
                return null;
            }
        }

        /** Whether some legal move of {@code p} that starts as {@code step} removes a piece. */
        private static boolean closesMill(MorrisPosition p, String step) {
            for (int m : p.legalMoves()) {
                String s = MorrisNotation.format(p, m);
                int x = s.indexOf('x');
                if (x > 0 && s.substring(0, x).equals(step)) return true;
            }
            return false;
        }

        void close() {
            if (process == null) return;
            send("quit");
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
    }
}
