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
         * A fingerprint of every position's value ({@link MorrisTable#fingerprint}): the build writes the one of the
         * table it solved beside the file it encoded, and a check of the file decodes it and compares fingerprints
         * instead of solving the table again.
         */
        public String fingerprint() {
            return table.fingerprint();
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
