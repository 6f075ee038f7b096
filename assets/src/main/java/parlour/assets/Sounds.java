package parlour.assets;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Synthesises the game's short UI sounds as 16-bit PCM mono WAV at 22050 Hz. Every sound has a quick attack, an
 * exponential decay and short raised-cosine fades at both ends (no clicks), and is normalised to a peak of -6 dBFS.
 * Uses {@link StrictMath} and fixed-seed {@link Random}s, so the bytes are identical on every run and platform.
 */
final class Sounds {
    static final int RATE = 22050;
    /** -6 dBFS. */
    private static final double PEAK = Math.pow(10, -6 / 20.0);

    private static final double TWO_PI = 2 * Math.PI;

    private Sounds() {}

    static void generate(Path outDir) throws IOException {
        Files.createDirectories(outDir);
        write(outDir.resolve("line.wav"), line());
        write(outDir.resolve("box.wav"), box());
        write(outDir.resolve("win.wav"), win());
        write(outDir.resolve("lose.wav"), lose());
        write(outDir.resolve("error.wav"), error());
        write(outDir.resolve("click.wav"), click());
    }

    // ------------------------------------------------------------------ the sounds

    /** Soft pencil tap / pluck, ~70 ms: a damped woody tone plus a very short low-passed noise tick. */
    static double[] line() {
        double[] s = buffer(0.070);
        addNote(s, 0, 587.33, 0.018, 0.002, new double[] {1, 0.35, 0.12}); // D5, quickly damped
        Random rnd = new Random(0x9E11C11L);
        double lp = 0;
        for (int i = 0; i < s.length; i++) {
            double t = i / (double) RATE;
            lp += 0.25 * ((rnd.nextDouble() * 2 - 1) - lp); // one-pole low-pass: graphite on paper, not hiss
            s[i] += 0.9 * lp * attack(t, 0.001) * StrictMath.exp(-t / 0.006);
        }
        return finish(s, 0.001, 0.010);
    }

    /** Bright two-note chime, ~220 ms: E6 then B6 with a soft bell partial. */
    static double[] box() {
        double[] s = buffer(0.220);
        double[] bell = {1, 0.0, 0.18, 0.0, 0.05};
        addNote(s, 0.000, 1318.51, 0.060, 0.002, bell); // E6
        addNote(s, 0.065, 1975.53, 0.070, 0.002, bell); // B6
        addInharmonic(s, 0.000, 1318.51 * 2.76, 0.020, 0.12);
        addInharmonic(s, 0.065, 1975.53 * 2.76, 0.020, 0.10);
        return finish(s, 0.001, 0.025);
    }

    /** Rising major arpeggio C5 E5 G5 C6, ~700 ms, the last note ringing longest. */
    static double[] win() {
        double[] s = buffer(0.700);
        double[] timbre = {1, 0.30, 0.10, 0.04};
        double[] freq = {523.25, 659.26, 783.99, 1046.50};
        double[] start = {0.000, 0.110, 0.220, 0.330};
        double[] decay = {0.090, 0.090, 0.100, 0.160};
        for (int n = 0; n < freq.length; n++) addNote(s, start[n], freq[n], decay[n], 0.004, timbre);
        return finish(s, 0.001, 0.060);
    }

    /** Falling minor notes G4 Eb4 C4, ~600 ms, mellow timbre. */
    static double[] lose() {
        double[] s = buffer(0.600);
        double[] timbre = {1, 0.20, 0.05};
        double[] freq = {392.00, 311.13, 261.63};
        double[] start = {0.000, 0.160, 0.320};
        double[] decay = {0.110, 0.110, 0.150};
        for (int n = 0; n < freq.length; n++) addNote(s, start[n], freq[n], decay[n], 0.006, timbre);
        return finish(s, 0.001, 0.060);
    }

    /** Low soft buzz, ~160 ms: 110 Hz band-limited square-ish tone with a slow-ish decay. */
    static double[] error() {
        double[] s = buffer(0.160);
        double[] odd = {1, 0, 1 / 3.0 * 0.7, 0, 1 / 5.0 * 0.5, 0, 1 / 7.0 * 0.3};
        addNote(s, 0, 110.0, 0.070, 0.006, odd);
        addNote(s, 0, 110.0 * 1.01, 0.070, 0.006, new double[] {0.35}); // slight beating makes it buzz
        return finish(s, 0.001, 0.030);
    }

    /** UI tick, ~30 ms: a very short high blip with a touch of noise. */
    static double[] click() {
        double[] s = buffer(0.030);
        addNote(s, 0, 1760.0, 0.004, 0.0005, new double[] {1, 0.2});
        Random rnd = new Random(0xC11C4L);
        double lp = 0;
        for (int i = 0; i < s.length; i++) {
            double t = i / (double) RATE;
            lp += 0.5 * ((rnd.nextDouble() * 2 - 1) - lp);
            s[i] += 0.3 * lp * attack(t, 0.0005) * StrictMath.exp(-t / 0.002);
        }
        return finish(s, 0.0005, 0.006);
    }

    // ------------------------------------------------------------------ building blocks

    private static double[] buffer(double seconds) {
        return new double[(int) Math.round(seconds * RATE)];
    }

    /** Linear attack ramp from 0 to 1 over {@code seconds}. */
    private static double attack(double t, double seconds) {
        return t >= seconds ? 1 : t / seconds;
    }

    /** Adds a harmonic note starting at {@code start} s: partial k has amplitude harmonics[k-1] and decays faster. */
    private static void addNote(
            double[] s, double start, double freq, double decay, double attack, double[] harmonics) {
        int i0 = (int) Math.round(start * RATE);
        for (int i = i0; i < s.length; i++) {
            double t = (i - i0) / (double) RATE;
            double env = attack(t, attack) * StrictMath.exp(-t / decay);
            if (env < 1e-5 && t > attack) break;
            double v = 0;
            for (int k = 0; k < harmonics.length; k++) {
                if (harmonics[k] == 0) continue;
                double f = freq * (k + 1);
                if (f >= RATE / 2.0) break;
                v += harmonics[k] * StrictMath.exp(-t * k / (decay * 2)) * StrictMath.sin(TWO_PI * f * t);
            }
            s[i] += env * v;
        }
    }

    /** Adds a single fast-decaying sine partial (bell "strike" colour). */
    private static void addInharmonic(double[] s, double start, double freq, double decay, double amp) {
        if (freq >= RATE / 2.0) return;
        int i0 = (int) Math.round(start * RATE);
        for (int i = i0; i < s.length; i++) {
            double t = (i - i0) / (double) RATE;
            s[i] += amp * attack(t, 0.001) * StrictMath.exp(-t / decay) * StrictMath.sin(TWO_PI * freq * t);
        }
    }

    /** Raised-cosine fade-in/out (so the first and last samples are exactly 0), then normalise the peak to -6 dBFS. */
    private static double[] finish(double[] s, double fadeIn, double fadeOut) {
        int in = Math.max(1, (int) Math.round(fadeIn * RATE)), out = Math.max(1, (int) Math.round(fadeOut * RATE));
        for (int i = 0; i < in && i < s.length; i++) s[i] *= 0.5 - 0.5 * StrictMath.cos(Math.PI * i / in);
        for (int i = 0; i < out && i < s.length; i++)
            s[s.length - 1 - i] *= 0.5 - 0.5 * StrictMath.cos(Math.PI * i / out);
        double peak = 0;
        for (double v : s) peak = Math.max(peak, Math.abs(v));
        if (peak > 0) {
            double g = PEAK / peak;
            for (int i = 0; i < s.length; i++) s[i] *= g;
        }
        return s;
    }

    // ------------------------------------------------------------------ WAV output

    static void write(Path file, double[] samples) throws IOException {
        int dataBytes = samples.length * 2;
        ByteBuffer b = ByteBuffer.allocate(44 + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        b.put(new byte[] {'R', 'I', 'F', 'F'}).putInt(36 + dataBytes).put(new byte[] {'W', 'A', 'V', 'E'});
        b.put(new byte[] {'f', 'm', 't', ' '}).putInt(16);
        b.putShort((short) 1); // PCM
        b.putShort((short) 1); // mono
        b.putInt(RATE);
        b.putInt(RATE * 2); // byte rate
        b.putShort((short) 2); // block align
        b.putShort((short) 16); // bits per sample
        b.put(new byte[] {'d', 'a', 't', 'a'}).putInt(dataBytes);
        for (double v : samples) {
            long q = Math.round(v * 32767.0);
            b.putShort((short) Math.max(-32768, Math.min(32767, q)));
        }
        Files.write(file, b.array());
    }
}
