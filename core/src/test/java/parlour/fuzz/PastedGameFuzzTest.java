package parlour.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import parlour.dots.DotsGame;
import parlour.dots.DotsNotation;
import parlour.dots.DotsPosition;

/**
 * Fuzz target: text pasted into Import, built near the save format so the fuzzer reaches the replay of
 * moves: a header of real and odd tags, then moves that are legal, reversed, repeated, off the board or
 * garbled, with comments, tabs, Windows line breaks and byte order marks mixed in. Same checks as
 * {@link SaveFileFuzzTest}.
 */
class PastedGameFuzzTest {
    private static final String[] TAGS = {"Game", "Size", "Player1", "Player2", "FirstPlayer", "Result", "Score", "Event"};
    private static final String[] VALUES = {"dots", "3x3", "15x15", "1x1", "human", "ai:easy", "ai:strong", "1", "2", "*", "tie", "0-0", ""};

    @FuzzTest(maxDuration = "10s")
    void pastedGame(FuzzedDataProvider data) {
        StringBuilder sb = new StringBuilder();
        String eol = data.consumeBoolean() ? "\r\n" : "\n";
        if (data.consumeBoolean()) sb.append('\uFEFF');
        if (data.consumeBoolean()) sb.append("[Parlour \"1\"]").append(eol);
        int cols = data.consumeInt(1, 15), rows = data.consumeInt(1, 15);
        sb.append("[Game \"dots\"]").append(eol).append("[Size \"").append(cols).append('x').append(rows).append("\"]").append(eol);
        int tags = data.consumeInt(0, 4);
        for (int i = 0; i < tags; i++) {
            String value = data.consumeBoolean() ? data.pickValue(VALUES) : data.consumeString(12);
            sb.append('[').append(data.pickValue(TAGS)).append(" \"").append(value).append("\"]").append(eol);
        }
        sb.append(eol);
        DotsPosition p = DotsPosition.empty(cols, rows, 1);
        int moves = data.consumeInt(0, 120);
        for (int i = 0; i < moves && data.remainingBytes() > 0; i++) {
            int[] legal = p.legalLines();
            int kind = data.consumeInt(0, 9);
            String move;
            if (kind < 6 && legal.length > 0) {
                int line = legal[data.consumeInt(0, legal.length - 1)];
                move = DotsNotation.format(p, line);
                if (kind == 5) move = move.substring(move.indexOf('-') + 1) + "-" + move.substring(0, move.indexOf('-'));
                p = p.play(line);
            } else if (kind < 8) {
                move = DotsNotation.dot(data.consumeInt(0, 26), data.consumeInt(0, 30)) + "-" + DotsNotation.dot(data.consumeInt(0, 26), data.consumeInt(0, 30));
            } else {
                move = data.consumeString(8);
            }
            sb.append(move);
            int sep = data.consumeInt(0, 7);
            sb.append(sep == 0 ? eol : sep == 1 ? "\t" : sep == 2 ? " ; a comment" + eol : " ");
        }
        if (data.consumeBoolean()) sb.append(data.consumeRemainingAsString());
        SaveFileFuzzTest.check(sb.toString(), "the pasted text");
    }
}
