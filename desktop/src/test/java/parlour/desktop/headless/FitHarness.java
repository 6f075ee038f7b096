package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.Stage;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.ui.BaseScreen;

/**
 * What the fit tests share: the host sizes page authors use, Parlour started in the language under test, and a
 * layout check run at each size with every problem it finds named by what was on screen and at which size.
 */
final class FitHarness implements AutoCloseable {
    /**
     * A fit test run in English, in Polish, whose longer words are the harder fit, and in Polish on a touch-only screen
     * (a phone), where every control must also be a finger's target.
     */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "pl " + TOUCH})
    @interface InEachLanguage {}

    /** The word after the language that makes the platform a touch-only screen. */
    static final String TOUCH = "touch";

    /** A phone, short banners, the two-iframe page, tiny boxes, a laptop, a 4K screen. */
    static final int[][] SIZES = {
        {1100, 760},
        {900, 640},
        {490, 440},
        {480, 360},
        {520, 300},
        {360, 640},
        {320, 320},
        {900, 240},
        {1280, 300},
        {1280, 800},
        {3840, 2160}
    };

    /** The language the screens are checked in ("en", "pl"). */
    final String lang;
    /** Whether the platform says the player has only a touch screen. */
    private final boolean touch;

    private final List<String> problems = new ArrayList<>();
    private HeadlessParlour parlour;

    /** A harness for {@code language}: a code ("pl"), or one followed by {@link #TOUCH} for a touch-only screen. */
    FitHarness(String language) {
        String[] words = language.split(" ");
        this.lang = words[0];
        this.touch = words.length > 1 && words[1].equals(TOUCH);
    }

    /** Parlour started afresh (the one before stopped) with {@code options}, in the language under test. */
    HeadlessParlour start(String... options) throws Exception {
        stop();
        List<String> kv = new ArrayList<>(Arrays.asList("lang", lang));
        kv.addAll(Arrays.asList(options));
        Map<String, String> all = HeadlessParlour.options(kv.toArray(new String[0]));
        parlour = touch ? HeadlessParlour.touchOnly(all) : new HeadlessParlour(all);
        return parlour;
    }

    /** {@code game} between two people, with {@code more} options. */
    HeadlessParlour startGame(String game, String... more) throws Exception {
        List<String> kv = new ArrayList<>(Arrays.asList("game", game, "p1", "human", "p2", "human"));
        kv.addAll(Arrays.asList(more));
        return start(kv.toArray(new String[0]));
    }

    HeadlessParlour parlour() {
        return parlour;
    }

    /** The window made {@code size} and drawn. */
    void showAt(int[] size) throws Exception {
        parlour.onGameThread(() -> {
            parlour.app().resize(size[0], size[1]);
            parlour.app().render();
            return null;
        });
    }

    /** Runs {@code check} on the stage at every size, drawn there first. */
    void checkEverySize(String what, Function<Stage, List<String>> check) throws Exception {
        checkEverySize(what, stage -> {}, check);
    }

    /** As above, with {@code settle} done to the stage at each size before it is drawn (an animation run out). */
    void checkEverySize(String what, Consumer<Stage> settle, Function<Stage, List<String>> check) throws Exception {
        for (int[] size : SIZES) checkAt(what, size, settle, check);
    }

    /** Runs {@code check} on the stage at {@code size}, drawn there first. */
    void checkAt(String what, int[] size, Function<Stage, List<String>> check) throws Exception {
        checkAt(what, size, stage -> {}, check);
    }

    private void checkAt(String what, int[] size, Consumer<Stage> settle, Function<Stage, List<String>> check)
            throws Exception {
        List<String> found = parlour.onGameThread(() -> {
            parlour.app().resize(size[0], size[1]);
            Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
            settle.accept(stage);
            parlour.app().render();
            List<String> seen = new ArrayList<>(check.apply(stage));
            if (touch) seen.addAll(LayoutCheck.smallTargets(stage));
            return seen;
        });
        for (String p : found) problems.add(what + " at " + size[0] + "x" + size[1] + ": " + p);
    }

    /** Fails with every problem found, if any was. */
    void assertNoProblems() {
        assertThat(problems)
                .as(problems.size() + " problems:\n" + String.join("\n", problems))
                .isEmpty();
    }

    void stop() {
        if (parlour != null) parlour.stop();
        parlour = null;
    }

    @Override
    public void close() {
        stop();
    }
}
