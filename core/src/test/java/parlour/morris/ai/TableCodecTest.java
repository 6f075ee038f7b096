package parlour.morris.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.morris.MorrisBoard;

/**
 * The database's file format: the board's symmetries fold a real table without changing a value, and a file
 * decodes, slice by slice, to exactly the values encoded; a cut, damaged or wrong file is refused with a reason.
 */
class TableCodecTest {
    @Test
    void everySymmetryKeepsTheBoardsLinesAndMills() {
        MorrisBoard six = MorrisBoard.SIX;
        for (int g = 0; g < 16; g++) {
            for (int p = 0; p < 16; p++) {
                assertEquals(
                        TableFold.apply(g, six.neighbours(p)),
                        six.neighbours(TableFold.PERM[g][p]),
                        "symmetry " + g + " at " + six.name(p));
            }
            for (int three = 7; three < 1 << 16; three = TableIndex.nextSet(three)) {
                int image = TableFold.apply(g, three);
                assertEquals(isMill(three), isMill(image), "symmetry " + g + " of " + Integer.toBinaryString(three));
            }
        }
    }

    @Test
    void theFoldedTableAnswersAsTheFullOneEverywhere() {
        for (boolean flying : new boolean[] {true, false}) {
            MorrisTable full = new TableBuilder(flying).buildMoving(8);
            MorrisTable folded = full.fold();
            long checked = 0, decided = 0;
            for (int a = 3; a <= 5; a++) {
                for (int b = 3; a + b <= 8; b++) {
                    for (int me = (1 << a) - 1; me < 1 << 16; me = TableIndex.nextSet(me)) {
                        for (int set = (1 << b) - 1; set < 1 << (16 - a); set = TableIndex.nextSet(set)) {
                            int them = TableIndex.spread(set, me);
                            int v = full.value(me, them, 0, 0);
                            assertEquals(v, folded.value(me, them, 0, 0));
                            checked++;
                            if (v != 0) decided++;
                        }
                    }
                }
            }
            assertThat(checked)
                    .as(checked + " checked, " + decided + " decided")
                    .isGreaterThan(3_000_000);
            assertThat(decided)
                    .as(checked + " checked, " + decided + " decided")
                    .isGreaterThan(300_000);
            assertThat(folded.positions() * 12)
                    .as("folding keeps " + folded.positions())
                    .isLessThan(full.positions());
        }
    }

    @Test
    void aFileDecodesSliceBySliceToTheValuesEncoded() {
        MorrisTable table = randomTable(true, 5);
        byte[] file = TableCodec.encode(table);
        TableCodec.Decoder decoder = new TableCodec.Decoder(file, true);
        double last = 0;
        int slices = 0;
        while (!decoder.step(100_000)) {
            assertThat(decoder.progress()).as("progress grows").isGreaterThan(last);
            last = decoder.progress();
            slices++;
        }
        assertThat(slices).as(slices + " slices").isGreaterThan(10);
        assertEquals(1.0, decoder.progress());
        MorrisTable back = decoder.table();
        for (int key : MorrisTable.keys()) assertArrayEquals(table.layer(key), back.layer(key), "layer " + key);
        assertThat(file.length).as(file.length + " bytes").isLessThan(2_000_000);
    }

    @Test
    void aCutDamagedOrWrongFileIsRefusedWithItsReason() {
        byte[] file = TableCodec.encode(randomTable(false, 6));
        IllegalArgumentException cut = assertThrows(
                IllegalArgumentException.class,
                () -> new TableCodec.Decoder(Arrays.copyOf(file, file.length / 2), false).step(Integer.MAX_VALUE));
        assertThat(cut.getMessage()).as(cut.getMessage()).contains("cut short");
        byte[] damaged = file.clone();
        damaged[damaged.length / 3] ^= 0x10;
        assertThrows(
                IllegalArgumentException.class,
                () -> new TableCodec.Decoder(damaged, false).step(Integer.MAX_VALUE),
                "a damaged file");
        IllegalArgumentException other =
                assertThrows(IllegalArgumentException.class, () -> new TableCodec.Decoder(file, true));
        assertThat(other.getMessage()).as(other.getMessage()).contains("flying off");
        // every byte of the header counts: the rule's byte flipped to anything but 0 or 1 is no table
        byte[] header = file.clone();
        header[4] ^= 0x40;
        IllegalArgumentException rule =
                assertThrows(IllegalArgumentException.class, () -> new TableCodec.Decoder(header, false));
        assertThat(rule.getMessage()).as(rule.getMessage()).contains("not a Parlour Morris table");
        IllegalArgumentException text = assertThrows(
                IllegalArgumentException.class, () -> new TableCodec.Decoder("hello, table".getBytes(), false));
        assertThat(text.getMessage()).as(text.getMessage()).contains("not a Parlour Morris table");
    }

    private static boolean isMill(int three) {
        return MorrisBoard.SIX.millsThrough(three, Integer.numberOfTrailingZeros(three)) > 0;
    }

    /** A folded table of made-up values: half draws, the rest wins and losses of up to 150 plies, in runs. */
    private static MorrisTable randomTable(boolean flying, long seed) {
        Random random = new Random(seed);
        MorrisTable t = MorrisTable.allocateFolded(flying);
        int v = 0;
        for (int key : MorrisTable.keys()) {
            short[] layer = t.layer(key);
            for (int i = 0; i < layer.length; i++) {
                if (random.nextInt(4) == 0) {
                    int d = random.nextInt(random.nextBoolean() ? 12 : 150) + 1;
                    v = random.nextBoolean() ? 0 : random.nextBoolean() ? d : -d;
                }
                layer[i] = (short) v;
            }
        }
        return t;
    }
}
