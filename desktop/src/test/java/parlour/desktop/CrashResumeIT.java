package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import parlour.match.SavedGame;

/**
 * Reliability finding 3, for real: the desktop program killed with SIGKILL in the middle of a game (as a
 * crash or a power cut would end it) comes back with every move, and nothing half-written is left.
 */
class CrashResumeIT {
    private static final List<String> ARGS = WindowSession.humans("dots", "3x3", "800x600");
    private static final Pattern LAYOUT = Pattern.compile("layout board dots a1 at .*");
    /** The offer of the kept games in the side panel: its Resume it (or Choose…) button. */
    static final Pattern OFFER = Pattern.compile("layout control Resume it at .*");

    private static final Pattern MOVE = Pattern.compile("move (\\d+) ([12]) ([a-z]\\d+-[a-z]\\d+) score (\\d+)-(\\d+)");

    @Test
    void aGameKilledMidwayResumesWithEveryMove() throws Exception {
        String skip = WindowSession.missingTools();
        assumeTrue(skip == null, skip);
        Path jar = WindowSession.jar();
        Path shots = WindowSession.shots();
        Path home = Files.createTempDirectory("parlour-crash-");
        try (XvfbDisplay x = XvfbDisplay.start(shots)) {
            // Given a two-player game with five lines drawn
            List<String> played;
            try (GameProcess first = GameProcess.start(jar, home, x.env(), shots.resolve("crash-first.log"), ARGS)) {
                long window = openWindow(first, x);
                played = playMoves(first, x, window, 5);

                // When the program is killed at once (no shutdown hooks, no flushing) once its store holds the fifth
                // move
                Path kept = GameProcess.store(home).resolve("autosave.dots.txt");
                GameProcess.lookUntil(() -> savedMoves(kept), played::equals, Duration.ofSeconds(5));
                first.kill("the game");
            }

            // Then the autosave on disk holds every move, and no temporary file is left behind
            Path store = GameProcess.store(home);
            String text = Files.readString(store.resolve("autosave.dots.txt"), StandardCharsets.UTF_8);
            assertEquals(played, SavedGame.read(text, "autosave").moves(), "the autosave after SIGKILL:\n" + text);
            try (Stream<Path> files = Files.list(store)) {
                List<String> names = files.map(p -> p.getFileName().toString()).collect(Collectors.toList());
                assertTrue(names.stream().noneMatch(n -> n.endsWith(".tmp")), "temporary files left: " + names);
            }

            // And the next start offers the game back: Tab to "Resume it", Enter; the next line drawn is move 6
            try (GameProcess second = GameProcess.start(jar, home, x.env(), shots.resolve("crash-second.log"), ARGS)) {
                long window = openWindow(second, x);
                int offered = second.lastIndex();
                x.key("Tab");
                x.key("Return");
                awaitPlayedOn(second, offered, "the kept game played on after Resume it");
                List<String> more = playMoves(second, x, window, 1);
                List<GameProcess.Seen> moves = second.all(MOVE);
                assertEquals(1, moves.size(), "one move in the second run: " + second.tail(20));
                assertEquals(
                        "6",
                        moves.get(0).match.group(1),
                        "the resumed game goes on from its five moves: "
                                + moves.get(0).match.group());
                assertThat(played).as("the sixth line is a new one: " + more).doesNotContain(more.get(0));
            }
        } finally {
            Tools.deleteTree(home);
        }
    }

    /** The moves of the autosave at {@code file}, or none while it is not there or not whole. */
    static List<String> savedMoves(Path file) {
        try {
            return SavedGame.read(Files.readString(file, StandardCharsets.UTF_8), "autosave")
                    .moves();
        } catch (Exception notYet) {
            return List.of();
        }
    }

    /**
     * Waits until the game lays out a screen without the offer of a kept game after log line {@code mark}: the kept
     * game is played on in a screen of its own, which reports the board's place and then each control's.
     */
    static void awaitPlayedOn(GameProcess game, int mark, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            List<String> lines = game.lines();
            for (int i = mark + 1; i < lines.size(); i++) {
                String board = GameProcess.message(lines.get(i));
                if (board == null || !LAYOUT.matcher(board).matches()) continue;
                boolean controls = false, offer = false;
                for (int j = i + 1; j < lines.size(); j++) {
                    String control = GameProcess.message(lines.get(j));
                    if (control == null) continue;
                    if (!control.startsWith("layout control ")) break;
                    controls = true;
                    offer |= OFFER.matcher(control).matches();
                }
                if (controls && !offer) return;
            }
            assertTrue(game.process.isAlive(), "the game ended before " + what + "\n" + game.tail(20));
            assertThat(System.nanoTime())
                    .as("no sign of " + what + " within 20 s (a board's layout line after line " + mark
                            + " followed by its controls, without 'Resume it')\n" + game.tail(30))
                    .isLessThan(deadline);
            GameProcess.sleep(50);
        }
    }

    /** Waits for the board, finds the window and parks the pointer on it (keys go to the window under it). */
    static long openWindow(GameProcess game, XvfbDisplay x) {
        return openWindow(game, x, LAYOUT);
    }

    /** As above, the board's layout line being one like {@code layout}. */
    static long openWindow(GameProcess game, XvfbDisplay x, Pattern layout) {
        game.await(layout, Duration.ofSeconds(60), "the board layout line");
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            for (long id : x.windowsOf(game.process.pid())) {
                Rectangle g = x.geometry(id);
                if (g.width >= 300 && g.height >= 300) {
                    x.pointTo(id, 4, 4);
                    return id;
                }
            }
            assertThat(System.nanoTime())
                    .as("no window of the game\n" + game.tail(20))
                    .isLessThan(deadline);
            GameProcess.sleep(200);
        }
    }

    /** Arrow keys that walk the cursor over the whole board. */
    private static final String[] WALK = {"Right", "Up", "Right", "Up", "Left", "Up", "Left", "Down"};

    /** Draws {@code n} lines with the keyboard (Enter draws the cursor line, arrows move the cursor); returns them all so far. */
    static List<String> playMoves(GameProcess game, XvfbDisplay x, long window, int n) {
        int before = game.all(MOVE).size();
        for (int tries = 0; game.all(MOVE).size() < before + n; tries++) {
            assertThat(tries)
                    .as("could not draw " + n + " lines with Enter and the arrows\n" + game.tail(20))
                    .isLessThan(60);
            int count = game.all(MOVE).size();
            x.key("Return");
            long until = System.nanoTime() + Duration.ofMillis(1500).toNanos();
            while (game.all(MOVE).size() == count && System.nanoTime() < until) GameProcess.sleep(50);
            x.key(WALK[tries % WALK.length]);
        }
        List<String> out = new ArrayList<>();
        for (GameProcess.Seen s : game.all(MOVE)) out.add(s.match.group(3));
        return out;
    }
}
