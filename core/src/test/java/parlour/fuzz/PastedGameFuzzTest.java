package parlour.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;

/**
 * Fuzz target: text pasted into Import for any game of the catalogue (the first byte chooses it), built
 * near the save format so the fuzzer reaches the replay of moves: the game's option tags with real or odd
 * values, other tags, then moves that are legal, cut, changed, from nowhere or garbled, with comments,
 * tabs, Windows line breaks and byte order marks mixed in. Same checks as {@link SaveFileFuzzTest}.
 */
class PastedGameFuzzTest {
    private static final String[] TAGS = {"Player1", "Player2", "FirstPlayer", "Result", "Score", "Clocks", "Event"};
    private static final String[] VALUES = {
        "human", "ai", "ai:easy", "ai:strong", "ai:best", "1", "2", "*", "tie", "0-0", "draw", ""
    };

    @FuzzTest(maxDuration = "10s")
    void pastedGame(FuzzedDataProvider data) {
        paste(SaveFileFuzzTest.game(data.consumeByte()), data);
    }

    private static <P> void paste(GameEntry<P> game, FuzzedDataProvider data) {
        GameDef<P> def = game.def;
        StringBuilder sb = new StringBuilder();
        String eol = data.consumeBoolean() ? "\r\n" : "\n";
        if (data.consumeBoolean()) sb.append('\uFEFF');
        if (data.consumeBoolean()) sb.append("[Parlour \"1\"]").append(eol);
        sb.append("[Game \"").append(def.id()).append("\"]").append(eol);
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionSpec o : def.options()) {
            String value = value(o, data);
            try {
                // the moves follow a game with the value when it is valid; "random" boards are not repeatable
                if (!value.equals("random")) options.put(o.name, o.check(value));
            } catch (IllegalArgumentException e) {
                options.remove(o.name);
            }
            if (data.consumeInt(0, 7) > 0)
                sb.append('[')
                        .append(o.tagName())
                        .append(" \"")
                        .append(value)
                        .append("\"]")
                        .append(eol);
        }
        int first = data.consumeInt(1, 2);
        sb.append("[FirstPlayer \"").append(first).append("\"]").append(eol);
        int tags = data.consumeInt(0, 3);
        for (int i = 0; i < tags; i++) {
            String value = data.consumeBoolean() ? data.pickValue(VALUES) : data.consumeString(12);
            sb.append('[')
                    .append(data.pickValue(TAGS))
                    .append(" \"")
                    .append(value)
                    .append("\"]")
                    .append(eol);
        }
        sb.append(eol);
        Match<P> m = game.newMatch(options, first, Seat.HUMAN, Seat.HUMAN);
        int moves = data.consumeInt(0, 150);
        for (int i = 0; i < moves && data.remainingBytes() > 0; i++) {
            sb.append(move(def, m, data));
            int sep = data.consumeInt(0, 7);
            sb.append(sep == 0 ? eol : sep == 1 ? "\t" : sep == 2 ? " ; a comment" + eol : " ");
        }
        if (data.consumeBoolean()) sb.append(data.consumeRemainingAsString());
        SaveFileFuzzTest.check(game, sb.toString(), "the pasted text");
    }

    /** An option's value: its default, one of its choices, a size in or out of range, or anything. */
    private static String value(OptionSpec o, FuzzedDataProvider data) {
        int kind = data.consumeInt(0, 7);
        String[] choices = o.choices();
        if (kind == 0) return o.defaultValue;
        if (kind < 5 && o.kind == OptionSpec.Kind.SIZE)
            return data.consumeInt(o.minCols() - 1, o.maxCols() + 1) + "x"
                    + data.consumeInt(o.minRows() - 1, o.maxRows() + 1);
        if (kind < 6 && choices.length > 0) return data.pickValue(choices);
        return data.consumeString(16);
    }

    /** The next move: legal (then played on {@code m}), a legal one cut or changed, or garbage. */
    private static <P> String move(GameDef<P> def, Match<P> m, FuzzedDataProvider data) {
        int kind = data.consumeInt(0, 9);
        List<String> legal = m.isOver() ? Collections.<String>emptyList() : def.legalMoves(m.position());
        if (kind < 8 && !legal.isEmpty()) {
            String move =
                    m.toMove() == 0 ? def.automaticMove(m.position()) : legal.get(data.consumeInt(0, legal.size() - 1));
            if (kind < 6) {
                m.play(move);
                return move;
            }
            if (kind == 6) return move.substring(0, data.consumeInt(0, move.length()));
            return move.toUpperCase() + (data.consumeBoolean() ? "" : data.consumeString(2));
        }
        return data.consumeString(8);
    }
}
