package parlour.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.MatchListener.Change;
import parlour.match.Seat;
import parlour.store.MemoryEntryStore;
import parlour.store.Settings;
import parlour.testgame.Nim;
import parlour.testgame.NimPosition;

/**
 * The game screen's decisions without a screen or libGDX: Nim's steps played, awaited or refused with the game's
 * reason (and the line the page reads), a losing move warned of once, another match switched to, when the game in
 * progress is kept, the clocks and the automaton's rounds that run by themselves where nobody plays.
 */
class MatchSessionTest {
    /** The screen around the session, reduced to what it was asked. */
    private static final class Screen<P> implements MatchSession.Host<P> {
        boolean showsEarlier;
        int playerMoves;
        int kept;
        final List<Change> changes = new ArrayList<>();

        @Override
        public boolean showsEarlier() {
            return showsEarlier;
        }

        @Override
        public void playerMoves() {
            playerMoves++;
        }

        @Override
        public void changed(Change change, P before, String move) {
            changes.add(change);
        }

        @Override
        public void settled() {}

        @Override
        public void refresh() {}

        @Override
        public void kept() {
            kept++;
        }
    }

    private final Settings settings = new Settings(new MemoryEntryStore());
    /** Each event heard: its kind, then its words where it has some. */
    private final List<String> heard = new ArrayList<>();
    /** The lines the page and the desktop's event log read. */
    private final List<String> lines = new ArrayList<>();

    private final Screen<NimPosition> screen = new Screen<>();

    private <P> MatchSession<P> session(GameDef<P> def, Match<P> m, Screen<P> host, boolean viewOnly) {
        GameEvents events = new GameEvents();
        events.listen(e -> heard.add(e.kind + (e.words == null ? "" : " " + e.words)));
        events.listen(GameEvents.lines(lines::add));
        return new MatchSession<>(def, m, settings, viewOnly, events, host);
    }

    private MatchSession<NimPosition> session(Match<NimPosition> m) {
        return session(Nim.GAME, m, screen, false);
    }

    private static Match<NimPosition> nim(Seat one, Seat two, String... options) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : Nim.GAME.options()) o.put(s.name, s.defaultValue);
        for (int i = 0; i < options.length; i += 2) o.put(options[i], options[i + 1]);
        return GameSaves.newMatch(Nim.GAME, o, 1, one, two);
    }

    private static Match<NimPosition> nim(String... options) {
        return nim(Seat.HUMAN, Seat.HUMAN, options);
    }

    private static List<String> steps(String... s) {
        return Arrays.asList(s);
    }

    @Test
    void aWholeMoveIsPlayedAndToldInTheLineThePageReads() {
        MatchSession<NimPosition> s = session(nim());
        assertEquals(MoveInput.PLAYED, s.offer(steps("a", "2")));
        assertEquals(Collections.singletonList("a2"), s.match().moves());
        assertEquals(Collections.singletonList("move 1 1 a2"), lines);
        assertEquals(1, screen.playerMoves, "the screen heard a player's move was coming");
        assertEquals(Collections.singletonList(Change.MOVED), screen.changes);
    }

    @Test
    void aBegunMoveWaitsForItsNextStepAndIsKeptWithTheGame() {
        MatchSession<NimPosition> s = session(nim());
        s.offer(steps("a", "1"));
        assertEquals(MoveInput.MORE, s.offer(steps("b")));
        assertEquals(steps("b"), s.pendingSteps());
        assertEquals(steps("1", "2", "3", "4"), s.next(steps("b")));
        assertEquals(steps("b"), PendingSteps.of(settings.autosave("nim")), "a reload takes the step up again");
        s.stepsDropped();
        assertThat(s.pendingSteps()).isEmpty();
        assertThat(PendingSteps.of(settings.autosave("nim"))).isEmpty();
    }

    @Test
    void aWrongStepIsRefusedWithTheGamesReasonAndThePageHearsWhatWasTried() {
        MatchSession<NimPosition> s = session(nim());
        assertEquals(MoveInput.REFUSED, s.offer(steps("b", "9")));
        assertEquals(Collections.singletonList("illegal b,9: That is not a legal move here."), lines);
        assertEquals(Collections.singletonList("REFUSED That is not a legal move here."), heard);
        assertEquals(MoveInput.REFUSED, s.offer(steps("z9")));
        assertEquals("REFUSED there is no heap z", heard.get(1));
        assertThat(s.match().moves()).isEmpty();
        assertEquals(0, screen.playerMoves);
    }

    @Test
    void noMoveIsTakenFromAShownGameAnEarlierMoveTheComputersTurnOrAFinishedGame() {
        assertEquals(MoveInput.REFUSED, session(Nim.GAME, nim(), screen, true).offer(steps("a1")));
        MatchSession<NimPosition> s = session(nim());
        screen.showsEarlier = true;
        assertEquals(MoveInput.REFUSED, s.offer(steps("a1")));
        screen.showsEarlier = false;
        MatchSession<NimPosition> computer = session(nim(Seat.computer("perfect"), Seat.HUMAN));
        assertEquals(MoveInput.REFUSED, computer.offer(steps("a1")));
        MatchSession<NimPosition> last = session(nim("heaps", "7"));
        assertEquals(MoveInput.PLAYED, last.offer(steps("a7")));
        assertEquals(MoveInput.REFUSED, last.offer(steps("a1")));
        assertThat(heard.get(0)).as(heard.toString()).startsWith("REFUSED This board only shows a game");
        assertThat(heard.get(1)).as(heard.toString()).startsWith("REFUSED You are looking at an earlier move");
        assertEquals("REFUSED Wait for the computer to move.", heard.get(2));
        assertEquals("REFUSED The game is over: press Restart (R) for a new one.", heard.get(heard.size() - 1));
        assertEquals(Arrays.asList("move 1 1 a7", "game over result 1"), lines, "refusals are not the page's lines");
    }

    @Test
    void aLosingMoveIsWarnedOfOnceAndPlayedWhenOfferedAgain() {
        ArrowsPosition corner = ArrowsGame.start(
                ArrowsBoard.parseSetup(Arrays.asList("5 5 4 1 E 1 5 N".split(" ")), "test"), 1, "untimed", "8");
        Screen<ArrowsPosition> host = new Screen<>();
        MatchSession<ArrowsPosition> s =
                session(ArrowsGame.RULES, new Match<>(ArrowsGame.RULES, corner, Seat.HUMAN, Seat.HUMAN), host, false);
        assertEquals(MoveInput.REFUSED, s.offer(steps("0")));
        assertEquals(Collections.singletonList("WARNED " + ArrowsGame.RULES.warning(corner, "0")), heard);
        assertThat(s.match().moves()).isEmpty();
        assertEquals(MoveInput.PLAYED, s.offer(steps("0")), "offered again at once, it is played");
        assertEquals(Collections.singletonList("0"), s.match().moves());
    }

    @Test
    void anotherMatchIsHeardOnceSwitchedToAndTheOldOneNoMore() {
        Match<NimPosition> old = nim();
        MatchSession<NimPosition> s = session(old);
        s.offer(steps("b"));
        Match<NimPosition> fresh = nim();
        s.switchMatch(fresh);
        assertThat(s.pendingSteps()).as("a begun move goes with its game").isEmpty();
        assertEquals(Collections.singletonList(Change.RESET), screen.changes);
        assertEquals("STARTED", heard.get(heard.size() - 1), "a listening player hears which game is on the board");
        old.play("a1");
        assertThat(lines).isEmpty();
        fresh.play("c2");
        assertEquals(Collections.singletonList("move 1 1 c2"), lines);
    }

    @Test
    void theFirstKeepingSetsTheKeptGameAsideUnlessThisPlaysOnIt() {
        Match<NimPosition> earlier = nim();
        earlier.play("a1");
        settings.setAutosave("nim", GameSaves.save(Nim.GAME, earlier).write());
        MatchSession<NimPosition> s = session(nim());
        s.switchMatch(nim());
        assertEquals(0, screen.kept, "a game at its start is not kept over the last one");
        s.offer(steps("b1"));
        assertEquals(2, settings.keptGames("nim").size(), "the earlier game set aside, still offered");
        MatchSession<NimPosition> resumed = session(nim());
        resumed.playsOnKept();
        resumed.offer(steps("c1"));
        assertEquals(2, settings.keptGames("nim").size(), "playing on the kept game replaces it");
        resumed.switchMatch(nim());
        resumed.keptDeclined();
        assertNull(settings.autosave("nim"), "declined at the start of a new game, it is kept no more");
        MatchSession<NimPosition> won = session(nim("heaps", "7"));
        won.offer(steps("a7"));
        assertNull(settings.autosave("nim"), "a finished game is not kept");
    }

    @Test
    void theClocksStartAtTheFirstMoveAndOneThatRunsOutEndsTheGameOnTimeUnlessTheGameIsHeld() {
        MatchSession<NimPosition> s = session(nim("clock", "1"));
        for (int i = 0; i < 8; i++) assertFalse(s.chargeClocks(0.25f, false), "no clock runs before the first move");
        assertEquals(1000, s.match().clockLeft(1), 1e-9);
        s.offer(steps("a", "1"));
        for (int i = 0; i < 8; i++) assertFalse(s.chargeClocks(0.25f, true), "a held game's clocks stand");
        assertEquals(1000, s.match().clockLeft(2), 1e-9);
        for (int i = 0; i < 5; i++) s.chargeClocks(0.25f, false);
        assertEquals("game over result 1 player 2 lost on time", lines.get(lines.size() - 1));
        assertEquals(1000, s.match().clockLeft(1), 1e-9, "player 1's first move cost nothing");
    }

    @Test
    void whereNobodyPlaysTheRoundsRunByThemselvesAreKeptOnceASecondAndAtThePause() throws Exception {
        Seat computer = Seat.computer("random");
        MatchSession<NimPosition> s = session(nim(computer, computer, "mode", "demo"));
        for (int frame = 0; frame < 120; frame++) {
            s.driveAutomaton(1 / 60f, false);
            s.driveKeeping(1 / 60f);
        }
        assertTrue(s.pace().isPlaying());
        int played = s.match().moveCount();
        assertThat(played).as("two seconds at 2 rounds a second: " + played).isGreaterThanOrEqualTo(4);
        assertThat(played).as("two seconds at 2 rounds a second: " + played).isLessThanOrEqualTo(5);
        assertThat(screen.kept)
                .as("kept once a second, not each round: " + screen.kept)
                .isGreaterThanOrEqualTo(1);
        assertThat(screen.kept)
                .as("kept once a second, not each round: " + screen.kept)
                .isLessThanOrEqualTo(2);
        s.pace().toggle();
        s.driveKeeping(1 / 60f);
        assertEquals(
                played,
                GameSaves.load(Nim.GAME, settings.autosave("nim"), "kept").moveCount());
        for (int frame = 0; frame < 120; frame++) s.driveAutomaton(1 / 60f, false);
        assertEquals(played, s.match().moveCount(), "a pause by the player stays");
    }

    @Test
    void theRoundsWaitForAPersonWhoPlaysAndForAHeldGame() {
        MatchSession<NimPosition> s = session(nim("mode", "demo"));
        for (int frame = 0; frame < 60; frame++) s.driveAutomaton(1 / 60f, false);
        assertFalse(s.pace().isPlaying(), "a person presses Play");
        s.pace().toggle();
        for (int frame = 0; frame < 60; frame++) s.driveAutomaton(1 / 60f, true);
        assertEquals(0, s.match().moveCount(), "nothing is played while the game is held");
        s.driveAutomaton(1 / 60f, false);
        assertEquals(Collections.singletonList("move 1 0 c1"), lines);
    }
}
