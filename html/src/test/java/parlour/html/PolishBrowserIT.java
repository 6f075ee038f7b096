package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import parlour.app.Catalogue;
import parlour.words.Language;

/**
 * The widget in Polish, in a real browser: with lang=pl the live regions speak Polish, the page's copies of the
 * controls and the move field carry Polish names (and say their language, for a screen reader's voice), a move typed
 * in Polish words is played; and a widget on a Polish page (its html lang) speaks Polish without being told.
 */
class PolishBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @SuppressWarnings("unchecked")
    private static List<String> tree(WebSession s) {
        Map<String, Object> reply = s.browser.driver.executeCdpCommand("Accessibility.getFullAXTree", Map.of());
        List<String> out = new ArrayList<>();
        for (Map<String, Object> node : (List<Map<String, Object>>) reply.get("nodes")) {
            if (Boolean.TRUE.equals(node.get("ignored"))) continue;
            Object role = ((Map<String, Object>) node.getOrDefault("role", Map.of())).get("value");
            Object name = ((Map<String, Object>) node.getOrDefault("name", Map.of())).get("value");
            out.add(role + ": " + (name == null ? "" : String.valueOf(name).trim()));
        }
        return out;
    }

    @Test
    void aWidgetAskedForPolishSpeaksAndNamesItsControlsInPolish() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=ai:easy&first=1&sound=off&speed=instant&lang=pl");
            Hearing hearing = Hearing.start(s);
            hearing.await(0, "Kropki i kwadraty. Twój ruch.", WAIT);
            List<String> t = Browser.await(
                    WAIT,
                    () -> tree(s).contains("button: Cofnij (U)") ? tree(s) : null,
                    () -> "no Polish Undo in the accessibility tree: " + tree(s));
            for (String node :
                    new String[] {"textbox: Ruch:", "button: Od nowa (R)", "button: Pomoc (H)", "button: Ruch (/)"})
                assertThat(t).as("no " + node + " in " + t).contains(node);
            assertEquals(
                    "pl",
                    s.browser.js(
                            "return document.querySelector('.parlour-live').closest('[lang]').getAttribute('lang');"));
            // a move typed in Polish words, heard in Polish, and the computer's reply too
            s.widget.openMoveField(WAIT);
            int from = hearing.all().size();
            s.widget.type("linia a1 b1", Keys.ENTER);
            hearing.await(from, "Ty rysujesz kreskę od a1 do b1", WAIT);
            hearing.await(from, "Komputer (łatwy) rysuje kreskę od ", WAIT);
        }
    }

    /**
     * The menu's Settings → Language on an English page: the Polish words are fetched only then, and the menu comes
     * back wholly in Polish once they are in (its page copies of the controls, which name what the screen shows).
     */
    @Test
    void aLanguageSwitchFetchesItsWordsThenLeavesNoEnglish() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.browser.clearSiteData(s.server.url("").replaceAll("/$", ""));
            s.browser.driver.get(s.server.url("embed.html?sound=off"));
            s.widget.awaitCanvas(WAIT);
            s.widget.awaitApi(WAIT);
            List<String> english = Browser.await(
                    WAIT,
                    () -> controls(s).contains("Language: English") ? controls(s) : null,
                    () -> "no English Language option among the controls: " + controls(s));
            assertTrue(
                    fetchedAssets(s).stream().noneMatch(f -> f.startsWith("i18n/")),
                    "an English page fetched other words before the switch: " + fetchedAssets(s));
            press(s, "Language: English");
            List<String> polish = Browser.await(
                    WAIT,
                    () -> controls(s).contains("Język: Polski") ? controls(s) : null,
                    () -> "the menu never came back in Polish: " + controls(s));
            List<String> left = new ArrayList<>(polish);
            left.retainAll(english);
            // names that are the same in both languages
            left.removeAll(List.of("Parlour", "<", ">"));
            assertThat(left)
                    .as("English left in the Polish menu: " + left + " of " + polish)
                    .isEmpty();
            for (String part : Catalogue.wordParts()) {
                if (part.equals(Language.LATER)) continue;
                assertTrue(
                        fetchedAssets(s).stream().anyMatch(f -> f.startsWith("i18n/pl/" + part + "-")),
                        "the switch fetched i18n/pl/" + part + ": " + fetchedAssets(s));
            }
        }
    }

    /** A Polish game's help text is fetched when Help opens, in Polish only, and the window opens with it. */
    @Test
    void helpIsFetchedWhenItOpens() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=human&sound=off&lang=pl");
            Browser.await(
                    WAIT,
                    () -> controls(s).contains("Pomoc (H)") ? Boolean.TRUE : null,
                    () -> "no Polish Help among the controls: " + controls(s));
            assertTrue(
                    fetchedAssets(s).stream().noneMatch(f -> f.startsWith("help/")),
                    "a help text came before Help was pressed: " + fetchedAssets(s));
            press(s, "Pomoc (H)");
            Browser.await(
                    WAIT,
                    () -> controls(s).contains("Zamknij") ? Boolean.TRUE : null,
                    () -> "the help window never opened: " + controls(s));
            List<String> help = new ArrayList<>();
            for (String f : fetchedAssets(s)) if (f.startsWith("help/")) help.add(f);
            assertThat(help.size())
                    .as("Help fetched the Polish Dots help alone: " + help)
                    .isEqualTo(1);
            assertThat(help.get(0))
                    .as("Help fetched the Polish Dots help alone: " + help)
                    .startsWith("help/pl/dots-");
        }
    }

    /**
     * A Polish phone, 360x640: Save, Load, a finished game's result and the menu's clock option hold no English text
     * of the catalogue in the accessibility tree, the page's copies of the controls or the live regions (the storage
     * place, Rematch and the clock's unit were English or missing); and every game's screen is kept as a screenshot
     * (target/screenshots/polish-360x640-*.png).
     */
    @Test
    void aPolishPhoneShowsSaveLoadTheResultAndTheClockWithoutEnglish() throws Exception {
        List<String> english = englishOfTheCatalogue();
        try (WebSession s = WebSession.start()) {
            s.browser.driver.executeCdpCommand(
                    "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 360, "height", 640, "deviceScaleFactor", 1, "mobile", false));
            try {
                // Dots on one box, two players taking turns: its dialogs, and its result after four lines
                s.open("embed.html?game=dots&size=1x1&p1=human&p2=human&first=1&sound=off&speed=instant&lang=pl");
                Hearing hearing = Hearing.start(s);
                List<String> seen = new ArrayList<>();
                s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
                for (String[] dialog : new String[][] {{"s", "save"}, {"l", "load"}}) {
                    s.widget.type(dialog[0]);
                    List<String> open = Browser.await(
                            WAIT,
                            () -> controls(s).contains("Anuluj") ? controls(s) : null,
                            () -> dialog[1] + " did not open: " + controls(s));
                    seen.addAll(open);
                    seen.addAll(tree(s));
                    shoot(s, dialog[1]);
                    s.widget.type(Keys.ESCAPE);
                    Browser.await(
                            WAIT,
                            () -> controls(s).contains("Anuluj") ? null : Boolean.TRUE,
                            () -> dialog[1] + " did not close: " + controls(s));
                }
                for (String move : new String[] {"a1-b1", "a2-b2", "a1-a2", "b1-b2"})
                    s.browser.js("window.parlour.play(arguments[0]);", move);
                seen.addAll(Browser.await(
                        WAIT,
                        () -> tree(s).contains("button: Rewanż (J)") ? tree(s) : null,
                        () -> "no Polish Rematch on the result: " + tree(s)));
                shoot(s, "result");
                // each game's screen as it opens (Dots on its default board)
                for (String game : new String[] {"gone", "morris6", "morris9", "arrows", "dots"}) {
                    s.browser.js(
                            "var g = arguments[0]; window.parlour.newGame(g === 'dots' ? ['game', 'size'] : ['game'],"
                                    + " g === 'dots' ? [g, '7x7'] : [g]);",
                            game);
                    s.awaitState(
                            WAIT, st -> game.equals(st.game()) && st.moves().isEmpty(), game + " on screen");
                    s.browser.awaitFrames(18); // the screen's opening drawn
                    shoot(s, game);
                    seen.addAll(tree(s));
                }
                s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
                s.widget.type(Keys.ESCAPE);
                // the Arrows card's options, folded behind its Options, unfolded by its page copy
                String arrowsOptions = "Opcje: Swawolne strzały, zwinięte";
                seen.addAll(Browser.await(
                        WAIT,
                        () -> controls(s).contains(arrowsOptions) ? controls(s) : null,
                        () -> "no folded Options on the menu's Arrows card: " + controls(s)));
                press(s, arrowsOptions);
                List<String> menu = Browser.await(
                        WAIT,
                        () -> controls(s).stream().anyMatch(c -> c.startsWith("Zegar (min): ")) ? controls(s) : null,
                        () -> "no clock option with its unit on the menu's Arrows card: " + controls(s));
                seen.addAll(menu);
                seen.addAll(hearing.all());
                List<String> left = new ArrayList<>();
                for (String text : seen)
                    if (englishIn(text, english) != null) left.add(text + " <- " + englishIn(text, english));
                assertThat(left)
                        .as("English of the catalogue in Polish: " + left)
                        .isEmpty();
            } finally {
                s.browser.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            }
        }
    }

    /** Keeps the canvas as the player sees it, as target/screenshots/polish-360x640-{@code what}.png. */
    private static void shoot(WebSession s, String what) throws IOException {
        ImageIO.write(
                s.widget.canvasShot(),
                "png",
                s.shots.resolve("polish-360x640-" + what + ".png").toFile());
    }

    /**
     * The English of the Polish catalogue that a Polish screen must not say: each text the catalogue says otherwise,
     * whole (a word or two: longer than four letters), and the longer fixed parts of those with placeholders ("Saves
     * are kept in {0}." gives "Saves are kept in ").
     */
    private static List<String> englishOfTheCatalogue() throws IOException {
        List<String> out = new ArrayList<>();
        for (String part : Catalogue.wordParts()) {
            Path file = Path.of("../assets/src/main/static/i18n/pl/" + part + ".txt");
            Language pl = Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
            for (String en : pl.keys()) {
                String polish = pl.text(en);
                if (en.startsWith("[") || polish.equals(en)) continue;
                if (en.indexOf('{') < 0) {
                    if (en.length() > 4) out.add(en);
                    continue;
                }
                for (String fixed : en.split("\\{[^}]*\\}"))
                    if (fixed.trim().length() >= 16 && !polish.contains(fixed)) out.add(fixed);
            }
        }
        assertThat(out.size())
                .as("the catalogue's English was read: " + out.size())
                .isGreaterThan(500);
        return out;
    }

    /** The English of {@code english} that {@code text} says (whole, or with a button's key after it), or null. */
    private static String englishIn(String text, List<String> english) {
        String name =
                text.replaceFirst("^[a-zA-Z]+: ", "").replaceFirst("^!", "").trim();
        String words = name.replaceFirst(" \\([^ ()]{1,8}\\)$", "");
        for (String en : english) {
            if (en.equals(name) || en.equals(words)) return en;
            if (en.length() >= 16 && name.contains(en)) return en;
        }
        return null;
    }

    /** Each copy's name, an option row's (a spin button) as its label and value text: "Language: English". */
    private static final String COPIES = "var copies = document.querySelectorAll("
            + "'.parlour-controls button, .parlour-controls [role=spinbutton]');"
            + " function named(b) { return b.getAttribute('role') === 'spinbutton'"
            + " ? b.getAttribute('aria-label') + ': ' + b.getAttribute('aria-valuetext') : b.textContent; }";

    /** The names of the page's copies of the screen's controls (buttons and option rows). */
    @SuppressWarnings("unchecked")
    private static List<String> controls(WebSession s) {
        return (List<String>) s.browser.js(COPIES + " return Array.prototype.map.call(copies, named);");
    }

    /** Presses the page's copy of the control named {@code name}, as a screen reader would (a row steps on). */
    private static void press(WebSession s, String name) {
        assertEquals(
                Boolean.TRUE,
                s.browser.js(
                        COPIES + " var want = arguments[0], b = Array.prototype.find.call(copies,"
                                + " function (b) { return named(b) === want; });"
                                + " if (!b) return false; b.click(); return true;",
                        name),
                "no control named " + name + " in " + controls(s));
    }

    /** The site's asset files the page and its frames fetched so far, as paths under assets/ (with their hashes). */
    @SuppressWarnings("unchecked")
    private static List<String> fetchedAssets(WebSession s) {
        return (List<String>) s.browser.js("var out = [], wins = [window];"
                + "for (var i = 0; i < window.frames.length; i++) wins.push(window.frames[i]);"
                + "wins.forEach(function (w) { w.performance.getEntriesByType('resource').forEach(function (e) {"
                + "  var p = new URL(e.name).pathname; if (p.indexOf('/assets/') === 0) out.push(p.substring(8)); }); });"
                + "return out;");
    }

    @Test
    void aWidgetOnAPolishPageSpeaksPolishUnasked() throws Exception {
        try (WebSession s = WebSession.start();
                HostPage host = s == null ? null : new HostPage(s)) {
            host.open(
                    "polish.html",
                    "",
                    "<script>document.documentElement.lang = 'pl';</script>"
                            + "<div id=a class=w data-parlour-game=dots data-size=2x2 data-p1=human data-p2=human"
                            + " data-sound=off></div>"
                            // and one far below, waiting to be scrolled to
                            + "<div style='height:3000px'></div>"
                            + "<div id=b class=w data-parlour-game=morris6 data-sound=off></div>");
            Object status = host.async("var w = Parlour.of('#a'); w.ready.then(function () { return w.getState(); })"
                    + ".then(function (st) { done(st.status); }, function (e) { done('error: ' + e.message); });");
            assertThat(String.valueOf(status)).as("the status: " + status).startsWith("Ruch: Gracz 1.");
            // what the loader says and the frame's name for a screen reader are in the page's language too
            assertEquals("Parlour: Kropki i kwadraty", host.async("done(document.querySelector('#a iframe').title);"));
            assertEquals(
                    "Parlour: gra wystartuje, gdy ta plansza pojawi się na ekranie",
                    host.async("done(document.querySelector('#b').textContent);"));
        }
    }

    /**
     * Issue #48 item 7: on a phone whose browser speaks Polish the puzzle page is in Polish, its headings, its
     * lines and its boards, with no English left in its text; ?lang=en keeps it English.
     */
    @Test
    void thePuzzlePageOnAPolishPhoneIsPolish() throws Exception {
        try (WebSession s = WebSession.start()) {
            s.browser.driver.executeCdpCommand(
                    "Network.setUserAgentOverride",
                    Map.of(
                            "userAgent",
                            String.valueOf(s.browser.js("return navigator.userAgent;")),
                            "acceptLanguage",
                            "pl-PL"));
            s.browser.driver.get(s.server.url("puzzles.html"));
            assertEquals("pl-PL", s.browser.js("return navigator.language;"), "the browser's language as overridden");
            assertEquals("pl", s.browser.js("return document.documentElement.lang;"));
            String text = String.valueOf(s.browser.js("return document.querySelector('main').innerText;"));
            assertThat(text).as(text).contains("Zagadki", "Kropki i kwadraty: końcówki", "Gone: gdzie idą ziarna");
            for (String english :
                    List.of("Puzzles", "Every puzzle", "Dots and Boxes", "the only", "Every game, one page"))
                assertThat(text).as("English on the Polish page: " + english).doesNotContain(english);
            Object status = s.browser.driver.executeAsyncScript("var done = arguments[0];"
                    + "var w = Parlour.of(document.querySelector('section[data-collection=dots-endgames] .board'));"
                    + "w.ready.then(function () { return w.getState(); })"
                    + ".then(function (st) { done(st.status); }, function (e) { done('error: ' + e.message); });");
            assertThat(String.valueOf(status))
                    .as("the Dots puzzle's status")
                    .isNotEmpty()
                    .doesNotContain("error", "move", "Player", "Puzzle");
            s.browser.driver.get(s.server.url("puzzles.html?lang=en"));
            assertEquals("en", s.browser.js("return document.documentElement.lang;"), "?lang=en keeps English");
        }
    }
}
