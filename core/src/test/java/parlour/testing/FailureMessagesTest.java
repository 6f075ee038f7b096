package parlour.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue #44: a failed check tells what it looked for and what it found, not only "expected: true but was: false". */
class FailureMessagesTest {
    @Test
    void aMissingTextNamesTheTextLookedForTheWholeTextAndTheDescription() {
        String said = "Dots and Boxes. Player 1 to move.";
        AssertionError e = assertThrows(
                AssertionError.class,
                () -> assertThat(said)
                        .as("the turn is announced, 100% of the time")
                        .contains("Computer (easy) to move"));
        assertThat(e.getMessage())
                .contains("\"Computer (easy) to move\"")
                .contains("\"" + said + "\"")
                .contains("[the turn is announced, 100% of the time]");
    }

    @Test
    void aMissingMoveNamesTheMoveAndTheMovesThereWere() {
        List<String> legal = List.of("a1-b1", "b1-c1");
        AssertionError e = assertThrows(
                AssertionError.class, () -> assertThat(legal).as("legal moves").contains("z9-z10"));
        assertThat(e.getMessage()).contains("\"z9-z10\"").contains("\"a1-b1\", \"b1-c1\"");
    }

    @Test
    void aComparisonNamesBothNumbers() {
        AssertionError e = assertThrows(
                AssertionError.class, () -> assertThat(3).as("moves played").isGreaterThanOrEqualTo(40));
        assertThat(e.getMessage()).contains("3").contains("40").contains("to be greater than or equal to");
    }
}
