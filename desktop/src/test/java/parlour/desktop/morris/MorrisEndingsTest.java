package parlour.desktop.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.app.MorrisTables;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.morris.MorrisRules;
import parlour.morris.ai.EndingsSamples;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisEndings;
import parlour.morris.ai.MorrisPlayers;

/**
 * The desktop's strong Nine Men's Morris player plays the endings of three men a side and of four against three
 * perfectly: it goes the quickest way to a win, however long, and holds out longest in a loss, in positions its search
 * alone cannot see to the end.
 */
class MorrisEndingsTest {
    /** One source for the class: each asks it to solve the endings (half a minute), and both tests read them. */
    private static final MorrisDatabase.Source source =
            MorrisTables.services(MorrisTableFiles.fromJar(true)).get(MorrisDatabase.Source.class);

    private static final MorrisDatabase database = new MorrisDatabase(source);
    private final MorrisRules rules = MorrisGame.NINE.rules(true);

    @Test
    void theStrongPlayerPlaysTheEndingsOfThreeMenASidePerfectly() {
        MorrisEndings endings = source.endings();
        Random random = new Random(3);
        for (int found = 0; found < 6; ) {
            int mover = EndingsSamples.randomMen(random, 3, 0), opponent = EndingsSamples.randomMen(random, 3, mover);
            int value = endings.threeMen().value(mover, opponent);
            if (value < 15 && value > -16) continue;
            found++;
            MorrisPosition after = strongMove(mover, opponent, random);
            assertThat(endings.threeMen().value(after.men(2), after.men(1)))
                    .as(after + " after a position " + (value > 0 ? "won" : "lost") + " in " + Math.abs(value))
                    .isEqualTo(value > 0 ? 1 - value : -value - 1);
        }
    }

    @Test
    void theStrongPlayerPlaysTheEndingsOfFourAgainstThreePerfectly() {
        MorrisEndings endings = source.endings();
        Random random = new Random(4);
        for (int found = 0; found < 6; ) {
            boolean fourMove = found % 2 == 0;
            int four = EndingsSamples.randomMen(random, 4, 0), three = EndingsSamples.randomMen(random, 3, four);
            int mover = fourMove ? four : three, opponent = fourMove ? three : four;
            int value = endings.fourThree().value(mover, opponent);
            // long, and only one move keeps it: a search that does not see to the end seldom finds that one
            if (value < 21 && value > -22 || optimalMoves(endings, mover, opponent, value) != 1) continue;
            found++;
            MorrisPosition after = strongMove(mover, opponent, random);
            assertThat(EndingsSamples.value(endings, after))
                    .as(after + " after a position " + (value > 0 ? "won" : "lost") + " in " + Math.abs(value))
                    .isEqualTo(value > 0 ? 1 - value : -value - 1);
        }
    }

    /** How many of the mover's moves keep {@code value}. */
    private int optimalMoves(MorrisEndings endings, int mover, int opponent, int value) {
        MorrisPosition p = MorrisPosition.of(rules, mover, opponent, 0, 0, 1);
        int n = 0;
        for (int move : p.legalMoves()) {
            MorrisPosition after = p.play(move);
            if (!after.isOver() && EndingsSamples.value(endings, after) == (value > 0 ? 1 - value : -value - 1)) n++;
        }
        return n;
    }

    /** The position after the strong player's move; the mover's men on {@code mover}, the other's on {@code other}. */
    private MorrisPosition strongMove(int mover, int other, Random random) {
        MorrisPosition p = MorrisPosition.of(rules, mover, other, 0, 0, 1);
        Thinker strong = MorrisPlayers.levels(database).computer("strong", p, random, 300);
        while (!strong.think(20)) {
            // slices, as the game screen gives them
        }
        return p.play(MorrisNotation.parse(p, strong.move()));
    }
}
