package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.Analysis;
import parlour.game.MoveValue;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisAdvice;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableCodec;
import parlour.shell.launch.GameEntry;
import parlour.testing.Catalogues;

/**
 * Fuzz target: Six Men's Morris table files (.mtb, TableCodec), read as the web reads them (a slice at a time) and
 * the desktop. Any bytes, or a small real file (the moving phase of three against three solved, every other position
 * a draw: see TableFixturesTest) as it is or with bytes changed, cut, put in, taken out or added: either refused with
 * a clear reason, or read into exactly the table written (the check sum of the values is what tells a damaged file),
 * whose perfect player and hints choose only legal moves. Nothing but the reader's refusal escapes (the loaders catch
 * that alone). Each try decodes up to the whole table's 3.8 million positions: a slow target, a few dozen tries a second.
 */
class MorrisTableFuzzTest {
    private static final byte[][] FILES = new byte[2][];
    private static final MorrisTable[] TABLES = new MorrisTable[2];

    @FuzzTest(maxDuration = "10s")
    void morrisTable(FuzzedDataProvider data) {
        boolean flying = data.consumeBoolean();
        long seed = data.consumeLong();
        boolean raw = data.consumeBoolean();
        byte[] bytes = raw ? data.consumeRemainingAsBytes() : damaged(file(flying), data);
        MorrisTable t = read(bytes, flying);
        if (t == null) return;
        if (!raw)
            for (int key : MorrisTable.keys())
                assertArrayEquals(TABLES[flying ? 1 : 0].layer(key), t.layer(key), "a damaged file read as a table");
        playsLegally(t, flying, new Random(seed));
    }

    /** The small real file for a flying rule (see TableFixturesTest), and the table it holds. */
    private static byte[] file(boolean flying) {
        int i = flying ? 1 : 0;
        if (FILES[i] == null) {
            String name = "tables/six-moving-3v3-flying-" + (flying ? "on" : "off") + ".mtb";
            try (InputStream in = MorrisTableFuzzTest.class.getResourceAsStream(name)) {
                FILES[i] = in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            TABLES[i] = read(FILES[i], flying);
        }
        return FILES[i];
    }

    /** The file with up to three changes: a byte flipped or set, a cut, bytes put in, taken out or added at the end. */
    private static byte[] damaged(byte[] file, FuzzedDataProvider data) {
        byte[] b = file.clone();
        int edits = data.consumeInt(0, 3);
        for (int e = 0; e < edits && b.length > 0; e++) {
            int kind = data.consumeInt(0, 5), where = data.consumeInt(0, 2);
            // the header, the last bytes (the coder's flush), or anywhere
            int at = where == 0
                    ? data.consumeInt(0, Math.min(b.length, 13) - 1)
                    : where == 1
                            ? b.length - 1 - data.consumeInt(0, Math.min(b.length, 8) - 1)
                            : data.consumeInt(0, b.length - 1);
            if (kind == 0) b[at] ^= (byte) data.consumeInt(1, 255);
            else if (kind == 1) b[at] = data.consumeByte();
            else if (kind == 2) b = Arrays.copyOf(b, at);
            else if (kind == 3 || kind == 5) {
                byte[] in = data.consumeBytes(data.consumeInt(1, 16));
                int to = kind == 5 ? b.length : at;
                byte[] out = new byte[b.length + in.length];
                System.arraycopy(b, 0, out, 0, to);
                System.arraycopy(in, 0, out, to, in.length);
                System.arraycopy(b, to, out, to + in.length, b.length - to);
                b = out;
            } else {
                int n = Math.min(b.length - at, data.consumeInt(1, 16));
                byte[] out = new byte[b.length - n];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(b, at + n, out, at, b.length - at - n);
                b = out;
            }
        }
        return b;
    }

    /** The table the bytes hold, read a slice at a time as the web does; null when refused (clearly). */
    private static MorrisTable read(byte[] bytes, boolean flying) {
        try {
            TableCodec.Decoder d = new TableCodec.Decoder(bytes, flying);
            double last = 0;
            while (!d.step(4096)) {
                assertTrue(d.progress() >= last && d.progress() < 1, "progress " + d.progress());
                last = d.progress();
            }
            return d.table();
        } catch (IllegalArgumentException e) {
            Clear.message(e.getMessage());
            return null;
        }
    }

    /** In a game the random moves reach, the perfect player and the hints choose among the legal moves. */
    private static void playsLegally(MorrisTable table, boolean flying, Random random) {
        @SuppressWarnings("unchecked")
        GameEntry<MorrisPosition> six = (GameEntry<MorrisPosition>) Catalogues.STANDARD.byId("morris6");
        Map<String, String> o = new LinkedHashMap<>(six.defaults());
        o.put("flying", flying ? "on" : "off");
        o.put("doublemill", "off");
        Match<MorrisPosition> m = six.newMatch(o, 1 + random.nextInt(2), Seat.HUMAN, Seat.HUMAN);
        MorrisDatabase db = new MorrisDatabase(f -> f == flying ? table : null);
        for (int moves = random.nextInt(40); moves >= 0 && !m.isOver(); moves--) {
            List<String> legal = MorrisGame.SIX.legalMoves(m.position());
            Thinker player = MorrisPlayers.levels(db).computer("strong", m.position(), random, 1000);
            while (!player.think(1e9)) {}
            assertTrue(legal.contains(player.move()), "the perfect player chose " + player.move());
            Analysis<MorrisPosition> hints = new MorrisAdvice(db).analyse(m.position(), 1e9, random);
            while (!hints.think(1e9)) {}
            assertFalse(hints.values().isEmpty(), "hints for a game going on");
            for (MoveValue v : hints.values()) assertTrue(legal.contains(v.move), "a hint for " + v.move);
            m.play(legal.get(random.nextInt(legal.size())));
        }
    }
}
