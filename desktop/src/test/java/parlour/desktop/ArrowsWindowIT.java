package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static parlour.arrows.ArrowsControls.DIRECTION_KEYS;
import static parlour.arrows.ArrowsControls.EDITOR_TOOLS;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.Direction;
import parlour.match.Text;
import parlour.testing.Pixels;

/**
 * Arrows in a real LWJGL3 window on Xvfb, driven with xdotool, the human against the computer with
 * 1-minute clocks: a game by mouse (clicks on the compass) and one by keyboard (direction letters and
 * Enter) played to the end, every move the player chose played as chosen and the clocks running; then a
 * board edited in the editor by keyboard and by mouse, and a game on it to the end. First the player's own marks: an
 * arrow and a ring by the right button and a ring by K, drawn over the board (the window's pixels change there). Positions follow from
 * the game's move lines; the clocks and the played board from its autosave.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArrowsWindowIT extends GameWindowTest {
    private static final String BOARD = "6 6 2 2 E 5 5 W 3 4 4 3";
    private static final List<String> ARGS = List.of(
            "--game",
            "arrows",
            "--p1",
            "human",
            "--p2",
            "ai:easy",
            "--first",
            "1",
            "--clock",
            "1",
            "--board",
            BOARD,
            "--sound",
            "off",
            "--window",
            "960x720");
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    private static final Pattern LAYOUT = Pattern.compile(
            "layout board arrows \\d+x\\d+ 1,1 at " + NUM + "," + NUM + " step " + NUM + " edit at " + NUM + "," + NUM);
    private static final Pattern EDITOR = Pattern.compile(
            "layout board arrows-editor (\\d+)x(\\d+) 1,1 at " + NUM + "," + NUM + " step " + NUM + " tools at (.*)");
    private static final Pattern EVENT = Pattern.compile("move (\\d+) (\\d) (\\S+).*|game over result (\\S+).*");

    private long window;

    ArrowsWindowIT() {
        super("parlour-arrows-home-", "arrows-game.log", ARGS);
    }

    @BeforeAll
    void findTheWindow() {
        if (session != null) window = session.awaitWindow(LAYOUT);
    }

    @Test
    @Order(0)
    void thePlayersOwnMarksComeByTheRightButtonAndByK() throws Exception {
        Matcher layout = settledLayout(window, LAYOUT, -1, "the board's layout").match;
        double x1 = Double.parseDouble(layout.group(1)),
                y1 = Double.parseDouble(layout.group(2)),
                step = Double.parseDouble(layout.group(3));
        Rectangle w = x.geometry(window);
        x.pointTo(window, 4, 4);
        BufferedImage bare = x.screenshot(shots.resolve("arrows-unmarked.png"));
        // an arrow from cell 1,1 down to 1,3, a ring on 6,1 (column,row from 1 at the top left; all empty)
        x.rightDrag(window, (int) Math.round(x1), (int) Math.round(y1), (int) Math.round(x1), (int)
                Math.round(y1 + 2 * step));
        x.rightDrag(
                window, (int) Math.round(x1 + 5 * step), (int) Math.round(y1), (int) Math.round(x1 + 5 * step), (int)
                        Math.round(y1));
        x.pointTo(window, 4, 4);
        // K: a ring on player 1's next cell, where the first arrow goes
        x.key("k");
        int next = ArrowsGame.start(ArrowsBoard.parseSetup(Text.words(BOARD), "test"), 1, "1", "8")
                .next(1);
        double[][] at = {
            {x1, y1 + step, step * 0.1},
            {x1 + 5 * step, y1, step * 0.45},
            {x1 + (next % 6) * step, y1 + (next / 6) * step, step * 0.45}
        };
        String[] what = {"the arrow from 1,1 to 1,3", "the ring on 6,1", "K's ring on the next cell"};
        // the marks show in a frame or two after the key: look until all three do (or 5 s, on a busy machine)
        BufferedImage marked = GameProcess.lookUntil(
                () -> x.screenshot(shots.resolve("arrows-marked.png")),
                shot -> {
                    for (double[] a : at)
                        if (Pixels.changedAround(bare, shot, w.x + a[0], w.y + a[1], a[2], 60) < 6) return false;
                    return true;
                },
                Duration.ofSeconds(5));
        for (int i = 0; i < at.length; i++) {
            int n = Pixels.changedAround(bare, marked, w.x + at[i][0], w.y + at[i][1], at[i][2], 60);
            assertThat(n).as(what[i] + " is drawn: " + n + " pixels changed").isGreaterThanOrEqualTo(6);
        }
    }

    @Test
    @Order(1)
    void aGameByMouseToTheEnd() throws Exception {
        x.screenshot(shots.resolve("arrows-start.png"));
        ArrowsPosition end = play(BOARD, -1, true, -1);
        System.out.println("[arrows] by mouse: " + end.moveCount() + " moves, winner " + end.winner());
    }

    @Test
    @Order(2)
    void aGameByKeyboardToTheEnd() throws Exception {
        int mark = lastIndex();
        x.pointTo(window, 4, 4);
        x.key("r");
        ArrowsPosition end = play(BOARD, mark, false, mark);
        System.out.println("[arrows] by keyboard: " + end.moveCount() + " moves, winner " + end.winner());
    }

    @Test
    @Order(3)
    void aBoardEditedByKeyboardAndMouseIsPlayed() throws Exception {
        int mark = lastIndex();
        x.pointTo(window, 4, 4);
        x.key("b");
        // keys: from piece 1 on (2,2) down to (2,3) and block it; piece 2 to (5,2), turned six eighths from west to
        // south
        for (String k : new String[] {"Down", "x", "Right", "Right", "Right", "Up", "2", "r", "r", "r", "r", "r", "r"})
            x.key(k);
        Matcher m = awaitAfter(EDITOR, mark, "the editor's layout line").match;
        String[] tools = m.group(6).split(" ");
        assertEquals(EDITOR_TOOLS.size(), tools.length, m.group());
        // mouse: one row fewer, one column more, then block (6,1) with the Block tool and play the board; each click
        // once the one before it is taken
        click(tools[EDITOR_TOOLS.indexOf("Rows -")]);
        awaitAfter(Pattern.compile("layout board arrows-editor 6x5 .*"), mark, "the 6x5 editor after Rows -");
        click(tools[EDITOR_TOOLS.indexOf("Cols +")]);
        m = settledLayout(
                        window,
                        Pattern.compile("layout board arrows-editor 7x5 .*"),
                        mark,
                        "the 7x5 editor after Cols +")
                .match;
        m = EDITOR.matcher(m.group());
        assertTrue(m.matches());
        double x1 = Double.parseDouble(m.group(3)),
                y1 = Double.parseDouble(m.group(4)),
                step = Double.parseDouble(m.group(5));
        click(tools[EDITOR_TOOLS.indexOf("Block")]);
        int bx = (int) Math.round(x1 + 5 * step), by = (int) Math.round(y1);
        Rectangle w = x.geometry(window);
        BufferedImage open = x.screenshot(shots.resolve("arrows-editor.png"));
        x.click(window, bx, by);
        // the blocked cell shows in a frame or two after the click: look until it does
        BufferedImage edited = GameProcess.lookUntil(
                () -> x.screenshot(shots.resolve("arrows-editor.png")),
                shot -> Pixels.changedAround(open, shot, w.x + bx, w.y + by, step * 0.45, 60) >= 6,
                Duration.ofSeconds(10));
        int n = Pixels.changedAround(open, edited, w.x + bx, w.y + by, step * 0.45, 60);
        assertThat(n)
                .as("cell 6,1 changes when clicked with the Block tool: " + n + " pixels changed")
                .isGreaterThanOrEqualTo(6);
        int before = lastIndex();
        click(tools[EDITOR_TOOLS.indexOf("Play board")]);
        ArrowsPosition end = play("7 5 2 2 2 5 2 4 6 1 2 3 4 3 3 4", before, true, before);
        System.out.println("[arrows] edited board: " + end.moveCount() + " moves, winner " + end.winner());
    }

    private void click(String xy) {
        String[] p = xy.split(",");
        x.click(window, Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }

    /**
     * Plays the human's side of a game on {@code board} that starts after log line {@code mark} to its end, by
     * mouse (on the board of the latest layout line after {@code layoutMark}) or by keys, checking that each
     * move chosen is the move played, that the clocks run, and that the game ends as the rules say.
     */
    private ArrowsPosition play(String board, int mark, boolean mouse, int layoutMark) throws Exception {
        ArrowsPosition p = ArrowsGame.start(ArrowsBoard.parseSetup(Text.words(board), "test"), 1, "1", "8");
        double x1 = 0, y1 = 0, step = 0;
        if (mouse) {
            Matcher layout = settledLayout(window, LAYOUT, layoutMark, "the board's layout").match;
            x1 = Double.parseDouble(layout.group(1));
            y1 = Double.parseDouble(layout.group(2));
            step = Double.parseDouble(layout.group(3));
        }
        int seen = mark;
        boolean clocksChecked = false;
        while (p.winner() < 0) {
            int n = p.moveCount() + 1;
            String move;
            if (p.toMove() == 1) {
                int d = choose(p);
                if (mouse) {
                    int t = p.next(1), cols = p.board.cols;
                    x.click(window, (int) Math.round(x1 + (t % cols + Direction.DX[d]) * step), (int)
                            Math.round(y1 + (t / cols + Direction.DY[d]) * step));
                    x.pointTo(window, 4, 4);
                } else {
                    x.key(DIRECTION_KEYS.get(d));
                    x.key("Return");
                }
                GameProcess.Seen s = awaitAfter(
                        EVENT, seen, "move " + n + " (" + d + "), played by " + (mouse ? "a click" : "keys"));
                assertEquals(
                        n + " 1 " + d,
                        s.match.group(1) + " " + s.match.group(2) + " " + s.match.group(3),
                        "the move chosen is the move played");
                seen = s.index;
                move = String.valueOf(d);
            } else {
                GameProcess.Seen s = awaitAfter(EVENT, seen, "the computer's move " + n);
                assertEquals(
                        n + " 2",
                        s.match.group(1) + " " + s.match.group(2),
                        "the computer moves next: " + s.match.group());
                seen = s.index;
                move = s.match.group(3);
            }
            p = ArrowsGame.RULES.play(p, move);
            if (!clocksChecked && p.moveCount() >= 3 && p.winner() < 0) clocksChecked = clocksRun(p.board.setupText());
        }
        GameProcess.Seen over = awaitAfter(Pattern.compile("game over result (\\S+).*"), mark, "the end of the game");
        assertEquals(String.valueOf(p.winner()), over.match.group(1), "the winner the rules give");
        assertTrue(clocksChecked || p.moveCount() < 4, "the clocks were seen running");
        return p;
    }

    /** The autosave has the board played, and both clocks below the minute they started with. */
    private boolean clocksRun(String board) throws Exception {
        Path save = GameProcess.store(session.home).resolve("autosave.arrows.txt");
        Pattern clocks = Pattern.compile("\\[Clocks \"(?:.* )?(\\d+)/(\\d+)\"\\]");
        String text = "";
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < deadline) {
            text = Files.exists(save) ? Files.readString(save, StandardCharsets.UTF_8) : "";
            Matcher c = clocks.matcher(text);
            if (text.contains("[Board \"" + board + "\"]") && c.find()) {
                int p1 = Integer.parseInt(c.group(1)), p2 = Integer.parseInt(c.group(2));
                if (p1 < 60000 && p2 < 60000) {
                    assertThat(p1)
                            .as("the clocks ran, but not for that long: " + p1 + "/" + p2)
                            .isGreaterThan(30000);
                    assertThat(p2)
                            .as("the clocks ran, but not for that long: " + p1 + "/" + p2)
                            .isGreaterThan(30000);
                    return true;
                }
            }
            GameProcess.sleep(100);
        }
        fail("no autosave of the game on " + board + " with both clocks run:\n" + text);
        return false;
    }

    /** A move for the human: one that wins at once, else one the opponent cannot answer by taking its cell, with the most room after it. */
    private static int choose(ArrowsPosition p) {
        int me = p.next(1), theirs = p.next(2), best = 0, bestScore = Integer.MIN_VALUE, cols = p.board.cols;
        for (int d = 0; d < 8; d++) {
            int t = p.targetOf(me, d);
            int score;
            if (t >= 0 && t == theirs) score = 1000;
            else if (t < 0 || t == me || p.isOccupied(t)) score = -1000;
            else {
                // the opponent's next piece, on their next cell, could point at a neighbour: that cell would be lost to
                // us
                boolean reachable = theirs >= 0
                        && Math.abs(t % cols - theirs % cols) <= 1
                        && Math.abs(t / cols - theirs / cols) <= 1;
                score = reachable ? -100 : 0;
                for (int e = 0; e < 8; e++) {
                    int u = p.targetOf(t, e);
                    if (u >= 0 && u != me && !p.isOccupied(u)) score++;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                best = d;
            }
        }
        return best;
    }

    private int lastIndex() {
        return game.lastIndex();
    }

    /** The first message matching after log line {@code mark}. */
    private GameProcess.Seen awaitAfter(Pattern pattern, int mark, String what) {
        return game.awaitAfter(pattern, mark, Duration.ofSeconds(20), what);
    }
}
