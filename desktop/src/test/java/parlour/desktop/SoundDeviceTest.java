package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A machine counts as able to play sound by its card, its sound server or the player's own sound set-up. */
class SoundDeviceTest {
    @TempDir
    Path root;

    @Test
    void nothingThereIsNoSound() throws Exception {
        Files.createDirectories(root.resolve("dev"));
        Files.createDirectories(root.resolve("home/ann"));
        assertThat(SoundDevice.present(Map.of("HOME", "/home/ann", "XDG_RUNTIME_DIR", "/run/user/1000"), root))
                .isFalse();
        // a /dev/snd with only the sequencer and timer, as a machine without a card may have
        Files.createDirectories(root.resolve("dev/snd"));
        Files.createFile(root.resolve("dev/snd/seq"));
        Files.createFile(root.resolve("dev/snd/timer"));
        assertThat(SoundDevice.present(Map.of("HOME", "/home/ann"), root)).isFalse();
    }

    @Test
    void aCardAServerOrTheOwnSetUpIsSound() throws Exception {
        Files.createDirectories(root.resolve("dev/snd"));
        Files.createFile(root.resolve("dev/snd/pcmC0D0p"));
        assertThat(SoundDevice.present(Map.of(), root))
                .as("a card's playback device")
                .isTrue();
        Files.delete(root.resolve("dev/snd/pcmC0D0p"));

        Files.createDirectories(root.resolve("run/user/1000/pulse"));
        Files.createFile(root.resolve("run/user/1000/pulse/native"));
        assertThat(SoundDevice.present(Map.of("XDG_RUNTIME_DIR", "/run/user/1000"), root))
                .as("PulseAudio's socket")
                .isTrue();
        assertThat(SoundDevice.present(Map.of("PULSE_SERVER", "tcp:10.0.0.2"), root))
                .as("a sound server named by PULSE_SERVER")
                .isTrue();

        Files.createDirectories(root.resolve("home/ann"));
        Files.createFile(root.resolve("home/ann/.asoundrc"));
        assertThat(SoundDevice.present(Map.of("HOME", "/home/ann"), root))
                .as("the player's own ALSA set-up")
                .isTrue();
    }
}
