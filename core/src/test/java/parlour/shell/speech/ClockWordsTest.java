package parlour.shell.speech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.board.KeyTable;
import parlour.board.MoveInput;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.session.AutomatonPace;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * The Arrows clock by ear, on a fake clock (the match charged by hand): {@code time} answers both clocks, {@code turn}
 * and {@code board} add them in a timed game, and the person to move hears 1 minute, 30 seconds and 10 seconds left,
 * each once, the last urgently; in English and in Polish.
 */
class ClockWordsTest {
    private final List<String> answers = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final ClockWarnings warner = new ClockWarnings((s, urgent) -> warnings.add((urgent ? "! " : "") + s));

    @AfterEach
    void english() {
        Tr.use(Language.ENGLISH);
    }

    private static Match<ArrowsPosition> arrows(String clock) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : ArrowsGame.RULES.options()) o.put(s.name, s.defaultValue);
        o.put("clock", clock);
        return GameSaves.newMatch(ArrowsGame.RULES, o, 1, Seat.HUMAN, Seat.computer("easy"));
    }

    /** The move field of a game screen, reduced to what it answers. */
    private TypedMoves<ArrowsPosition> field(Match<ArrowsPosition> match) {
        return new TypedMoves<>(ArrowsGame.RULES, new TypedMoves.Host<ArrowsPosition>() {
            @Override
            public Match<ArrowsPosition> match() {
                return match;
            }

            @Override
            public List<String> pendingSteps() {
                return Collections.emptyList();
            }

            @Override
            public int offer(List<String> steps) {
                return MoveInput.REFUSED;
            }

            @Override
            public void showSteps(List<String> steps) {}

            @Override
            public void answer(String text) {
                answers.add(text);
            }

            @Override
            public void refuse(String reason) {
                answers.add("refused: " + reason);
            }

            @Override
            public void sayStatus() {}

            @Override
            public AutomatonPace pace() {
                throw new AssertionError("Arrows has no rounds to pace");
            }

            @Override
            public void command(KeyTable.Command command) {
                throw new AssertionError("Arrows has no rounds to run: " + command);
            }
        });
    }

    private String ask(TypedMoves<ArrowsPosition> field, String typed) {
        assertTrue(field.submit(typed), typed + " was refused: " + answers);
        return answers.get(answers.size() - 1);
    }

    /** Issue #35: after a game ended (here on time) "where can I move" still offered the moves of its position. */
    @Test
    void aGameOverOnTimeOffersNoMoves() {
        Match<ArrowsPosition> m = arrows("1");
        TypedMoves<ArrowsPosition> field = field(m);
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        m.charge(61_000);
        assertTrue(m.isOver(), "the clock ran out");
        assertEquals("The game is over: press Restart (R) for a new one.", ask(field, "where can I move"));
        assertEquals("The game is over: press Restart (R) for a new one.", ask(field, "gdzie mogę"));
    }

    @Test
    void timeAnswersBothClocksAndTurnAndBoardSayThemInATimedGame() {
        Match<ArrowsPosition> m = arrows("1");
        TypedMoves<ArrowsPosition> field = field(m);
        assertEquals(
                "Clocks: you have 1 minute; Computer (easy) has 1 minute. The clocks start at the first move.",
                ask(field, "time"));
        assertEquals(ask(field, "time"), ask(field, "Clock"));
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        m.charge(12_300);
        assertEquals("Clocks: you have 1 minute; Computer (easy) has 48 seconds.", ask(field, "time"));
        assertThat(ask(field, "turn"))
                .as(answers.toString())
                .endsWith(" Clocks: you have 1 minute; Computer (easy) has 48 seconds.");
        assertThat(ask(field, "board")).as(answers.toString()).endsWith("has 48 seconds.");
        assertEquals(ask(field, "board"), field.board(), "the Describe key says the same");
        assertThat(ask(field, "row 1")).as("a row is the row alone: " + answers).doesNotContain("Clocks");
    }

    @Test
    void anUntimedGameSaysItHasNoClockAndItsTurnNone() {
        TypedMoves<ArrowsPosition> field = field(arrows("untimed"));
        assertEquals("This game has no clock.", ask(field, "time"));
        assertThat(ask(field, "turn")).as(answers.toString()).doesNotContain("Clock");
    }

    @Test
    void thePersonToMoveHearsOneMinuteThirtyAndTenSecondsLeftEachOnceTheLastUrgently() {
        Match<ArrowsPosition> m = arrows("1");
        tick(m, 50, 20);
        assertEquals(List.of("One minute left on your clock."), warnings, "said as the clock starts");
        tick(m, 29_000, 1);
        tick(m, 1_000, 1);
        assertEquals("30 seconds left on your clock.", warnings.get(1));
        tick(m, 18_950, 1);
        assertEquals(2, warnings.size(), "nothing between: " + warnings);
        tick(m, 100, 5);
        assertEquals(
                List.of(
                        "One minute left on your clock.",
                        "30 seconds left on your clock.",
                        "! 10 seconds left on your clock."),
                warnings);
        // the computer's clock is nobody's to hear
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        tick(m, 30_000, 2);
        assertEquals(3, warnings.size(), warnings.toString());
    }

    @Test
    void timeGivenBackByAnUndoIsWarnedOfAgain() {
        Match<ArrowsPosition> m = arrows("1");
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        tick(m, 31_000, 1);
        assertEquals(List.of("29 seconds left on your clock."), warnings, "down from a minute at once: the newest");
        m.undo();
        m.undo();
        tick(m, 100, 1);
        tick(m, 30_000, 1);
        assertEquals(
                List.of(
                        "29 seconds left on your clock.",
                        "One minute left on your clock.",
                        "30 seconds left on your clock."),
                warnings,
                "the minute back, then 30 seconds again");
    }

    @Test
    void inPolish() throws IOException {
        Match<ArrowsPosition> m = arrows("1");
        Tr.use(polish());
        TypedMoves<ArrowsPosition> field = field(m);
        assertEquals(
                "Zegary: masz 1 minutę; Komputer (łatwy) ma 1 minutę. Zegary ruszą przy pierwszym ruchu.",
                ask(field, "czas"));
        assertEquals(ask(field, "czas"), ask(field, "zegar"));
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        m.play(ArrowsGame.RULES.legalMoves(m.position()).get(0));
        tick(m, 100, 1);
        tick(m, 38_000, 1);
        tick(m, 12_000, 1);
        assertEquals(
                List.of(
                        "Na twoim zegarze została minuta.",
                        "Na twoim zegarze zostały 22 sekundy.",
                        "! Na twoim zegarze zostało 10 sekund."),
                warnings);
        assertThat(ask(field, "kolej"))
                .as(answers.toString())
                .endsWith("Zegary: masz 10 sekund; Komputer (łatwy) ma 1 minutę.");
    }

    /** {@code times} charges of {@code millis} to the side to move, each followed by the warnings' check. */
    private void tick(Match<ArrowsPosition> m, double millis, int times) {
        for (int i = 0; i < times; i++) {
            m.charge(millis);
            warner.check(m);
        }
    }

    private static Language polish() throws IOException {
        Path dir = Path.of("../assets/src/main/static/i18n/pl");
        Language arrows =
                Language.parse("pl", Files.readString(dir.resolve("arrows.txt"), StandardCharsets.UTF_8), "arrows.txt");
        return arrows.with(Language.parse(
                "pl", Files.readString(dir.resolve("shared.txt"), StandardCharsets.UTF_8), "shared.txt"));
    }
}
