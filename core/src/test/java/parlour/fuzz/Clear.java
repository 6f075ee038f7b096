package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import parlour.match.Text;

/** What every fuzz target asks of a message for the player: short, on one line, nothing unprintable. */
final class Clear {
    /** Longer than any message with a quoted token (60 characters) and its fixed words. */
    static final int MAX_MESSAGE = 400;

    private Clear() {}

    static void message(String message) {
        assertThat(message).as("a message says something").isNotNull();
        assertThat(message).as("a message says something").isNotEmpty();
        assertThat(message.length())
                .as(() -> "message of " + message.length() + " characters: " + Text.quote(message))
                .isLessThanOrEqualTo(MAX_MESSAGE);
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            // the failure's text only on failure: built for every character, it was most of a fuzz run's time
            if (c != '\t' && Text.isControl(c))
                fail("control character U+" + Integer.toHexString(c) + " in " + Text.quote(message));
        }
    }
}
