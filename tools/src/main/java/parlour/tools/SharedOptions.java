package parlour.tools;

import java.util.Random;
import picocli.CommandLine.Option;

/** The options several harnesses share, as picocli mixins, so that each is written and described once. */
final class SharedOptions {
    private SharedOptions() {}

    /** --seed: where a run's random choices start from. */
    static final class Seed {
        @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "random seed (default 1)")
        long value;

        /** A fresh generator from the seed. */
        Random random() {
            return new Random(value);
        }
    }

    /** --games: how many games an arena plays, by default as many as the arena gives. */
    static final class Games {
        @Option(names = "--games", paramLabel = "N", description = "games (default ${DEFAULT-VALUE})")
        int count;

        Games(int count) {
            this.count = count;
        }
    }

    /** --size of a Dots and Boxes board. */
    static final class Boxes {
        @Option(
                names = "--size",
                paramLabel = "COLSxROWS",
                defaultValue = "5x5",
                converter = ToolCommand.SizeConverter.class,
                description = "boxes across x up (default 5x5)")
        ToolCommand.Size size;
    }
}
