package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.match.Seat;

/**
 * A page author's own page for friend links ({@code friendPage}): the link A's widget gives goes to it, on another
 * origin than A's page and the widget's site, and a widget there given no game takes the game up from the link's
 * fragment with the invited side to play; a correspondence clock's date, set by the link, reads the same on both.
 */
class FriendPageBrowserIT {
    /** The author's page for friends: the loader and one widget with nothing but friendPage (itself). */
    private static final String FRIEND_PAGE = "<!doctype html><html><head><meta charset=utf-8><title>friend</title>"
            + "<style>.w{width:360px;height:300px}</style></head><body><div id=f class=w></div>"
            + "<script src=\"LOADER\"></script><script>"
            + "window.h = Parlour.embed('#f', {friendPage: 'friend.html', sound: 'off', speed: 'instant'});"
            + "</script></body></html>";

    @Test
    void theLinkGoesToTheAuthorsPageWhichTakesTheGameUpFromItsFragment() throws Exception {
        Path dir = Files.createTempDirectory("parlour-friend-page");
        try (WebSession web = WebSession.start();
                HostPage a = new HostPage(web);
                StaticSite site = StaticSite.serve(dir);
                Browser b = Browser.start(WebSession.shotsFolder())) {
            Files.write(
                    dir.resolve("friend.html"),
                    FRIEND_PAGE.replace("LOADER", web.server.url("parlour.js")).getBytes(StandardCharsets.UTF_8));
            b.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
            String page = site.url("friend.html");
            a.open(
                    "a.html",
                    "",
                    "<div id=a class=w data-parlour-game=dots data-size=3x3 data-p2=friend data-clock=3d"
                            + " data-friend-page=\"" + page + "\" data-sound=off data-speed=instant></div>");
            assertEquals(true, a.async("Parlour.of('#a').ready.then(function () { done(true); }, done);"));
            Map<String, Object> s = FriendLinkBrowserIT.playTurn(web.browser, "a", FriendLinkBrowserIT.state(a), 1);
            List<?> sent = (List<?>) s.get("moves");
            String link = (String) a.async("Parlour.of('#a').friendLink().then(done, function (e) { done('' + e); });");
            assertThat(link).startsWith(page + "#parlour-friend=PF12");
            String aStatus = String.valueOf(FriendLinkBrowserIT.state(a).get("status"));
            assertThat(aStatus).as("A's status once the link is made").contains("Your friend moves by ");
            String date = aStatus.substring(aStatus.indexOf("moves by ") + 9, aStatus.lastIndexOf('.'));

            b.driver.get(link);
            Object up = b.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                    + " h.ready.then(function () { done(true); }, function (e) { done('' + e); });");
            assertEquals(true, up);
            Map<String, Object> bs = Browser.await(
                    Duration.ofSeconds(20),
                    () -> {
                        Map<String, Object> now = FriendLinkBrowserIT.frameStateOf(b, "#f");
                        return sent.equals(now.get("moves")) ? now : null;
                    },
                    () -> "the friend's page did not take the game up: " + FriendLinkBrowserIT.frameStateOf(b, "#f"));
            assertEquals(List.of(Seat.ELSEWHERE.toString(), "human"), bs.get("players"), "the invited side plays");
            assertEquals("3x3", bs.get("size"));
            assertThat(String.valueOf(bs.get("status")))
                    .as("B reads the date A's link set")
                    .contains("Move by " + date);
            Map<String, Object> after = FriendLinkBrowserIT.playTurn(b, "f", bs, 2);
            String reply = (String) b.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                    + " h.friendLink().then(done, function (e) { done('' + e); });");
            assertThat(reply).as("the reply goes back on the author's page").startsWith(page + "#parlour-friend=PF11");
            assertEquals(
                    true,
                    a.async(
                            "Parlour.of('#a').openLink(arguments[0]).then(done, function (e) { done('' + e); });",
                            reply));
            Browser.await(
                    Duration.ofSeconds(10),
                    () -> FriendLinkBrowserIT.state(a).get("moves").equals(after.get("moves")) ? true : null,
                    () -> "A's game did not take the reply: " + FriendLinkBrowserIT.state(a));
            assertThat(String.valueOf(FriendLinkBrowserIT.state(a).get("status")))
                    .contains("Move by ");
        }
    }
}
