package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.FriendClock;
import parlour.game.FriendLinks;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.shell.files.FriendCard;
import parlour.shell.page.ScriptControl;
import parlour.ui.BaseScreen;

/**
 * A correspondence game on the desktop ({@code --p2 friend --clock 3d}): Save offers the link for the friend (on the
 * {@code --friend-page}), selected,
 * with a Copy button, said without its address; the status line gives the date the friend's move is due, the friend's
 * reply brings the date for this side's, and once it has passed the status says the time ran out.
 */
class FriendClockScreenTest {
    private static final String PAGE = "https://example.org/parlour/embed.html";
    private static final double DAY = 24 * 3600 * 1000.0;
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        FriendCard.usePage(null);
        if (parlour != null) parlour.stop();
    }

    @Test
    void saveOffersTheLinkToCopyAndTheDateDueGoesBackAndForth() throws Exception {
        // the page given with --friend-page: a link is an address there, as a web widget's friendLink() gives
        FriendCard.usePage(PAGE);
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "human", "p2", "friend", "clock", "3d", "sound", "off"));
        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "a1-b1")));
        parlour.awaitMoves(3000, "a1-b1");
        double sent = parlour.time.wallMillis();
        // Save: from the name field past Save and Export as text to Link for your friend
        parlour.key(Keys.S);
        for (int i = 0; i < 3; i++) parlour.key(Keys.TAB);
        parlour.key(Keys.ENTER);
        assertThat(parlour.dialogText()).contains("Your friend opens this link to play their move");
        String link = field("friend link");
        assertThat(link).startsWith(PAGE + "#parlour-friend=PF12");
        assertEquals(
                link,
                parlour.onGameThread(() -> {
                    TextField f = ((BaseScreen) parlour.app().getScreen())
                            .stage()
                            .getRoot()
                            .findActor("friend link");
                    return f.getSelection();
                }),
                "the link is selected to copy");
        assertThat(parlour.said())
                .contains("Link for your friend. Your friend opens this link to play their move: it is selected,"
                        + " copy it (Ctrl+C) and send it.");
        assertThat(String.join(" ", parlour.said()))
                .as("the address is not read out")
                .doesNotContain(link);
        parlour.click("Copy");
        assertEquals(link, parlour.onGameThread(() -> parlour.clipboard));
        parlour.awaitSaid("The link is copied: paste it where your friend will read it.");
        parlour.key(Keys.ESCAPE);
        String friendsDate = FriendClock.date(sent + 3 * DAY);
        assertThat(parlour.state().status())
                .isEqualTo("Waiting for your friend's move. Your friend moves by " + friendsDate + ".");

        // the friend opens it, reads the same date, and replies a day later
        Match<DotsPosition> theirs = FriendLinks.open(DotsGame.RULES, FriendLink.read(link));
        assertEquals("Move by " + friendsDate + ".", FriendClock.words(theirs, sent + DAY));
        assertNull(theirs.play("c2-c3"));
        String reply = FriendLinks.linkOf(DotsGame.RULES, theirs, sent + DAY).on(PAGE);
        parlour.clipboard = reply;
        parlour.keyWith(Keys.CONTROL_LEFT, Keys.V);
        String ours = FriendClock.date(sent + 4 * DAY);
        parlour.awaitMoves(3000, "a1-b1", "c2-c3");
        parlour.awaitStatus("Move by " + ours + ".", 3000);

        // five days on, the date has passed: the status says so, and a move is still taken
        parlour.onGameThread(() -> {
            parlour.time.calendarOn(5 * DAY);
            ((parlour.shell.screen.GameScreen<?>) parlour.app().getScreen()).refresh();
            return null;
        });
        assertThat(parlour.state().status())
                .contains("Your time to move ran out on " + ours + ": your friend may claim the game.");
        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "a3-b3")));
        parlour.awaitMoves(3000, "a1-b1", "c2-c3", "a3-b3");
        // the card offers the next link, with the friend's new date
        assertThat(parlour.dialogText())
                .contains("Send to your friend")
                .contains("Your friend moves by " + FriendClock.date(parlour.time.wallMillis() + 3 * DAY) + ".");
    }

    private String field(String name) throws Exception {
        return parlour.onGameThread(() -> {
            TextField f =
                    ((BaseScreen) parlour.app().getScreen()).stage().getRoot().findActor(name);
            return f == null ? null : f.getText();
        });
    }
}
