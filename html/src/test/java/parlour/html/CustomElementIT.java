package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue #45: {@code <parlour-board>} on a page author's page of another origin, as the classic loader defines it:
 * its attributes are the widget's options (and a changed one reaches the running board), its methods and ready are
 * the handle's, its events DOM events on it; it works inside a shadow root, and moved in the page it keeps its game.
 */
class CustomElementIT extends HostPageTest {
    private static final String BOARD =
            "game=dots size=2x2 p1=human p2=human sound=off" + " style='width:360px;height:300px'";

    @Test
    void anElementsAttributesMethodsAndEventsAreTheWidgets() throws IOException {
        host.open("element.html", "", "<parlour-board id=b " + BOARD + "></parlour-board>");
        Map<String, Object> r = HostPage.map(host.async("var b = document.getElementById('b'), heard = [];"
                + "b.addEventListener('move', function (e) { heard.push(e.type + ' ' + e.detail.move); });"
                + "b.ready.then(function (h) { return b.play('a1-b1'); })"
                + ".then(function (s) { var played = s.moves;"
                + "  b.setAttribute('size', '3x3');"
                + "  var tries = 0; (function poll() { b.getState().then(function (t) {"
                + "    if (t.size === '3x3' || ++tries > 50) done({played: played, heard: heard, size: t.size,"
                + "      same: Parlour.of(b) === b.handle, tag: b.handle.element.tagName});"
                + "    else setTimeout(poll, 100); }); })(); })"
                + ".catch(function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals(List.of("a1-b1"), r.get("played"), "the element's play(): " + r);
        assertEquals(List.of("move a1-b1"), r.get("heard"), "the move event on the element: " + r);
        assertEquals("3x3", r.get("size"), "size changed on the element reaches the board: " + r);
        assertEquals(Boolean.TRUE, r.get("same"), "the element's handle is the loader's: " + r);
        assertEquals("PARLOUR-BOARD", r.get("tag"), r.toString());
    }

    @Test
    void anElementInAShadowRootPlays() throws IOException {
        host.open("shadow.html", "", "<div id=outer></div>");
        Map<String, Object> r = HostPage.map(host.async("var root = document.getElementById('outer')"
                + ".attachShadow({mode: 'open'});"
                + "root.innerHTML = \"<parlour-board " + BOARD.replace("'", "\\'") + "></parlour-board>\";"
                + "var b = root.querySelector('parlour-board');"
                + "b.ready.then(function () { return b.play('a1-a2'); })"
                + ".then(function (s) { done({moves: s.moves}); }, function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals(List.of("a1-a2"), r.get("moves"), "the board in a shadow root: " + r);
    }

    @Test
    void anElementMovedInThePageKeepsItsGame() throws IOException {
        host.open(
                "moved.html",
                "",
                "<div id=left><parlour-board id=m " + BOARD + "></parlour-board></div><div id=right></div>");
        Map<String, Object> r = HostPage.map(host.async("var b = document.getElementById('m');"
                + "b.ready.then(function () { return b.play('a1-b1'); })"
                + ".then(function () { return b.play('b2-b3'); })"
                + ".then(function () { document.getElementById('right').appendChild(b); return b.ready; })"
                + ".then(function () { return b.getState(); })"
                + ".then(function (s) { done({moves: s.moves, frames: b.querySelectorAll('iframe').length,"
                + "  parent: b.parentNode.id, state: b.getAttribute('data-parlour-state')}); },"
                + "  function (e) { done({failed: e.message}); });"));
        assertThat(r).as(String.valueOf(r)).doesNotContainKey("failed");
        assertEquals("right", r.get("parent"), r.toString());
        assertEquals(List.of("a1-b1", "b2-b3"), r.get("moves"), "the moved board's game: " + r);
        assertEquals(1L, r.get("frames"), "one frame in the moved element: " + r);
        assertEquals("started", r.get("state"), r.toString());
    }
}
