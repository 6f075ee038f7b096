package parlour.app;

import parlour.board.GameModule;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisEndings;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.TableBuilder;
import parlour.morris.ai.TableCodec;

/**
 * Six Men's Morris's perfect tables as a launcher handles them without seeing the game: the files' names, a table
 * solved and encoded, a file decoded a slice at a time, and the launcher's tables handed to the game; and Nine Men's
 * Morris's endings of three men a side and of four against three, which a launcher with threads solves.
 */
public final class MorrisTables {
    private MorrisTables() {}

    /** One flying rule's table, decoded. */
    public static final class Table {
        final MorrisTable table;

        private Table(MorrisTable table) {
            this.table = table;
        }

        /** How many positions the table holds. */
        public long positions() {
            return table.positions();
        }

        /** The start position's value: 0 drawn, a positive n won in n - 1 plies, a negative n lost in -n - 1. */
        public int startValue() {
            return table.value(0, 0, MorrisTable.PIECES, MorrisTable.PIECES);
        }

        /**
         * A fingerprint of the value of every position, as {@link MorrisTable#value} gives it, in the files' order of
         * layers (two 32-bit hashes and the count): the build writes the fingerprint of the table it solved beside the
         * file it encoded, and a check of the file decodes it and compares fingerprints instead of solving the table
         * again. Any one value changed changes it: its FNV-1a half takes each value through a step that is one-to-one
         * in the state.
         */
        public String fingerprint() {
            int fnv = 0x811c9dc5, mixed = 17, count = 0;
            for (int key : MorrisTable.keys()) {
                int handMe = key / 343, handThem = key / 49 % 7, a = key / 7 % 7, b = key % 7;
                for (int me = (1 << a) - 1; me < 1 << 16; me = nextSet(me)) {
                    for (int set = (1 << b) - 1; set < 1 << (16 - a); set = nextSet(set)) {
                        int v = table.value(me, spread(set, me), handMe, handThem);
                        fnv = (fnv ^ v) * 0x01000193;
                        mixed = Integer.rotateLeft(mixed + v * 0x9e3779b1, 13) * 5 + 0x6b43a9b5;
                        count++;
                        if (set == 0) break;
                    }
                    if (me == 0) break;
                }
            }
            return Integer.toHexString(fnv) + "-" + Integer.toHexString(mixed) + "-" + count;
        }

        /** The next set of as many of the 16 points (Gosper's hack). */
        private static int nextSet(int s) {
            int c = s & -s, r = s + c;
            return (((r ^ s) >>> 2) / c) | r;
        }

        /** Spreads {@code set} over the points not in {@code me}. */
        private static int spread(int set, int me) {
            int out = 0, j = 0;
            for (int p = 0; p < 16; p++) {
                if ((me >> p & 1) != 0) continue;
                if ((set >> j++ & 1) != 0) out |= 1 << p;
            }
            return out;
        }

        /** The longest forced win the table holds, in plies. */
        public int longestWin() {
            int longest = 0;
            for (int key : MorrisTable.keys()) for (short v : table.layer(key)) if (v > longest) longest = v;
            return longest - 1;
        }
    }

    /** Nine Men's Morris's endings of three men a side and of four against three, solved. */
    public static final class Endings {
        final MorrisEndings table;

        private Endings(MorrisEndings table) {
            this.table = table;
        }
    }

    /** Solves Nine Men's Morris's endings (about 10 s and 90 MB on a desktop; 28 MB kept). */
    public static Endings solveEndings() {
        return new Endings(MorrisEndings.solve());
    }

    /** The tables a launcher has: each flying rule's, null while it is not in. */
    public interface Source {
        /** The table of this flying rule, or null while it is not in (asking may start its loading). */
        Table table(boolean flying);

        /** The share of the table loaded so far, 0 to 1 (a source that does not tell says 0). */
        default double progress(boolean flying) {
            return 0;
        }

        /** Why the table could not be had, or null while it is loading or loaded (a source that does not tell). */
        default String failure(boolean flying) {
            return null;
        }

        /** Nine Men's Morris's endings once solved; null until then (asking may start solving) or for a source without. */
        default Endings endings() {
            return null;
        }
    }

    /** A table file's bytes, decoded a slice at a time so that a frame never stalls. */
    public static final class Decoding {
        private final TableCodec.Decoder decoder;

        /** @throws IllegalArgumentException naming what is wrong when the bytes are not a table of this flying rule */
        public Decoding(byte[] data, boolean flying) {
            decoder = new TableCodec.Decoder(data, flying);
        }

        /**
         * Decodes up to {@code count} more positions; true when the table is whole.
         *
         * @throws IllegalArgumentException when the file is cut short or its check sum is wrong
         */
        public boolean step(int count) {
            return decoder.step(count);
        }

        /** The share decoded so far, 0 to 1. */
        public double progress() {
            return decoder.progress();
        }

        /** The table, once {@link #step} said it is whole. */
        public Table table() {
            return new Table(decoder.table());
        }
    }

    /** The name of the file that holds the table of this flying rule. */
    public static String fileName(boolean flying) {
        return TableCodec.fileName(flying);
    }

    /** A table file of this flying rule, every position solved (the build's, half a minute). */
    public static byte[] build(boolean flying) {
        return TableCodec.build(flying);
    }

    /** The table of this flying rule, every position solved (half a minute, 350 MB). */
    public static Table solve(boolean flying) {
        return new Table(new TableBuilder(flying).build());
    }

    /** The file of a table. */
    public static byte[] encode(Table table) {
        return TableCodec.encode(table.table);
    }

    /** The launcher's tables as the services handed to the games' modules (a split point's, the web widget's). */
    public static GameModule.Services services(Source tables) {
        return GameModule.Services.NONE.with(MorrisDatabase.Source.class, forGame(tables));
    }

    /** The launcher's tables as the game reads them. */
    static MorrisDatabase.Source forGame(final Source tables) {
        return new MorrisDatabase.Source() {
            @Override
            public MorrisTable table(boolean flying) {
                Table t = tables.table(flying);
                return t == null ? null : t.table;
            }

            @Override
            public double progress(boolean flying) {
                return tables.progress(flying);
            }

            @Override
            public String failure(boolean flying) {
                return tables.failure(flying);
            }

            @Override
            public MorrisEndings endings() {
                Endings e = tables.endings();
                return e == null ? null : e.table;
            }
        };
    }
}
