package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlour.board.BoardView;
import parlour.shell.launch.GameEntry;
import parlour.shell.screen.GameScreen;

/**
 * The result every game ends with, between two people and against the computer, at every host size, with and without
 * the move list open: the banner lies on the board, covers no button, and says the result whole, with no word alone
 * on a wrapped line's last row and no brackets within brackets.
 */
class ResultBannerFitsTest {
    @FitHarness.InEachLanguage
    void theResultFitsOnTheBoardAtEveryHostSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
                // Gone's editor has no winner: its challenge does, and it has no computer player
                boolean gone = game.id().equals("gone");
                if (!gone) {
                    // you against the computer: the names and reasons of a game with a computer in it
                    HeadlessParlour parlour = fit.startGame(game.id(), "p2", "ai");
                    boolean over = parlour.onGameThread(() -> playToTheEnd(parlour, game));
                    assertTrue(over, game.id() + " ends: " + parlour.state());
                    fit.checkEverySize(
                            game.id() + " against the computer",
                            ResultBannerFitsTest::growIn,
                            ResultBannerFitsTest::problemsOf);
                }
                HeadlessParlour parlour = gone
                        ? fit.startGame(game.id(), "mode", "challenge", "k", "1", "size", "8x8")
                        : fit.startGame(game.id());
                boolean over = parlour.onGameThread(() -> playToTheEnd(parlour, game));
                assertTrue(over, game.id() + " ends: " + parlour.state());
                fit.checkEverySize(game.id(), ResultBannerFitsTest::growIn, ResultBannerFitsTest::problemsOf);
                // with Shift a letter is the command's even where the board has a tool on it (V in Gone)
                parlour.keyWith(Keys.SHIFT_LEFT, Keys.V);
                fit.checkEverySize(
                        game.id() + " with the moves", ResultBannerFitsTest::growIn, ResultBannerFitsTest::problemsOf);
                parlour.key(Keys.ESCAPE);
            }
            fit.assertNoProblems();
        }
    }

    /** Plays moves picked at random (the same every run), and the automaton's, until the game is over. */
    private static <P> boolean playToTheEnd(HeadlessParlour parlour, GameEntry<P> game) {
        @SuppressWarnings("unchecked")
        GameScreen<P> screen = (GameScreen<P>) parlour.app().getScreen();
        Random random = new Random(19);
        for (int i = 0; i < 5000 && !screen.match().isOver(); i++) {
            if (screen.match().toMove() == 0) {
                screen.parts().session.playAutomaticMove();
            } else {
                List<String> moves = game.def.legalMoves(screen.match().position());
                screen.match().play(moves.get(random.nextInt(moves.size())));
            }
        }
        return screen.match().isOver();
    }

    /** The banner's growing in run to its end. */
    private static void growIn(Stage stage) {
        for (int i = 0; i < 4; i++) stage.act(1);
    }

    private static List<String> problemsOf(Stage stage) {
        List<String> problems = new ArrayList<>();
        Actor banner = stage.getRoot().findActor("result");
        if (banner == null || !banner.isVisible()) return List.of("no result shows");
        Rectangle shown = LayoutCheck.bounds(banner);
        for (LayoutCheck.Part p : LayoutCheck.parts(stage.getRoot())) {
            if (p.actor.isDescendantOf(banner)) continue;
            Rectangle overlap = new Rectangle();
            if (p.actor instanceof BoardView && !LayoutCheck.contains(p.shown, shown))
                problems.add("the result " + shown + " is not on the board " + p.shown);
            // a board's own tools (Gone's) lie under the result as the rest of the board does
            if (p.actor instanceof Button
                    && !(p.actor.getParent() instanceof BoardView)
                    && LayoutCheck.overlapOf(shown, p.shown, overlap))
                problems.add("the result covers " + LayoutCheck.name(p.actor));
        }
        problems.addAll(LayoutCheck.problemsOf(banner, stage));
        for (LayoutCheck.Part p : LayoutCheck.parts(banner)) {
            if (!(p.actor instanceof Label)) continue;
            Label l = (Label) p.actor;
            String alone = LayoutCheck.loneLastWord(l);
            if (alone != null) problems.add(alone);
            if (LayoutCheck.bracketsWithinBrackets(l.getText().toString()))
                problems.add(LayoutCheck.name(l) + " has brackets within brackets");
        }
        return problems;
    }
}
