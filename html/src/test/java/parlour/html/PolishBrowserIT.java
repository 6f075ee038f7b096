package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

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
        try (WebSession s = WebSession.start("polish")) {
            if (s == null) return;
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=ai:easy&first=1&sound=off&speed=instant&lang=pl");
            Hearing hearing = Hearing.start(s);
            hearing.await(0, "Kropki i kwadraty. Twój ruch.", WAIT);
            List<String> t = Browser.await(
                    WAIT,
                    () -> tree(s).contains("button: Cofnij (U)") ? tree(s) : null,
                    () -> "no Polish Undo in the accessibility tree: " + tree(s));
            for (String node :
                    new String[] {"textbox: Ruch:", "button: Od nowa (R)", "button: Pomoc (H)", "button: Ruch (/)"})
                assertTrue(t.contains(node), "no " + node + " in " + t);
            assertEquals(
                    "pl",
                    s.browser.js(
                            "return document.querySelector('.parlour-live').closest('[lang]').getAttribute('lang');"));
            // a move typed in Polish words, heard in Polish, and the computer's reply too
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            s.widget.type("/");
            Browser.await(
                    WAIT,
                    () -> Boolean.TRUE.equals(s.browser.js(
                                    "return document.activeElement === document.querySelector('.parlour-move-input');"))
                            ? Boolean.TRUE
                            : null,
                    () -> "/ did not open the move field");
            int from = hearing.all().size();
            s.widget.type("linia a1 b1", Keys.ENTER);
            hearing.await(from, "Ty rysujesz kreskę od a1 do b1", WAIT);
            hearing.await(from, "Komputer (łatwy) rysuje kreskę od ", WAIT);
        }
    }

    @Test
    void aWidgetOnAPolishPageSpeaksPolishUnasked() throws Exception {
        try (WebSession s = WebSession.start("polish-page");
                HostPage host = s == null ? null : new HostPage(s)) {
            if (s == null) return;
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
            assertTrue(String.valueOf(status).startsWith("Ruch: Gracz 1."), "the status: " + status);
            // what the loader says and the frame's name for a screen reader are in the page's language too
            assertEquals("Parlour: Kropki i kwadraty", host.async("done(document.querySelector('#a iframe').title);"));
            assertEquals(
                    "Parlour: gra wystartuje, gdy ta plansza pojawi się na ekranie",
                    host.async("done(document.querySelector('#b').textContent);"));
        }
    }
}
