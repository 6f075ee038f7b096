package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.game.MatchEngine;
import parlour.match.EngineProtocol;

/** Reliability finding 4: a 128 MB protocol line is answered with '?' without being held or echoed. */
class BoundedLineReaderTest {
    /** A line of {@code n} letters and a line break, then {@code rest}, made as it is read (never held whole). */
    private static Reader hugeLineThen(long n, String rest) {
        return new Reader() {
            private long sent;
            private final StringReader tail = new StringReader("\n" + rest);

            @Override
            public int read(char[] cbuf, int off, int len) throws IOException {
                if (sent >= n) return tail.read(cbuf, off, len);
                int k = (int) Math.min(len, n - sent);
                Arrays.fill(cbuf, off, off + k, 'x');
                sent += k;
                return k;
            }

            @Override
            public void close() {}
        };
    }

    @Test
    void aHugeLineComesBackCutJustPastTheLimitAndTheNextLineFollows() throws IOException {
        BoundedLineReader lines =
                new BoundedLineReader(hugeLineThen(128L << 20, "name\r\nlast"), EngineProtocol.MAX_LINE);
        String first = lines.next();
        assertEquals(EngineProtocol.MAX_LINE + 1, first.length());
        assertEquals("name", lines.next());
        assertEquals("last", lines.next());
        assertNull(lines.next());
    }

    @Test
    void theEngineAnswersTheHugeLineWithAShortQuestionMarkAndGoesOn() throws IOException {
        EngineProtocol engine = new EngineProtocol(new MatchEngine<>(DotsGame.RULES, new Random(1)));
        BoundedLineReader lines =
                new BoundedLineReader(hugeLineThen(128L << 20, "protocol_version\n"), EngineProtocol.MAX_LINE);
        String answer = engine.execute(lines.next());
        assertThat(answer).as(answer).startsWith("? ");
        assertThat(answer.length()).as(answer).isLessThan(100);
        assertEquals("= 2\n\n", engine.execute(lines.next()));
    }

    @Test
    void emptyLinesAndAFinalLineWithoutABreakAreKept() throws IOException {
        BoundedLineReader lines = new BoundedLineReader(new StringReader("a\n\nb"), 10);
        assertEquals("a", lines.next());
        assertEquals("", lines.next());
        assertEquals("b", lines.next());
        assertNull(lines.next());
        assertNull(new BoundedLineReader(new StringReader(""), 10).next());
    }
}
