package parlour.testgame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.GameDef;
import parlour.game.Notation;
import parlour.game.OptionSpec;
import parlour.game.Players;
import parlour.match.Text;
import parlour.match.Thinker;

/**
 * Nim, a game that exists only in the tests to prove the seam is general: a move takes two steps (a
 * heap, then how many sticks: "b3" takes 3 from heap b), it has per-player clocks as an option, and a
 * demo mode where nobody is to move and the automaton takes one stick a round. Whoever takes the last stick wins.
 */
public final class Nim implements GameDef<NimPosition>, Players<NimPosition>, Notation<NimPosition> {
    public static final Nim GAME = new Nim();
    static final OptionSpec HEAPS =
            OptionSpec.choice("heaps", "Heaps", "sticks in each heap", "3-4-5", "3-4-5", "1-2-3", "7");
    static final OptionSpec MODE =
            OptionSpec.choice("mode", "Mode", "play, or watch the automaton", "play", "play", "demo");
    static final OptionSpec CLOCK = OptionSpec.choice(
            "clock", "Clock", "seconds each player has for the game", "untimed", "untimed", "1", "60");

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String title() {
        return "Nim";
    }

    @Override
    public OptionSpec[] options() {
        return new OptionSpec[] {HEAPS, MODE, CLOCK};
    }

    @Override
    public NimPosition start(Map<String, String> options, int firstPlayer) {
        String[] parts = options.get("heaps").split("-");
        int[] heaps = new int[parts.length];
        for (int i = 0; i < parts.length; i++) heaps[i] = Integer.parseInt(parts[i]);
        boolean demo = options.get("mode").equals("demo");
        return new NimPosition(heaps, demo ? 0 : firstPlayer, 0, demo, options.get("clock"));
    }

    @Override
    public Map<String, String> optionsOf(NimPosition start) {
        Map<String, String> o = new LinkedHashMap<>();
        StringBuilder sb = new StringBuilder();
        for (int h : start.heaps) sb.append(sb.length() == 0 ? "" : "-").append(h);
        o.put("heaps", sb.toString());
        o.put("mode", start.demo ? "demo" : "play");
        o.put("clock", start.clock);
        return o;
    }

    @Override
    public double clockMillis(Map<String, String> options) {
        String c = options.get("clock");
        return c == null || c.equals("untimed") ? 0 : Double.parseDouble(c) * 1000;
    }

    @Override
    public int firstPlayer(NimPosition start) {
        return start.toMove == 0 ? 1 : start.toMove;
    }

    @Override
    public int toMove(NimPosition p) {
        return p.toMove;
    }

    @Override
    public int winner(NimPosition p) {
        if (!p.isEmpty()) return -1;
        return p.demo ? 0 : p.lastTaker;
    }

    @Override
    public boolean hasAutomaton() {
        return true;
    }

    @Override
    public String automaticMove(NimPosition p) {
        int best = 0;
        for (int i = 1; i < p.heaps.length; i++) if (p.heaps[i] > p.heaps[best]) best = i;
        return (char) ('a' + best) + "1";
    }

    @Override
    public NimPosition play(NimPosition p, String move) {
        String m = canonical(p, move);
        int heap = m.charAt(0) - 'a';
        int take = Integer.parseInt(m.substring(1));
        int[] next = p.heaps.clone();
        next[heap] -= take;
        return new NimPosition(next, p.demo ? 0 : 3 - p.toMove, p.demo ? 0 : p.toMove, p.demo, p.clock);
    }

    @Override
    public List<String> legalMoves(NimPosition p) {
        List<String> out = new ArrayList<>();
        if (p.isEmpty()) return out;
        for (int i = 0; i < p.heaps.length; i++)
            for (int n = 1; n <= p.heaps[i]; n++) out.add((char) ('a' + i) + String.valueOf(n));
        return out;
    }

    @Override
    public String canonical(NimPosition p, String move) {
        String m = move.trim().toLowerCase();
        if (m.length() < 2 || m.charAt(0) < 'a' || m.charAt(0) > 'z') {
            throw new IllegalArgumentException(
                    Text.quote(move) + " is not a move: write a heap letter and a count, like a2");
        }
        int heap = m.charAt(0) - 'a';
        if (heap >= p.heaps.length) throw new IllegalArgumentException("there is no heap " + m.charAt(0));
        int take = Text.smallNumber(m.substring(1), Text.quote(move) + " is not a move: the count must be a number");
        if (take < 1 || take > p.heaps[heap])
            throw new IllegalArgumentException("heap " + m.charAt(0) + " has " + p.heaps[heap] + " sticks");
        return m.charAt(0) + String.valueOf(take);
    }

    @Override
    public List<String> parts(String move) {
        return Arrays.asList(move.substring(0, 1), move.substring(1));
    }

    @Override
    public String moveExample() {
        return "a2";
    }

    @Override
    public String howToMove() {
        return "Choose a heap, then how many sticks to take.";
    }

    @Override
    public String diagram(NimPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.heaps.length; i++) {
            sb.append('\n').append((char) ('a' + i)).append(' ');
            for (int n = 0; n < p.heaps[i]; n++) sb.append('|');
        }
        return sb.toString();
    }

    @Override
    public Players<NimPosition> players() {
        return this;
    }

    @Override
    public Notation<NimPosition> notation() {
        return this;
    }

    @Override
    public String[] levels() {
        return new String[] {"random", "perfect"};
    }

    @Override
    public String defaultLevel() {
        return "perfect";
    }

    @Override
    public Thinker computer(String level, final NimPosition p, final Random random, double maxMillis) {
        if (!level.equals("random") && !level.equals("perfect"))
            throw new IllegalArgumentException("unknown level " + Text.quote(level));
        final boolean perfect = level.equals("perfect");
        return new Thinker() {
            private String move;

            @Override
            public boolean think(double budgetMillis) {
                List<String> legal = legalMoves(p);
                move = legal.get(random.nextInt(legal.size()));
                if (perfect) {
                    int sum = 0;
                    for (int h : p.heaps) sum ^= h;
                    for (int i = 0; i < p.heaps.length && sum != 0; i++) {
                        int target = p.heaps[i] ^ sum;
                        if (target < p.heaps[i]) {
                            move = (char) ('a' + i) + String.valueOf(p.heaps[i] - target);
                            break;
                        }
                    }
                }
                return true;
            }

            @Override
            public String move() {
                return move;
            }
        };
    }

    @Override
    public double thinkMillis(String level) {
        return 0;
    }
}
