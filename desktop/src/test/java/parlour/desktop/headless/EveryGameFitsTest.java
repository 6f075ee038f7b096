package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.app.ParlourApp;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.GameEntry;
import parlour.shell.LaunchOptions;
import parlour.ui.BaseScreen;

/**
 * Every game of the catalogue at the host sizes page authors use (a phone, short banners, the
 * two-iframe page, tiny boxes): the board and every control lie inside the window, no text runs out of
 * its place, and no two controls or texts overlap, so nothing is cut off or hidden under something else.
 */
class EveryGameFitsTest {
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
        {3840, 2160}
    };
    private HeadlessParlour parlour;
    /** The language the screens are checked in: each check runs in English and in Polish. */
    private String lang = "en";

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl"})
    void everyGameFitsEveryHostSize(String language) throws Exception {
        lang = language;
        List<String> problems = new ArrayList<>();
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            if (parlour != null) parlour.stop();
            parlour = new HeadlessParlour(
                    HeadlessParlour.options("lang", lang, "game", game.id(), "p1", "human", "p2", "human"));
            check(game.id(), problems);
            // a returning player: the unfinished game kept from last time is offered beside the new one
            parlour.onGameThread(() -> {
                offerResume(parlour.app(), game);
                return null;
            });
            check(game.id() + " with the resume offer", problems);
        }
        assertTrue(problems.isEmpty(), problems.size() + " problems:\n" + String.join("\n", problems));
    }

    private void check(String what, List<String> problems) throws Exception {
        for (int[] size : SIZES) {
            List<String> found = parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                parlour.app().render();
                return LayoutCheck.problemsOf(((BaseScreen) parlour.app().getScreen()).stage());
            });
            for (String p : found) problems.add(what + " at " + size[0] + "x" + size[1] + ": " + p);
        }
    }

    /** Keeps a game of one move as the unfinished game and opens a new game, which offers to resume it. */
    private static <P> void offerResume(ParlourApp app, GameEntry<P> game) {
        Match<P> kept = game.newMatch(game.defaults(), 1, Seat.HUMAN, Seat.HUMAN);
        kept.play(game.def.legalMoves(kept.position()).get(0));
        app.settings().setAutosave(game.id(), game.save(kept));
        LaunchOptions o = new LaunchOptions(HeadlessParlour.CATALOGUE);
        o.game = game.id();
        o.p1 = Seat.HUMAN;
        o.p2 = Seat.HUMAN;
        app.switchTo(game.newScreen(app, o));
    }
}
