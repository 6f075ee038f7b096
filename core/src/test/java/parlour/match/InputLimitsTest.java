package parlour.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;
import parlour.dots.ai.DotsPlayers;
import parlour.game.MatchEngine;
import parlour.shell.launch.LaunchOptions;
import parlour.testing.Catalogues;
import parlour.ui.Theme;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * Reliability finding 1 and 4: no input, however long, makes a message long (a long message froze the
 * window while it was laid out), and answers and numbers stay within bounds.
 */
class InputLimitsTest {
    /** The longest message a player should ever be shown for a bad token, with the fixed text around it. */
    private static final int SHORT = 300;

    private static String repeat(char c, int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) sb.append(c);
        return sb.toString();
    }

    private static String save(String moves) {
        return "[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x3\"]\n\n" + moves + "\n";
    }

    private static SaveFormatException loadFails(String text) {
        return assertThrows(
                SaveFormatException.class,
                () -> DotsGame.load(SavedGame.read(text, "the autosaved game"), "the autosaved game"));
    }

    @Test
    void quoteCutsLongTextAndMarksTheCut() {
        assertEquals("'a1-b1'", Text.quote("a1-b1"));
        String q = Text.quote(repeat('z', 70000));
        assertTrue(q.length() < 90, q);
        assertTrue(q.contains("\u2026") && q.endsWith("(70000 characters)"), q);
        assertEquals("'a\\u0085b'", Text.quote("a\u0085b"), "control characters never reach a message");
    }

    @Test
    void aPolishMessageQuotesInPolish() throws IOException {
        Tr.use(Language.parse(
                "pl",
                Files.readString(Path.of("../assets/src/main/static/i18n/pl/shared.txt"), StandardCharsets.UTF_8),
                "shared"));
        try {
            assertEquals("\u201ea1-b1\u201d", Text.quote("a1-b1"));
            assertEquals("\u201e" + repeat('z', 59) + "\u2026\u201d (160 znak\u00f3w)", Text.quote(repeat('z', 160)));
            assertEquals("\u201e" + repeat('z', 59) + "\u2026\u201d (62 znaki)", Text.quote(repeat('z', 62)));
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    @Test
    void twoLongInputsReadDifferentlyAndABidiOverrideIsShownEscaped() {
        String a = Text.quote(repeat('z', 59) + "a" + repeat('z', 100)),
                b = Text.quote(repeat('z', 59) + "b" + repeat('z', 200));
        assertEquals("'" + repeat('z', 59) + "\u2026' (160 characters)", a);
        assertEquals("'" + repeat('z', 59) + "\u2026' (260 characters)", b, "the same start, told apart by the length");
        assertEquals("'" + repeat('z', 60) + "'", Text.quote(repeat('z', 60)), "60 characters are quoted whole");
        String name = "gnp.\u202Eexe";
        assertEquals("'gnp.\\u202Eexe'", Text.quote(name));
        assertEquals("gnp.\\u202Eexe \\u2066x\\u2069 \\u200F", Text.shorten(name + " \u2066x\u2069 \u200F"));
        String problem = LaunchOptions.read(Catalogues.STANDARD, Collections.singletonMap("p1", "ai:" + name), "page")
                .problems
                .get(0);
        assertTrue(problem.contains("gnp.\\u202Eexe") && problem.indexOf('\u202E') < 0, problem);
        String cut = Text.quote(repeat('\u202E', 30));
        assertEquals(
                "'" + repeat('x', 9).replace("x", "\\u202E") + "\u2026' (30 characters)",
                cut,
                "escapes count towards the 60");
    }

    @Test
    void aSixtyThousandCharacterMoveInTheAutosaveGivesAShortMessageNamingTheLine() {
        SaveFormatException e = loadFails(save("a1-b1\n" + repeat('7', 60000)));
        assertTrue(e.getMessage().length() < SHORT, e.getMessage());
        assertEquals(6, e.line());
        assertTrue(e.getMessage().contains("line 6"), e.getMessage());
    }

    @Test
    void aTenMegabyteSaveIsRefusedAtOnceAsTooLong() {
        SaveFormatException e = loadFails(save(repeat('x', 10_000_000)));
        assertTrue(e.getMessage().contains("over 4 MB"), e.getMessage());
        assertTrue(e.getMessage().length() < SHORT, e.getMessage());
    }

    @Test
    void longTagsAndValuesAreRefusedWithAShortMessage() {
        SaveFormatException e = loadFails("[Parlour \"1\"]\n[Game \"" + repeat('q', 100000) + "\"]\n");
        assertTrue(e.getMessage().length() < SHORT && e.getMessage().contains("line 2"), e.getMessage());
        e = loadFails("[Parlour \"1\"]\n[" + repeat('T', 100000) + " \"dots\"]\n");
        assertTrue(e.getMessage().length() < SHORT && e.getMessage().contains("line 2"), e.getMessage());
        e = loadFails("[Parlour \"" + repeat('9', 100) + "\"]\n");
        assertTrue(e.getMessage().length() < SHORT, e.getMessage());
        e = assertThrows(SaveFormatException.class, () -> SavedGame.read("nonsense", repeat('s', 100000)));
        assertTrue(
                e.getMessage().length() < SHORT,
                "a long source name is cut too: " + e.getMessage().length());
    }

    @Test
    void parsersQuoteAtMostAFewDozenCharactersOfWhatTheyReject() {
        String big = repeat('k', 200000);
        DotsPosition board = DotsPosition.empty(3, 3, 1);
        assertShort(() -> DotsNotation.parseMove(board, big));
        assertShort(() -> DotsNotation.parseMove(board, big + "-a1"));
        assertShort(() -> DotsNotation.parseDot("a" + big));
        assertShort(() -> Seat.parse(big, "easy", DotsGame.RULES.players().levels()));
        assertShort(() -> Theme.byId(big));
        assertShort(() -> DotsPlayers.LEVELS.computer(big, board, new Random(1)));
    }

    private static void assertShort(Executable bad) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bad);
        assertTrue(e.getMessage().length() < SHORT, e.getMessage().length() + " characters");
    }

    @Test
    void aSaveStartingWithAByteOrderMarkIsRead() throws SaveFormatException {
        Match<DotsPosition> m =
                DotsGame.load(SavedGame.read("\uFEFF" + save("a1-b1 b1-b2"), "bom.parlour"), "bom.parlour");
        assertEquals(2, m.moveCount());
    }

    @Test
    void eachTagRemembersItsLine() throws SaveFormatException {
        SavedGame g = SavedGame.read("; a comment\n[Parlour \"1\"]\n\n[Game \"dots\"]\n[Size \"2x2\"]\n", "t");
        assertEquals(2, g.lineOfTag("Parlour"));
        assertEquals(4, g.lineOfTag("Game"));
        assertEquals(5, g.lineOfTag("Size"));
        assertEquals(1, g.lineOfTag("Result"), "a missing tag is named at the header's first line");
    }

    @Test
    void secondsAreCheckedForRange() {
        assertEquals(5.0, Text.parseSeconds("5", 3600), 0);
        assertEquals(0.25, Text.parseSeconds("0.25", 3600), 1e-12);
        assertShort(() -> Text.parseSeconds(repeat('9', 400), 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds("3601", 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds("0", 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds("-1", 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds("1e9", 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds(".", 3600));
        assertThrows(IllegalArgumentException.class, () -> Text.parseSeconds("NaN", 3600));
    }

    private final EngineProtocol engine = new EngineProtocol(new MatchEngine<>(DotsGame.RULES, new Random(3)));

    @Test
    void anUnknownMegabyteCommandIsNotEchoedBack() {
        String answer = engine.execute("x" + repeat('y', 1 << 20));
        assertTrue(answer.startsWith("? ") && answer.length() < SHORT, answer.length() + " characters");
        answer = engine.execute("x" + repeat('y', 3000));
        assertTrue(answer.startsWith("? ") && answer.length() < SHORT, answer.length() + " characters");
        assertEquals("= 2\n\n", engine.execute("protocol_version"), "the engine goes on answering");
    }

    @Test
    void aLineOverTheLimitGetsAQuestionMarkWithoutAnEchoAndChangesNothing() {
        String before = engine.execute("showboard");
        String answer = engine.execute("play a1-b1 " + repeat(' ', EngineProtocol.MAX_LINE));
        assertTrue(answer.startsWith("? ") && answer.contains("too long") && answer.length() < SHORT, answer);
        assertEquals(before, engine.execute("showboard"), "the move on the over-long line was not played");
    }

    @Test
    void answersHoldNoNextLineOrOtherControlCharacters() {
        for (String line : new String[] {
            "play a\u00851-b1", "known_command x\u0085y", "fly\u2028away", "game d\u0085ots", "level e\u009Basy"
        }) {
            String answer = engine.execute(line);
            String body = answer.substring(0, answer.length() - 2);
            for (int i = 0; i < body.length(); i++) {
                char c = body.charAt(i);
                assertFalse(
                        c != '\n' && Text.isControl(c),
                        "answer to " + Text.quote(line) + " holds U+" + Integer.toHexString(c));
            }
        }
    }
}
