package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.words.Language;
import parlour.words.Tr;

/** Every game's "a, b and c" and "a, b or c" lists come from one joiner, in the player's language. */
class TypedListsTest {
    private static final List<String> THREE = Arrays.asList("a1", "b2", "c3");

    @Test
    void listsJoinWithCommasAndTheLastTwoWithAndOrOr() {
        assertEquals("", Typed.and(Collections.<String>emptyList()));
        assertEquals("a1", Typed.or(Collections.singletonList("a1")));
        assertEquals("a1 and b2", Typed.and(THREE.subList(0, 2)));
        assertEquals("a1, b2 and c3", Typed.and(THREE));
        assertEquals("a1, b2 or c3", Typed.or(THREE));
        assertEquals("a1, b2", Typed.commas(THREE, 2));
        assertEquals("a1; b2; c3", Typed.join(THREE, "; "));
    }

    @Test
    void polishListsSayIAndLub() throws IOException {
        Path file = Path.of("../assets/src/main/static/i18n/pl/shared.txt");
        Tr.use(Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString()));
        try {
            assertEquals("a1, b2 i c3", Typed.and(THREE));
            assertEquals("a1, b2 lub c3", Typed.or(THREE));
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }
}
