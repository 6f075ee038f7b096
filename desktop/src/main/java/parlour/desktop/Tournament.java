package parlour.desktop;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import parlour.app.ArrowsTournament;

/**
 * The seed's contest kept alive: {@code tournament} plays Arrows engines against each other, each pair on the
 * same boards with colours alternating, with clocks, and prints a table of wins, losses, losses on time and
 * illegal moves. An engine is one of Parlour's levels or {@code cmd:COMMAND} for any program that speaks the protocol.
 */
final class Tournament {
    /** One entrant's tally. */
    private static final class Row {
        final String spec;
        int games, wins, losses, onTime, illegal;
        /** Why the engine could not start, the first time it could not; null while it always did. */
        String notStarted;

        Row(String spec) {
            this.spec = spec;
        }
    }

    private Tournament() {}

    /** Runs the command line {@code args} (after the word {@code tournament}); returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return CommandLines.execute(CommandLines.of(new TournamentCommand(out).spec, out, err), args);
    }

    /**
     * Plays every pair of {@code engines} {@code games} times on {@code fixed} or random boards and prints the table;
     * returns 0, or 1 when an engine could not start (each such engine then named on {@code err}).
     */
    static int play(
            List<String> engines,
            int games,
            int[] size,
            int blocked,
            double clock,
            ArrowsTournament.Board fixed,
            long seed,
            PrintStream out,
            PrintWriter err) {
        Random random = new Random(seed);
        List<Row> rows = new ArrayList<>();
        for (String e : engines) rows.add(new Row(e));
        for (int a = 0; a < rows.size(); a++) {
            for (int b = a + 1; b < rows.size(); b++) {
                ArrowsTournament.Board board = null;
                for (int g = 0; g < games; g++) {
                    if (g % 2 == 0)
                        board = fixed != null ? fixed : ArrowsTournament.random(size[0], size[1], blocked, random);
                    Row first = g % 2 == 0 ? rows.get(a) : rows.get(b), second = g % 2 == 0 ? rows.get(b) : rows.get(a);
                    String line = game(first, second, board, clock * 1000, random);
                    out.println(line);
                    out.flush();
                }
            }
        }
        out.println(String.format(
                Locale.ROOT, "%-40s %6s %6s %6s %8s %8s", "engine", "games", "wins", "losses", "on time", "illegal"));
        for (Row r : rows) {
            out.println(String.format(
                    Locale.ROOT,
                    "%-40s %6d %6d %6d %8d %8d",
                    clip(r.spec),
                    r.games,
                    r.wins,
                    r.losses,
                    r.onTime,
                    r.illegal));
        }
        int status = 0;
        for (Row r : rows) {
            if (r.notStarted == null) continue;
            err.println("tournament: " + r.spec + " " + r.notStarted);
            status = 1;
        }
        err.flush();
        return status;
    }

    private static String clip(String s) {
        return s.length() <= 40 ? s : s.substring(0, 39) + "…";
    }

    /** Plays one game; {@code first} owns the board's first piece. Returns a line on how it ended. */
    private static String game(Row first, Row second, ArrowsTournament.Board board, double clockMillis, Random random) {
        Row[] row = {null, first, second};
        TournamentPlayer[] player = new TournamentPlayer[3];
        double[] left = {0, clockMillis, clockMillis};
        int loser = 0;
        String how = "";
        ArrowsTournament.Game p = new ArrowsTournament.Game(board);
        try {
            for (int s = 1; s <= 2; s++) {
                try {
                    player[s] = TournamentPlayer.of(row[s].spec, random);
                    player[s].newGame(board);
                } catch (IOException | RuntimeException e) {
                    loser = s;
                    how = "could not start: " + e.getMessage();
                    if (row[s].notStarted == null) row[s].notStarted = how;
                    row[s].illegal++;
                    break;
                }
            }
            while (loser == 0 && p.winner() < 0) {
                int s = p.toMove();
                long t0 = System.nanoTime();
                String move;
                try {
                    move = player[s].genmove(p, left[s]);
                } catch (IOException | RuntimeException e) {
                    loser = s;
                    how = "failed: " + e.getMessage();
                    row[s].illegal++;
                    break;
                }
                left[s] -= (System.nanoTime() - t0) / 1e6;
                if (move == null || left[s] <= 0) {
                    loser = s;
                    how = "lost on time";
                    row[s].onTime++;
                    break;
                }
                String played = p.play(move);
                if (played == null) {
                    loser = s;
                    how = "illegal move " + move;
                    row[s].illegal++;
                    break;
                }
                try {
                    if (p.winner() < 0) player[3 - s].play(played);
                } catch (IOException | RuntimeException e) {
                    loser = 3 - s;
                    how = "failed: " + e.getMessage();
                    row[3 - s].illegal++;
                }
            }
        } finally {
            for (int s = 1; s <= 2; s++) if (player[s] != null) player[s].close();
        }
        if (loser == 0) {
            loser = 3 - p.winner();
            how = p.whyOver();
        }
        row[loser].losses++;
        row[3 - loser].wins++;
        first.games++;
        second.games++;
        return String.format(
                Locale.ROOT,
                "%s (first) vs %s on %s: %s wins after %d moves; %s",
                clip(first.spec),
                clip(second.spec),
                board.setupText(),
                clip(row[3 - loser].spec),
                p.moveCount(),
                how);
    }
}
