package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.app.MorrisTables;
import parlour.match.Thinker;
import parlour.morris.MorrisBoard;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.ThreeMenTable;

/**
 * The desktop's strong Nine Men's Morris player plays the endings of three men a side perfectly: it goes the quickest
 * way to a win, however long, and holds out longest in a loss, in positions its search alone cannot see to the end.
 */
class MorrisEndingsTest {
    @Test
    void theStrongPlayerPlaysTheEndingsOfThreeMenASidePerfectly() {
        MorrisDatabase database = new MorrisDatabase(
                MorrisTables.services(MorrisTableFiles.fromJar(true)).get(MorrisDatabase.Source.class));
        ThreeMenTable table = ThreeMenTable.build(MorrisBoard.NINE);
        MorrisRules rules = MorrisGame.NINE.rules(true);
        Random random = new Random(3);
        for (int found = 0; found < 6; ) {
            int mover = men(random, 0), opponent = men(random, mover), value = table.value(mover, opponent);
            if (value < 15 && value > -16) continue;
            found++;
            MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
            Thinker strong = MorrisPlayers.levels(database).computer("strong", p, random, 300);
            while (!strong.think(20)) {
                // slices, as the game screen gives them
            }
            MorrisPosition after = p.play(MorrisNotation.parse(p, strong.move()));
            assertThat(table.value(after.men(2), after.men(1)))
                    .as(p + " is " + (value > 0 ? "won" : "lost") + " in " + Math.abs(value) + " plies; it played "
                            + strong.move())
                    .isEqualTo(value > 0 ? 1 - value : -value - 1);
        }
    }

    private static int men(Random random, int taken) {
        int mask = 0;
        while (Integer.bitCount(mask) < 3) {
            int p = random.nextInt(24);
            if ((taken >> p & 1) == 0) mask |= 1 << p;
        }
        return mask;
    }
}
