package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.shell.page.ScriptControl;

/**
 * Fuzz target: a page's calls over postMessage (frame.js makes them calls on ScriptControl): play, undo, redo,
 * getPosition, setPosition and newGame with any strings and option maps, on any game of the catalogue. The screen
 * around the match needs a window, so the calls go to ScriptControl's checks on the match and the game's entry, as
 * the screen's do. A refused call gives a clear reason and changes nothing; a move played is legal and kept in the
 * notation; newGame takes only the game's options, checked; the game on show always saves and loads back the same.
 */
class PageCallsFuzzTest {
    private static final String[] NAMES = {"size", "board", "mode", "k", "flying", "drawafter", "p1", "first", "colour"
    };

    @FuzzTest(maxDuration = "10s")
    void pageCalls(FuzzedDataProvider data) {
        calls(SaveFileFuzzTest.game(data.consumeByte()), data);
    }

    private static <P> void calls(GameEntry<P> game, FuzzedDataProvider data) {
        GameDef<P> def = game.def;
        Match<P> m = FuzzGames.played(game, FuzzGames.options(def, data, 16), data, data.consumeInt(0, 20));
        if (data.consumeInt(0, 3) == 0) m.setSeat(2, Seat.computer(def.players().defaultLevel()));
        int calls = data.consumeInt(1, 30);
        for (int i = 0; i < calls && data.remainingBytes() > 0; i++) {
            int call = data.consumeInt(0, 7);
            if (call <= 2) play(def, m, data);
            else if (call == 3) m.undo();
            else if (call == 4) m.redo();
            else if (call == 5) m = setPosition(game, m, data);
            else if (call == 6) m = newGame(game, m, data);
            else if (!m.isOver() && !m.hereToMove()) {
                // the automaton's round or the computer's move, as the screen's driver plays it
                String move = m.toMove() == 0
                        ? def.automaticMove(m.position())
                        : def.legalMoves(m.position()).get(0);
                assertEquals(null, m.play(move));
            }
            FuzzGames.loadsBack(game, m);
        }
    }

    private static <P> void play(GameDef<P> def, Match<P> m, FuzzedDataProvider data) {
        P before = m.position();
        int count = m.moveCount();
        String move = pageMove(def, m, data);
        String why = ScriptControl.play(def, m, move);
        if (why != null) {
            Clear.message(why);
            assertEquals(count, m.moveCount(), "a refused move changes nothing");
            assertEquals(before, m.position());
            return;
        }
        String kept = m.moves().get(m.moveCount() - 1);
        Supplier<String> typed = () -> Text.quote(move) + " played as " + Text.quote(kept);
        if (FuzzGames.listsEvery(def, before))
            assertThat(def.legalMoves(before)).as(typed).contains(kept);
        assertEquals(def.notation().canonical(before, kept), kept, () -> typed.get() + ": kept in the notation");
    }

    /** A move as a page script may write it: a legal one as it is, cased, spaced or cut, or anything. */
    private static <P> String pageMove(GameDef<P> def, Match<P> m, FuzzedDataProvider data) {
        List<String> legal = m.isOver() ? null : def.legalMoves(m.position());
        int kind = data.consumeInt(0, 7);
        if (legal == null || legal.isEmpty() || kind == 7) return data.consumeString(30);
        String move = legal.get(data.consumeInt(0, legal.size() - 1));
        if (kind == 0) return move;
        if (kind == 1) return move.toUpperCase();
        if (kind == 2) return " " + move.replace("-", " - ").replace(",", ", ").replace("x", " x ") + "\t";
        if (kind == 3) return move.substring(0, data.consumeInt(0, move.length()));
        if (kind == 4) return move.replace("-", "-\n");
        int at = data.consumeInt(0, move.length());
        return move.substring(0, at) + data.consumeString(3) + move.substring(at);
    }

    /** setPosition: the game's own save changed a little, or any text; what loads is the game shown. */
    private static <P> Match<P> setPosition(GameEntry<P> game, Match<P> m, FuzzedDataProvider data) {
        String text = game.save(m);
        int kind = data.consumeInt(0, 3);
        if (kind == 1) text = text.substring(0, data.consumeInt(0, text.length()));
        else if (kind == 2) {
            int at = data.consumeInt(0, text.length());
            text = text.substring(0, at) + data.consumeString(8) + text.substring(Math.min(text.length(), at + 1));
        } else if (kind == 3) text = data.consumeString(200);
        SaveFileFuzzTest.check(game, text, "setPosition");
        try {
            return game.load(text, "setPosition");
        } catch (SaveFormatException e) {
            return m;
        }
    }

    /** newGame with a map of option names (the game's, another game's, the shared ones or none) and values. */
    private static <P> Match<P> newGame(GameEntry<P> game, Match<P> m, FuzzedDataProvider data) {
        GameDef<P> def = game.def;
        Map<String, String> given = new LinkedHashMap<>();
        int n = data.consumeInt(0, 3);
        for (int i = 0; i < n; i++) {
            OptionSpec[] own = def.options();
            String name = data.consumeBoolean() && own.length > 0
                    ? own[data.consumeInt(0, own.length - 1)].name
                    : data.consumeBoolean() ? data.pickValue(NAMES) : data.consumeString(8);
            given.put(name, value(def, name, data));
        }
        Map<String, String> all;
        try {
            all = ScriptControl.newGameOptions(def, def.optionsOf(m.start()), given);
        } catch (IllegalArgumentException e) {
            Clear.message(e.getMessage());
            boolean named = false;
            for (String name : given.keySet()) named |= e.getMessage().contains(Text.shorten(name));
            assertTrue(named, "names the option: " + e.getMessage());
            return m;
        }
        for (OptionSpec spec : def.options())
            assertEquals(
                    spec.check(all.get(spec.name)), all.get(spec.name), "checked and written as the game writes it");
        // Gone's largest boards (up to 512x512) took most of a run, saved and loaded after every call: checked, not
        // played
        for (String v : all.values()) if (FuzzGames.side(v) > 64) return m;
        return game.newMatch(all, def.firstPlayer(m.start()), m.seat(1), m.seat(2));
    }

    /** A value for option {@code name}: one of its choices or sizes (cased and spaced), its default, a number, or anything. */
    private static String value(GameDef<?> def, String name, FuzzedDataProvider data) {
        int kind = data.consumeInt(0, 6);
        if (kind == 5) return String.valueOf(data.consumeInt(-1, 40));
        if (kind == 6) return data.consumeInt(0, 600) + "x" + data.consumeInt(0, 600);
        for (OptionSpec spec : def.options()) {
            if (!spec.name.equals(name)) continue;
            if (kind == 0) return spec.defaultValue;
            if (spec.kind == OptionSpec.Kind.SIZE)
                return data.consumeInt(spec.minCols() - 1, spec.maxCols() + 1)
                        + (kind == 1 ? "X" : "x")
                        + data.consumeInt(spec.minRows() - 1, spec.maxRows() + 1);
            String[] choices = spec.choices();
            if (choices.length == 0) break;
            String c = data.pickValue(choices);
            return kind == 1 ? " " + c.toUpperCase() + " " : kind == 2 ? c + data.consumeString(2) : c;
        }
        return data.consumeString(12);
    }
}
