package parlour.html.client;

/**
 * Which of the tabs showing one widget this one is, so that each tab keeps its own game in progress: a number kept in
 * the tab's sessionStorage (a reload of the tab finds its own game again), claimed in localStorage while the tab
 * lives (a second tab, or a duplicated one, sees the claim and takes the next free number). A claim is renewed every
 * few seconds and let go when the page goes; one not renewed for ten seconds (a crashed tab) is free again.
 */
final class TabInstance {
    private TabInstance() {}

    /** This tab's number for the widget in {@code slot} ("" for a page of its own), claimed from now on. */
    static native String take(String slot) /*-{
        var mine = "parlour.instance." + slot, claims = "parlour.live." + slot + ".";
        var nonce = Math.random().toString(36).slice(2), id = null;
        var held = function (n) {
            try {
                var v = $wnd.localStorage.getItem(claims + n);
                if (!v) return false;
                var parts = v.split(" ");
                return parts[0] !== nonce && Date.now() - Number(parts[1]) < 10000;
            } catch (e) {
                return false;
            }
        };
        try { id = $wnd.sessionStorage.getItem(mine); } catch (e) {}
        if (!id || held(id)) {
            id = "64";
            for (var n = 1; n < 64; n++) if (!held(String(n))) { id = String(n); break; }
        }
        try { $wnd.sessionStorage.setItem(mine, id); } catch (e) {}
        var claim = function () {
            try { $wnd.localStorage.setItem(claims + id, nonce + " " + Date.now()); } catch (e) {}
        };
        claim();
        $wnd.setInterval(claim, 3000);
        $wnd.addEventListener("pagehide", function () {
            try { $wnd.localStorage.removeItem(claims + id); } catch (e) {}
        });
        return id;
    }-*/;
}
