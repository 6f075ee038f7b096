package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.json.Json;

/**
 * The Parlour widget on the page currently open in the browser: its canvas, and the global
 * {@code parlour} JavaScript object (state, pointOf, frameTimes) of the contract.
 */
final class Widget {
    /** The largest visible canvas of the page: the game's (libGDX may add hidden helper canvases). */
    private static final String FIND_CANVAS = String.join(
            "\n",
            "var cs = Array.prototype.slice.call(document.querySelectorAll('canvas')).filter(function (c) {",
            "  var r = c.getBoundingClientRect(); return r.width > 0 && r.height > 0; });",
            "cs.sort(function (a, b) { var ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();",
            "  return rb.width * rb.height - ra.width * ra.height; });",
            "return cs.length ? cs[0] : null;");

    private static final String API_READY = "return !!(window.parlour && typeof window.parlour.state === 'function');";

    static final String STATE = String.join(
            "\n", "var s = window.parlour.state();", "return typeof s === 'string' ? s : JSON.stringify(s);");

    /** What {@code parlour.state()} says: as written ({@code json}), parsed ({@code fields}), and its common fields. */
    record State(
            String json,
            Map<String, Object> fields,
            String game,
            String size,
            int toMove,
            int score1,
            int score2,
            String result,
            List<String> moves,
            List<String> legal,
            boolean thinking,
            long frames) {

        boolean hasFrameCount() {
            return frames >= 0;
        }

        boolean over() {
            return !"none".equals(result);
        }

        /** Player 1 may act: their turn, computer idle, game not over. */
        boolean playerOnesTurn() {
            return toMove == 1 && !thinking && !over();
        }

        /** A text field ("status", "board", "screen"...), null where the state has none. */
        String text(String key) {
            Object v = fields.get(key);
            return v == null ? null : String.valueOf(v);
        }

        /** The status line the widget shows ("" where it has none). */
        String status() {
            String v = text("status");
            return v == null ? "" : v;
        }

        /** The board the game started from, in the game's board notation (Arrows, Gone), or null. */
        String board() {
            return text("board");
        }

        /** A list of strings exactly as the state gives it (no normalising: see {@link #moves}). */
        @SuppressWarnings("unchecked")
        List<String> strings(String key) {
            List<String> out = new ArrayList<>();
            Object v = fields.get(key);
            if (v instanceof List) for (Object o : (List<Object>) v) out.add(String.valueOf(o));
            return out;
        }
    }

    private final Browser browser;

    Widget(Browser browser) {
        this.browser = browser;
    }

    WebElement canvas() {
        return (WebElement) browser.js(FIND_CANVAS);
    }

    WebElement awaitCanvas(Duration timeout) {
        return Browser.await(
                timeout,
                this::canvas,
                () -> "no visible canvas appeared on " + browser.driver.getCurrentUrl() + iframeHint());
    }

    private String iframeHint() {
        Object n = browser.js("return document.querySelectorAll('iframe').length;");
        return n instanceof Number && ((Number) n).intValue() > 0
                ? " (the page has iframes: this test expects the widget's canvas and the parlour object in the page itself)"
                : "";
    }

    /** Waits for the page's {@code parlour} object (it may appear a little after the page loaded). */
    void awaitApi(Duration timeout) {
        Browser.await(
                timeout,
                () -> Boolean.TRUE.equals(browser.js(API_READY)) ? Boolean.TRUE : null,
                () -> "the page never got its global 'parlour' object (JsInterop export) on "
                        + browser.driver.getCurrentUrl() + iframeHint());
        // a widget in another language shows its first screen once that language's words are in: "loading" until then
        Browser.await(
                timeout,
                () -> "loading".equals(stateMap().get("screen")) ? null : Boolean.TRUE,
                () -> "the widget never showed its first screen: " + browser.js(STATE));
    }

    /** Waits for the canvas, the page's {@code parlour} object and the widget's first frame (a page just opened). */
    void awaitReady() {
        awaitCanvas(Duration.ofSeconds(60));
        awaitApi(Duration.ofSeconds(30));
        // a state without "frames" (not in every screen's) is taken as drawn
        Browser.await(
                Duration.ofSeconds(30),
                () -> stateMap().get("frames") instanceof Number
                                && ((Number) stateMap().get("frames")).longValue() == 0
                        ? null
                        : Boolean.TRUE,
                () -> "the widget never drew a frame: " + browser.js(STATE));
    }

    State state() {
        Object raw = browser.js(STATE);
        assertTrue(raw instanceof String, "parlour.state() gave no JSON: " + raw);
        return parse((String) raw);
    }

    /** "n=.. p50=.. p95=.. max=.. ms, K over 20 ms" for durations in milliseconds (at least one). */
    static String timesSummary(List<Double> millis) {
        List<Double> v = new ArrayList<>(millis);
        Collections.sort(v);
        long over20 = v.stream().filter(x -> x > 20).count();
        return String.format(
                Locale.ROOT,
                "n=%d p50=%.1f p95=%.1f max=%.1f ms, %d over 20 ms",
                v.size(),
                percentile(v, 50),
                percentile(v, 95),
                v.get(v.size() - 1),
                over20);
    }

    private static double percentile(List<Double> sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    /** The whole of parlour.state() as a map, for the fields {@link State} leaves out (hint, analysis). */
    @SuppressWarnings("unchecked")
    Map<String, Object> stateMap() {
        Object raw = browser.js(STATE);
        assertTrue(raw instanceof String, "parlour.state() gave no JSON: " + raw);
        return (Map<String, Object>) new Json().toType((String) raw, Object.class);
    }

    @SuppressWarnings("unchecked")
    static State parse(String json) {
        Object parsed = new Json().toType(json, Object.class);
        assertTrue(parsed instanceof Map, "parlour.state() is not a JSON object: " + json);
        Map<String, Object> m = (Map<String, Object>) parsed;
        // "thinking" and "frames" are in the contract too, but nothing a player sees depends on them:
        // without them the test still runs (frames reads as -1).
        // "size" is read where the game has one (Morris has none)
        for (String key : List.of("game", "toMove", "result", "moves", "legal")) {
            assertThat(m).as("parlour.state() lacks \"" + key + "\": " + json).containsKey(key);
        }
        // a game without scores (Arrows) has no "score": it reads as 0 to 0
        List<Object> score = m.containsKey("score") ? (List<Object>) m.get("score") : List.of(0, 0);
        assertThat(score).as("state score should be [p1, p2]: " + json).isNotNull();
        assertThat(score.size()).as("state score should be [p1, p2]: " + json).isEqualTo(2);
        return new State(
                json,
                m,
                String.valueOf(m.get("game")),
                String.valueOf(m.get("size")),
                ((Number) m.get("toMove")).intValue(),
                ((Number) score.get(0)).intValue(),
                ((Number) score.get(1)).intValue(),
                String.valueOf(m.get("result")),
                lines((List<Object>) m.get("moves")),
                lines((List<Object>) m.get("legal")),
                Boolean.TRUE.equals(m.get("thinking")),
                m.get("frames") instanceof Number ? ((Number) m.get("frames")).longValue() : -1);
    }

    private static List<String> lines(List<Object> raw) {
        List<String> out = new ArrayList<>();
        if (raw != null) for (Object o : raw) out.add(normalise(String.valueOf(o)));
        return out;
    }

    /** a1-b1 and b1-a1 are the same line: left or bottom dot first. */
    static String normalise(String line) {
        String[] d = line.trim().toLowerCase().split("-");
        if (d.length != 2 || !dot(d[0]) || !dot(d[1])) return line; // another game's move (Morris: a7-a4xa1)
        boolean swap = d[1].charAt(0) < d[0].charAt(0)
                || (d[1].charAt(0) == d[0].charAt(0)
                        && Integer.parseInt(d[1].substring(1)) < Integer.parseInt(d[0].substring(1)));
        return swap ? d[1] + "-" + d[0] : d[0] + "-" + d[1];
    }

    private static boolean dot(String name) {
        if (name.length() < 2 || !Character.isLetter(name.charAt(0))) return false;
        for (int i = 1; i < name.length(); i++) if (!Character.isDigit(name.charAt(i))) return false;
        return true;
    }

    /** The games' titles, in the menu's order: a full card's Options is named "Options " and its title. */
    static final List<String> GAMES =
            List.of("Dots and Boxes", "Six Men's Morris", "Nine Men's Morris", "Arrows", "Gone");

    /**
     * Waits until the menu shows every game's full card, with its picture and Options (the menu fetches each game's code
     * once it shows).
     */
    void awaitEveryGamesCard(Duration within) {
        Browser.await(
                within,
                () -> GAMES.stream().allMatch(g -> pointOf("Options " + g) != null) ? Boolean.TRUE : null,
                () -> "cards with no Options yet (their game's code has not come): "
                        + GAMES.stream()
                                .filter(g -> pointOf("Options " + g) == null)
                                .collect(Collectors.toList()));
    }

    /** Where a click plays this line, in CSS pixels from the canvas's top-left corner (null: not on the board). */
    double[] pointOf(String line) {
        Object raw = browser.js(
                "var p = window.parlour.pointOf(arguments[0]);"
                        + "return p == null ? null : Array.prototype.slice.call(p);",
                line);
        if (raw == null) return null;
        List<?> p = (List<?>) raw;
        assertThat(p.size())
                .as("parlour.pointOf(" + line + ") should be [x, y]: " + p)
                .isEqualTo(2);
        return new double[] {((Number) p.get(0)).doubleValue(), ((Number) p.get(1)).doubleValue()};
    }

    /** State and the recent frame durations (ms), read in the same instant. */
    @SuppressWarnings("unchecked")
    Map.Entry<State, List<Double>> stateAndFrameTimes() {
        List<Object> r = (List<Object>)
                browser.js(
                        "var s = window.parlour.state();"
                                + "return [typeof s === 'string' ? s : JSON.stringify(s), Array.prototype.slice.call(window.parlour.frameTimes())];");
        List<Double> times = new ArrayList<>();
        for (Object o : (List<Object>) r.get(1)) times.add(((Number) o).doubleValue());
        return Map.entry(parse((String) r.get(0)), times);
    }

    /** The canvas as the player sees it (composited pixels, whatever the WebGL buffer settings). */
    BufferedImage canvasShot() {
        WebElement c = canvas();
        assertThat(c).as("the canvas is gone").isNotNull();
        return Browser.decode(c.getScreenshotAs(OutputType.BYTES));
    }

    /** Canvas position in the window (viewport), CSS pixels: left, top, width, height. */
    double[] rect(WebElement e) {
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) browser.js(
                "var r = arguments[0].getBoundingClientRect(); return {l: r.left, t: r.top, w: r.width, h: r.height};",
                e);
        return new double[] {num(r.get("l")), num(r.get("t")), num(r.get("w")), num(r.get("h"))};
    }

    private static double num(Object o) {
        return ((Number) o).doubleValue();
    }

    /** A real mouse click (mouse move, press, release) at a point of the canvas, in CSS pixels from its corner. */
    void clickCanvasAt(double x, double y) {
        double[] r = scrolledTo(x, y);
        new Actions(browser.driver)
                .moveToLocation((int) Math.round(r[0] + x), (int) Math.round(r[1] + y))
                .click()
                .perform();
    }

    /** Moves the mouse pointer to a point of the canvas, pressing nothing (a hover). */
    void hoverCanvasAt(double x, double y) {
        double[] r = scrolledTo(x, y);
        new Actions(browser.driver)
                .moveToLocation((int) Math.round(r[0] + x), (int) Math.round(r[1] + y))
                .perform();
    }

    /** The canvas's rectangle once the page is scrolled to show its point x, y, as a player would. */
    private double[] scrolledTo(double x, double y) {
        WebElement c = canvas();
        double[] r = rect(c);
        @SuppressWarnings("unchecked")
        List<Number> view = (List<Number>) browser.js("return [window.innerWidth, window.innerHeight];");
        double top = r[1] + y, left = r[0] + x;
        if (top < 0
                || left < 0
                || top >= view.get(1).doubleValue()
                || left >= view.get(0).doubleValue()) {
            browser.js(
                    "window.scrollBy(arguments[0], arguments[1]);",
                    left - view.get(0).doubleValue() / 2,
                    top - view.get(1).doubleValue() / 2);
            r = rect(c);
        }
        if (x < 0 || y < 0 || x > r[2] || y > r[3])
            fail("point " + x + "," + y + " is outside the " + r[2] + "x" + r[3] + " canvas");
        return r;
    }

    /** Clicks the legal move {@code fromEnd} places before the last one (0: the last) and waits until it is played. */
    void clickLegal(int fromEnd) {
        State before = state();
        String move = before.legal().get(before.legal().size() - 1 - fromEnd);
        double[] p = pointOf(move);
        clickCanvasAt(p[0], p[1]);
        int count = before.moves().size() + 1;
        Browser.await(
                Duration.ofSeconds(10),
                () -> state().moves().size() == count ? Boolean.TRUE : null,
                () -> "a click on " + move + " played nothing: " + state().json());
    }

    /** Puts the mouse pointer in the canvas's top-left corner, away from the board's lines. */
    void restPointer() {
        double[] r = rect(canvas());
        new Actions(browser.driver)
                .moveToLocation((int) Math.round(r[0] + 2), (int) Math.round(r[1] + 2))
                .perform();
    }

    /**
     * Waits until the game's loop has taken in what was typed or clicked so far and drawn what follows: ten frames of
     * the page (a key is read at the next frame; a dialog it opens or closes is there within the frames after).
     */
    void settle() {
        browser.awaitFrames(10);
    }

    /** Keys typed by the player: they go wherever the page's focus is. */
    void type(CharSequence... keys) {
        new Actions(browser.driver).sendKeys(keys).perform();
    }

    /** Whether the page's move field has the keyboard focus: what is typed next goes into it. */
    boolean moveFieldFocused() {
        return Boolean.TRUE.equals(
                browser.js("return document.activeElement === document.querySelector('.parlour-move-input');"));
    }

    /** The focus into the move field as a keyboard player puts it there: the board, then /; waits till it is there. */
    void openMoveField(Duration wait) {
        browser.js("document.querySelector('canvas.parlour-canvas').focus();");
        type("/");
        Browser.await(
                wait,
                () -> moveFieldFocused() ? Boolean.TRUE : null,
                () -> "/ did not open the move field; the focus on " + activeElement() + "; the page's copies: "
                        + browser.js("var b = document.querySelector('.parlour-controls');"
                                + " return b ? b.textContent : 'none';"));
    }

    boolean canvasFocused() {
        return Boolean.TRUE.equals(browser.js("return document.activeElement === arguments[0];", canvas()));
    }

    String activeElement() {
        return String.valueOf(
                browser.js(
                        "var e = document.activeElement; return e == null ? 'nothing' :"
                                + " e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className : '');"));
    }

    /**
     * {@code modifier} ("Shift" or "Control") held down while {@code key} is pressed, sent as key events
     * through the DevTools protocol: ChromeDriver's sendKeys does not deliver modifiers to a canvas.
     * {@code keyCode} is the key's Windows virtual key code (Tab 9, A 65).
     */
    void chord(String modifier, String key, String code, int keyCode) {
        boolean shift = modifier.equals("Shift");
        int bit = shift ? 8 : 2;
        cdpKey("rawKeyDown", modifier, modifier + "Left", shift ? 16 : 17, bit);
        cdpKey("rawKeyDown", key, code, keyCode, bit);
        cdpKey("keyUp", key, code, keyCode, bit);
        cdpKey("keyUp", modifier, modifier + "Left", shift ? 16 : 17, 0);
    }

    /** Ctrl+V as Chromium's keyboard gives it: Control held, then V with the paste editing command. */
    void pasteChord() {
        cdpKey("rawKeyDown", "Control", "ControlLeft", 17, 2);
        Map<String, Object> v = new HashMap<>();
        v.put("type", "rawKeyDown");
        v.put("key", "v");
        v.put("code", "KeyV");
        v.put("windowsVirtualKeyCode", 86);
        v.put("nativeVirtualKeyCode", 86);
        v.put("modifiers", 2);
        v.put("commands", List.of("paste"));
        browser.driver.executeCdpCommand("Input.dispatchKeyEvent", v);
        cdpKey("keyUp", "v", "KeyV", 86, 2);
        cdpKey("keyUp", "Control", "ControlLeft", 17, 0);
    }

    private void cdpKey(String type, String key, String code, int keyCode, int modifiers) {
        Map<String, Object> event = new HashMap<>();
        event.put("type", type);
        event.put("key", key);
        event.put("code", code);
        event.put("windowsVirtualKeyCode", keyCode);
        event.put("nativeVirtualKeyCode", keyCode);
        event.put("modifiers", modifiers);
        browser.driver.executeCdpCommand("Input.dispatchKeyEvent", event);
    }
}
