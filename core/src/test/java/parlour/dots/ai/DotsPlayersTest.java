package parlour.dots.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.match.Thinker;

/** Computer players by level name, as menus, save files and the engine ask for them. */
class DotsPlayersTest {

    @Test
    void theDefaultLevelIsAKnownLevelAndPlaysALegalLine() {
        assertTrue(Arrays.asList(DotsPlayers.LEVELS).contains(DotsPlayers.DEFAULT_LEVEL));
        DotsPosition p = DotsPosition.empty(3, 3);
        Thinker t = DotsPlayers.create(DotsPlayers.DEFAULT_LEVEL, p, new Random(5));
        while (!t.think(50)) { /* thinks on until done */ }
        DotsPosition after = DotsGame.RULES.play(p, t.move());
        assertEquals(1, after.drawnCount());
    }

    @Test
    void anUnknownLevelIsRefusedNamingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DotsPlayers.create("grandmaster", DotsPosition.empty(3, 3), new Random(5)));
        assertTrue(e.getMessage().contains("grandmaster"), e.getMessage());
        assertTrue(e.getMessage().contains("easy"), e.getMessage());
    }
}
