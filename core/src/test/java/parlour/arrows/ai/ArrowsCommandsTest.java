package parlour.arrows.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.BoardFiles;
import parlour.game.MatchEngine;
import parlour.match.EngineGame;
import parlour.match.EngineProtocol;
import parlour.match.Text;

/** Arrows in the engine protocol: setup, loadboard (binary and text), play by digit or compass name, result, time_left. */
class ArrowsCommandsTest {
    private EngineProtocol engine = engineReading(null);

    /** An engine playing Arrows whose {@code loadboard} reads through {@code files} (null: it has no files). */
    private static EngineProtocol engineReading(ArrowsCommands.FileReader files) {
        ArrowsGame game = ArrowsGame.RULES.with(ArrowsGame.RULES.players(), null, ArrowsCommands.table(files));
        return new EngineProtocol(new EngineGame[] {new MatchEngine<>(game, new Random(1))});
    }

    private String ok(String command) {
        String a = engine.execute(command);
        assertThat(a).as(command + " -> " + a).startsWith("=");
        return a.substring(1).trim();
    }

    private String refused(String command) {
        String a = engine.execute(command);
        assertThat(a).as(command + " -> " + a).startsWith("?");
        return a.substring(1).trim();
    }

    @Test
    void setupPlaysToAResultWithDigitsAndCompassNames() {
        ok("game arrows");
        ok("setup 5 5 1 1 E 5 5 W");
        assertEquals("none", ok("result"));
        assertEquals("0 1 2 3 4 5 6 7", ok("legal_moves"));
        ok("play N");
        ok("play 4");
        // player 1's arrow on (2,1) points north, off the board
        assertEquals("2", ok("result"));
        assertEquals("", ok("legal_moves"));
        assertThat(refused("play 3")).contains("over");
        assertThat(refused("setup 5 5 1 1 E 9 5 W")).contains("pair 3 (9, 5)");
        assertThat(refused("setup 5 5")).contains("M N X1 Y1 D1");
        assertThat(refused("play 9").length()).isGreaterThan(0);
    }

    @Test
    void loadboardReadsBinaryAndTextFilesAndARefusalLeavesTheGame() {
        final byte[] binary = BoardFiles.writeBinary(ArrowsBoard.parseSetup(Text.words("6 4 2 2 2 5 3 6 1 4"), "t"));
        engine = engineReading(path -> {
            if (path.equals("b.dat")) return binary;
            if (path.equals("b.txt"))
                return "size 7 7\nfirst 1 1 SE\nsecond 7 7 NW\n".getBytes(StandardCharsets.US_ASCII);
            if (path.equals("short.dat")) return Arrays.copyOf(binary, 10);
            throw new IllegalArgumentException(path + ": no such file");
        });
        ok("game arrows");
        ok("loadboard b.dat");
        assertThat(ok("position")).as(ok("position")).contains("[Board \"6 4 2 2 2 5 3 6 1 4\"]");
        ok("play E");
        String message = refused("loadboard short.dat");
        assertThat(message).as(message).contains("short.dat");
        assertThat(message).as(message).contains("pair 3");
        assertEquals("1", ok("to_move").equals("2") ? "1" : "x", "the game in progress is untouched");
        ok("loadboard b.txt");
        assertThat(ok("position")).contains("[Board \"7 7 1 1 3 7 7 7\"]");
        assertThat(refused("loadboard nothing.dat")).contains("nothing.dat");
    }

    @Test
    void timeLeftSetsTheClockOfTheSideToMove() {
        ok("game arrows");
        ok("setup 8 8 2 2 E 7 7 W");
        ok("play S");
        ok("time_left 42.5");
        assertThat(ok("position")).as(ok("position")).contains("300000/300000 300000/42500");
        assertThat(refused("time_left soon")).contains("not a number");
        assertThat(refused("time_left -3")).contains("positive");
    }
}
