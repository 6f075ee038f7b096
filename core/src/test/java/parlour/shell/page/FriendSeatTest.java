package parlour.shell.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.board.MoveInput;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MatchListener.Change;
import parlour.match.Seat;
import parlour.session.FriendMoves;
import parlour.session.GameEvents;
import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.session.SeatNames;
import parlour.store.MemoryEntryStore;
import parlour.store.Settings;

/**
 * A friend elsewhere in seat 2 of Dots and Boxes 2x2, played as the web page does it: the board (the session) takes
 * only the moves of the person here, the page's {@code play} only the friend's, each through the seat driver's channel
 * and answered once played; a move for the wrong side is refused with the words the page shows, and the seat is
 * written "friend" in the save and read back from it.
 */
class FriendSeatTest {
    private static final float FRAME = 1 / 60f;
    private final GameDef<DotsPosition> def = DotsGame.RULES;
    private final Match<DotsPosition> match = DotsGame.newMatch(2, 2, 1, Seat.HUMAN, Seat.ELSEWHERE);
    private final List<String> heard = new ArrayList<>();
    private final MatchSession<DotsPosition> session;
    private final SeatDriver<DotsPosition> driver = new SeatDriver<>(def, new Quiet(), Clock::now);
    private final FriendMoves friend = new FriendMoves();

    FriendSeatTest() {
        GameEvents events = new GameEvents();
        events.listen(e -> heard.add(e.kind + (e.words == null ? "" : " " + e.words)));
        session = new MatchSession<>(def, match, new Settings(new MemoryEntryStore()), false, events, new Screen());
        driver.connect(1, friend);
        driver.connect(2, friend);
    }

    /** What the page's play(move) is answered: "played", the reason, or "waiting" while the game has not taken it. */
    private String[] page(String move) {
        String[] answer = {"waiting"};
        ScriptControl.playFriend(match, friend, move, why -> answer[0] = why == null ? "played" : why);
        return answer;
    }

    private void frame() {
        driver.drive(match, false, false, FRAME);
    }

    @Test
    void theBoardRefusesAMoveInTheFriendsTurnWithTheWaitingWords() {
        assertEquals(MoveInput.PLAYED, session.offer(def.notation().parts("a1-b1")));
        assertEquals(2, match.toMove());
        assertEquals(MoveInput.REFUSED, session.offer(def.notation().parts("b1-c1")));
        assertEquals("REFUSED Waiting for your friend's move.", heard.get(heard.size() - 1));
        assertEquals(1, match.moveCount());
        SeatNames names = new SeatNames(match);
        assertEquals("Friend", names.name(2));
        assertEquals("Waiting for your friend's move.", names.turn(false));
        driver.drive(match, false, false, FRAME);
        assertFalse(driver.showsThinking(match), "the computer never plays for the friend");
        assertEquals(1, match.moveCount());
    }

    @Test
    void thePagesPlayIsTheFriendsMoveOnlyAndIsAnsweredOnceTheGameTookIt() {
        assertEquals("it is your turn, not your friend's", page("a1-b1")[0]);
        assertEquals(0, match.moveCount(), "the page cannot play for the person here");
        assertEquals(MoveInput.PLAYED, session.offer(def.notation().parts("a1-b1")));
        String[] played = page("b1-c1");
        assertEquals("waiting", played[0], "the friend's move waits for the seat driver");
        frame();
        assertEquals("played", played[0]);
        assertEquals(List.of("a1-b1", "b1-c1"), match.moves());
        assertEquals("it is your turn, not your friend's", page("a2-b2")[0]);
        assertEquals(2, match.moveCount());
    }

    @Test
    void anIllegalMoveOfTheFriendsIsRefusedWithTheRulesReasonAndChangesNothing() {
        session.offer(def.notation().parts("a1-b1"));
        String[] again = page("a1-b1");
        frame();
        assertNotNull(again[0]);
        assertFalse(again[0].equals("played") || again[0].equals("waiting"), again[0]);
        assertEquals(1, match.moveCount());
        assertEquals(2, match.toMove(), "still the friend's turn");
    }

    @Test
    void theFriendsMovesPassedTogetherArePlayedInTurnAndOneOutOfTurnIsRefused() {
        // a1-b1, a1-a2, b1-b2 by the person here; the friend's a2-b2 closes the box a1 and moves again
        session.offer(def.notation().parts("a1-b1"));
        String[] first = page("a1-a2");
        frame();
        assertEquals("played", first[0]);
        session.offer(def.notation().parts("b1-b2"));
        String[] box = page("a2-b2"), next = page("c1-c2"), late = page("b3-c3");
        frame();
        assertEquals("played", box[0]);
        assertEquals(2, match.toMove(), "a box closed: the friend moves again");
        assertEquals("waiting", next[0]);
        frame();
        assertEquals("played", next[0]);
        assertEquals(1, match.toMove());
        frame();
        assertEquals("It is not your turn.", late[0], "passed behind the others, refused once it is not their turn");
        assertEquals(List.of("a1-b1", "a1-a2", "b1-b2", "a2-b2", "c1-c2"), match.moves());
    }

    @Test
    void theSeatIsWrittenFriendAndReadBackAsTheSeatElsewhere() throws Exception {
        String[] levels = def.players().levels();
        assertSame(Seat.ELSEWHERE, Seat.parse("friend", "easy", levels));
        assertSame(Seat.ELSEWHERE, Seat.parse(" Friend ", "easy", levels));
        assertSame(Seat.ELSEWHERE, Seat.parse("elsewhere", "easy", levels), "the older word still reads");
        assertEquals("friend", Seat.ELSEWHERE.toString());
        String text = GameSaves.save(def, match).write();
        assertTrue(text.contains("[Player2 \"friend\"]"), text);
        Match<DotsPosition> back = GameSaves.load(def, text, "test");
        assertSame(Seat.ELSEWHERE, back.seat(2));
        assertEquals(Seat.HUMAN, back.seat(1));
        String wrong = assertThrows(IllegalArgumentException.class, () -> Seat.parse("pal", "easy", levels))
                .getMessage();
        assertTrue(wrong.contains("human, friend, ai"), wrong);
    }

    private static final class Quiet implements SeatDriver.Watcher {
        @Override
        public void thinkingFrame(double millis) {}

        @Override
        public void slice(double millis) {}

        @Override
        public void thought(String move, double millis, int slices, double longestSlice, String stats) {}

        @Override
        public void problem(String line) {}
    }

    private static final class Screen implements MatchSession.Host<DotsPosition> {
        @Override
        public boolean showsEarlier() {
            return false;
        }

        @Override
        public void playerMoves() {}

        @Override
        public void changed(Change change, DotsPosition before, String move) {}

        @Override
        public void settled() {}

        @Override
        public void refresh() {}

        @Override
        public void kept() {}
    }
}
