package parlour.tools;

import java.util.Locale;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisMove;
import parlour.morris.MorrisMoves;
import parlour.morris.MorrisRules;
import parlour.morris.ai.FourThreeTable;
import parlour.morris.ai.MorrisEndings;
import parlour.morris.ai.ThreeMenTable;
import picocli.CommandLine.Command;

/**
 * Checks the solved endings of Nine Men's Morris whole, where the tests take a sample: every position of four men
 * against three, either side to move, and of three a side has the value its moves give by the game's own move
 * generator (a mill's removal included) and the tables' values after them. With the win and loss lengths going down
 * by one a move, that proves the tables. Prints how long solving took and what the four against three hold.
 */
@Command(
        name = "EndingsCheck",
        mixinStandardHelpOptions = true,
        versionProvider = ToolCommand.Version.class,
        description = "Checks every position of four men against three against the rules' moves.")
public final class EndingsCheck implements Runnable {
    private final MorrisRules rules = MorrisGame.NINE.rules(true);
    private ThreeMenTable three;
    private FourThreeTable four;

    public static void main(String[] args) {
        ToolCommand.main(new EndingsCheck(), args);
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        MorrisEndings endings = MorrisEndings.solve();
        three = endings.threeMen();
        four = endings.fourThree();
        System.out.printf(
                Locale.ROOT,
                "solved in %.1f s; the longest result of four against three takes %d plies%n",
                (System.nanoTime() - start) / 1e9,
                four.longest());
        long[][] counts = new long[2][3];
        long checked = 0, wrong = 0;
        for (int f = 0; f < 1 << 24; f++) {
            if (Integer.bitCount(f) != 4) continue;
            int free = ((1 << 24) - 1) & ~f;
            for (int x = free; x != 0; x &= x - 1)
                for (int y = x & (x - 1); y != 0; y &= y - 1)
                    for (int z = y & (y - 1); z != 0; z &= z - 1) {
                        int t = (x & -x) | (y & -y) | (z & -z);
                        for (int side = 0; side < 2; side++) {
                            int mover = side == 0 ? f : t, opponent = side == 0 ? t : f;
                            int value = four.value(mover, opponent), expected = fromMoves(mover, opponent);
                            counts[side][value > 0 ? 0 : value < 0 ? 1 : 2]++;
                            checked++;
                            if (value != expected && wrong++ < 10)
                                System.out.printf(
                                        Locale.ROOT,
                                        "wrong: mover %s, opponent %s: the table says %d, the moves %d%n",
                                        Integer.toBinaryString(mover),
                                        Integer.toBinaryString(opponent),
                                        value,
                                        expected);
                        }
                    }
        }
        long threes = 0;
        for (int a = 0; a < 1 << 24; a++) {
            if (Integer.bitCount(a) != 3) continue;
            int free = ((1 << 24) - 1) & ~a;
            for (int x = free; x != 0; x &= x - 1)
                for (int y = x & (x - 1); y != 0; y &= y - 1)
                    for (int z = y & (y - 1); z != 0; z &= z - 1) {
                        int b = (x & -x) | (y & -y) | (z & -z);
                        threes++;
                        int value = three.value(a, b), expected = fromMoves(a, b);
                        if (value != expected && wrong++ < 10)
                            System.out.printf(
                                    Locale.ROOT,
                                    "wrong, three a side: %s against %s: the table says %d, the moves %d%n",
                                    Integer.toBinaryString(a),
                                    Integer.toBinaryString(b),
                                    value,
                                    expected);
                    }
        }
        System.out.printf(Locale.ROOT, "three a side: %d positions checked%n", threes);
        checked += threes;
        for (int side = 0; side < 2; side++)
            System.out.printf(
                    Locale.ROOT,
                    "%s to move: won %d, lost %d, drawn %d%n",
                    side == 0 ? "the four" : "the three",
                    counts[side][0],
                    counts[side][1],
                    counts[side][2]);
        System.out.printf(Locale.ROOT, "%d positions checked, %d wrong%n", checked, wrong);
        if (wrong > 0) throw new IllegalStateException(wrong + " positions disagree with their moves");
    }

    /** The value the moves of the mover (men on {@code mover}) give, by the tables' values after each. */
    private int fromMoves(int mover, int opponent) {
        int bestWin = Integer.MAX_VALUE, longestLoss = 0;
        boolean draw = false;
        for (int m : MorrisMoves.generate(rules, mover, opponent, 0)) {
            int after = mover & ~(1 << MorrisMove.from(m)) | 1 << MorrisMove.to(m);
            int left = MorrisMove.removes(m) ? opponent & ~(1 << MorrisMove.remove1(m)) : opponent;
            if (Integer.bitCount(left) < 3) {
                bestWin = 1;
                continue;
            }
            int v = Integer.bitCount(after | left) == 6 ? three.value(left, after) : four.value(left, after);
            if (v < 0) bestWin = Math.min(bestWin, 1 - v);
            else if (v == 0) draw = true;
            else longestLoss = Math.max(longestLoss, v + 1);
        }
        if (bestWin != Integer.MAX_VALUE) return bestWin;
        return draw ? 0 : -longestLoss;
    }
}
