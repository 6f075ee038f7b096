package parlour.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A player's move is kept at once; an automaton's thirty a second are kept once a second, and none is lost at a stop. */
class AutosaverTest {
    private int kept;
    private final Autosaver saver = new Autosaver(() -> kept++);

    @Test
    void aPlayersMoveIsKeptAtOnce() {
        saver.changed(false);
        saver.changed(false);
        assertEquals(2, kept);
    }

    @Test
    void anAutomatonsRoundsAreKeptOnceASecondAndTheLastAtTheStop() {
        saver.changed(false);
        for (int frame = 1; frame <= 183; frame++) {
            saver.drive(1 / 60f);
            if (frame % 2 == 0) saver.changed(true); // 30 rounds a second for a little over 3 seconds
        }
        assertEquals(1 + 3, kept, "the first edit, then one a second, not 90");
        saver.changed(true);
        saver.flush();
        assertEquals(5, kept, "a pause keeps the rounds that waited");
        saver.flush();
        assertEquals(5, kept, "and nothing twice");
    }

    @Test
    void roundsAfterAQuietSecondAreKeptAtOnce() {
        saver.drive(2);
        saver.changed(true);
        assertEquals(1, kept);
    }
}
