package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import parlour.dots.DotsGame;
import parlour.game.MatchEngine;
import parlour.match.EngineProtocol;
import parlour.match.Text;

/**
 * Fuzz target: any bytes as lines of the engine protocol. Every line gets nothing (empty or comment) or
 * one framed answer: {@code =} or {@code ?}, one empty line at its end and none inside, no control
 * characters, and a failure's reason is short; no exception escapes. {@code level} and {@code solve}
 * are left out: they only choose how long the computer may think, which a fuzzer would spend its time on.
 */
class EngineProtocolFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void protocolLines(byte[] bytes) {
        EngineProtocol engine = new EngineProtocol(new MatchEngine<>(DotsGame.RULES, new Random(7)));
        for (String line : Text.lines(new String(bytes, StandardCharsets.UTF_8))) {
            List<String> words = Text.words(line);
            if (!words.isEmpty() && isNumber(words.get(0))) words.remove(0);
            if (!words.isEmpty() && (words.get(0).startsWith("level") || words.get(0).startsWith("solve"))) continue;
            String answer = engine.execute(line);
            if (answer.isEmpty()) continue;
            assertTrue(answer.startsWith("=") || answer.startsWith("?"), answer);
            assertTrue(answer.endsWith("\n\n"), answer);
            assertEquals(answer.length() - 2, answer.indexOf("\n\n"), "one empty line, at the end: " + Text.quote(answer));
            for (int i = 0; i < answer.length(); i++) {
                char c = answer.charAt(i);
                assertFalse(c != '\n' && Text.isControl(c), "U+" + Integer.toHexString(c) + " in " + Text.quote(answer));
            }
            if (answer.startsWith("?")) Clear.message(answer.substring(0, answer.length() - 2));
            if (engine.quitRequested()) return;
        }
    }

    private static boolean isNumber(String w) {
        for (int i = 0; i < w.length(); i++) if (w.charAt(i) < '0' || w.charAt(i) > '9') return false;
        return true;
    }
}
