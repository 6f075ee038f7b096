package parlour.dots.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Simple loony endgame values against a search over every order of opening the components. */
class LoonyEndgameTest {
    private final Map<String, Integer> memo = new HashMap<>();

    /** What the opponent nets when the component is opened and the rest is worth r to whoever opens next. */
    private static int opponent(int code, int r) {
        int k = code >> 1;
        if ((code & 1) != 0) return Math.max(k + r, k - 8 - r);
        if (k <= 2) return k + r;
        return Math.max(k + r, k - 4 - r);
    }

    /** Tries every component as the one opened first, recursively. */
    private int everyOrder(List<Integer> codes) {
        if (codes.isEmpty()) return 0;
        Collections.sort(codes);
        String key = codes.toString();
        Integer known = memo.get(key);
        if (known != null) return known;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < codes.size(); i++) {
            List<Integer> rest = new ArrayList<>(codes);
            int c = rest.remove(i);
            best = Math.max(best, -opponent(c, everyOrder(rest)));
        }
        memo.put(key, best);
        return best;
    }

    private static int value(int... codes) {
        return new LoonyEndgame().value(codes, codes.length);
    }

    @Test
    void textbookCases() {
        // one long chain: the opener loses it all; a 3-chain and a 4-chain: give the 3, keep control, lose 3 + 4 - 4
        assertEquals(-5, value(2 * 5));
        assertEquals(-3, value(2 * 3, 2 * 4));
        // a lone 4-loop is all the opponent's; a 1-chain passes the obligation to open the 5-chain on
        assertEquals(-4, value(2 * 4 + 1));
        assertEquals(4, value(2, 2 * 5));
        assertEquals(0, value());
    }

    @Test
    void agreesWithEveryOrderOnRandomEndgames() {
        Random random = new Random(12);
        LoonyEndgame endgame = new LoonyEndgame();
        for (int t = 0; t < 3000; t++) {
            int n = 1 + random.nextInt(8);
            int[] codes = new int[n];
            List<Integer> list = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int kind = random.nextInt(4);
                codes[i] = kind == 0
                        ? 2 * (1 + random.nextInt(2))
                        : kind == 1 ? 2 * (4 + 2 * random.nextInt(5)) + 1 : 2 * (3 + random.nextInt(10));
                list.add(codes[i]);
            }
            assertEquals(everyOrder(list), endgame.value(codes, n), list.toString());
        }
    }
}
