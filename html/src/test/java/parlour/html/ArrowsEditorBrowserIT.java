package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static parlour.arrows.ArrowsControls.DIRECTION_KEYS;
import static parlour.arrows.ArrowsControls.EDITOR_TOOLS;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.Keys;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.match.Text;

/** Arrows' board editor in the web widget as a player drives it (keys, then clicks), since no other browser test opens it. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArrowsEditorBrowserIT extends SessionTest {
    /** Player 1 at (2,2) pointing east, player 2 (the computer) at (5,4) pointing west, on 6x5: "6 5 2 2 2 5 4 6" in the state. */
    private static final String START = "6 5 2 2 2 5 4 6";

    private static final String PAGE =
            "embed.html?game=arrows&board=6%205%202%202%20E%205%204%20W&p1=human&p2=ai:easy&first=1"
                    + "&clock=untimed&sound=off";

    private static final Pattern EDITOR_LAYOUT =
            Pattern.compile("layout board arrows-editor (\\d+)x(\\d+) 1,1 at \\S+ step \\S+ tools at (.*)");
    private static final Pattern PLAY_LAYOUT =
            Pattern.compile("layout board arrows \\d+x\\d+ 1,1 at \\S+ step \\S+ edit at (-?\\d+),(-?\\d+)");
    /** How long a step may take to show on a slow machine; the computer's answer (after its pause) gets twice that. */
    private static final Duration STEP = Duration.ofSeconds(10);

    private Widget w;
    private Path shots;

    @BeforeAll
    void start() throws IOException {
        w = web.widget;
        shots = web.shots.resolve("arrows-editor");
    }

    /** The page afresh (no saves), its events collected, the keys going to the canvas; its game is the one on {@link #START}. */
    @BeforeEach
    void openPage() {
        web.open(PAGE);
        // the page's events: where the board, the editor's tools and the Edit board button are ("layout ...")
        web.browser.js(
                "window.arrowsEvents = []; window.parlour.onEvent(function (e) { window.arrowsEvents.push(e); });");
        web.browser.js("arguments[0].focus();", w.canvas());
        Map<String, Object> s = state();
        assertEquals(START, s.get("board"), "the page's board option: " + s);
        assertEquals(List.of(), s.get("moves"), s.toString());
    }

    @Test
    @Order(1)
    void editedByKeysRefusedThenPlayedAndUndoBringsTheGameBack() {
        w.type("b");
        awaitStatus("Board editor, 6x5, cursor (2, 2).");
        awaitEditorLayout(6, 5);
        // piece 2 to (4,2), turned from west to north; a seventh column; (4,3) blocked
        w.type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, "2");
        awaitStatus("Piece 2 on (4, 2).");
        w.type("r", "r");
        awaitStatus("Piece 2 points N.");
        w.type("]");
        awaitStatus("Board editor, 7x5, cursor (4, 2). The board is 7x5.");
        awaitEditorLayout(7, 5);
        w.type(Keys.ARROW_DOWN, "x");
        awaitStatus("cursor (4, 3). Blocked (4, 3).");
        // piece 1 onto the blocked cell: the status says what is wrong, Enter is refused and says why
        w.type("1");
        awaitStatus("Piece 1 is on a blocked cell (4, 3): move it or unblock the cell.");
        w.type(Keys.ENTER);
        Map<String, Object> refused = awaitStatus("This board cannot be played: Piece 1 is on a blocked cell (4, 3)");
        assertUntouched(refused);
        assertTrue(status(refused).startsWith("Board editor, 7x5"), "the editor stays open with its draft: " + refused);
        web.browser.pageShot(shots.resolve("1-refused-by-keys.png"));
        // the editor's own undo (U) takes piece 1 back to (2,2); nothing else of the draft is lost
        w.type("u");
        awaitStatus("Undone.");
        w.type(Keys.ENTER);
        Map<String, Object> played =
                awaitState(s -> !status(s).startsWith("Board editor"), "Enter to play the edited board");
        assertEquals(
                "7 5 2 2 2 4 2 0 4 3",
                played.get("board"),
                "piece 1 (2,2) E, piece 2 (4,2) N, (4,3) blocked, 7x5: " + played);
        assertEquals("7x5", played.get("size"), played.toString());
        assertEquals(List.of(), played.get("moves"), played.toString());
        assertEquals(1, ((Number) played.get("toMove")).intValue(), played.toString());
        assertTrue(status(played).startsWith("Your move."), "the status line is the game's again: " + played);
        assertPlayLayout();
        web.browser.pageShot(shots.resolve("2-played-by-keys.png"));
        // Undo right after starting brings the game before it back
        w.type("u");
        Map<String, Object> back =
                awaitState(s -> START.equals(s.get("board")), "Undo to bring the game before the edited board back");
        assertEquals("6x5", back.get("size"), back.toString());
        assertEquals(List.of(), back.get("moves"), back.toString());
    }

    @Test
    @Order(2)
    void editedByMouseRefusedThenPlayedAgainstTheComputerAndUndoneToItsStart() {
        // the Edit board button, where the page's layout event says it is
        int[] edit = assertPlayLayout();
        double[] named = w.pointOf("Edit board");
        assertTrue(
                named != null && Math.abs(named[0] - edit[0]) <= 1 && Math.abs(named[1] - edit[1]) <= 1,
                "pointOf(Edit board) and the layout" + " event agree: "
                        + (named == null ? null : named[0] + "," + named[1]) + " vs " + edit[0] + "," + edit[1]);
        w.clickCanvasAt(edit[0], edit[1]);
        awaitStatus("Board editor, 6x5, cursor (2, 2).");
        List<double[]> tools = awaitEditorLayout(6, 5);
        // a sixth row; (3,5) blocked by the Block tool
        click(tools, "Rows +");
        awaitStatus("Board editor, 6x6");
        tools = awaitEditorLayout(6, 6);
        click(tools, "Block");
        awaitStatus("Clicks block and unblock cells.");
        clickCell(3, 5);
        awaitStatus("Blocked (3, 5).");
        clickCell(4, 1);
        awaitStatus("Blocked (4, 1).");
        clickCell(4, 1);
        awaitStatus("Unblocked (4, 1).");
        // piece 2 to (5,5) by the Piece 2 tool, and a second click there turns it from west to north-west
        click(tools, "Piece 2");
        awaitStatus("Clicks put piece 2 on a cell, or turn it where it is.");
        clickCell(5, 5);
        awaitStatus("Piece 2 on (5, 5).");
        clickCell(5, 5);
        awaitStatus("Piece 2 points NW.");
        // piece 2 onto piece 1: Play board is refused and says why
        clickCell(2, 2);
        awaitStatus("Both pieces are on one cell (2, 2): move one of them.");
        click(tools, "Play board");
        Map<String, Object> refused = awaitStatus("This board cannot be played: Both pieces are on one cell (2, 2)");
        assertUntouched(refused);
        web.browser.pageShot(shots.resolve("3-refused-by-mouse.png"));
        click(tools, "Undo");
        awaitStatus("cursor (2, 2). Undone.");
        click(tools, "Play board");
        Map<String, Object> played =
                awaitState(s -> !status(s).startsWith("Board editor"), "Play board to play the edited board");
        String board = "6 6 2 2 2 5 5 7 3 5";
        assertEquals(board, played.get("board"), "piece 1 (2,2) E, piece 2 (5,5) NW, (3,5) blocked, 6x6: " + played);
        assertEquals("6x6", played.get("size"), played.toString());
        assertEquals(List.of(), played.get("moves"), played.toString());
        assertPlayLayout();

        // the new game: a move by a click on the compass, one by a direction key and Enter; the computer answers each
        ArrowsPosition p = ArrowsGame.start(ArrowsBoard.parseSetup(Text.words(board), "test"), 1, "untimed", "8");
        int d = roomiest(p);
        double[] at = w.pointOf(String.valueOf(d));
        assertTrue(at != null, "pointOf(" + d + ") is on the compass: " + played);
        w.clickCanvasAt(at[0], at[1]);
        w.restPointer();
        Map<String, Object> afterClick = awaitAnswer(1);
        assertEquals(
                String.valueOf(d), moves(afterClick).get(0), "the click played the direction clicked: " + afterClick);
        assertEquals(board, afterClick.get("board"), "the game is played on the edited board: " + afterClick);
        for (String m : moves(afterClick)) p = ArrowsGame.RULES.play(p, m);
        int dk = roomiest(p);
        if (p.winner() < 0) {
            w.type(DIRECTION_KEYS.get(dk), Keys.ENTER);
            Map<String, Object> afterKeys = awaitAnswer(3);
            assertEquals(
                    String.valueOf(dk), moves(afterKeys).get(2), "the direction key and Enter played it: " + afterKeys);
        }
        web.browser.pageShot(shots.resolve("4-moves-on-the-edited-board.png"));
        // Undo (the button, then the key) takes the moves back to the start of the edited board's game
        int before = moves(state()).size();
        double[] undo = w.pointOf("Undo");
        assertTrue(undo != null, "the Undo button is on the page: " + state());
        w.clickCanvasAt(undo[0], undo[1]);
        w.restPointer();
        awaitState(
                s -> moves(s).size() < before && moves(s).size() % 2 == 0,
                "the Undo button to take back a move and the answer");
        while (!moves(state()).isEmpty()) {
            int n = moves(state()).size();
            w.type("u");
            awaitState(s -> moves(s).size() < n, "U to take back a move");
        }
        // once a move was played the game before is gone (Undo brings it back only right after the start): U does
        // nothing, and the editor (B) opens on the edited board; Esc goes back to the game as it was
        w.type("u", "b");
        Map<String, Object> reopened = awaitStatus("Board editor, 6x6, cursor (2, 2).");
        assertEquals(board, reopened.get("board"), reopened.toString());
        assertTrue(
                status(reopened).endsWith("Arrow keys move the cursor; Enter plays the board, Esc goes back."),
                "a fresh editor, with nothing to fix: " + reopened);
        web.browser.pageShot(shots.resolve("5-editor-again-on-the-edited-board.png"));
        w.type(Keys.ESCAPE);
        Map<String, Object> left = awaitState(s -> !status(s).startsWith("Board editor"), "Esc to leave the editor");
        assertEquals(board, left.get("board"), left.toString());
        assertEquals(List.of(), left.get("moves"), left.toString());
        assertTrue(status(left).startsWith("Your move."), left.toString());
    }

    // ---- what the page shows ----

    private Map<String, Object> state() {
        return w.stateMap();
    }

    private static String status(Map<String, Object> s) {
        return String.valueOf(s.get("status"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> moves(Map<String, Object> s) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) s.get("moves")) out.add(String.valueOf(o));
        return out;
    }

    private Map<String, Object> awaitState(Predicate<Map<String, Object>> test, String what) {
        return awaitState(STEP, test, what);
    }

    private Map<String, Object> awaitState(Duration timeout, Predicate<Map<String, Object>> test, String what) {
        return Browser.await(
                timeout,
                () -> {
                    Map<String, Object> s = state();
                    return test.test(s) ? s : null;
                },
                () -> "no sign of " + what + ": " + state());
    }

    private Map<String, Object> awaitStatus(String text) {
        return awaitState(s -> status(s).contains(text), "the status line saying \"" + text + "\"");
    }

    /** The game is the page's own, with no move played, while the editor is open. */
    private static void assertUntouched(Map<String, Object> s) {
        assertEquals(START, s.get("board"), "a refused board leaves the game's board: " + s);
        assertEquals(List.of(), s.get("moves"), "a refused board plays nothing: " + s);
    }

    /** Player 1's move {@code n} played and the computer's answer (or the game's end): player 1 to move again. */
    private Map<String, Object> awaitAnswer(int n) {
        return awaitState(
                STEP.multipliedBy(2),
                s -> moves(s).size() >= n
                        && (moves(s).size() > n
                                        && ((Number) s.get("toMove")).intValue() == 1
                                        && !Boolean.TRUE.equals(s.get("thinking"))
                                || !"none".equals(s.get("result"))),
                "move " + n + " and the computer's answer");
    }

    /** A direction for player 1 onto a free cell with the most free cells round it (0 when none is free: the game is lost anyway). */
    private static int roomiest(ArrowsPosition p) {
        int from = p.next(p.toMove()), best = 0, most = -1;
        for (int d = 0; d < 8; d++) {
            int t = p.targetOf(from, d);
            if (t < 0 || p.isOccupied(t) || t == p.next(3 - p.toMove())) continue;
            int room = 0;
            for (int e = 0; e < 8; e++) {
                int u = p.targetOf(t, e);
                if (u >= 0 && !p.isOccupied(u) && u != from) room++;
            }
            if (room > most) {
                most = room;
                best = d;
            }
        }
        return best;
    }

    // ---- the page's layout events ----

    @SuppressWarnings("unchecked")
    private List<String> events() {
        List<String> out = new ArrayList<>();
        for (Object o : (List<Object>) web.browser.js("return window.arrowsEvents.slice();"))
            out.add(String.valueOf(o));
        return out;
    }

    /** The latest event matching {@code pattern} (the latest layout is where things are now), or null. */
    private Matcher latest(Pattern pattern) {
        List<String> e = events();
        for (int i = e.size() - 1; i >= 0; i--) {
            Matcher m = pattern.matcher(e.get(i));
            if (m.matches()) return m;
            if (e.get(i).startsWith("layout board arrows")) return null;
        }
        return null;
    }

    /** The editor's latest layout, for a cols x rows draft: its tools' centres, in the order of {@link #EDITOR_TOOLS}. */
    private List<double[]> awaitEditorLayout(int cols, int rows) {
        Matcher m = Browser.await(
                STEP,
                () -> {
                    Matcher l = latest(EDITOR_LAYOUT);
                    return l != null
                                    && l.group(1).equals(String.valueOf(cols))
                                    && l.group(2).equals(String.valueOf(rows))
                            ? l
                            : null;
                },
                () -> "no layout event of a " + cols + "x" + rows + " editor: " + events());
        List<double[]> tools = new ArrayList<>();
        for (String xy : m.group(3).trim().split(" ")) {
            String[] p = xy.split(",");
            tools.add(new double[] {Double.parseDouble(p[0]), Double.parseDouble(p[1])});
        }
        assertEquals(EDITOR_TOOLS.size(), tools.size(), "a place for each tool: " + m.group());
        return tools;
    }

    /** Where the play mode's latest layout event puts the Edit board button. */
    private int[] assertPlayLayout() {
        Matcher m = Browser.await(
                STEP,
                () -> latest(PLAY_LAYOUT),
                () -> "no layout event of the game's board after the editor: " + events());
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }

    // ---- the player's clicks ----

    private void click(List<double[]> tools, String tool) {
        double[] p = tools.get(EDITOR_TOOLS.indexOf(tool));
        w.clickCanvasAt(p[0], p[1]);
        w.restPointer();
    }

    private void clickCell(int x, int y) {
        double[] p = w.pointOf(x + "," + y);
        assertTrue(p != null, "pointOf(" + x + "," + y + ") is on the editor's board: " + state());
        w.clickCanvasAt(p[0], p[1]);
        w.restPointer();
    }
}
