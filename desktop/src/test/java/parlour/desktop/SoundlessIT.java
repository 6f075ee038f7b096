package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The game window opened with its sound on, on a machine that may have no sound card (CI's has none): no "ALSA lib"
 * lines from the audio library (issue #48 printed eight on every start), and where there is no card nor server, one
 * line that says the game plays without sound.
 */
class SoundlessIT {
    @Test
    void withoutASoundDeviceTheWindowOpensAndSaysSoInOneLine() throws Exception {
        String missing = WindowSession.missingTools();
        if (missing != null && Tools.onCi()) fail(missing + " (CI=true, so this fails instead of skipping)");
        assumeTrue(missing == null, missing);
        List<String> args = List.of(
                "--game",
                "dots",
                "--size",
                "2x2",
                "--p1",
                "human",
                "--p2",
                "human",
                "--sound",
                "on",
                "--window",
                "800x600");
        try (WindowSession s = WindowSession.start("parlour-sound", "soundless.log", args)) {
            s.game.await(Pattern.compile("first frame after .*"), Duration.ofSeconds(60), "a first frame");
            List<String> lines = s.game.lines();
            assertThat(lines).as("the game's output").noneMatch(l -> l.contains("ALSA lib"));
            List<String> told = lines.stream()
                    .filter(l -> l.contains("no sound card or sound server"))
                    .collect(Collectors.toList());
            assertThat(told).as("the game's output: " + lines).hasSizeLessThanOrEqualTo(1);
            if (!Files.isDirectory(Path.of("/dev/snd")) && System.getenv("PULSE_SERVER") == null)
                assertThat(told)
                        .as("no /dev/snd here: the game says it plays without sound; its output: " + lines)
                        .hasSize(1);
        }
    }
}
