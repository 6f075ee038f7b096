package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Several fuzz targets behind one, so that one JVM fuzzes them all: a JVM of Jazzer's takes about 4 s of CPU before its
 * first input, as much as CI's whole share of fuzzing per target. The last byte of an input chooses the target, the rest
 * is that target's input. A fuzzing run starts from every target's own seeds, each with its choosing byte added (from
 * nothing, libFuzzer tried inputs of at most 21 bytes in 20 s), and shows that every target was fuzzed.
 */
final class FuzzMix {
    /** Fewer inputs than this for any one target in a fuzzing run fails it: the mix did not reach that target. */
    static final int FEWEST_INPUTS = 20;

    private final List<String> names = new ArrayList<>();
    /** Each target's seeds, as a resource folder ({@code SaveFileFuzzTestInputs/saveFile}). */
    private final List<String> seeds = new ArrayList<>();

    private final List<Consumer<FuzzedDataProvider>> targets = new ArrayList<>();
    private int[] inputs = new int[0];

    /** Adds the fuzz test {@code method} of {@code test}, which takes its input from the provider. */
    FuzzMix add(Class<?> test, String method, Consumer<FuzzedDataProvider> target) {
        names.add(method);
        seeds.add(test.getSimpleName() + "Inputs/" + method);
        targets.add(target);
        inputs = new int[targets.size()];
        return this;
    }

    /**
     * In a fuzzing run (JAZZER_FUZZ set), puts every target's seeds, each followed by the byte that chooses it, into the
     * corpus that Jazzer keeps for the fuzz test {@code method} of {@code mix} ({@code .cifuzz-corpus/<class>/<method>}),
     * named {@code seed-*}: scripts/fuzz.sh counts only the inputs libFuzzer adds as signs of fuzzing.
     */
    void seedCorpus(Class<?> mix, String method) throws IOException {
        if (!fuzzing()) return;
        Path corpus =
                Path.of(System.getProperty("jazzer.internal.basedir", ""), ".cifuzz-corpus", mix.getName(), method);
        Files.createDirectories(corpus);
        for (int i = 0; i < seeds.size(); i++) {
            URL folder = mix.getResource(seeds.get(i));
            if (folder == null) continue;
            try (Stream<Path> files = Files.list(Path.of(URI.create(folder.toString())))) {
                for (Path seed : (Iterable<Path>) files::iterator) {
                    byte[] bytes = Files.readAllBytes(seed);
                    byte[] chosen = Arrays.copyOf(bytes, bytes.length + 1);
                    chosen[bytes.length] = (byte) i;
                    Files.write(corpus.resolve("seed-" + names.get(i) + "-" + seed.getFileName()), chosen);
                }
            }
        }
    }

    private static boolean fuzzing() {
        String fuzz = System.getenv("JAZZER_FUZZ");
        return fuzz != null && !fuzz.isEmpty();
    }

    /** Gives one input to the target it chooses. */
    void run(FuzzedDataProvider data) {
        int which = data.consumeInt(0, targets.size() - 1);
        inputs[which]++;
        targets.get(which).accept(data);
    }

    /** In a fuzzing run (JAZZER_FUZZ set), fails unless every target got at least {@link #FEWEST_INPUTS} inputs. */
    void assertEveryTargetFuzzed() {
        if (!fuzzing()) return;
        StringBuilder counts = new StringBuilder();
        for (int i = 0; i < names.size(); i++)
            counts.append(i == 0 ? "" : ", ").append(names.get(i)).append(' ').append(inputs[i]);
        for (int i = 0; i < names.size(); i++)
            assertThat(inputs[i]).as("inputs per target: " + counts).isGreaterThanOrEqualTo(FEWEST_INPUTS);
        System.out.println("[fuzz mix] inputs per target: " + counts);
    }
}
