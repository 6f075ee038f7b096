package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Reliability finding 4: --window sizes that ended in a stack trace or an X error get a clear message instead. */
class WindowSizeTest {
    @Test
    void sensibleSizesAreRead() {
        assertArrayEquals(new int[] {1100, 760}, WindowSize.parse("1100x760"));
        assertArrayEquals(new int[] {320, 240}, WindowSize.parse("320X240"));
        assertArrayEquals(new int[] {8192, 8192}, WindowSize.parse("8192x8192"));
    }

    @Test
    void zeroNegativeHugeAndMalformedSizesAreRefusedSayingTheRange() {
        for (String bad : new String[] {
            "0x0",
            "-5x-5",
            "100000x100000",
            "319x240",
            "320x239",
            "8193x100",
            "x",
            "800",
            "800x",
            "x600",
            "99999999999999999999x1",
            "800x600x2",
            "1e3x600",
            "",
            "\u0661\u0662\u0663x600"
        }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WindowSize.parse(bad), bad);
            assertThat(e.getMessage()).as(e.getMessage()).contains("from 320x240 to 8192x8192");
        }
    }
}
