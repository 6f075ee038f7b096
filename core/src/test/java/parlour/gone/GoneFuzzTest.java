package parlour.gone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.board.GameUi;
import parlour.gone.view.GoneView;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;

/**
 * Random and mangled input for Gone's parsers and rules: a board file either reads or fails with a
 * file-and-line message, and a move either plays or is refused with a reason; nothing else ever escapes.
 */
class GoneFuzzTest {
    private static final String ALPHABET = "BW.# \t\r\n0123456789-+xyzb,w:/";

    private static String noise(Random r, int length) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++)
            sb.append(r.nextInt(20) == 0 ? (char) r.nextInt(0x3000) : ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        return sb.toString();
    }

    @Test
    void boardFilesReadOrFailWithFileAndLine() {
        Random r = new Random(9);
        for (int t = 0; t < 20000; t++) {
            String text = t % 3 == 0
                    ? "0 0 W\n" + noise(r, r.nextInt(40))
                    : t % 3 == 1 ? "WB\n" + noise(r, r.nextInt(40)) : noise(r, r.nextInt(60));
            try {
                GoneFormat.Board b = GoneFormat.parse(text, "f.txt");
                b.solve(t % 2 == 0);
            } catch (GoneFormatException e) {
                assertThat(e.getMessage()).as(e.getMessage()).startsWith("f.txt:" + e.line + ": ");
                assertThat(e.line).as(e.getMessage()).isGreaterThanOrEqualTo(1);
                assertThat(e.line)
                        .as("line " + e.line + " exists in " + text)
                        .isLessThanOrEqualTo(text.split("\n", -1).length);
            } catch (RuntimeException e) {
                fail("input " + text.replace("\n", "\\n") + " threw " + e);
            }
        }
    }

    @Test
    void movesPlayOrAreRefusedWithAReasonAndSavesLoadBack() throws SaveFormatException {
        GameEntry<GonePosition> entry = new GameEntry<>(GoneGame.RULES, GameUi.of("gone", GoneView::new));
        Random r = new Random(10);
        String[] shapes = {
            "b%d,%d", "w%d,%d", "h%d,%d", "%d,%d", "random-%d%d", "board:%d%d", "play", "round", "clear", "fill"
        };
        for (int game = 0; game < 40; game++) {
            Map<String, String> o = new LinkedHashMap<>();
            o.put("size", "8x8");
            o.put("mode", game % 2 == 0 ? "editor" : "challenge");
            o.put("k", String.valueOf(1 + game % 3));
            Match<GonePosition> m = entry.newMatch(o, 1, Seat.HUMAN, Seat.HUMAN);
            for (int i = 0; i < 300 && !m.isOver(); i++) {
                String move;
                if (r.nextInt(4) == 0) {
                    move = noise(r, r.nextInt(12));
                } else if (r.nextInt(3) == 0) {
                    List<String> legal = GoneGame.RULES.legalMoves(m.position());
                    move = m.toMove() == 0 ? "round" : legal.get(r.nextInt(legal.size()));
                } else {
                    String shape = shapes[r.nextInt(shapes.length)];
                    move = shape.replaceFirst("%d", String.valueOf(r.nextInt(12) - 2))
                            .replaceFirst("%d", String.valueOf(r.nextInt(12) - 2));
                    if (move.startsWith("board:"))
                        move = "board:" + noise(r, r.nextInt(20)).replace('\n', '/');
                }
                GonePosition before = m.position();
                String reason;
                try {
                    reason = m.play(move);
                } catch (RuntimeException e) {
                    throw new AssertionError("move " + move + " threw " + e, e);
                }
                if (reason != null) assertEquals(before, m.position(), "a refused move changes nothing: " + move);
            }
            Match<GonePosition> back = entry.load(entry.save(m), "fuzz");
            assertEquals(m.position(), back.position(), "save and load give the game back");
        }
    }
}
