package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlour.game.BoardFormat;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.testing.Catalogues;

/**
 * Fuzz target: Load board in every game with board files (Arrows' .bin and .txt, Gone's .txt), as BoardDialogs does
 * it: a file's bytes under a name whose extension picks the format, or a text pasted or kept in the browser, read with
 * the game's current options; then the new game on it with its setting-up moves. Either a clear message that starts
 * with the file's name, or a game that saves and loads back, whose board written in each of the game's formats and
 * as text reads back to the same game. Nothing else escapes (the dialog would show any exception's message).
 */
class BoardFileFuzzTest {
    private static final List<GameEntry<?>> GAMES = new ArrayList<>();

    static {
        for (GameEntry<?> g : Catalogues.STANDARD.games()) if (g.def.boardFormat() != null) GAMES.add(g);
    }

    @FuzzTest(maxDuration = "10s")
    void boardFile(FuzzedDataProvider data) {
        load(GAMES.get((data.consumeByte() & 0xff) % GAMES.size()), data);
    }

    private static <P> void load(GameEntry<P> game, FuzzedDataProvider data) {
        BoardFormat<P> format = game.def.boardFormat();
        Map<String, String> options = FuzzGames.options(game.def, data, 64);
        String[] ext = format.extensions();
        boolean pasted = data.consumeInt(0, 3) == 0;
        String source =
                pasted ? "the pasted text" : data.consumeInt(0, 5) == 0 ? "BOARD" : "board." + data.pickValue(ext);
        byte[] bytes = data.consumeRemainingAsBytes();
        Match<P> fresh;
        try {
            BoardFormat.Loaded loaded = pasted
                    ? format.readText(new String(bytes, StandardCharsets.UTF_8), source, options)
                    : format.read(bytes, source, options);
            fresh = start(game, loaded, source);
        } catch (IllegalArgumentException e) {
            Clear.message(e.getMessage());
            assertThat(e.getMessage()).as(e.getMessage()).startsWith(source);
            return;
        }
        FuzzGames.loadsBack(game, fresh);
        for (String e : ext) {
            String name = "again." + e;
            Match<P> again = start(game, format.read(format.write(fresh.position(), name), name, options), name);
            assertEquals(fresh.position(), again.position(), "the board written as ." + e + " reads back the same");
        }
        String text = format.text(fresh.position());
        assertEquals(
                fresh.position(),
                start(game, format.readText(text, "again", options), "again").position());
    }

    /** BoardDialogs.start: a new game on the loaded board's options, its setting-up moves played. */
    private static <P> Match<P> start(GameEntry<P> game, BoardFormat.Loaded loaded, String source) {
        Match<P> m = game.newMatch(loaded.options, 1, Seat.HUMAN, Seat.HUMAN);
        for (String move : loaded.moves) {
            String reason = m.play(move);
            if (reason != null) throw new IllegalArgumentException(source + ": " + reason);
        }
        return m;
    }
}
