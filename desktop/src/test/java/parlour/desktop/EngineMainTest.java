package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import parlour.app.Launch;

/** The engine on standard input and output, as a controlling program drives it. */
class EngineMainTest {

    static String[] run(String script) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = EngineMain.run(
                new Launch(ArrowsDesktop.FILES, null),
                new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                out);
        return new String[] {String.valueOf(code), bytes.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void answersAScriptLineByLineAndStopsAtQuit() {
        String[] r =
                run("# set up\r\n1 protocol_version\nname\n\nboardsize 2 1\nplay a1-b1\n2 play a1-b1\nplay b1-a1é\n"
                        + "score\nfly\nquit\nname\n");
        assertEquals("0", r[0]);
        assertEquals(
                "=1 2\n\n"
                        + "= Parlour\n\n"
                        + "=\n\n"
                        + "=\n\n"
                        + "?2 Those dots are already joined: choose another line.\n\n"
                        + "? 'a1é' is not a dot: the row must be a number\n\n"
                        + "= 0 0\n\n"
                        + "? unknown command 'fly': list_commands shows the known ones\n\n"
                        + "=\n\n",
                r[1],
                "nothing is answered after quit");
    }

    @Test
    void genmoveAnswersAMoveAndTheEndOfInputEndsTheLoop() {
        String[] r = run("boardsize 1 1\ngenmove\ngenmove\ngenmove\ngenmove\nresult\n");
        assertEquals("0", r[0]);
        String[] answers = r[1].split("\n\n");
        assertEquals(6, answers.length, r[1]);
        for (int i = 1; i <= 4; i++) assertTrue(answers[i].matches("= [ab][12]-[ab][12]"), answers[i]);
        assertTrue(answers[5].equals("= 1") || answers[5].equals("= 2"), answers[5]);
    }
}
