package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.app.Catalogue;
import parlour.arrows.ai.ArrowsCommands;
import parlour.game.MatchEngine;
import parlour.match.EngineGame;
import parlour.match.EngineProtocol;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.testing.Catalogues;

/**
 * Fuzz target: any bytes as lines of the engine protocol, every game of the catalogue behind it as in the
 * {@code engine} command ({@code game morris6|morris9|arrows|gone|dots} and each game's own commands, such
 * as Arrows' {@code setup} and {@code loadboard} and Gone's {@code setup}, {@code rounds}, {@code adjacency},
 * {@code challenge}). Every line gets nothing (empty or comment) or one framed answer: {@code =} or
 * {@code ?}, one empty line at its end and none inside, no control characters, and a failure's reason is
 * short; a {@code ?} changes nothing; {@code position} answers a save that loads back to the same game;
 * no exception escapes. Each game starts at its weakest level, and {@code level} and {@code solve} are
 * left out: they only choose how long the computer may think, which a fuzzer would spend its time on.
 */
class EngineProtocolFuzzTest {
    /** Board files {@code loadboard} can read here: the seed's binary format and the text format. */
    private static final ArrowsCommands.FileReader FILES = new ArrowsCommands.FileReader() {
        @Override
        public byte[] read(String path) {
            if (path.equals("b.dat")) return new byte[] {6, 0, 5, 0, 1, 0, 1, 0, 6, 0, 5, 0, 3, 0, 7, 0, 3, 0, 3, 0};
            if (path.equals("b.txt"))
                return "size 4 4\nfirst 1 1 E\nsecond 4 4 W\nblocked 2 2\n".getBytes(StandardCharsets.US_ASCII);
            throw new IllegalArgumentException(Text.quote(path) + ": no such file");
        }
    };

    @FuzzTest(maxDuration = "10s")
    void protocolLines(byte[] bytes) {
        List<EngineGame> games = new ArrayList<>();
        GameList catalogue = Catalogue.games(FILES, null);
        for (GameEntry<?> g : catalogue.games()) games.add(new MatchEngine<>(g.def, new Random(7)));
        EngineProtocol engine = new EngineProtocol(games.toArray(new EngineGame[0]));
        for (GameEntry<?> g : catalogue.games()) {
            engine.execute("game " + g.id());
            engine.execute("level " + g.def.players().levels()[0]);
        }
        engine.execute("game " + catalogue.first().id());
        for (String line : Text.lines(new String(bytes, StandardCharsets.UTF_8))) {
            if (!answer(engine, line)) return;
        }
    }

    /** Answers one line and checks the answer; false once the engine quits. */
    private static boolean answer(EngineProtocol engine, String line) {
        List<String> words = Text.words(line);
        if (!words.isEmpty() && isNumber(words.get(0))) words.remove(0);
        String command = words.isEmpty() ? "" : words.get(0);
        if (command.startsWith("level") || command.startsWith("solve")) return true;
        String game = engine.execute("game"), before = engine.execute("position");
        String answer = engine.execute(line);
        if (answer.isEmpty()) return true;
        assertTrue(answer.startsWith("=") || answer.startsWith("?"), answer);
        assertThat(answer).as(answer).endsWith("\n\n");
        assertEquals(
                answer.length() - 2, answer.indexOf("\n\n"), () -> "one empty line, at the end: " + Text.quote(answer));
        for (int i = 0; i < answer.length(); i++) {
            char c = answer.charAt(i);
            if (c != '\n' && Text.isControl(c)) fail("U+" + Integer.toHexString(c) + " in " + Text.quote(answer));
        }
        if (answer.startsWith("?")) {
            Clear.message(answer.substring(0, answer.length() - 2));
            assertEquals(game, engine.execute("game"), "a refused command keeps the game");
            assertEquals(
                    before, engine.execute("position"), () -> "a refused command changes nothing: " + Text.quote(line));
        }
        if (command.equals("position") && answer.startsWith("=")) loadsBack(engine, answer);
        return !engine.quitRequested();
    }

    /** The save {@code position} answers loads into the current game with the same moves. */
    private static void loadsBack(EngineProtocol engine, String answer) {
        String id = engine.execute("game");
        GameEntry<?> entry = Catalogues.STANDARD.byId(id.substring(2, id.length() - 2));
        String text = answer.substring(answer.indexOf(' ') + 1, answer.length() - 2);
        try {
            Match<?> m = entry.load(text, "position");
            assertEquals(lines(text), lines(save(entry, m)), "position saves back the same");
        } catch (SaveFormatException e) {
            throw new AssertionError("position gave a save that does not load: " + e.getMessage() + "\n" + text, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <P> String save(GameEntry<P> entry, Match<?> m) {
        return entry.save((Match<P>) m);
    }

    /** The text's lines without the empty ones (an answer has none inside). */
    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        for (String l : Text.lines(text)) if (!l.isEmpty()) out.add(l);
        return out;
    }

    private static boolean isNumber(String w) {
        for (int i = 0; i < w.length(); i++) if (w.charAt(i) < '0' || w.charAt(i) > '9') return false;
        return true;
    }
}
