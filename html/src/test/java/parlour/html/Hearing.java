package parlour.html;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What a screen-reader user hears of the widget: every sentence put into its aria-live regions since the page
 * opened (a MutationObserver keeps them all, however fast they come), urgent ones marked with "!".
 */
final class Hearing {
    private final Browser browser;

    private Hearing(Browser browser) {
        this.browser = browser;
    }

    /** Starts listening on the page open in {@code s}. */
    static Hearing start(WebSession s) {
        return start(s.browser);
    }

    /** Starts listening on the page open in {@code browser}. */
    static Hearing start(Browser browser) {
        browser.js(String.join(
                "\n",
                "window.__heard = [];",
                "document.querySelectorAll('.parlour-live').forEach(function (r) {",
                "  var urgent = r.getAttribute('aria-live') === 'assertive';",
                "  r.childNodes.forEach(function (p) { window.__heard.push((urgent ? '!' : '') + p.textContent); });",
                "  new MutationObserver(function (ms) { ms.forEach(function (m) { m.addedNodes.forEach(function (p) {",
                "    window.__heard.push((urgent ? '!' : '') + p.textContent); }); }); })",
                "    .observe(r, {childList: true});",
                "});"));
        return new Hearing(browser);
    }

    /** Every sentence heard so far, oldest first. */
    @SuppressWarnings("unchecked")
    List<String> all() {
        Object o = browser.js("return window.__heard || [];");
        return new ArrayList<>((List<String>) o);
    }

    /** Waits for a sentence after the first {@code from} that contains {@code part}; returns its index. */
    int await(int from, String part, Duration timeout) {
        return awaitFirst(
                from,
                timeout,
                h -> h.contains(part),
                () -> "never heard '" + part + "' after sentence " + from + "; heard: " + all());
    }

    /** Waits for a sentence after the first {@code from} that {@code wanted} takes; returns its index. */
    int awaitFirst(int from, Duration timeout, Predicate<String> wanted, Supplier<String> failure) {
        return Browser.await(
                timeout,
                () -> {
                    List<String> all = all();
                    for (int i = from; i < all.size(); i++) if (wanted.test(all.get(i))) return i;
                    return null;
                },
                failure);
    }
}
