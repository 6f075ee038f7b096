package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.FriendLinks;
import parlour.game.GameSaves;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.page.ScriptControl;
import parlour.ui.BaseScreen;

/**
 * A friend link pasted into the desktop program (Ctrl+V on the board) opens the game it sends, the invited side played
 * here; Save offers the reply link; the friend's next link continues the game, and one with a move changed is refused
 * with why, the game unchanged.
 */
class FriendLinkPasteTest {
    private static final String PAGE = "https://example.org/parlour/embed.html";
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void aPastedLinkOpensTheGameSaveGivesTheReplyAndTheFriendsNextLinkContinuesIt() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "2x2", "p1", "human", "p2", "human", "sound", "off"));
        // the friend plays player 1 on their own board and sends the game, inviting player 2
        Match<DotsPosition> theirs =
                GameSaves.newMatch(DotsGame.RULES, Map.of("size", "3x3"), 1, Seat.HUMAN, Seat.ELSEWHERE);
        assertNull(theirs.play("a1-b1"));
        paste(FriendLinks.linkOf(DotsGame.RULES, theirs, 0).on(PAGE));
        parlour.awaitMoves(3000, "a1-b1");
        assertEquals("3x3", parlour.state().string("size"), "the link's game, not the one on screen");
        assertEquals(
                List.of(Seat.ELSEWHERE.toString(), "human"), parlour.state().strings("players"));

        assertNull(parlour.onGameThread(() -> ScriptControl.play(parlour.app(), "c3-d3")));
        parlour.awaitMoves(3000, "a1-b1", "c3-d3");
        // the turn went to the friend: the card offers the link to send them, and says it
        assertThat(parlour.dialogText()).contains("Send to your friend");
        assertEquals(List.of("a1-b1", "c3-d3"), movesOf(field("friend link")));
        parlour.key(Keys.ESCAPE);
        // Save: from the name field past Save and Export as text to Link for your friend
        parlour.key(Keys.S);
        assertThat(parlour.dialogText()).contains("Link for your friend");
        for (int i = 0; i < 3; i++) parlour.key(Keys.TAB);
        parlour.key(Keys.ENTER);
        assertThat(parlour.dialogText()).contains("Your friend opens this link to play their move");
        FriendLink reply = FriendLink.read(field("friend link"));
        assertEquals(1, reply.side, "the reply invites the friend back to their side");
        assertEquals(
                List.of("a1-b1", "c3-d3"),
                FriendLinks.open(DotsGame.RULES, reply).moves());
        parlour.key(Keys.ESCAPE);

        // the friend takes the reply and plays on; a link with their first move changed is refused
        for (String m : FriendLinks.newMoves(DotsGame.RULES, theirs, reply)) assertNull(theirs.play(m));
        assertNull(theirs.play("a4-b4"));
        String next = FriendLinks.linkOf(DotsGame.RULES, theirs, 0).on(PAGE);
        FriendLink n = FriendLink.read(next);
        paste(new FriendLink(n.saveText.replace("a1-b1", "b1-c1"), 2).on(PAGE));
        assertThat(parlour.dialogText()).contains("this link changes move 1: b1-c1 was a1-b1");
        assertEquals(List.of("a1-b1", "c3-d3"), parlour.state().moves(), "the game stays as it was");
        parlour.key(Keys.ENTER);
        paste(next);
        parlour.awaitMoves(3000, "a1-b1", "c3-d3", "a4-b4");
    }

    private static List<String> movesOf(String link) throws Exception {
        return FriendLinks.open(DotsGame.RULES, FriendLink.read(link)).moves();
    }

    private void paste(String text) throws Exception {
        parlour.clipboard = text;
        parlour.keyWith(Keys.CONTROL_LEFT, Keys.V);
    }

    private String field(String name) throws Exception {
        return parlour.onGameThread(() -> {
            TextField f =
                    ((BaseScreen) parlour.app().getScreen()).stage().getRoot().findActor(name);
            return f == null ? null : f.getText();
        });
    }
}
