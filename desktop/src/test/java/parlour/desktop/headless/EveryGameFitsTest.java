package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import parlour.app.ParlourApp;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.session.PuzzleCollection;
import parlour.shell.GameEntry;
import parlour.shell.LaunchOptions;
import parlour.ui.HelpPanel;

/**
 * Every game of the catalogue at the host sizes page authors use (a phone, short banners, the
 * two-iframe page, tiny boxes), with its help open (no line under the help's scroll bar), with the resume offer and with a collection's puzzle (its Previous and Next and
 * the line above them): the board and every control lie inside the window, no text runs out of its place, and no
 * two controls or texts overlap, so nothing is cut off or hidden under something else.
 */
class EveryGameFitsTest {
    @FitHarness.InEachLanguage
    void everyGameFitsEveryHostSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
                HeadlessParlour parlour = fit.startGame(game.id());
                fit.checkEverySize(game.id(), LayoutCheck::problemsOf);
                parlour.key(Keys.F1);
                fit.checkEverySize(game.id() + "'s help", EveryGameFitsTest::helpProblems);
                // Esc closes help first
                parlour.key(Keys.ESCAPE);
                // a returning player: the unfinished game kept from last time is offered beside the new one
                parlour.onGameThread(() -> {
                    offerResume(parlour.app(), game);
                    return null;
                });
                fit.checkEverySize(game.id() + " with the resume offer", LayoutCheck::problemsOf);
                String collection = collectionOf(game.id());
                if (collection == null) continue;
                String refused = parlour.onGameThread(() -> {
                    String[] answer = {"no answer"};
                    parlour.app().puzzle(PuzzleCollection.PREFIX + collection, why -> answer[0] = why);
                    return answer[0];
                });
                assertNull(refused, collection);
                fit.checkEverySize(game.id() + " with a puzzle of " + collection, LayoutCheck::problemsOf);
            }
            fit.assertNoProblems();
        }
    }

    /** The problems of the open help window's own parts: every line whole, none under its scroll bar. */
    private static List<String> helpProblems(Stage stage) {
        for (Actor a : stage.getActors()) if (a instanceof HelpPanel) return LayoutCheck.problemsOf(a, stage);
        return List.of("help does not show");
    }

    /** The first puzzle collection of {@code game} in the assets ({@code puzzles/GAME-….txt}), or null. */
    private static String collectionOf(String game) throws IOException {
        try (Stream<Path> files = Files.list(Path.of("../assets/src/main/static/puzzles"))) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith(game + "-") && n.endsWith(".txt"))
                    .map(n -> n.substring(0, n.length() - 4))
                    .sorted()
                    .findFirst()
                    .orElse(null);
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
