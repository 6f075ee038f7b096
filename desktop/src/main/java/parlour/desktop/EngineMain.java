package parlour.desktop;

import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import parlour.app.Launch;
import parlour.game.GameDef;
import parlour.game.MatchEngine;
import parlour.match.EngineGame;
import parlour.match.EngineProtocol;
import picocli.CommandLine.Model.CommandSpec;

/** The engine protocol on standard input and output (core cannot take java.io, so the loop lives here). */
public final class EngineMain {
    private EngineMain() {}

    /** The {@code engine} command: no options but --help, --version and --lang; it answers on standard output. */
    static CommandSpec command(Launch launch) {
        CommandSpec spec = CommandLines.command(
                (Callable<Integer>) () -> run(launch, System.in, System.out),
                "engine",
                t("run the text engine protocol on stdin/stdout (no window)"),
                CommandLines.PROGRAM + " engine");
        CommandLines.describe(
                spec,
                (t("Reads one command a line (list_commands names them) and answers each,"
                        + " as a program that controls the game expects; quit or the end of the input ends it.")));
        CommandLines.language(spec);
        CommandLines.finish(spec);
        return spec;
    }

    /** One protocol adapter per game of the launch; the first is current at start. */
    static EngineGame[] engines(Launch launch, Random random) {
        List<EngineGame> out = new ArrayList<>();
        for (GameDef<?> g : launch.games()) out.add(new MatchEngine<>(g, random));
        return out.toArray(new EngineGame[0]);
    }

    /**
     * Answers the protocol commands read from {@code in} on {@code out}, in UTF-8, flushing each answer.
     *
     * @return 0 after {@code quit} or at the end of the input, 1 if the input cannot be read
     */
    public static int run(Launch launch, InputStream in, PrintStream out) {
        EngineProtocol engine = new EngineProtocol(engines(launch, new Random()));
        // a huge line is never held whole: the protocol answers its first part with '?'
        BoundedLineReader reader =
                new BoundedLineReader(new InputStreamReader(in, StandardCharsets.UTF_8), EngineProtocol.MAX_LINE);
        try {
            String line;
            while (!engine.quitRequested() && (line = reader.next()) != null) {
                byte[] answer = engine.execute(line).getBytes(StandardCharsets.UTF_8);
                if (answer.length == 0) continue;
                out.write(answer, 0, answer.length);
                out.flush();
            }
            return 0;
        } catch (IOException e) {
            System.err.println("engine: cannot read the commands: " + e.getMessage());
            return 1;
        }
    }
}
