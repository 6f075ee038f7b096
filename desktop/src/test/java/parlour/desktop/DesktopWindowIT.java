package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsAnalysis;
import parlour.testing.Pixels;

/**
 * The desktop game as a player meets it: a real LWJGL3 window on a private X server (Xvfb), driven
 * with xdotool (keyboard and mouse) and looked at through screenshots (ImageMagick's import).
 *
 * <p>Game started as {@code java -jar parlour.jar --game dots --size 2x2 --p1 human --p2 ai:easy
 * --sound off --window 960x720}. What the test relies on is the game's stdout log contract: the
 * first-frame line, the layout line (where dot a1 is and the dot spacing, in window pixels), and one
 * line per move. Screenshots go to the directory of system property parlour.shots.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DesktopWindowIT {
    private static final int WINDOW_W = 960, WINDOW_H = 720;
    private static final int BOXES_W = 2, BOXES_H = 2; // --size 2x2: 3x3 dots
    private static final List<String> ARGS = List.of(
            "--game",
            "dots",
            "--size",
            BOXES_W + "x" + BOXES_H,
            "--p1",
            "human",
            "--p2",
            "ai:easy",
            "--sound",
            "off",
            "--window",
            WINDOW_W + "x" + WINDOW_H);

    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    private static final Pattern FIRST_FRAME = Pattern.compile("first frame after (\\d+(?:\\.\\d+)?) ms.*");
    private static final Pattern LAYOUT =
            Pattern.compile("layout board dots a1 at " + NUM + "\\s*,\\s*" + NUM + " step " + NUM + ".*");
    private static final Pattern MOVE =
            Pattern.compile("move (\\d+) (\\d+) ([a-z]\\d+-[a-z]\\d+) score (\\d+)-(\\d+).*");
    private static final Pattern GAME_OVER = Pattern.compile("game over result (\\S+) score (\\d+)-(\\d+).*");
    private static final Pattern FRAME_STATS = Pattern.compile("frame stats: .*");
    private static final Pattern HINT = Pattern.compile("hint ([a-z]\\d+-[a-z]\\d+) value (-?\\d+) (exact|estimate)");
    private static final Pattern ANALYSIS =
            Pattern.compile("analysis (\\d+) moves (exact|estimated), best((?: [a-z]\\d+-[a-z]\\d+)+)");

    /** Pixels whose colour moved by more than this count as changed (sum of |dR|+|dG|+|dB|). */
    private static final int CHANGE = 40;

    private Path jar;
    private Path shots;
    private Path home;
    private XvfbDisplay x;
    private GameProcess game;
    private long window;
    private Rectangle windowOnScreen;
    private BufferedImage startShot;
    private boolean started;
    private String skipReason;
    private boolean stopped;

    @BeforeAll
    void startGame() throws Exception {
        skipReason =
                Tools.missing("apt-get install xvfb xdotool imagemagick libgl1-mesa-dri", "Xvfb", "xdotool", "import");
        if (skipReason != null) {
            System.out.println("[desktop] SKIPPED: " + skipReason);
            return;
        }
        jar = Path.of(System.getProperty("parlour.jar", "target/parlour.jar")).toAbsolutePath();
        shots = Path.of(System.getProperty("parlour.shots", "target/screenshots"))
                .toAbsolutePath();
        assertTrue(
                Files.isRegularFile(jar), "no game jar at " + jar + " (run `mvn -B verify` from the repository root)");
        Files.createDirectories(shots);
        Runtime.getRuntime().addShutdownHook(new Thread(this::shutdown, "parlour-desktop-it-cleanup"));
        x = XvfbDisplay.start(shots);
        System.out.println("[desktop] Xvfb on display " + x.name + "; starting java -jar " + jar.getFileName() + " "
                + String.join(" ", ARGS));
        home = Files.createTempDirectory("parlour-home-");
        game = GameProcess.start(jar, home, x.env(), shots.resolve("desktop-game.log"), ARGS);
    }

    @BeforeEach
    void needTools() {
        assumeTrue(skipReason == null, skipReason);
    }

    @AfterAll
    void stopGame() {
        if (game != null) {
            GameProcess.Seen stats = game.latest(FRAME_STATS);
            if (stats != null) System.out.println("[measure] desktop " + stats.match.group());
        }
        shutdown();
    }

    /** Ends the game and Xvfb (once): after the tests, or when the test JVM itself is stopped. */
    private synchronized void shutdown() {
        if (stopped) return;
        stopped = true;
        try {
            if (game != null) game.close();
        } finally {
            try {
                if (x != null) x.close();
            } finally {
                Tools.deleteTree(home);
            }
        }
    }

    @Test
    @Order(1)
    @DisplayName("the window opens straight into a 2x2 Dots and Boxes board")
    void windowOpensOnTheBoard() throws Exception {
        // Given the game started with a 960x720 window
        // When its first frame is drawn
        GameProcess.Seen first = game.await(FIRST_FRAME, Duration.ofSeconds(60), "a first frame");
        long seenMs = (first.nanos - game.launchedNanos) / 1_000_000;
        System.out.println("[measure] desktop start to first frame: " + first.match.group(1)
                + " ms (game's own count from JVM start); the test read the line " + seenMs
                + " ms after launching the JVM");
        game.await(LAYOUT, Duration.ofSeconds(10), "the board layout line");

        // Then a 960x720 window of the game is on screen
        window = findGameWindow(Duration.ofSeconds(20));
        windowOnScreen = x.geometry(window);
        assertTrue(
                Math.abs(windowOnScreen.width - WINDOW_W) <= 2 && Math.abs(windowOnScreen.height - WINDOW_H) <= 2,
                "asked for a " + WINDOW_W + "x" + WINDOW_H + " window, got " + windowOnScreen.width + "x"
                        + windowOnScreen.height);
        // (the pointer is still in the screen's corner, outside the window: no hover effect in this picture)

        // And it shows a board: not a blank window, and a dot wherever the layout says one is
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        String problem;
        BufferedImage shot;
        do {
            shot = x.screenshot(shots.resolve("desktop-start.png"));
            problem = boardProblem(shot, layout());
            if (problem == null) break;
            GameProcess.sleep(250);
        } while (System.nanoTime() < deadline);
        if (problem != null) fail(problem + " (see " + shots.resolve("desktop-start.png") + ")\n" + game.tail(20));
        startShot = shot;
        started = true;
    }

    @Test
    @Order(2)
    @DisplayName("Enter plays the line under the starting cursor (a1-b1), and the computer answers")
    void enterPlaysCursorLineAndComputerAnswers() {
        requireStarted();
        // Given a new game, player 1 to move, the keyboard cursor on a1-b1, pointer over the window
        assertTrue(moves().isEmpty(), "moves were played before any input: " + moves());
        parkPointer();

        // When the player presses Enter
        long pressed = System.nanoTime();
        x.key("Return");

        // Then a1-b1 is played by player 1
        Move m1 = Move.of(
                game.await(Pattern.compile("move 1 .*"), Duration.ofSeconds(10), "move 1 after pressing Enter"));
        assertEquals(1, m1.player, "move 1 should be player 1's: " + m1);
        assertEquals("a1-b1", m1.line, "Enter should play the line under the starting cursor");

        // And the computer answers with a line of its own within a few seconds
        Move m2 = Move.of(
                game.await(Pattern.compile("move 2 .*"), Duration.ofSeconds(15), "the computer's answer (move 2)"));
        assertEquals(2, m2.player, "move 2 should be the computer's: " + m2);
        assertTrue(
                !m2.line.equals("a1-b1") && allLines().contains(m2.line), "computer played an impossible line: " + m2);
        System.out.println("[measure] desktop computer answered "
                + (game.all(Pattern.compile("move 2 .*")).get(0).nanos - pressed) / 1_000_000
                + " ms after Enter (includes the move animation)");
    }

    @Test
    @Order(3)
    @DisplayName("a click between two neighbouring dots plays that line")
    void clickPlaysLine() {
        requireStarted();
        // Given it is player 1's turn (whatever the keyboard test managed)
        List<Move> before = awaitPlayerOnesTurn(Duration.ofSeconds(15));
        List<String> drawn = new ArrayList<>();
        for (Move m : before) drawn.add(m.line);
        // an undrawn line, far from the starting cursor on a1-b1
        List<String> candidates = allLines();
        String line = null;
        for (int i = candidates.size() - 1; i >= 0; i--) {
            if (!drawn.contains(candidates.get(i))) {
                line = candidates.get(i);
                break;
            }
        }
        assertTrue(line != null, "no undrawn line left: " + drawn);

        // When the player clicks in the middle of the gap between its two dots
        Layout l = layout();
        double[] mid = l.midpoint(line);
        x.click(window, (int) Math.round(mid[0]), (int) Math.round(mid[1]));
        parkPointer();

        // Then that line is played by player 1
        int n = before.size() + 1;
        Move played = Move.of(game.await(
                Pattern.compile("move " + n + " .*"),
                Duration.ofSeconds(10),
                "move " + n + " after clicking at " + Math.round(mid[0]) + "," + Math.round(mid[1]) + " (midpoint of "
                        + line + ")"));
        assertEquals(1, played.player, "the clicked line should be player 1's move: " + played);
        assertEquals(line, played.line, "the click should play the line between the two dots");

        // And the computer answers (unless the line closed a box, which gives player 1 another turn)
        if (played.score1 == (before.isEmpty() ? 0 : before.get(before.size() - 1).score1)) {
            Move answer = Move.of(game.await(
                    Pattern.compile("move " + (n + 1) + " .*"),
                    Duration.ofSeconds(15),
                    "the computer's answer to the click"));
            assertEquals(2, answer.player, "the answer should be the computer's: " + answer);
        }
    }

    @Test
    @Order(4)
    @DisplayName("the board on screen shows the lines that were played")
    void screenShowsPlayedLines() throws Exception {
        requireStarted();
        // Given the moves played so far (a1-b1 left out: the starting cursor may have been drawn on it)
        List<Move> played = moves();
        List<String> lines = new ArrayList<>();
        for (Move m : played) if (!m.line.equals("a1-b1")) lines.add(m.line);
        assertTrue(!lines.isEmpty(), "no line other than a1-b1 was played, nothing to look for: " + played);

        // When the player looks at the window (after any animation has had time to finish)
        Layout l = layout();
        Rectangle board = l.boardArea(windowOnScreen);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        String problem;
        do {
            BufferedImage now = x.screenshot(shots.resolve("desktop-game.png"));
            problem = null;
            int changed = Pixels.changed(startShot, now, board, CHANGE);
            if (changed < l.step)
                problem = "the board area looks the same as at the start (" + changed + " pixels changed)";
            for (String line : lines) {
                double[][] ends = l.ends(line);
                int c = Pixels.changedAlong(
                        startShot,
                        now,
                        windowOnScreen.x + ends[0][0],
                        windowOnScreen.y + ends[0][1],
                        windowOnScreen.x + ends[1][0],
                        windowOnScreen.y + ends[1][1],
                        0.5,
                        Math.max(3, l.step * 0.08),
                        CHANGE);
                if (c < l.step * 0.25) {
                    problem = (problem == null ? "" : problem + "; ") + "line " + line
                            + " is not drawn between its dots (" + c + " pixels changed there, expected at least "
                            + Math.round(l.step * 0.25) + ")";
                }
            }
            if (problem == null) break;
            GameProcess.sleep(250);
        } while (System.nanoTime() < deadline);

        // Then every played line shows between its dots, and the game is still running
        if (problem != null) fail(problem + " (compare desktop-start.png and desktop-game.png in " + shots + ")");
        assertTrue(game.process.isAlive(), "the game quit\n" + game.tail(30));
        for (String s : game.lines()) {
            assertTrue(
                    !s.startsWith("Exception in thread"),
                    "the game printed an uncaught exception: " + s + "\n" + game.tail(30));
        }
    }

    @Test
    @Order(5)
    @DisplayName(
            "the Analysis button and the A key turn the value overlay on and off; T shows a best line and Enter plays it")
    void analysisAndHint() throws Exception {
        requireStarted();
        // Given player 1 to move, and what an exact analysis in this JVM says the best lines are
        List<Move> before = awaitPlayerOnesTurn(Duration.ofSeconds(15));
        DotsPosition position = positionAfter(before);
        DotsAnalysis truth = new DotsAnalysis(position, 60_000, new Random(1));
        assertTrue(truth.think(60_000) && truth.isSolved(), "the test's own analysis of a 2x2 position did not finish");
        List<String> best = new ArrayList<>();
        for (DotsAnalysis.LineValue v : truth.lines()) if (v.isBest()) best.add(Move.normalise(v.move()));
        Collections.sort(best);

        // When the player clicks the Analysis button
        Matcher button = game.latest(Pattern.compile("layout control (Analysis[^)]*\\)?) at (\\d+),(\\d+)")).match;
        x.click(window, Integer.parseInt(button.group(2)), Integer.parseInt(button.group(3)));
        parkPointer();

        // Then every undrawn line gets an exact value, and the best ones are those the test's analysis finds
        Matcher analysis =
                game.await(ANALYSIS, Duration.ofSeconds(10), "the analysis after clicking " + button.group(1)).match;
        assertEquals(
                position.lineCount() - position.drawnCount(),
                Integer.parseInt(analysis.group(1)),
                "every undrawn line should have a value");
        assertEquals("exact", analysis.group(2), "a 2x2 position should be solved exactly");
        List<String> shown = new ArrayList<>();
        for (String m : analysis.group(3).trim().split(" ")) shown.add(Move.normalise(m));
        Collections.sort(shown);
        assertEquals(best, shown, "the overlay's best lines");

        // And the A key turns the overlay off again
        x.key("a");
        game.await(Pattern.compile("analysis off"), Duration.ofSeconds(10), "the overlay turned off after pressing A");
        BufferedImage beforeHint = x.screenshot(shots.resolve("desktop-before-hint.png"));

        // When the player presses T
        x.key("t");

        // Then the game names a best line, solved exactly, and shows it on the board
        Matcher hint = game.await(HINT, Duration.ofSeconds(10), "a hint after pressing T").match;
        String hinted = Move.normalise(hint.group(1));
        assertTrue(
                best.contains(hinted),
                "the hint " + hinted + " is not among the best lines " + best + " after " + before);
        assertEquals("exact", hint.group(3), "a 2x2 position should be solved exactly for the hint");
        Layout l = layout();
        double[][] ends = l.ends(hinted);
        long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
        int changed;
        do {
            changed = Pixels.changedAlong(
                    beforeHint,
                    x.screenshot(shots.resolve("desktop-hint.png")),
                    windowOnScreen.x + ends[0][0],
                    windowOnScreen.y + ends[0][1],
                    windowOnScreen.x + ends[1][0],
                    windowOnScreen.y + ends[1][1],
                    0.5,
                    Math.max(3, l.step * 0.08),
                    CHANGE);
        } while (changed < l.step * 0.25 && System.nanoTime() < deadline);
        assertTrue(
                changed >= l.step * 0.25,
                "the hinted line " + hinted + " does not show on the board (" + changed + " pixels changed)");

        // When the player presses Enter: the keyboard cursor went to the hint, so the hinted line is played
        x.key("Return");
        int n = before.size() + 1;
        Move played = Move.of(game.await(
                Pattern.compile("move " + n + " .*"),
                Duration.ofSeconds(10),
                "move " + n + " after Enter on the hint"));
        assertEquals(hinted, played.line, "Enter after the hint should play the hinted line");
    }

    /** The position after the logged moves, replayed on an empty board. */
    private static DotsPosition positionAfter(List<Move> moves) {
        DotsPosition p = DotsPosition.empty(BOXES_W, BOXES_H);
        for (Move m : moves) p = p.play(DotsNotation.parseMove(p, m.line));
        return p;
    }

    // ---------------------------------------------------------------------------------------------

    private void requireStarted() {
        assertTrue(started, "the game window never showed the board (see the first test); nothing to play on");
    }

    /** Keys go to the window under the pointer (no window manager): keep it over a corner of the window. */
    private void parkPointer() {
        x.pointTo(window, 4, 4);
    }

    private long findGameWindow(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long best = pickLargest(x.windowsOf(game.process.pid()));
            if (best == 0) best = pickLargest(x.visibleWindows());
            if (best != 0) return best;
            if (System.nanoTime() > deadline)
                fail("no visible window of the game on " + x.name + " within " + timeout.toSeconds() + " s");
            GameProcess.sleep(200);
        }
    }

    private long pickLargest(long[] ids) {
        long best = 0, area = 0;
        for (long id : ids) {
            Rectangle g = x.geometry(id);
            long a = (long) g.width * g.height;
            boolean wholeScreen = g.width >= XvfbDisplay.SCREEN_WIDTH
                    && g.height >= XvfbDisplay.SCREEN_HEIGHT
                    && g.x == 0
                    && g.y == 0;
            if (g.width >= 100 && g.height >= 100 && !wholeScreen && a > area) {
                best = id;
                area = a;
            }
        }
        return best;
    }

    /** Null when the window shows a board with the layout's dots, else what is wrong. */
    private String boardProblem(BufferedImage shot, Layout l) {
        Pixels.Spread s = Pixels.spread(shot, windowOnScreen);
        if (s.distinct < 3 || s.dominantShare > 0.999) return "the window looks blank: " + s;
        double[] boxCentre = l.dot(0.5, 0.5);
        int bx = windowOnScreen.x + (int) Math.round(boxCentre[0]),
                by = windowOnScreen.y + (int) Math.round(boxCentre[1]);
        if (bx < 0 || by < 0 || bx >= shot.getWidth() || by >= shot.getHeight())
            return "layout puts the board off screen: " + l;
        int background = shot.getRGB(bx, by);
        List<String> missing = new ArrayList<>();
        for (int c = 0; c <= BOXES_W; c++) {
            for (int r = 0; r <= BOXES_H; r++) {
                double[] p = l.dot(c, r);
                int d = Pixels.maxDiffInDisc(
                        shot, windowOnScreen.x + p[0], windowOnScreen.y + p[1], Math.max(2, l.step * 0.05), background);
                if (d <= 60) missing.add(Move.dotName(c, r) + " at " + Math.round(p[0]) + "," + Math.round(p[1]));
            }
        }
        if (!missing.isEmpty()) {
            return "no dot visible where the layout line puts it (" + l + "): " + missing + "; window " + s;
        }
        return null;
    }

    private Layout layout() {
        GameProcess.Seen s = game.latest(LAYOUT);
        assertTrue(s != null, "the game logged no layout line\n" + game.tail(20));
        Matcher m = s.match;
        return new Layout(
                Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)));
    }

    private List<Move> moves() {
        List<Move> out = new ArrayList<>();
        for (GameProcess.Seen s : game.all(MOVE)) out.add(Move.of(s));
        return out;
    }

    /** Waits until player 1 is to move: no moves yet, or the last move gives the turn to player 1. */
    private List<Move> awaitPlayerOnesTurn(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            assertTrue(game.latest(GAME_OVER) == null, "the game is already over");
            List<Move> ms = moves();
            if (ms.isEmpty()) return ms;
            Move last = ms.get(ms.size() - 1);
            int prevScore = ms.size() == 1 ? 0 : ms.get(ms.size() - 2).scoreOf(last.player);
            boolean scored = last.scoreOf(last.player) > prevScore;
            int toMove = scored ? last.player : 3 - last.player;
            if (toMove == 1) return ms;
            if (System.nanoTime() > deadline)
                fail("player 1 never got the turn back; moves: " + ms + "\n" + game.tail(20));
            GameProcess.sleep(100);
        }
    }

    private static List<String> allLines() {
        List<String> out = new ArrayList<>();
        for (int r = 0; r <= BOXES_H; r++)
            for (int c = 0; c < BOXES_W; c++) out.add(Move.dotName(c, r) + "-" + Move.dotName(c + 1, r));
        for (int r = 0; r < BOXES_H; r++)
            for (int c = 0; c <= BOXES_W; c++) out.add(Move.dotName(c, r) + "-" + Move.dotName(c, r + 1));
        return out;
    }

    /** Where the board is in window coordinates (origin top-left), from the game's layout line. */
    static final class Layout {
        final double x, y, step;

        Layout(double x, double y, double step) {
            this.x = x;
            this.y = y;
            this.step = step;
        }

        /** Dot at column c, row r (from the bottom); fractions give points between dots. */
        double[] dot(double c, double r) {
            return new double[] {x + c * step, y - r * step};
        }

        double[][] ends(String line) {
            int[][] d = Move.dots(line);
            return new double[][] {dot(d[0][0], d[0][1]), dot(d[1][0], d[1][1])};
        }

        double[] midpoint(String line) {
            double[][] e = ends(line);
            return new double[] {(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2};
        }

        /** The board (dots plus half a step around them), on the screen. */
        Rectangle boardArea(Rectangle win) {
            double[] bl = dot(-0.5, -0.5), tr = dot(BOXES_W + 0.5, BOXES_H + 0.5);
            return new Rectangle(
                    win.x + (int) Math.floor(bl[0]),
                    win.y + (int) Math.floor(tr[1]),
                    (int) Math.ceil(tr[0] - bl[0]),
                    (int) Math.ceil(bl[1] - tr[1]));
        }

        @Override
        public String toString() {
            return "a1 at " + x + "," + y + " step " + step;
        }
    }

    /** A move from the log: number, player, line (normalised: left or bottom dot first), score after it. */
    static final class Move {
        final int number, player, score1, score2;
        final String line;

        Move(int number, int player, String line, int score1, int score2) {
            this.number = number;
            this.player = player;
            this.line = line;
            this.score1 = score1;
            this.score2 = score2;
        }

        static Move of(GameProcess.Seen s) {
            Matcher m = MOVE.matcher(s.match.group());
            assertTrue(m.matches(), "not a move line as the contract writes it: '" + s.match.group() + "'");
            return new Move(
                    Integer.parseInt(m.group(1)),
                    Integer.parseInt(m.group(2)),
                    normalise(m.group(3)),
                    Integer.parseInt(m.group(4)),
                    Integer.parseInt(m.group(5)));
        }

        int scoreOf(int p) {
            return p == 1 ? score1 : score2;
        }

        static String dotName(int c, int r) {
            return (char) ('a' + c) + Integer.toString(r + 1);
        }

        /** {{col, row}, {col, row}} of a line such as a1-b1. */
        static int[][] dots(String line) {
            Matcher m = Pattern.compile("([a-z])(\\d+)-([a-z])(\\d+)").matcher(line);
            assertTrue(m.matches(), "not a line: " + line);
            return new int[][] {
                {m.group(1).charAt(0) - 'a', Integer.parseInt(m.group(2)) - 1},
                {m.group(3).charAt(0) - 'a', Integer.parseInt(m.group(4)) - 1}
            };
        }

        static String normalise(String line) {
            int[][] d = dots(line);
            boolean swap = d[1][0] < d[0][0] || (d[1][0] == d[0][0] && d[1][1] < d[0][1]);
            int[] a = swap ? d[1] : d[0], b = swap ? d[0] : d[1];
            return dotName(a[0], a[1]) + "-" + dotName(b[0], b[1]);
        }

        @Override
        public String toString() {
            return "move " + number + " by " + player + ": " + line + " (score " + score1 + "-" + score2 + ")";
        }
    }
}
