package parlour.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * A page taller than the window with the single-div snippet near its top: a board file's text typed into the
 * widget's Import box keeps its spaces, and none of those spaces scrolls the host page, which a focused canvas
 * would otherwise do with every Space.
 */
class ImportSpaceBrowserIT {
    @Test
    void spacesTypedIntoTheImportBoxStayInTheTextAndDoNotScrollThePage() throws Exception {
        Path site = Path.of(System.getProperty("parlour.site", "target/parlour-web"))
                .toAbsolutePath();
        Path page = site.resolve("tall-host.html");
        Files.write(
                page,
                ("<!doctype html><html><head><meta charset=utf-8><title>tall</title>"
                                + "<link rel=\"stylesheet\" href=\"parlour.css\"></head><body>"
                                + "<div id=\"parlour\" class=\"parlour-host\" style=\"height: 520px\" data-game=\"arrows\""
                                + " data-p1=\"human\" data-p2=\"human\" data-clock=\"untimed\" data-sound=\"off\"></div>"
                                + "<div style=\"height: 4000px\">the rest of the host page</div>"
                                + "<script src=\"parlour/parlour.nocache.js\"></script></body></html>")
                        .getBytes(StandardCharsets.UTF_8));
        try (WebSession web = WebSession.start()) {
            web.open("tall-host.html");
            Widget w = web.widget;
            web.browser.js("window.scrollTo(0, 0);");
            w.clickCanvasAt(4, 4);
            // Shift+L: Load board; Enter: Import text…, the first button while no board is kept
            new Actions(web.browser.driver)
                    .keyDown(Keys.SHIFT)
                    .sendKeys("l")
                    .keyUp(Keys.SHIFT)
                    .perform();
            w.type(Keys.ENTER);
            w.settle();
            Number before = (Number) web.browser.js("return window.scrollY;");
            w.type("size 6 5", Keys.ENTER, "first 2 2 E", Keys.ENTER, "second 5 4 W", Keys.ENTER, "blocked 4 1");
            w.settle();
            Number after = (Number) web.browser.js("return window.scrollY;");
            web.browser.pageShot(web.shots.resolve("import-space.png"));
            assertEquals(
                    before.doubleValue(),
                    after.doubleValue(),
                    "the host page scrolled while spaces were typed into the Import box");
            // Tab to Load, Enter: the board loads only if every space reached the box
            w.type(Keys.TAB, Keys.ENTER);
            web.awaitBoard("6 5 2 2 2 5 4 6 4 1", Duration.ofSeconds(5));
            assertEquals(
                    before.doubleValue(),
                    ((Number) web.browser.js("return window.scrollY;")).doubleValue(),
                    "the host page scrolled");
        } finally {
            Files.deleteIfExists(page);
        }
    }
}
