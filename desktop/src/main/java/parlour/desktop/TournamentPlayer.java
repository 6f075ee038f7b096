package parlour.desktop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import parlour.app.ArrowsTournament;
import parlour.match.Thinker;

/** One tournament entrant: one of Parlour's levels, or an external program speaking the engine protocol. */
abstract class TournamentPlayer {
    final String name;

    TournamentPlayer(String name) {
        this.name = name;
    }

    /** A new game on {@code board}, where the first piece's owner is player 1. */
    abstract void newGame(ArrowsTournament.Board board) throws IOException;

    /** The move for the side to move, within {@code leftMillis}; null if none came in time. @throws IOException if it failed */
    abstract String genmove(ArrowsTournament.Game game, double leftMillis) throws IOException;

    /** The opponent's move. */
    abstract void play(String move) throws IOException;

    void close() {}

    static TournamentPlayer of(String spec, Random random) throws IOException {
        if (spec.startsWith("cmd:")) return new External(spec.substring(4));
        ArrowsTournament.thinkMillis(spec);
        return new Builtin(spec, random);
    }

    /** A level of Parlour's computer, thinking min(think time, clock left / 20) a move as on screen. */
    static final class Builtin extends TournamentPlayer {
        private final Random random;

        Builtin(String level, Random random) {
            super(level);
            this.random = random;
        }

        @Override
        void newGame(ArrowsTournament.Board board) {}

        @Override
        String genmove(ArrowsTournament.Game game, double leftMillis) {
            Thinker t = game.computer(name, random, Math.min(ArrowsTournament.thinkMillis(name), leftMillis / 20));
            while (!t.think(20)) {
                // slices as the screen gives them
            }
            return t.move();
        }

        @Override
        void play(String move) {}
    }

    /** A program started with a command line, spoken to in the engine protocol on its standard input and output. */
    static final class External extends TournamentPlayer {
        private final Process process;
        private final OutputStream in;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        External(String command) throws IOException {
            super(command);
            // split as a shell would, so that a quoted path may hold a space
            process = new ProcessBuilder(ShellWords.split(command))
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            in = process.getOutputStream();
            final BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            Thread reader = new Thread(
                    () -> {
                        try {
                            String line;
                            while ((line = out.readLine()) != null) lines.add(line);
                        } catch (IOException e) {
                            // the program ended
                        }
                        lines.add("\u0000eof");
                    },
                    "tournament engine reader");
            reader.setDaemon(true);
            reader.start();
            ask("game arrows", 20000);
        }

        /** Answers still to come to commands that timed out: they arrive before the next command's answer. */
        private int late;

        /**
         * Sends a command and waits for its answer's body; null on time out (its answer, when it comes, is passed
         * over by the next command, which would otherwise read it as its own).
         *
         * @throws IOException on "?" or a dead engine
         */
        private String ask(String command, double millis) throws IOException {
            in.write((command + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            long end = System.nanoTime() + (long) (millis * 1e6);
            try {
                while (late > 0) {
                    String stale = firstLine(end);
                    if (stale == null) {
                        late++;
                        return null;
                    }
                    if (stale.equals("\u0000eof")) throw new IOException("the engine ended");
                    rest(end);
                    late--;
                }
                String first = firstLine(end);
                if (first == null) {
                    late++;
                    return null;
                }
                if (first.equals("\u0000eof")) throw new IOException("the engine ended");
                if (first.startsWith("?"))
                    throw new IOException(command + ": " + first.substring(1).trim());
                rest(end);
                return first.startsWith("=") ? first.substring(1).trim() : first;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }

        /** An answer's first line (its status and body), or null if none came by {@code end}. */
        private String firstLine(long end) throws InterruptedException {
            String first;
            do {
                first = lines.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (first == null) return null;
            } while (first.isEmpty());
            return first;
        }

        /** Passes over the rest of an answer, to its closing empty line. */
        private void rest(long end) throws InterruptedException {
            while (true) {
                String more = lines.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (more == null || more.isEmpty()) return;
            }
        }

        @Override
        void newGame(ArrowsTournament.Board board) throws IOException {
            ask("setup " + board.setupText(), 20000);
        }

        @Override
        String genmove(ArrowsTournament.Game game, double leftMillis) throws IOException {
            ask("time_left " + seconds(leftMillis), 5000);
            // the engine's genmove thinks a quarter of time_limit at most: a twentieth of the time left
            ask("time_limit " + seconds(leftMillis / 5), 5000);
            return ask("genmove", leftMillis + 50);
        }

        private static String seconds(double millis) {
            return String.format(Locale.ROOT, "%.3f", Math.max(0.001, millis / 1000));
        }

        @Override
        void play(String move) throws IOException {
            ask("play " + move, 5000);
        }

        @Override
        void close() {
            try {
                in.write("quit\n".getBytes(StandardCharsets.UTF_8));
                in.flush();
            } catch (IOException e) {
                // already gone
            }
            process.destroy();
        }
    }
}
