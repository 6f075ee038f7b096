package parlour.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.board.MoveInput;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MatchListener.Change;
import parlour.match.MoveChannel;
import parlour.match.Seat;
import parlour.store.MemoryEntryStore;
import parlour.store.Settings;
import parlour.testgame.Nim;
import parlour.testgame.NimPosition;

/**
 * A seat whose moves come from elsewhere, driven without libGDX: Dots and Boxes on 2x2 boxes between the person at
 * this screen (player 1, moving through the session as the board does) and someone elsewhere (player 2, whose moves
 * come through a channel). Each side moves only in its own turn, a box won moves again, a move that comes in out of
 * turn or against the rules is sent back with the reason, and the game goes to its end. And the computer's seat, which
 * the same driver gives slices of search in its turn.
 */
class SeatDriverTest {
    /** The channel of the test: the moves sent in, and each refused one with its reason. */
    private static final class TestChannel implements MoveChannel {
        final Deque<String> incoming = new ArrayDeque<>();
        final List<String> refused = new ArrayList<>();

        @Override
        public String take() {
            return incoming.poll();
        }

        @Override
        public void refused(String move, String reason) {
            refused.add(move + ": " + reason);
        }
    }

    /** The driver's watcher: what it heard of the computer's thinking, in order. */
    private static final class Heard implements SeatDriver.Watcher {
        final List<String> heard = new ArrayList<>();

        @Override
        public void thinkingFrame(double millis) {
            heard.add("frame");
        }

        @Override
        public void slice(double millis) {
            heard.add("slice");
        }

        @Override
        public void thought(String move, double millis, int slices, double longestSlice, String stats) {
            heard.add("thought " + move);
        }

        @Override
        public void problem(String line) {
            heard.add(line);
        }
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

    private static final float FRAME = 1 / 60f;
    private final GameDef<DotsPosition> def = DotsGame.RULES;
    private final Match<DotsPosition> match = DotsGame.newMatch(2, 2, 1, Seat.HUMAN, Seat.ELSEWHERE);
    private final List<String> heard = new ArrayList<>();
    private final MatchSession<DotsPosition> session;
    private final Heard watcher = new Heard();
    private final SeatDriver<DotsPosition> driver = new SeatDriver<>(def, watcher, Clock::now);
    private final TestChannel channel = new TestChannel();

    SeatDriverTest() {
        GameEvents events = new GameEvents();
        events.listen(e -> heard.add(e.kind + (e.words == null ? "" : " " + e.words)));
        session = new MatchSession<>(def, match, new Settings(new MemoryEntryStore()), false, events, new Screen());
        driver.connect(2, channel);
    }

    /** The person at this screen offers {@code move} step by step, as clicks on the board do. */
    private int here(String move) {
        return session.offer(def.notation().parts(move));
    }

    /** Someone elsewhere sends {@code move}, and a frame passes. */
    private void elsewhere(String move) {
        channel.incoming.add(move);
        driver.drive(match, false, false, FRAME);
    }

    @Test
    void theSeatElsewhereIsNamedAsAFriendAndTheOneHereIsYou() {
        SeatNames names = new SeatNames(match);
        assertEquals("You", names.name(1));
        assertEquals("Friend", names.name(2));
        assertEquals("Friend", names.shortestName(2));
        assertEquals("Your move.", names.turn(false));
        assertTrue(match.hereToMove());
    }

    @Test
    void aMoveFromElsewhereOutOfTurnIsSentBackWithTheReasonAndChangesNothing() {
        elsewhere("a1-b1");
        assertEquals(List.of("a1-b1: It is not your turn."), channel.refused);
        assertEquals(0, match.moveCount());
        assertEquals(MoveInput.PLAYED, here("a1-b1"));
        assertEquals(2, match.toMove());
        assertFalse(match.hereToMove(), "the board takes no move while the player elsewhere is to move");
        assertFalse(driver.showsThinking(match), "no computer thinks for the player elsewhere");
        assertEquals(MoveInput.REFUSED, here("b1-c1"));
        assertEquals("REFUSED Waiting for your friend's move.", heard.get(heard.size() - 1));
        assertEquals(1, match.moveCount());
    }

    @Test
    void aMoveFromElsewhereWaitsWhileTheGameWaitsAndAnIllegalOneIsRefusedWithTheRulesReason() {
        here("a1-b1");
        channel.incoming.add("b1-c1");
        driver.drive(match, true, false, FRAME);
        driver.drive(match, false, true, FRAME);
        assertEquals(1, match.moveCount(), "no move is taken while a dialog is open or the board animates");
        driver.drive(match, false, false, FRAME);
        assertEquals(List.of("a1-b1", "b1-c1"), match.moves());
        here("a2-b2");
        elsewhere("a1-b1");
        assertEquals(1, channel.refused.size());
        assertThat(channel.refused.get(0)).startsWith("a1-b1: ");
        assertNotEquals("a1-b1: It is not your turn.", channel.refused.get(0), "the rules say why, not the turn");
        assertEquals(3, match.moveCount());
        assertEquals(2, match.toMove(), "the refused move leaves it the player elsewhere's turn");
    }

    @Test
    void theGameGoesToItsEndWithEachSideMovingOnlyInItsTurn() {
        int fromHere = 0, fromElsewhere = 0, again = 0;
        while (!match.isOver()) {
            assertThat(fromHere + fromElsewhere).as("a 2x2 board has 12 lines").isLessThan(12);
            String move = def.legalMoves(match.position()).get(0);
            int mover = match.toMove();
            int refusedBefore = channel.refused.size();
            if (mover == 1) {
                // what comes in from elsewhere now is out of turn; the board's move is played
                elsewhere(move);
                assertEquals(refusedBefore + 1, channel.refused.size());
                assertEquals(MoveInput.PLAYED, here(move));
                fromHere++;
            } else {
                assertEquals(MoveInput.REFUSED, here(move));
                elsewhere(move);
                assertEquals(refusedBefore, channel.refused.size(), "a move in its turn is played");
                fromElsewhere++;
            }
            assertEquals(move, match.moves().get(match.moveCount() - 1));
            if (!match.isOver() && match.toMove() == mover) again++;
        }
        assertEquals(12, fromHere + fromElsewhere);
        assertThat(fromHere).isGreaterThan(0);
        assertThat(fromElsewhere).isGreaterThan(0);
        assertThat(again)
                .as("a player who closes a box moves again, whichever side they play from")
                .isGreaterThan(0);
        assertThat(match.winner()).isGreaterThanOrEqualTo(0);
        assertNotNull(
                heard.stream().filter(h -> h.startsWith("OVER")).findFirst().orElse(null));
        elsewhere("a1-b1");
        assertEquals(
                "a1-b1: The game is over: no more moves are taken.", channel.refused.get(channel.refused.size() - 1));
        assertEquals(List.of(), watcher.heard, "nobody thought: no computer plays in this game");
    }

    @Test
    void theComputerSeatThinksInSlicesAndPlaysInItsTurnWhileASeatHereIsOnlyWaitedFor() {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionSpec o : Nim.GAME.options()) options.put(o.name, o.defaultValue);
        Match<NimPosition> nim = GameSaves.newMatch(Nim.GAME, options, 1, Seat.HUMAN, Seat.computer("perfect"));
        SeatDriver<NimPosition> computer = new SeatDriver<>(Nim.GAME, watcher, Clock::now);
        computer.drive(nim, false, false, FRAME);
        assertEquals(0, nim.moveCount(), "the person here moves on the board; the driver only waits");
        assertFalse(computer.showsThinking(nim));
        nim.play(Nim.GAME.legalMoves(nim.position()).get(0));
        assertTrue(computer.showsThinking(nim), "the computer is to move");
        computer.drive(nim, true, false, FRAME);
        assertEquals(List.of(), watcher.heard, "no thinking while a dialog is open");
        computer.drive(nim, false, false, FRAME);
        assertTrue(computer.isThinking(), "setting up takes a frame of its own");
        assertEquals(1, nim.moveCount());
        computer.drive(nim, false, false, FRAME);
        assertEquals(2, nim.moveCount());
        assertFalse(computer.isThinking());
        assertEquals(List.of("slice", "frame", "slice", "thought " + nim.moves().get(1)), watcher.heard);
    }
}
