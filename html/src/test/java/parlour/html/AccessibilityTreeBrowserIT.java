package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * What a screen reader finds in the page, read from Chromium's own accessibility tree (the DevTools protocol): the
 * board named as an application, the move field as a labelled text box, and every control of the game screen and of
 * an open dialog as a named button or text box, in each of the four games; the menu's option rows as spin buttons.
 */
class AccessibilityTreeBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(20);

    /** Role and name of every node the tree does not ignore: "button: Undo (U)". */
    @SuppressWarnings("unchecked")
    private static List<String> tree(WebSession s) {
        Map<String, Object> reply = s.browser.driver.executeCdpCommand("Accessibility.getFullAXTree", Map.of());
        List<String> out = new ArrayList<>();
        for (Map<String, Object> node : (List<Map<String, Object>>) reply.get("nodes")) {
            if (Boolean.TRUE.equals(node.get("ignored"))) continue;
            String role = value(node.get("role"));
            String name = value(node.get("name"));
            out.add(role + ": " + name);
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static String value(Object ax) {
        if (!(ax instanceof Map)) return "";
        Object v = ((Map<String, Object>) ax).get("value");
        return v == null ? "" : String.valueOf(v).trim();
    }

    private static void assertHas(List<String> tree, String node) {
        assertThat(tree)
                .as("no '" + node + "' in the accessibility tree: " + tree)
                .contains(node);
    }

    private static List<String> awaitTree(WebSession s, String node) {
        return Browser.await(
                Duration.ofSeconds(20),
                () -> {
                    List<String> t = tree(s);
                    return t.contains(node) ? t : null;
                },
                () -> "'" + node + "' never appeared in the accessibility tree: " + tree(s));
    }

    /** Presses the page's copy of the control whose name starts with {@code name}, as a screen reader would. */
    private static void press(WebSession s, String name) {
        Object found = s.browser.js(
                "var want = arguments[0], b = Array.prototype.find.call(document.querySelectorAll('.parlour-controls button'),"
                        + " function (b) { return b.textContent.indexOf(want) === 0; });"
                        + " if (!b) return false; b.click(); return true;",
                name);
        assertEquals(Boolean.TRUE, found, "no control named " + name);
    }

    @Test
    void theBoardTheMoveFieldAndEveryControlHaveNames() throws Exception {
        try (WebSession s = WebSession.start()) {
            for (String game : new String[] {"dots", "morris6", "arrows", "gone"}) {
                s.open("embed.html?game=" + game + "&p1=human&p2=human&sound=off");
                List<String> t = awaitTree(s, "toolbar: Game controls");
                assertTrue(
                        t.stream().anyMatch(n -> n.startsWith("application: Parlour game board")),
                        game + ": the board is not named: " + t);
                assertHas(t, "textbox: Move:");
                assertTrue(
                        t.stream().noneMatch(n -> n.equalsIgnoreCase("iframe: ")),
                        game + ": a frame without a name: " + t);
                assertHas(t, "toolbar: Game controls");
                for (String b : new String[] {"Undo", "Restart", "Save", "Load", "Help", "Move (/)", "Menu (Esc)"}) {
                    final List<String> tt = t;
                    assertTrue(tt.stream().anyMatch(n -> n.startsWith("button: " + b)), game + ": no " + b + ": " + t);
                }
                for (String n : t)
                    if (n.startsWith("button:") || n.startsWith("textbox:"))
                        assertThat(n.indexOf(':'))
                                .as(game + ": a control without a name: " + t)
                                .isLessThan(n.length() - 2);
                // a dialog's controls replace the screen's while it is open, and come back when it closes
                press(s, "Save");
                t = awaitTree(s, "button: Cancel");
                assertTrue(t.stream().noneMatch(n -> n.startsWith("button: Undo")), game + ": " + t);
                assertTrue(
                        t.stream().anyMatch(n -> n.startsWith("textbox: ") && !n.equals("textbox: Move:")),
                        game + ": the save name field is not there: " + t);
                press(s, "Cancel");
                t = awaitTree(s, "toolbar: Game controls");
                t = Browser.await(
                        Duration.ofSeconds(10),
                        () -> tree(s).stream().anyMatch(n -> n.startsWith("button: Undo")) ? tree(s) : null,
                        () -> "the game's controls never came back: " + tree(s));
                assertEquals(
                        0, t.stream().filter(n -> n.equals("button: Cancel")).count(), game + ": " + t);
            }
        }
    }

    /** Waits for a sentence after the first {@code from} heard that contains {@code part}; the count heard after it. */
    private static int heard(Hearing hearing, int from, String part) {
        return hearing.await(from, part, Duration.ofSeconds(20)) + 1;
    }

    @Test
    void everyCommandsResultIsHeardOnceAndTheOpenHelpIsInTheTree() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=human&first=1&sound=off");
            awaitTree(s, "toolbar: Game controls");
            Hearing hearing = Hearing.start(s);
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            // two moves typed in the page's move field, then Esc back to the board: keys only from here on
            s.widget.type("/");
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> s.browser.js("return document.activeElement.className === 'parlour-move-input' || null;"),
                    () -> "/ did not open the move field: " + s.widget.activeElement());
            s.widget.type("a1-b1", Keys.ENTER, "a1-a2", Keys.ENTER, Keys.ESCAPE);
            int n = heard(hearing, 0, "Player 2 draws the line from a1 to a2.");
            Browser.await(Duration.ofSeconds(10), () -> s.widget.canvasFocused() ? true : null, () -> "Esc");
            s.widget.type("u");
            n = heard(hearing, n, "Took back a1-a2. Player 2 to move.");
            s.widget.chord("Control", "y", "KeyY", 89);
            n = heard(hearing, n, "Played again a1-a2. Player 1 to move.");
            s.widget.type("a");
            n = heard(hearing, n, "Analysis on. Numbers: ");
            s.widget.type("a");
            n = heard(hearing, n, "Analysis off.");
            s.widget.type("t");
            n = heard(hearing, n, "Hint: draw the line from ");
            s.widget.type("v", Keys.HOME);
            n = heard(hearing, n, "Start of the game.");
            s.widget.type(Keys.ARROW_RIGHT);
            n = heard(hearing, n, "Move 1 of 2: Player 1 draws the line from a1 to b1.");
            s.widget.type("v");
            n = heard(hearing, n, "Back to the game.");
            s.widget.type("s");
            awaitTree(s, "button: Cancel");
            s.widget.type("by ear", Keys.ENTER);
            n = heard(hearing, n, "Saved as \"by ear\".");
            // the help's text is a document in the tree while Help is open, and Tab from the board reaches it
            s.widget.type("h");
            List<String> t = awaitTree(s, "document: Help");
            assertHas(t, "heading: Dots and Boxes");
            boolean reached = false;
            for (int i = 0; i < 40 && !reached; i++) {
                s.widget.type(Keys.TAB);
                reached = Boolean.TRUE.equals(
                        s.browser.js("return document.activeElement.className === 'parlour-text';"));
            }
            assertTrue(reached, "Tab never reached the help text; the focus is on " + s.widget.activeElement());
            s.widget.type(Keys.ESCAPE, "h");
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> tree(s).contains("document: Help") ? null : true,
                    () -> "the help text stayed in the tree after Help closed");
            // each result was said once
            List<String> all = hearing.all();
            for (String said : all)
                assertEquals(1, all.stream().filter(said::equals).count(), "said twice: " + said + " in " + all);
        }
    }

    /**
     * The node that has the page's focus, as the accessibility tree says it ("button: Undo (U)", with ", unavailable"
     * where it is said to be): the innermost focused node, the document itself counting as focused around it.
     */
    @SuppressWarnings("unchecked")
    private static String focusedNode(WebSession s) {
        Map<String, Object> reply = s.browser.driver.executeCdpCommand("Accessibility.getFullAXTree", Map.of());
        String found = "nothing";
        for (Map<String, Object> node : (List<Map<String, Object>>) reply.get("nodes")) {
            Object properties = node.get("properties");
            if (!(properties instanceof List) || "RootWebArea".equals(value(node.get("role")))) continue;
            boolean focused = false, disabled = false;
            for (Map<String, Object> p : (List<Map<String, Object>>) properties) {
                focused |= "focused".equals(p.get("name")) && "true".equals(value(p.get("value")));
                disabled |= "disabled".equals(p.get("name")) && "true".equals(value(p.get("value")));
            }
            if (focused)
                found = value(node.get("role")) + ": " + value(node.get("name")) + (disabled ? ", unavailable" : "");
        }
        return found;
    }

    /**
     * Issue #35, by ear and keys alone: the board's cursor says what is under it where it stops, one Tab goes from the
     * board to the move field and the next ones over the controls' copies (an unavailable one said so), a dialog says
     * its title and its focused control, and the menu its title and the heading of the game whose rows the focus enters.
     */
    @Test
    void theCursorTheControlsADialogAndTheMenuAreHeardWithKeysAlone() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
            awaitTree(s, "toolbar: Game controls");
            Hearing hearing = Hearing.start(s);
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            int from = hearing.all().size();
            s.widget.type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
            hearing.await(from, "Line b1 to c1, free.", WAIT);
            // one Tab from the board: the move field
            s.widget.type(Keys.TAB);
            Browser.await(
                    WAIT,
                    () -> focusedNode(s).equals("textbox: Move:") ? Boolean.TRUE : null,
                    () -> "one Tab from the board went to " + focusedNode(s));
            // on over the copies of the drawn controls: Undo is there, and unavailable at the start
            boolean undo = false;
            for (int i = 0; i < 12 && !undo; i++) {
                s.widget.type(Keys.TAB);
                undo = focusedNode(s).startsWith("button: Undo");
            }
            assertTrue(undo, "Tab never reached Undo; the focus is on " + focusedNode(s));
            assertThat(focusedNode(s))
                    .as("Undo is not said to be unavailable: " + focusedNode(s))
                    .endsWith(", unavailable");
            // a dialog opened from its copy: its title, then its focused control; Esc closes it
            boolean save = false;
            for (int i = 0; i < 12 && !save; i++) {
                s.widget.type(Keys.TAB);
                save = focusedNode(s).startsWith("button: Save");
            }
            assertTrue(save, "Tab never reached Save; the focus is on " + focusedNode(s));
            from = hearing.all().size();
            s.widget.type(Keys.ENTER);
            hearing.await(from, "Save game. Save game, text field", WAIT);
            s.widget.type(Keys.ESCAPE);
            awaitTree(s, "button: Menu (Esc)");
            // the menu, from the board: its title, the focused game's heading, its folded Options (under the same
            // heading, not said again), and the next game's heading as Tab enters its card
            from = hearing.all().size();
            s.widget.type(Keys.ESCAPE);
            hearing.await(from, "Parlour menu. Dots and Boxes. Play Dots and Boxes, button", WAIT);
            from = hearing.all().size();
            s.widget.type(Keys.TAB);
            hearing.await(from, "Options for Dots and Boxes, folded, button", WAIT);
            from = hearing.all().size();
            s.widget.type(Keys.TAB);
            int next = hearing.await(from, ". ", WAIT);
            String heard = hearing.all().get(next);
            assertTrue(heard.startsWith("Gone. ") || heard.startsWith("Six Men's Morris. "), heard);
            List<String> all = hearing.all();
            assertEquals(all.size(), new HashSet<>(all).size(), "something was said twice: " + all);
        }
    }

    /**
     * The focused node's role, name and value: "spinbutton: Player 2 = Human (0 of 0..4)", its value's index among the
     * values and their range as the accessibility tree holds them. The value's text is the focused element's
     * aria-valuetext: Chromium's DevTools protocol leaves it out of the tree (its "valuetext" property is an ARIA
     * widget's text content, empty here and for any element role="spinbutton" or "slider"), while the platform's
     * accessibility interfaces that screen readers read give it.
     */
    @SuppressWarnings("unchecked")
    private static String focusedAdjustable(WebSession s) {
        Map<String, Object> reply = s.browser.driver.executeCdpCommand("Accessibility.getFullAXTree", Map.of());
        String found = "nothing";
        for (Map<String, Object> node : (List<Map<String, Object>>) reply.get("nodes")) {
            Object properties = node.get("properties");
            if (!(properties instanceof List) || "RootWebArea".equals(value(node.get("role")))) continue;
            boolean focused = false;
            String min = "", max = "";
            for (Map<String, Object> p : (List<Map<String, Object>>) properties) {
                focused |= "focused".equals(p.get("name")) && "true".equals(value(p.get("value")));
                if ("valuemin".equals(p.get("name"))) min = value(p.get("value"));
                if ("valuemax".equals(p.get("name"))) max = value(p.get("value"));
            }
            if (focused) {
                Object text = s.browser.js("return document.activeElement.getAttribute('aria-valuetext');");
                found = value(node.get("role")) + ": " + value(node.get("name")) + " = " + text + " ("
                        + value(node.get("value")) + " of " + min + ".." + max + ")";
            }
        }
        return found;
    }

    /** Waits until the focused node is {@code node}, after {@code what}. */
    private static void awaitFocused(WebSession s, String node, String what) {
        Browser.await(
                WAIT,
                () -> focusedAdjustable(s).equals(node) ? true : null,
                () -> what + ": the focus is on " + focusedAdjustable(s) + ", not " + node);
    }

    /** Each game's Player 2 as the menu keeps it in the page's storage: "opt.dots.p2=human, opt.gone.p2=ai:medium". */
    private static String keptSecondPlayers(WebSession s) {
        return String.valueOf(s.browser.js("return Object.keys(localStorage).filter(function (k) {"
                + " return /[.]p2$/.test(k); }).sort().map(function (k) {"
                + " return k.substring(k.lastIndexOf(':') + 1) + '=' + localStorage.getItem(k); }).join(', ');"));
    }

    /**
     * Issue 48, item 10: the page's copy of a menu's option row is an adjustable spin button, named by the row's
     * label, its value the value shown; the arrow keys on it step the value (the menu's choice with it, kept as the
     * menu keeps it), Home and End go to the ends, Enter steps on, and the page's focus stays on the same element.
     */
    @Test
    void theMenusOptionRowsAreSpinButtonsThatTheArrowKeysAdjust() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off");
            awaitTree(s, "toolbar: Game controls");
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            s.widget.type(Keys.ESCAPE);
            // Dots' options, folded behind its Options, unfolded by the button's copy
            String options = "Options for Dots and Boxes, folded";
            awaitTree(s, "button: " + options);
            s.browser.js(
                    "var want = arguments[0], b = Array.prototype.find.call("
                            + "document.querySelectorAll('.parlour-controls button'),"
                            + " function (e) { return e.textContent === want; }); b.click();",
                    options);
            List<String> t = awaitTree(s, "spinbutton: Player 2");
            assertHas(t, "spinbutton: Player 1");
            assertHas(t, "spinbutton: First move");
            assertTrue(t.stream().noneMatch(n -> n.startsWith("button: Player 2")), "a row is still a button: " + t);
            // the first game's (Dots') Player 2, as a screen reader moves the page's focus to it
            Object copy = s.browser.js("var e = Array.prototype.find.call("
                    + "document.querySelectorAll('.parlour-controls [role=spinbutton]'),"
                    + " function (e) { return e.getAttribute('aria-label') === 'Player 2'; });"
                    + " if (!e) return null; e.focus(); return e;");
            assertTrue(copy != null, "no copy of a Player 2 row in the page");
            String human = "spinbutton: Player 2 = Human (0 of 0..4)";
            String easy = "spinbutton: Player 2 = Computer (easy) (1 of 0..4)";
            awaitFocused(s, human, "the copy focused");
            assertEquals("opt.dots.p2=human", keptSecondPlayers(s), "Dots' Player 2 as the menu keeps it");
            // Right steps on: the copy's value and index, and the menu's choice; the focus stays on the same element
            s.widget.type(Keys.ARROW_RIGHT);
            awaitFocused(s, easy, "Right");
            assertTrue(
                    Boolean.TRUE.equals(s.browser.js("return document.activeElement === arguments[0];", copy)),
                    "the copy's element changed or lost the focus: " + s.widget.activeElement());
            assertEquals("opt.dots.p2=ai:easy", keptSecondPlayers(s), "the menu's choice after Right");
            // Left steps back, in the copy and in the menu
            s.widget.type(Keys.ARROW_LEFT);
            awaitFocused(s, human, "Left");
            assertEquals("opt.dots.p2=human", keptSecondPlayers(s), "the menu's choice after Left");
            // Up steps on too and Down back; End goes to the last value and Home to the first; Enter steps on
            s.widget.type(Keys.ARROW_UP);
            awaitFocused(s, easy, "Up");
            s.widget.type(Keys.ARROW_DOWN);
            awaitFocused(s, human, "Down");
            s.widget.type(Keys.END);
            awaitFocused(s, "spinbutton: Player 2 = A friend elsewhere (4 of 0..4)", "End");
            s.widget.type(Keys.HOME);
            awaitFocused(s, human, "Home");
            s.widget.type(Keys.ENTER);
            awaitFocused(s, easy, "Enter");
            assertEquals("opt.dots.p2=ai:easy", keptSecondPlayers(s), "the menu's choice after Enter");
            assertTrue(
                    Boolean.TRUE.equals(s.browser.js("return document.activeElement === arguments[0];", copy)),
                    "the copy's element changed or lost the focus: " + s.widget.activeElement());
        }
    }
}
