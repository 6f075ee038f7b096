package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import parlour.app.ParlourApp;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.session.PuzzleCollection;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.screen.GameScreen;
import parlour.testing.State;
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

    /**
     * Every game against the computer at every host size: its name in the side panel, "Komp." in Polish, shows whole
     * (issue #35 found it cut beside Arrows' clock at 490x440, 480x360 and 320x320). Gone is played as a challenge,
     * whose own lines name both players over their boards (issue #35 found them pushed above a 320x320 phone).
     */
    @FitHarness.InEachLanguage
    void everyGameAgainstTheComputerFitsEveryHostSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
                if (game.id().equals("gone")) {
                    goneChallengeAgainstTheComputer(fit);
                    continue;
                }
                fit.startGame(game.id(), "p2", "ai", "first", "1");
                fit.checkEverySize(game.id() + " against the computer", LayoutCheck::problemsOf);
            }
            fit.assertNoProblems();
        }
    }

    /** Gone's challenge against the best computer at every size: its board edited, the seeds placed, its rounds run. */
    private static void goneChallengeAgainstTheComputer(FitHarness fit) throws Exception {
        String what = "gone's challenge against the computer";
        HeadlessParlour parlour =
                fit.startGame("gone", "p2", "ai:best", "first", "1", "mode", "challenge", "size", "24x24", "k", "1");
        fit.checkEverySize(what + " editing", LayoutCheck::problemsOf);
        play(parlour, "clear", "b0,0", "b1,0", "play");
        fit.checkEverySize(what + " seeding", LayoutCheck::problemsOf);
        GameScreen<?> screen = parlour.gameScreen();
        int seeded = parlour.state().moves().size() + 2;
        parlour.onGameThread(() -> screen.boardInput().offer(List.of("0,0")));
        // the computer places its seed next, and the rounds wait for the player
        parlour.awaitState(now -> now.moves().size() == seeded && now.toMove() == 0, 10000);
        fit.checkEverySize(what + "'s rounds", LayoutCheck::problemsOf);
        toTheVerdict(fit, what);
    }

    /**
     * Gone's own lines of words and its tools at every host size (issue #35 found its info line "Kurso…", its verdict
     * "…żaden czarny k…" and its tools 28x26 on a phone, in Polish): in the editor, with a note, through the rounds to
     * either verdict, and in a challenge while the seeds are placed, through its rounds and at its end. On a
     * touch-only screen every tool is a finger's target too.
     */
    @FitHarness.InEachLanguage
    void gonesLinesAndToolsFitEveryHostSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            HeadlessParlour parlour = fit.startGame("gone");
            fit.checkEverySize("gone's editor", LayoutCheck::problemsOf);
            parlour.key(Keys.H);
            fit.checkEverySize("gone's editor beside help", LayoutCheck::problemsOf);
            parlour.key(Keys.H);
            parlour.key(Keys.K);
            fit.checkEverySize("gone's editor saying the board was copied", LayoutCheck::problemsOf);
            // two rounds, and a black pebble that never turns: the longer verdict
            play(parlour, "clear", "w0,0", "b1,0", "b2,0", "b5,5", "play");
            // the note has had its seconds
            fit.checkEverySize("gone's rounds", stage -> stage.act(6), LayoutCheck::problemsOf);
            parlour.key(Keys.N);
            parlour.awaitState(now -> "round".equals(now.lastMove()), 2000);
            fit.checkEverySize("gone's rounds after one", LayoutCheck::problemsOf);
            toTheVerdict(fit, "gone's rounds");
            // one round turns every pebble
            newGame(parlour, "editor");
            play(parlour, "clear", "b0,0", "w1,0", "play");
            toTheVerdict(fit, "gone's rounds turning every pebble");

            newGame(parlour, "challenge");
            fit.checkEverySize("gone's challenge editor", LayoutCheck::problemsOf);
            play(parlour, "clear", "b0,0", "b1,0", "play");
            fit.checkEverySize("gone's challenge seeding", LayoutCheck::problemsOf);
            parlour.key(Keys.H);
            fit.checkEverySize("gone's challenge seeding beside help", LayoutCheck::problemsOf);
            parlour.key(Keys.H);
            play(parlour, "0,0", "1,0");
            fit.checkEverySize("gone's challenge's rounds", LayoutCheck::problemsOf);
            toTheVerdict(fit, "gone's challenge");
            fit.assertNoProblems();
        }
    }

    /** Gone's last round played (Step), its verdict checked at every size beside the result. */
    private static void toTheVerdict(FitHarness fit, String what) throws Exception {
        fit.parlour().key(Keys.N);
        fit.parlour().awaitState(State::over, 20000);
        fit.checkEverySize(what + " at the verdict", LayoutCheck::problemsBesideTheResult);
    }

    /** A new Gone of 24x24 in {@code mode} with one seed each, as the board's own New game starts it. */
    private static void newGame(HeadlessParlour parlour, String mode) throws Exception {
        GameScreen<?> screen = parlour.gameScreen();
        parlour.onGameThread(() -> {
            screen.boardInput().newGame(Map.of("size", "24x24", "adjacency", "4", "mode", mode, "k", "1"));
            return null;
        });
        parlour.awaitState(now -> now.moves().isEmpty() && now.text().contains("\"mode\":\"" + mode + "\""), 2000);
    }

    /** Plays {@code moves} one after another as the board offers them. */
    private static void play(HeadlessParlour parlour, String... moves) throws Exception {
        GameScreen<?> screen = parlour.gameScreen();
        int before = parlour.state().moves().size();
        for (String move : moves) parlour.onGameThread(() -> screen.boardInput().offer(List.of(move)));
        parlour.awaitState(now -> now.moves().size() == before + moves.length, 2000);
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
