package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * A player who cannot see the board plays Dots and Boxes through the page's move field alone, knowing the game only
 * from what the aria-live regions say: the field is reached with / and with Tab, a move typed in words is played and
 * heard, a refused text is heard as urgent and stays in the field to be mended, and the whole game runs to its result.
 */
class TypedMovesBrowserIT {
    private static final Duration WAIT = Duration.ofSeconds(30);

    private static String fieldValue(WebSession s) {
        return String.valueOf(s.browser.js("return document.querySelector('.parlour-move-input').value;"));
    }

    private static boolean fieldFocused(WebSession s) {
        return s.widget.moveFieldFocused();
    }

    /** Opens {@code page}, listens to what it says, and opens its move field from the board. */
    private static Hearing openToType(WebSession s, String page) {
        s.open(page);
        Hearing hearing = Hearing.start(s);
        openField(s);
        return hearing;
    }

    /** The board focused, then / into the move field. */
    private static void openField(WebSession s) {
        s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
        slashToField(s, "/ did not open the move field");
    }

    /** / from the board, and the move field has the focus. */
    private static void slashToField(WebSession s, String failure) {
        s.widget.type("/");
        Browser.await(WAIT, () -> fieldFocused(s) ? Boolean.TRUE : null, () -> failure);
    }

    /** Esc from the move field, and the board has the focus. */
    private static void escToBoard(WebSession s, Supplier<String> failure) {
        s.widget.type(Keys.ESCAPE);
        Browser.await(WAIT, () -> s.widget.canvasFocused() ? Boolean.TRUE : null, failure);
    }

    /** Types a line into the focused move field and sends it with Enter. */
    private static void send(WebSession s, String line) {
        // the text kept from a refusal is rubbed out as a player would, key by key
        int kept = fieldValue(s).length();
        for (int i = 0; i < kept; i++) s.widget.type(Keys.BACK_SPACE);
        s.widget.type(line, Keys.ENTER);
    }

    /** Every line drawn so far, as the announcements named them ("the line from b2 to b3"), both ways round. */
    private static Set<String> drawn(List<String> heard) {
        Set<String> out = new LinkedHashSet<>();
        for (String h : heard) {
            int at = 0;
            while ((at = h.indexOf("line from ", at)) >= 0) {
                String rest = h.substring(at + 10);
                int to = rest.indexOf(" to ");
                if (to < 0) break;
                String a = rest.substring(0, to);
                String b = rest.substring(to + 4).split("[ .,:]")[0];
                out.add(a + "-" + b);
                out.add(b + "-" + a);
                at += 10;
            }
        }
        return out;
    }

    /** The twelve lines of a 2x2-box board (3x3 dots), each once. */
    private static List<String> lines2x2() {
        List<String> out = new ArrayList<>();
        String cols = "abc";
        for (int r = 1; r <= 3; r++)
            for (int c = 0; c < 2; c++) out.add("" + cols.charAt(c) + r + "-" + cols.charAt(c + 1) + r);
        for (int c = 0; c < 3; c++)
            for (int r = 1; r <= 2; r++) out.add("" + cols.charAt(c) + r + "-" + cols.charAt(c) + (r + 1));
        return out;
    }

    @Test
    void aWholeDotsGameIsPlayedByTypingAndHearingAlone() throws Exception {
        try (WebSession s = WebSession.start()) {
            // instant: the lines and the computer's answers come without the animations' pauses, which test nothing
            // here
            s.open("embed.html?game=dots&size=2x2&p1=human&p2=ai:easy&first=1&sound=off&speed=instant");
            Hearing hearing = Hearing.start(s);
            s.browser.js("document.querySelector('canvas.parlour-canvas').focus();");
            // Tab from the board passes the drawn buttons and reaches the move field, which then shows
            boolean reached = false;
            for (int i = 0; i < 40 && !reached; i++) {
                s.widget.type(Keys.TAB);
                reached = fieldFocused(s);
            }
            assertTrue(reached, "Tab never reached the move field; the focus is on " + s.widget.activeElement());
            assertEquals(
                    "absolute",
                    s.browser.js("return getComputedStyle(document.querySelector('.parlour-move')).position;"));
            assertThat(((Number) s.browser.js(
                                    "return document.querySelector('.parlour-move').getBoundingClientRect().height;"))
                            .doubleValue())
                    .as("the focused move field is not drawn")
                    .isGreaterThan(20);
            s.browser.pageShot(s.shots.resolve("typed-dots-field.png"));
            // Esc goes back to the board, / comes back to the field
            escToBoard(s, () -> "Esc left the focus on " + s.widget.activeElement());
            assertThat(s.browser.js("return !!parlour.state && JSON.parse(parlour.state()).screen !== 'menu';"))
                    .as("Esc in the field did not also leave the game")
                    .isEqualTo(Boolean.TRUE);
            slashToField(s, "/ did not open the move field");

            // not a move: said urgently, with the forms the game takes, and the text stays to be mended
            int from = hearing.all().size();
            send(s, "hello there");
            hearing.await(from, "!'hello there'", WAIT);
            assertEquals("hello there", fieldValue(s));
            // a move the rules refuse: the same reason as a click would get
            from = hearing.all().size();
            send(s, "a1 c1");
            hearing.await(from, "!", WAIT);
            assertEquals("a1 c1", fieldValue(s));
            // a question is answered politely
            from = hearing.all().size();
            send(s, "board");
            int answer = hearing.await(from, "12", WAIT);
            assertThat(hearing.all().get(answer)).as(hearing.all().get(answer)).doesNotStartWith("!");
            assertEquals("", fieldValue(s), "an answered question leaves the field empty");

            // the whole game, each move typed in words ("a1 b1"), the position known only from what was heard
            int turns = 0;
            boolean answered = true;
            while (true) {
                List<String> heard = hearing.all();
                String last = heard.isEmpty() ? "" : heard.get(heard.size() - 1);
                if (isResult(last)) break;
                // after the answer to the question above, it is still the player's move
                if (!answered && !last.endsWith("Your move.") && !last.endsWith("You move again.")) {
                    Thread.sleep(100);
                    assertThat(++turns)
                            .as("the game never ended; heard " + heard)
                            .isLessThan(600);
                    continue;
                }
                Set<String> taken = drawn(heard);
                String next = null;
                for (String line : lines2x2()) if (!taken.contains(line)) next = next == null ? line : next;
                assertThat(next)
                        .as("no line left but the game goes on: " + heard)
                        .isNotNull();
                from = heard.size();
                answered = false;
                send(s, next.replace('-', ' '));
                hearing.await(from, "You draw the line from " + next.replace("-", " to "), WAIT);
            }
            List<String> heard = hearing.all();
            String result = heard.get(heard.size() - 1);
            assertTrue(result.matches("(You win|Computer \\(easy\\) wins|A tie|A draw).*"), result);
            assertEquals(12, drawn(heard).size() / 2, "every line was heard drawn: " + heard);
        }
    }

    /** Whether a sentence is a game's result. */
    private static boolean isResult(String sentence) {
        return sentence.startsWith("You win")
                || sentence.contains(" wins")
                || sentence.startsWith("A draw")
                || sentence.startsWith("A tie");
    }

    /**
     * Waits until the game asks the player for something (its last sentence says it is the player's move, or asks
     * for a removal) or has ended; returns that sentence. Fails once the game has run past {@code end} (ms).
     */
    private static String nextTurn(Hearing hearing, long end) {
        assertThat(System.currentTimeMillis())
                .as("the game never ended: " + hearing.all())
                .isLessThan(end);
        return Browser.await(
                Duration.ofSeconds(60),
                () -> {
                    List<String> all = hearing.all();
                    if (all.isEmpty()) return null;
                    String last = all.get(all.size() - 1);
                    return last.endsWith("Your move.")
                                    || last.endsWith("You move again.")
                                    || last.startsWith("Mill!")
                                    || last.startsWith("Double mill!")
                                    || isResult(last)
                            ? last
                            : null;
                },
                () -> "the game never asked for a move: " + hearing.all());
    }

    /** Asks the field a question and returns the polite answer that starts with {@code start}. */
    private static String ask(WebSession s, Hearing hearing, String question, String start) {
        int from = hearing.all().size();
        send(s, question);
        // the sentences read once the answer is heard (a list read before the wait may not hold it yet)
        int answer = hearing.await(from, start, WAIT);
        return hearing.all().get(answer);
    }

    /** The first item of a spoken list ("b4, d4 or f2", "a1 and c1") after {@code after} in {@code sentence}. */
    private static String firstAfter(String sentence, String after) {
        String rest =
                sentence.substring(sentence.indexOf(after) + after.length()).trim();
        return rest.split(",| or | and |;|\\.| does | wins ")[0].trim();
    }

    @Test
    void aMorrisGameWithAMillIsPlayedByTypingAndHearingAlone() throws Exception {
        // Four men placed (the player's a1 and c1, the computer's c2 and d4): the player's e1 closes a mill at once,
        // so the mill is certain however the easy computer plays after it; the rest of the game is played to its end.
        String save = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n"
                + "[FirstPlayer \"1\"]\n\na1 c2 c1 d4\n";
        try (WebSession s = WebSession.start()) {
            Hearing hearing = openToType(
                    s,
                    "embed.html?game=morris6&sound=off&speed=instant&position="
                            + URLEncoder.encode(save, StandardCharsets.UTF_8));
            boolean milled = false;
            long end = System.currentTimeMillis() + 300_000;
            String lastMove = "";
            while (true) {
                String asked = nextTurn(hearing, end);
                if (isResult(asked)) break;
                if (asked.startsWith("Mill!") || asked.startsWith("Double mill!")) {
                    milled = true;
                    int from = hearing.all().size();
                    send(s, "remove " + firstAfter(asked, "(ringed):"));
                    hearing.awaitFirst(
                            from,
                            WAIT,
                            h -> h.contains("removing") || h.startsWith("Double mill!"),
                            () -> "the removal was not played: " + hearing.all());
                    continue;
                }
                String answer = ask(s, hearing, "where can I move", "You ");
                if (!milled)
                    assertThat(answer)
                            .as("the answer names the mill that closes")
                            .contains("a mill: e1");
                String move = new MorrisEar(hearing.all()).choose(answer, lastMove);
                assertNotNull(move, "a move was found in the answer: " + answer);
                lastMove = move;
                int from = hearing.all().size();
                send(s, move);
                hearing.awaitFirst(
                        from,
                        WAIT,
                        h -> h.startsWith("You ") || h.startsWith("Mill!"),
                        () -> "'" + move + "' was not played: "
                                + hearing.all().subList(from, hearing.all().size()));
            }
            assertTrue(milled, "the game had a mill of the player's and its removal: " + hearing.all());
            assertThat(hearing.all())
                    .as("the removal was heard")
                    .anyMatch(h -> h.startsWith("You ") && h.contains("removing"));
            assertTrue(
                    hearing.all().stream().noneMatch(h -> h.startsWith("!")),
                    "nothing typed was refused: " + hearing.all());
        }
    }

    @Test
    void anArrowsGameIsPlayedByTypingAndHearingAlone() throws Exception {
        try (WebSession s = WebSession.start()) {
            Hearing hearing =
                    openToType(s, "embed.html?game=arrows&p1=human&p2=ai:easy&first=1&sound=off&speed=instant");
            long end = System.currentTimeMillis() + 240_000;
            int moves = 0;
            while (true) {
                String asked = nextTurn(hearing, end);
                if (isResult(asked)) break;
                String answer = ask(s, hearing, "where can I move", "You put the next arrow");
                String direction = answer.contains("wins at once")
                        ? firstAfter(answer.substring(answer.indexOf("does not lose")), "Pointing ")
                        : answer.contains("Pointing ") ? firstAfter(answer, "Pointing ") : "north";
                int from = hearing.all().size();
                send(s, direction);
                // a move that loses at once may be refused once with a warning, and is played when sent again
                int heard = hearing.awaitFirst(
                        from,
                        WAIT,
                        h -> h.startsWith("!") || h.startsWith("You put an arrow"),
                        () -> "'" + direction + "' was not played: " + hearing.all());
                if (hearing.all().get(heard).startsWith("!")) {
                    assertThat(answer)
                            .as("a safe move was refused: " + hearing.all())
                            .contains("Every direction loses");
                    send(s, direction);
                }
                hearing.await(from, "You put an arrow", WAIT);
                moves++;
            }
            assertThat(moves).as("the player moved: " + hearing.all()).isGreaterThan(0);
        }
    }

    @Test
    void aGoneChallengeIsPlayedByTypingAndHearingAlone() throws Exception {
        try (WebSession s = WebSession.start()) {
            Hearing hearing = openToType(
                    s,
                    "embed.html?game=gone&mode=challenge&k=1&size=8x8&p1=human&p2=ai:best&first=1&sound=off"
                            + "&speed=instant");
            // where is a black pebble for the seed? Ask for a row, read its runs ("0 to 3 black", "5 black")
            String seed = null;
            for (int y = 0; y < 8 && seed == null; y++) {
                String row = ask(s, hearing, "row " + y, "Row " + y);
                String mine =
                        row.contains("player 2's board") ? row.substring(0, row.indexOf("player 2's board")) : row;
                for (String run : mine.substring(mine.indexOf(':') + 1).split(",|;")) {
                    run = run.trim();
                    if (!run.endsWith("black") && !run.endsWith("black.")) continue;
                    seed = run.split(" ")[0] + " " + y;
                    break;
                }
            }
            assertThat(seed).as("no black pebble heard: " + hearing.all()).isNotNull();
            // the board as it is: go on to the seeds
            int began = hearing.all().size();
            send(s, "go");
            hearing.await(began, "You start placing the seeds", WAIT);
            int from = hearing.all().size();
            send(s, "seed " + seed);
            hearing.await(from, "You place a white seed at " + seed.replace(' ', ','), WAIT);
            // once both seeds are down the rounds are next: heard, and run with P from the board if they wait
            int told = hearing.awaitFirst(
                    from,
                    WAIT,
                    h -> h.startsWith("Paused") || h.startsWith("The rounds run"),
                    () -> "never heard what the rounds do: " + hearing.all());
            if (hearing.all().get(told).startsWith("Paused")) {
                escToBoard(s, () -> "Esc");
                s.widget.type("p");
            }
            // the computer places its seed and the rounds run to the end, each heard
            int end = hearing.awaitFirst(
                    from,
                    Duration.ofSeconds(90),
                    TypedMovesBrowserIT::isResult,
                    () -> "the challenge never ended: " + hearing.all());
            String result = hearing.all().get(end);
            assertTrue(
                    hearing.all().stream().anyMatch(h -> h.startsWith("Round ")),
                    "the rounds were heard: " + hearing.all());
            assertThat(result.length()).as(result).isGreaterThan(5);
        }
    }

    /** Issue #35, by ear: Gone's rounds run by typed words as by N and P; a Morris removal refused gives the true reason. */
    @Test
    void goneRoundsRunByTypedNextAndMorrisRefusalsSayTheTrueReason() throws Exception {
        try (WebSession s = WebSession.start()) {
            Hearing hearing = openToType(s, "embed.html?game=gone&mode=editor&size=8x8&sound=off&speed=instant");
            int from = hearing.all().size();
            send(s, "fill");
            send(s, "white 0 0");
            hearing.await(from, "You paint a white pebble at 0,0.", WAIT);
            send(s, "go");
            hearing.await(from, "Paused: Play (P) runs the rounds", WAIT);
            send(s, "next");
            hearing.await(from, "Round 1: 2 black pebbles turned white.", WAIT);
            send(s, "round");
            hearing.await(from, "Round 2: ", WAIT);
            send(s, "run");
            hearing.await(from, "The rounds run", WAIT);
            send(s, "pause");
            int paused = hearing.await(from, "Paused: Play (P) runs the rounds", WAIT);
            List<String> gone = hearing.all().subList(from, paused + 1);
            assertTrue(gone.stream().noneMatch(h -> h.startsWith("!")), "nothing typed was refused: " + gone);
            assertTrue(gone.stream().noneMatch(h -> h.contains("move again")), "an edit is no turn: " + gone);

            // Six Men's Morris: player 2's a5, c5 and e5 stand in a mill, b4 does not; e1 closes player 1's mill
            s.open("embed.html?game=morris6&p1=human&p2=ai:easy&first=1&sound=off&speed=instant");
            hearing = Hearing.start(s);
            String save = "[Parlour \"1\"]\n[Game \"morris6\"]\n[Player1 \"human\"]\n[Player2 \"ai:easy\"]\n"
                    + "[FirstPlayer \"1\"]\n\na1 a5 c1 c5 b2 e5xb2 d2 b4";
            assertEquals(null, s.browser.js("return parlour.setPosition(arguments[0]);", save));
            openField(s);
            Hearing ear = hearing;
            from = ear.all().size();
            send(s, "e1");
            ear.await(from, "Mill!", WAIT);
            send(s, "remove c5");
            int refused = ear.await(from, "!The piece on c5 stands in a mill", WAIT);
            assertThat(ear.all().get(refused)).as(ear.all().toString()).contains("only when none stands outside one");
            send(s, "remove b4");
            ear.await(from, "You place a piece on e1 and close a mill, removing b4.", WAIT);
        }
    }
}
