package parlour.desktop;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Whether this machine has anything the game's sound could play on: without one, OpenAL's ALSA backend printed eight
 * "ALSA lib … cannot find card '0'" lines on every start, so the launcher opens no audio device there and says so in
 * one line instead.
 */
final class SoundDevice {
    private SoundDevice() {}

    /**
     * Whether a sound card ({@code /dev/snd/pcm*}), a sound server (PulseAudio's or PipeWire's socket, or one named by
     * PULSE_SERVER), or the player's own ALSA or OpenAL set-up is there; {@code root} is "/" but in tests.
     */
    static boolean present(Map<String, String> env, Path root) {
        if (env.containsKey("PULSE_SERVER") || env.containsKey("ALSOFT_DRIVERS")) return true;
        try (DirectoryStream<Path> cards = Files.newDirectoryStream(root.resolve("dev/snd"), "pcm*")) {
            if (cards.iterator().hasNext()) return true;
        } catch (IOException e) {
            // no /dev/snd: no card; a server may still play
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isEmpty()) {
            Path r = root.resolve(runtime.startsWith("/") ? runtime.substring(1) : runtime);
            if (Files.exists(r.resolve("pulse/native")) || Files.exists(r.resolve("pipewire-0"))) return true;
        }
        String home = env.get("HOME");
        if (home != null && !home.isEmpty()) {
            Path h = root.resolve(home.startsWith("/") ? home.substring(1) : home);
            if (Files.exists(h.resolve(".asoundrc")) || Files.exists(h.resolve(".alsoftrc"))) return true;
        }
        return Files.exists(root.resolve("etc/asound.conf")) || Files.exists(root.resolve("etc/openal/alsoft.conf"));
    }
}
