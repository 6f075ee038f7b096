package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlour.match.SavedGame;
import parlour.testing.Pixels;

/**
 * Issue 22 for real: two windows (two programs) on one home each keep their own game; one is killed with SIGKILL
 * mid-game, the other closed; a third start takes the killed one's place, finds its game as its own, offers both,
 * and plays on; the other's game is intact throughout.
 */
class TwoWindowsIT {
    private static final Pattern MOVE = Pattern.compile("move (\\d+) ([12]) ([a-z]\\d+-[a-z]\\d+) score (\\d+)-(\\d+)");
    private static final Pattern OFFER = CrashResumeIT.OFFER;

    @Test
    void twoWindowsKeepTheirOwnGamesThroughAKill() throws Exception {
        String skip = WindowSession.missingTools();
        assumeTrue(skip == null, skip);
        Path jar = WindowSession.jar();
        Path shots = WindowSession.shots();
        Path home = Files.createTempDirectory("parlour-two-windows-");
        Path store = GameProcess.store(home);
        try (XvfbDisplay x = XvfbDisplay.start(shots)) {
            // Given a first window with three lines drawn, still running
            GameProcess first = GameProcess.start(jar, home, x.env(), shots.resolve("two-first.log"), ARGS);
            List<String> firstMoves, secondMoves;
            try {
                long w1 = CrashResumeIT.openWindow(first, x);
                firstMoves = CrashResumeIT.playMoves(first, x, w1, 3);

                // And a second window on the same home, which is offered the first's game but plays a new one
                try (GameProcess second =
                        GameProcess.start(jar, home, x.env(), shots.resolve("two-second.log"), ARGS)) {
                    long w2 = CrashResumeIT.openWindow(second, x);
                    second.await(OFFER, Duration.ofSeconds(20), "the offer of the first window's game");
                    secondMoves = CrashResumeIT.playMoves(second, x, w2, 1);
                    List<List<String>> played = List.of(firstMoves, secondMoves);
                    GameProcess.lookUntil(
                            () -> List.of(
                                    CrashResumeIT.savedMoves(store.resolve("autosave.dots.txt")),
                                    CrashResumeIT.savedMoves(store.resolve("autosave.dots.2.txt"))),
                            played::equals,
                            Duration.ofSeconds(5));

                    // When the first is killed mid-game (once both slots hold their games) and the second closed
                    first.kill("the first window");
                    second.process.destroy();
                    assertTrue(second.process.waitFor(20, TimeUnit.SECONDS), "the second did not close");

                    // Then each game is in its own window's slot, whole
                    assertEquals(firstMoves, movesIn(store.resolve("autosave.dots.txt")), "the first window's game");
                    assertEquals(secondMoves, movesIn(store.resolve("autosave.dots.2.txt")), "the second's");
                }
            } finally {
                first.close();
            }

            // And a third start takes the killed window's place: its game is offered first, both are listed; Tab to
            // Choose…, Enter, Enter on the first listed plays the first window's game on, as move 4
            try (GameProcess third = GameProcess.start(jar, home, x.env(), shots.resolve("two-third.log"), ARGS)) {
                long w3 = CrashResumeIT.openWindow(third, x);
                third.await(OFFER, Duration.ofSeconds(20), "the offer of the kept games");
                Rectangle r = x.geometry(w3);
                x.key("Tab");
                BufferedImage offered = x.steadyShot(
                        r, shots.resolve("two-third-offer.png"), Duration.ofSeconds(10), "Choose… focused by Tab");
                int mark = third.lastIndex();
                x.key("Return");
                // the list of the kept games opens over the screen: look until it shows
                int share = r.width * r.height / 50;
                BufferedImage listed = GameProcess.lookUntil(
                        () -> x.screenshot(shots.resolve("two-third-list.png")),
                        shot -> Pixels.changed(offered, shot, r, 40) > share,
                        Duration.ofSeconds(10));
                assertThat(Pixels.changed(offered, listed, r, 40))
                        .as("Enter on Choose… shows the list of the kept games (two-third-list.png)")
                        .isGreaterThan(share);
                x.key("Return");
                CrashResumeIT.awaitPlayedOn(third, mark, "the first listed game played on");
                CrashResumeIT.playMoves(third, x, w3, 1);
                List<GameProcess.Seen> moves = third.all(MOVE);
                assertEquals("4", moves.get(0).match.group(1), "the first window's game goes on: " + third.tail(20));
                assertEquals(secondMoves, movesIn(store.resolve("autosave.dots.2.txt")), "the second's is intact");
            }
        } finally {
            Tools.deleteTree(home);
        }
    }

    private static List<String> movesIn(Path file) throws Exception {
        return SavedGame.read(Files.readString(file, StandardCharsets.UTF_8), file.toString())
                .moves();
    }

    private static final List<String> ARGS = WindowSession.humans("dots", "3x3", "800x600");
}
