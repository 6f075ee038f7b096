package parlour.html.client;

/**
 * Which of the tabs showing one widget this one is, so that each tab keeps its own game in progress (the game is
 * kept under this number): a number from 1 to 64 that one document holds at a time.
 *
 * <p>Whose number: the tab's sessionStorage remembers the number its document took ({@code parlour.instance.<slot>}).
 * A document leaving the tab (pagehide, unless it goes into the back-forward cache and may come back) leaves a note
 * there ({@code parlour.left.<slot>}): its own token, or, when it leaves before its claim is done, the token it was
 * taking the number back from. A starting document reads and removes the note at once, before any asynchronous step:
 * with the note, the tab's previous document has gone (a reload, or back to the page) and the remembered number is
 * this tab's to take back; without it, a remembered number was copied from another tab's memory (a duplicated tab,
 * or one opened by window.open) and belongs to that tab, which is still there.
 *
 * <p>With Web Locks, holding the number is holding the lock {@code parlour.tab.<slot>.<n>} for the document's life;
 * the browser lets it go when the document goes, also in a crash, and never grants one lock twice. With it the
 * document holds {@code parlour.tab.<slot>.by.<token>}, naming itself. The document being unloaded may still hold its
 * lock when the reloaded one asks: a tab taking its number back, which finds that number held together with the
 * lock naming the document that left, waits for it (at most 5 s, for the rare note copied into a duplicated tab while
 * its original reloaded); every other claim asks each number whether it is free, the remembered one first, then 1, 2
 * and so on. The claim has no time limit of its own: a prerendered page's locks wait until it is shown.
 *
 * <p>Without Web Locks (or where they fail), the numbers are leases in one IndexedDB record per slot, changed only
 * within readwrite transactions, which the browser runs one after the other across all tabs of the site: a claim
 * reads the leases, takes the first number in the same order whose lease has run out (or whose lease is the
 * predecessor's the note names) and writes its own lease in that one transaction, so two claims never take one
 * number, however the tabs are timed. The holder renews its lease every 20 s; a closed tab's number is free 3
 * minutes later (a hidden tab's timers may wake only once a minute). A page frozen or kept in the back-forward cache
 * for longer than that may find its number taken when it wakes.
 *
 * <p>Where neither exists, the tab takes its remembered number or 1; with all 64 numbers held, it shares 64.
 */
final class TabInstance {
    /** Hears the number taken. */
    interface Taken {
        void taken(String id);
    }

    private TabInstance() {}

    /** Claims this tab's number for the widget in {@code slot} ("" for a page of its own); {@code done} hears it. */
    static native void claim(String slot, Taken done) /*-{
        var mine = "parlour.instance." + slot, left = "parlour.left." + slot, name = "parlour.tab." + slot + ".";
        var most = 64, waitLimit = 5000, lease = 180000, renewEvery = 20000;
        var memory = null;
        try { memory = $wnd.sessionStorage; } catch (e) {}
        var recall = function (key) {
            try { return memory ? memory.getItem(key) : null; } catch (e) { return null; }
        };
        var note = function (key, value) {
            try {
                if (!memory) return;
                if (value === null) memory.removeItem(key);
                else memory.setItem(key, value);
            } catch (e) {}
        };

        // all of this before the first asynchronous step: whose number the tab remembers, and whether it is ours
        var remembered = recall(mine);
        if (!(Number(remembered) >= 1 && Number(remembered) <= most)) remembered = null;
        var heir = remembered ? recall(left) : null;
        note(left, null);
        var me = Math.random().toString(36).slice(2) + "." + Date.now().toString(36);
        var number = null;
        $wnd.addEventListener("pagehide", function (e) {
            if (e.persisted) return;
            var leaving = number !== null ? me : heir;
            if (leaving) note(left, leaving);
        });
        $wnd.addEventListener("pageshow", function (e) {
            if (!e.persisted || number === null) return;
            note(mine, number);
            note(left, null);
        });
        var finish = $entry(function (id) {
            if (number !== null) return false;
            number = id;
            note(mine, id);
            done.@parlour.html.client.TabInstance.Taken::taken(Ljava/lang/String;)(id);
            return true;
        });
        var order = remembered ? [remembered] : [];
        for (var n = 1; n <= most; n++) if (String(n) !== remembered) order.push(String(n));

        // without Web Locks: leases in IndexedDB, each change one readwrite transaction
        var viaDatabase = function () {
            var alone = function () { finish(remembered || "1"); };
            var db = null;
            // reads the slot's leases, lets change alter them, writes them back; after hears change's answer
            var update = function (change, after) {
                try {
                    var tx = db.transaction("leases", "readwrite"), leases = tx.objectStore("leases"), answer = null;
                    var reading = leases.get(slot);
                    reading.onsuccess = function () {
                        var all = reading.result || {};
                        answer = change(all, Date.now());
                        leases.put(all, slot);
                    };
                    tx.oncomplete = function () { after(answer); };
                    tx.onabort = function () { after(null); };
                } catch (e) {
                    after(null);
                }
            };
            var free = function (all, id, now) {
                var l = all[id];
                return !l || l.until <= now || l.doc === me || (heir !== null && id === remembered && l.doc === heir);
            };
            var renew = function () {
                update(function (all, now) {
                    if (free(all, number, now)) all[number] = {doc: me, until: now + lease};
                    return number;
                }, function () {});
            };
            var claimed = function (id) {
                if (id === null) {
                    alone();
                    return;
                }
                if (!finish(id)) return;
                $wnd.setInterval(renew, renewEvery);
                $doc.addEventListener("visibilitychange", function () {
                    if ($doc.visibilityState === "visible") renew();
                });
                $wnd.addEventListener("pageshow", function (e) {
                    if (e.persisted) renew();
                });
            };
            try {
                var opening = $wnd.indexedDB.open("parlour.tabs", 1);
                opening.onupgradeneeded = function () { opening.result.createObjectStore("leases"); };
                opening.onerror = alone;
                opening.onsuccess = function () {
                    db = opening.result;
                    update(function (all, now) {
                        for (var i = 0; i < order.length; i++) {
                            if (!free(all, order[i], now)) continue;
                            all[order[i]] = {doc: me, until: now + lease};
                            return order[i];
                        }
                        return String(most);
                    }, claimed);
                };
            } catch (e) {
                alone();
            }
        };

        var locks = null;
        try { locks = $wnd.navigator.locks; } catch (e) {}
        var fellBack = false;
        var fallBack = function () {
            if (fellBack || number !== null) return;
            fellBack = true;
            viaDatabase();
        };
        if (!locks || !locks.request) {
            fallBack();
            return;
        }
        // the lock granted: held until the page goes (unless the tab took a number another way meanwhile), with a
        // second one naming this document, so that a reload can tell whether its predecessor still holds the number
        var forever = function () { return new $wnd.Promise(function () {}); };
        var hold = function (id) {
            if (!finish(id)) return null;
            try {
                locks.request(name + "by." + me, forever)["catch"](function () {});
            } catch (e) {}
            return forever();
        };
        var ask = function (i) {
            if (number !== null) return;
            if (i >= order.length) {
                finish(String(most));
                return;
            }
            try {
                locks.request(name + order[i], {ifAvailable: true}, function (lock) {
                    if (lock) return hold(order[i]);
                    ask(i + 1);
                    return null;
                })["catch"](fallBack);
            } catch (e) {
                fallBack();
            }
        };
        // the tab's own number, held by the document that left it: wait until that document has gone
        var waitForOwn = function () {
            if (!$wnd.AbortController) {
                ask(0);
                return;
            }
            var stop = new $wnd.AbortController();
            var timer = $wnd.setTimeout(function () { stop.abort(); }, waitLimit);
            try {
                locks.request(name + remembered, {signal: stop.signal}, function () {
                    $wnd.clearTimeout(timer);
                    return hold(remembered);
                })["catch"](function (e) {
                    if (e && e.name === "AbortError") ask(1);
                    else fallBack();
                });
            } catch (e) {
                fallBack();
            }
        };
        if (heir === null) {
            ask(0);
            return;
        }
        try {
            locks.query().then(function (state) {
                var held = {}, all = state.held || [];
                for (var i = 0; i < all.length; i++) held[all[i].name] = true;
                if (held[name + remembered] && held[name + "by." + heir]) waitForOwn();
                else ask(0);
            }, waitForOwn);
        } catch (e) {
            waitForOwn();
        }
    }-*/;
}
