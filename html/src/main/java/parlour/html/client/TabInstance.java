package parlour.html.client;

/**
 * Which of the tabs showing one widget this one is, so that each tab keeps its own game in progress: a number held
 * as a Web Lock for the page's life (the browser lets it go when the tab closes or crashes), so two tabs opened in
 * the same instant can never both hold one. The tab's sessionStorage remembers it, so a reload asks for its own
 * number first; a duplicated tab, which copied that memory, finds the number held by the original and takes another.
 * Where the page has no Web Locks, the tabs agree over a BroadcastChannel instead.
 */
final class TabInstance {
    /** Hears the number taken. */
    interface Taken {
        void taken(String id);
    }

    private TabInstance() {}

    /** Claims this tab's number for the widget in {@code slot} ("" for a page of its own); {@code done} hears it. */
    static native void claim(String slot, Taken done) /*-{
        var mine = "parlour.instance." + slot, name = "parlour.tab." + slot + ".", most = 64;
        var remembered = null, finished = false, fellBack = false;
        try { remembered = $wnd.sessionStorage.getItem(mine); } catch (e) {}
        if (!(Number(remembered) >= 1 && Number(remembered) <= most)) remembered = null;
        var finish = $entry(function (id) {
            if (finished) return;
            finished = true;
            try { $wnd.sessionStorage.setItem(mine, id); } catch (e) {}
            done.@parlour.html.client.TabInstance.Taken::taken(Ljava/lang/String;)(id);
        });
        var order = remembered ? [remembered] : [];
        for (var n = 1; n <= most; n++) if (String(n) !== remembered) order.push(String(n));

        // without Web Locks: each claimer asks the channel; tabs holding a number answer with it, claimers under way
        // with what they want; after a short wait every claimer shares out the free numbers the same way
        var viaChannel = function () {
            if (fellBack || finished) return;
            fellBack = true;
            var Channel = $wnd.BroadcastChannel;
            if (!Channel) {
                finish(remembered || "1");
                return;
            }
            var channel = new Channel(name + "claims");
            var me = Math.random().toString(36).slice(2) + "." + Date.now().toString(36);
            var held = {}, settled = {}, claimers = {}, mineNow = null;
            claimers[me] = remembered || "";
            channel.onmessage = function (e) {
                var m = e.data || {};
                if (m.held) {
                    held[m.held] = true;
                    if (m.from) {
                        settled[m.from] = true;
                        delete claimers[m.from];
                    }
                }
                if (m.claimer && !settled[m.claimer]) claimers[m.claimer] = m.wants || "";
                if (m.asking) {
                    if (mineNow) channel.postMessage({held: mineNow, from: me});
                    else channel.postMessage({claimer: me, wants: remembered || ""});
                }
            };
            channel.postMessage({asking: true, claimer: me, wants: remembered || ""});
            $wnd.setTimeout(function () {
                var ids = Object.keys(claimers).sort(), taken = {}, given = {};
                for (var h in held) taken[h] = true;
                for (var i = 0; i < ids.length; i++) {
                    var w = claimers[ids[i]];
                    if (w && !taken[w]) given[ids[i]] = w, taken[w] = true;
                }
                for (var j = 0; j < ids.length; j++) {
                    if (given[ids[j]]) continue;
                    for (var k = 1; k <= most && !given[ids[j]]; k++)
                        if (!taken[String(k)]) given[ids[j]] = String(k), taken[String(k)] = true;
                }
                mineNow = given[me] || String(most);
                channel.postMessage({held: mineNow, from: me});
                finish(mineNow);
            }, 250);
        };

        var locks = $wnd.navigator.locks;
        if (!locks || !locks.request) {
            viaChannel();
            return;
        }
        var ask = function (i) {
            if (i >= order.length) {
                // every number held: share the last rather than stay without one
                finish(String(most));
                return;
            }
            try {
                locks.request(name + order[i], {ifAvailable: true}, function (lock) {
                    if (!lock) {
                        ask(i + 1);
                        return null;
                    }
                    finish(order[i]);
                    // held until the page goes
                    return new $wnd.Promise(function () {});
                })["catch"](viaChannel);
            } catch (e) {
                viaChannel();
            }
        };
        ask(0);
        // a browser that never answers does not keep the widget from starting
        $wnd.setTimeout(viaChannel, 2000);
    }-*/;
}
