package parlour.shell.speech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.board.GameUi;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.gone.view.GoneView;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.testgame.Nim;
import parlour.testgame.NimPosition;
import parlour.words.Language;
import parlour.words.Tr;

/** The side panel's result and turn sentences start as a sentence does and speak to the listener as "you". */
class TurnTextTest {
    private static final Path CATALOGUE = Path.of("../assets/src/main/static/i18n/pl");

    @AfterEach
    void english() {
        Tr.use(Language.ENGLISH);
    }

    private static Language polish(String... parts) throws IOException {
        Language all = null;
        for (String name : parts) {
            Path file = CATALOGUE.resolve(name + ".txt");
            Language p = Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
            all = all == null ? p : all.with(p);
        }
        return all;
    }

    /** Gone's challenge where both players' seeds leave black behind: a tie. */
    private static Match<GonePosition> goneTie() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("mode", "challenge");
        o.put("size", "8x8");
        o.put("k", "1");
        Match<GonePosition> m = new GameEntry<>(GoneGame.RULES, GameUi.of("gone", GoneView::new))
                .newMatch(o, 1, Seat.HUMAN, Seat.HUMAN);
        for (String move : new String[] {"board:BB.BBB", "play", "0,0", "3,0"}) m.play(move);
        while (!m.isOver()) m.play("round");
        assertEquals(0, m.winner());
        return m;
    }

    @Test
    void aTieStartsWithACapitalInBothLanguages() throws IOException {
        Match<GonePosition> tie = goneTie();
        assertThat(TurnText.result(GoneGame.RULES, tie, null))
                .as(TurnText.result(GoneGame.RULES, tie, null))
                .startsWith("A tie, ");
        Tr.use(polish("shared", "gone"));
        String result = TurnText.result(GoneGame.RULES, tie, null);
        assertThat(result).as(result).startsWith("Remis, ");
        assertThat(TurnText.next(GoneGame.RULES, tie)).as("heard as shown").startsWith("Remis, ");
    }

    @Test
    void theListenerToMoveReadsYourMove() throws IOException {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("heaps", "3-4-5");
        o.put("mode", "play");
        o.put("clock", "");
        NimPosition start = Nim.GAME.start(o, 1);
        Match<NimPosition> you = new Match<>(Nim.GAME, start, Seat.HUMAN, Seat.computer("easy"));
        Match<NimPosition> two = new Match<>(Nim.GAME, start, Seat.HUMAN, Seat.HUMAN);
        assertThat(status(you)).as(status(you)).startsWith("Your move. ");
        assertThat(status(two)).as(status(two)).startsWith("Player 1 to move. ");
        Tr.use(polish("shared"));
        assertThat(status(you)).as(status(you)).startsWith("Twój ruch. ");
        assertThat(status(two)).as(status(two)).startsWith("Ruch: Gracz 1. ");
    }

    private static String status(Match<NimPosition> m) {
        return TurnText.status(Nim.GAME, m, null, null, Collections.<String>emptyList(), false);
    }
}
