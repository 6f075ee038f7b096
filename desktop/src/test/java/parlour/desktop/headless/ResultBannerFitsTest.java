package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.board.BoardView;
import parlour.shell.GameEntry;
import parlour.shell.GameScreen;
import parlour.ui.BaseScreen;

/**
 * The result every game ends with, at every host size, with and without the move list open: the banner lies on
 * the board, covers no button, and says the result whole.
 */
class ResultBannerFitsTest {
    private HeadlessParlour parlour;
    /** The language the screens are checked in: each check runs in English and in Polish. */
    private String lang = "en";

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl"})
    void theResultFitsOnTheBoardAtEveryHostSize(String language) throws Exception {
        lang = language;
        List<String> problems = new ArrayList<>();
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            if (parlour != null) parlour.stop();
            // Gone's editor has no winner: its challenge does
            String[] extra = game.id().equals("gone")
                    ? new String[] {"mode", "challenge", "k", "1", "size", "8x8"}
                    : new String[0];
            String[] kv = new String[8 + extra.length];
            System.arraycopy(new String[] {"lang", lang, "game", game.id(), "p1", "human", "p2", "human"}, 0, kv, 0, 8);
            System.arraycopy(extra, 0, kv, 8, extra.length);
            parlour = new HeadlessParlour(HeadlessParlour.options(kv));
            boolean over = parlour.onGameThread(() -> playToTheEnd(game));
            assertTrue(over, game.id() + " ends: " + parlour.state());
            check(game.id(), problems);
            // with Shift a letter is the command's even where the board has a tool on it (V in Gone)
            parlour.keyWith(Keys.SHIFT_LEFT, Keys.V);
            check(game.id() + " with the moves", problems);
            parlour.key(Keys.ESCAPE);
        }
        assertTrue(problems.isEmpty(), problems.size() + " problems:\n" + String.join("\n", problems));
    }

    /** Plays moves picked at random (the same every run), and the automaton's, until the game is over. */
    private <P> boolean playToTheEnd(GameEntry<P> game) {
        @SuppressWarnings("unchecked")
        GameScreen<P> screen = (GameScreen<P>) parlour.app().getScreen();
        Random random = new Random(19);
        for (int i = 0; i < 5000 && !screen.match().isOver(); i++) {
            if (screen.match().toMove() == 0) {
                screen.playAutomaticMove();
            } else {
                List<String> moves = game.def.legalMoves(screen.match().position());
                screen.match().play(moves.get(random.nextInt(moves.size())));
            }
        }
        return screen.match().isOver();
    }

    private void check(String what, List<String> problems) throws Exception {
        for (int[] size : EveryGameFitsTest.SIZES) {
            List<String> found = parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
                // the banner's growing in is over
                for (int i = 0; i < 4; i++) stage.act(1);
                parlour.app().render();
                return problemsOf(stage);
            });
            for (String p : found) problems.add(what + " at " + size[0] + "x" + size[1] + ": " + p);
        }
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
            if (p.actor instanceof Button && LayoutCheck.overlapOf(shown, p.shown, overlap))
                problems.add("the result covers " + LayoutCheck.name(p.actor));
        }
        problems.addAll(LayoutCheck.problemsOf(banner, stage));
        return problems;
    }
}
