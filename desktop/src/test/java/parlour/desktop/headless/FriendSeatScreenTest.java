package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.page.ScriptControl;

/**
 * A friend elsewhere in seat 2 (p2 friend, as the desktop's --p2 friend gives it): the side panel names them, the
 * board shows and says that it waits for their move, and refuses a click, a key and a typed move meanwhile, in English
 * and in Polish; their move comes in through the page's play, is played, and it is the player's turn again.
 */
class FriendSeatScreenTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void theBoardWaitsForTheFriendShownAndSaidInEnglish() throws Exception {
        waitsForTheFriend("en", "Friend", "Waiting for your friend's move.");
    }

    @Test
    void theBoardWaitsForTheFriendShownAndSaidInPolish() throws Exception {
        waitsForTheFriend("pl", "Znajomy", "Czekamy na ruch znajomego.");
    }

    private void waitsForTheFriend(String lang, String friend, String waiting) throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options(
                "game", "dots", "size", "2x2", "p1", "human", "p2", "friend", "first", "1", "sound", "off", "lang",
                lang));
        awaitSaid(1);
        assertThat(parlour.screenText()).as("the side panel names the friend").contains(friend);
        parlour.click("a1-b1");
        List<String> s = awaitSaid(2);
        assertThat(s.get(1)).as("said after the move").endsWith(waiting);
        assertThat(parlour.screenText()).as("the status shows the wait").contains(waiting);

        int before = parlour.said().size();
        parlour.click("a1-a2");
        assertEquals("! " + waiting, awaitSaid(before + 1).get(before), "a click in the friend's turn");
        parlour.key(Keys.ENTER);
        assertEquals("! " + waiting, awaitSaid(before + 2).get(before + 1), "a key in the friend's turn");
        parlour.key(Keys.SLASH);
        parlour.type("a1-a2");
        parlour.key(Keys.ENTER);
        assertThat(awaitSaid(before + 3).get(before + 2))
                .as("a typed move in the friend's turn")
                .contains(waiting);
        assertEquals(1, moves(), "nothing was played for the friend");

        CompletableFuture<String> answer = new CompletableFuture<>();
        parlour.onGameThread(() -> {
            ScriptControl.play(parlour.app(), "b2-c2", why -> answer.complete(why == null ? "played" : why));
            return null;
        });
        // the game takes the friend's move once the last one is shown: its time is moved on a frame at a time
        assertEquals(
                "played",
                parlour.await(
                        () -> answer.getNow("not yet"),
                        why -> !why.equals("not yet"),
                        10_000,
                        why -> "the friend's move was " + why));
        assertEquals(2, moves());
        parlour.click("a1-a2");
        assertEquals(3, moves(), "the player's turn again: the board takes the move");
    }

    private int moves() throws Exception {
        return parlour.gameScreen().match().moveCount();
    }

    private List<String> awaitSaid(int n) throws Exception {
        return parlour.await(
                () -> new ArrayList<>(parlour.said), l -> l.size() >= n, 10_000, l -> "only " + l + " was said");
    }
}
