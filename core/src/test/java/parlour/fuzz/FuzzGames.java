package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.app.Catalogue;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.words.Language;

/** Games the fuzz data chooses, for the targets that need one in play: valid options, legal moves, the save checked. */
final class FuzzGames {
    private static Language polish;

    private FuzzGames() {}

    /**
     * Valid options for {@code def}, sides up to {@code maxSide}; no "random" board (a game on one is not
     * repeatable, so it could not load back the same).
     */
    static Map<String, String> options(GameDef<?> def, FuzzedDataProvider data, int maxSide) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec spec : def.options()) {
            if (spec.kind == OptionSpec.Kind.SIZE) {
                int cols = data.consumeInt(spec.minCols(), Math.max(spec.minCols(), Math.min(spec.maxCols(), maxSide)));
                int rows = data.consumeInt(spec.minRows(), Math.max(spec.minRows(), Math.min(spec.maxRows(), maxSide)));
                o.put(spec.name, cols + "x" + rows);
                continue;
            }
            List<String> fit = new ArrayList<>();
            for (String c : spec.choices()) if (!c.equals("random") && side(c) <= maxSide) fit.add(c);
            o.put(spec.name, fit.isEmpty() ? spec.defaultValue : fit.get(data.consumeInt(0, fit.size() - 1)));
        }
        return o;
    }

    /** The larger side of a choice written as a size ("16x16"), else 0. */
    static int side(String choice) {
        int x = choice.indexOf('x');
        if (x <= 0) return 0;
        try {
            return Math.max(Integer.parseInt(choice.substring(0, x)), Integer.parseInt(choice.substring(x + 1)));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A match on {@code options} with up to {@code moves} legal moves the data chooses (the automaton's own when it moves). */
    static <P> Match<P> played(GameEntry<P> game, Map<String, String> options, FuzzedDataProvider data, int moves) {
        GameDef<P> def = game.def;
        Match<P> m = game.newMatch(options, data.consumeInt(1, 2), Seat.HUMAN, Seat.HUMAN);
        for (int i = 0; i < moves && !m.isOver() && data.remainingBytes() > 0; i++) {
            String move = m.toMove() == 0 ? def.automaticMove(m.position()) : null;
            if (move == null) {
                List<String> legal = def.legalMoves(m.position());
                if (legal.isEmpty()) break;
                move = legal.get(data.consumeInt(0, legal.size() - 1));
            }
            assertNull(m.play(move), move);
        }
        return m;
    }

    /** The match saves as text that loads back to the same game and saves the same again. */
    static <P> void loadsBack(GameEntry<P> game, Match<P> m) {
        String text = game.save(m);
        try {
            Match<P> back = game.load(text, "again");
            assertEquals(m.position(), back.position(), "the position loads back");
            assertEquals(m.moves(), back.moves());
            assertEquals(text, game.save(back));
        } catch (SaveFormatException e) {
            throw new AssertionError("the game's save does not load: " + e.getMessage() + "\n" + text, e);
        }
    }

    /** Whether {@code def} lists every legal move in {@code position}: all but Gone's editor (board imports, any random-N). */
    static <P> boolean listsEvery(GameDef<P> def, P position) {
        return !(def.id().equals("gone") && def.legalMoves(position).contains("clear"));
    }

    /** Every part of the Polish catalogue, as the program loads it. */
    static Language polish() {
        if (polish == null) {
            Language all = null;
            try {
                for (String part : Catalogue.wordParts()) {
                    Path file = Path.of("../assets/src/main/static/i18n/pl/" + part + ".txt");
                    Language l = Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
                    all = all == null ? l : all.with(l);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            polish = all;
        }
        return polish;
    }
}
