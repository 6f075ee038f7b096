package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.testing.Catalogues;

/**
 * Fuzz target: any bytes as a save file of any game, read as the Load dialog does (the game's entry, so
 * GameSaves.load). The first byte chooses the game of the catalogue the file is loaded into (so saves of
 * one game are also read as another's), the rest is the text. Either the game loads and saves back to
 * the same game, or the reader says why in a clear message naming the source and a line within the text;
 * no other exception escapes.
 */
class SaveFileFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void saveFile(byte[] bytes) {
        if (bytes.length == 0) return;
        check(game(bytes[0]), new String(bytes, 1, bytes.length - 1, StandardCharsets.UTF_8), "save \"fuzz\"");
    }

    /** The game of the catalogue a selector byte chooses. */
    static GameEntry<?> game(int selector) {
        List<GameEntry<?>> games = Catalogues.STANDARD.games();
        return games.get((selector & 0xff) % games.size());
    }

    static <P> void check(GameEntry<P> game, String text, String source) {
        Match<P> m;
        try {
            m = game.load(text, source);
        } catch (SaveFormatException e) {
            Clear.message(e.getMessage());
            assertThat(e.getMessage()).as(e.getMessage()).startsWith(Text.shorten(source));
            int lines = 1;
            for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') lines++;
            assertThat(e.line()).as("line " + e.line() + " of " + lines).isGreaterThanOrEqualTo(0);
            assertThat(e.line()).as("line " + e.line() + " of " + lines).isLessThanOrEqualTo(lines);
            if (e.line() > 0) assertThat(e.getMessage()).as(e.getMessage()).contains("line " + e.line());
            return;
        }
        String again = game.save(m);
        try {
            Match<P> back = game.load(again, "again");
            assertEquals(m.position(), back.position());
            assertEquals(m.moves(), back.moves());
            assertEquals(m.start(), back.start());
            assertEquals(again, game.save(back));
        } catch (SaveFormatException e) {
            throw new AssertionError(
                    "a loaded game saved as text that does not load: " + e.getMessage() + "\n" + again, e);
        }
    }
}
