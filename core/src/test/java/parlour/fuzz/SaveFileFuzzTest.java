package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Text;

/**
 * Fuzz target: any bytes as a save file, read as the Load dialog does (SavedGame.read, then DotsGame.load).
 * Either the game loads and saves back to the same game, or the reader says why in a clear message
 * naming the source and a line within the text; no other exception escapes.
 */
class SaveFileFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void saveFile(byte[] bytes) {
        check(new String(bytes, StandardCharsets.UTF_8), "save \"fuzz\"");
    }

    static void check(String text, String source) {
        Match<DotsPosition> m;
        try {
            m = DotsGame.load(SavedGame.read(text, source), source);
        } catch (SaveFormatException e) {
            Clear.message(e.getMessage());
            assertTrue(e.getMessage().startsWith(Text.shorten(source)), e.getMessage());
            int lines = 1;
            for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') lines++;
            assertTrue(e.line() >= 0 && e.line() <= lines, "line " + e.line() + " of " + lines);
            if (e.line() > 0) assertTrue(e.getMessage().contains("line " + e.line()), e.getMessage());
            return;
        }
        String again = DotsGame.save(m).write();
        try {
            Match<DotsPosition> back = DotsGame.load(SavedGame.read(again, "again"), "again");
            assertEquals(m.position(), back.position());
            assertEquals(m.moves(), back.moves());
            assertEquals(m.start(), back.start());
            assertEquals(again, DotsGame.save(back).write());
        } catch (SaveFormatException e) {
            throw new AssertionError("a loaded game saved as text that does not load: " + e.getMessage() + "\n" + again, e);
        }
    }
}
