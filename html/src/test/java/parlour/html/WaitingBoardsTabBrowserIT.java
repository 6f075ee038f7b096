package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 48's first item: a keyboard player Tabs down a page of several boards on a slow machine, where the boards below
 * wait to start until they scroll into view. Tab must reach every board, each starting as it is reached, none skipped.
 */
class WaitingBoardsTabBrowserIT extends HostPageTest {
    /**
     * Which board holds the page's focus: its host's id, the loader's line or the started frame, its state and whether
     * it is in view; or the focused element's id.
     */
    private static final String WHERE = "var a = document.activeElement;"
            + "var host = a && a.closest ? a.closest('.w') : null;"
            + "if (!host) return a && a.id ? a.id : String(a && a.tagName);"
            + "return host.id + ':' + (a.tagName === 'IFRAME' ? 'frame ' + a.title : 'line ' + a.textContent)"
            + " + ':' + host.getAttribute('data-parlour-state') + ':'"
            + " + (function (r) { return r.top < innerHeight && r.bottom > 0 ? 'shown' : 'unseen'; })"
            + "(host.getBoundingClientRect());";

    @Test
    void tabOnASlowMachineReachesAndStartsEveryBoardWaitingBelow() throws IOException {
        String gap = "<div style=height:2500px></div>";
        host.open(
                "tall.html",
                "",
                "<a id=top href=#top>top</a><div id=a class=w data-parlour-game=dots data-sound=off></div>" + gap
                        + "<div id=b class=w data-parlour-game=morris9 data-sound=off></div>" + gap
                        + "<div id=c class=w data-parlour-game=arrows data-sound=off></div>" + gap
                        + "<a id=end href=#end>end</a>");
        browser.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", 4));
        try {
            assertEquals("waiting", state("b"), "the second board waits below the fold");
            browser.js("document.getElementById('top').focus();");
            List<String> walk = new ArrayList<>();
            for (int i = 0; i < 60 && !"end".equals(walk.isEmpty() ? null : walk.get(walk.size() - 1)); i++) {
                new Actions(browser.driver).sendKeys(Keys.TAB).perform();
                Browser.sleep(150);
                walk.add(String.valueOf(browser.js(WHERE)));
            }
            for (String id : List.of("a", "b", "c")) {
                String reached = walk.stream()
                        .filter(w -> w.startsWith(id + ":"))
                        .findFirst()
                        .orElse(null);
                assertThat(reached)
                        .as("Tab reached board " + id + " on its way down the page: " + walk)
                        .isNotNull();
                // what a screen reader says there: the started board's frame by its game's name, in view
                assertThat(reached)
                        .as("board " + id + " started and came into view as Tab reached it: " + walk)
                        .matches(id + ":frame Parlour: .+:started:shown");
            }
            assertThat(walk).as("Tab went on past the boards to the page's end").endsWith("end");
            System.out.println("[measure] Tab walk down three boards at 4x CPU throttling: " + walk);
        } finally {
            browser.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", 1));
        }
    }

    private String state(String id) {
        return String.valueOf(
                browser.js("return document.getElementById(arguments[0]).getAttribute('data-parlour-state');", id));
    }
}
