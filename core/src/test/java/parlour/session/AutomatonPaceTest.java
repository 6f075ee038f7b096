package parlour.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The speed the bar shows is the speed the automaton plays at, whatever the frame rate. */
class AutomatonPaceTest {
    /** Moves due in {@code seconds} of frames {@code frameMillis} long. */
    private static int movesIn(AutomatonPace pace, double seconds, double frameMillis) {
        int moves = 0;
        for (int f = 0; f < Math.round(seconds * 1000 / frameMillis); f++)
            if (pace.due((float) (frameMillis / 1000))) moves++;
        return moves;
    }

    private static AutomatonPace at(String speed) {
        AutomatonPace pace = new AutomatonPace();
        for (int i = 0; i < 10 && !pace.speedText().equals(speed); i++) pace.faster();
        assertEquals(speed, pace.speedText());
        pace.toggle();
        return pace;
    }

    @Test
    void thirtyASecondIsThirtyASecondAtAnyFrameRate() {
        assertEquals(300, movesIn(at("30/s"), 10, 1000 / 60.0), 1, "60 frames a second");
        assertEquals(300, movesIn(at("30/s"), 10, 20), 1, "50 frames a second: 30, not 25 (one every other frame)");
        assertEquals(300, movesIn(at("30/s"), 10, 25), 1, "40 frames a second");
        assertEquals(80, movesIn(at("8/s"), 10, 1000 / 60.0), 1);
        assertEquals(10, movesIn(at("1/s"), 10, 1000 / 60.0), 1);
    }

    @Test
    void aStalledFrameIsNotFollowedByABurst() {
        AutomatonPace pace = at("4/s");
        assertEquals(true, pace.due(2f), "a two-second frame gives a move");
        assertEquals(1, movesIn(pace, 0.05, 10), "then at most one more at once, not the seven it missed");
    }

    @Test
    void pausedPlaysNothing() {
        AutomatonPace pace = at("30/s");
        pace.pause();
        assertEquals(0, movesIn(pace, 10, 20));
    }
}
