package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;
import parlour.ui.HelpPanel;
import parlour.words.Tr;

/**
 * The menu at every host size: a first visit, a returning player's (each game's card offers its kept game, and
 * the way back to the game left), and its help window; the menu scrolls down, so only its width is bounded.
 */
class MenuFitsTest {
    @FitHarness.InEachLanguage
    void theMenuFitsEveryHostSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            HeadlessParlour parlour = fit.start();
            fit.checkEverySize("the menu", MenuFitsTest::problemsOf);
            parlour.key(Keys.H);
            fit.checkEverySize("the menu's help", MenuFitsTest::problemsOf);

            HeadlessParlour returning = fit.startGame("dots");
            returning.onGameThread(() -> {
                for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) keep(returning, game);
                return null;
            });
            returning.key(Keys.ESCAPE);
            fit.checkEverySize("the menu with kept games and the way back", MenuFitsTest::problemsOf);
            assertThat(returning.screenText())
                    .as(returning.screenText())
                    .contains(Tr.t("Continue the unfinished game"));
            fit.assertNoProblems();
        }
    }

    private static <P> void keep(HeadlessParlour parlour, GameEntry<P> game) {
        Match<P> kept = game.newMatch(game.defaults(), 1, Seat.HUMAN, Seat.HUMAN);
        kept.play(game.def.legalMoves(kept.position()).get(0));
        parlour.app().settings().setAutosave(game.id(), game.save(kept));
    }

    /**
     * The menu's rows, as far down as they scroll, within the window's width and clear of its scroll bar; the help
     * window within the window.
     */
    static List<String> problemsOf(Stage stage) {
        List<String> problems = new ArrayList<>();
        for (Actor a : stage.getActors()) {
            if (a instanceof ScrollPane) {
                Rectangle column = new Rectangle(0, -1e6f, stage.getWidth(), 2e6f);
                problems.addAll(LayoutCheck.problemsOf(LayoutCheck.parts(((ScrollPane) a).getActor()), column));
                problems.addAll(LayoutCheck.underBar((ScrollPane) a));
            } else if (a instanceof HelpPanel) {
                problems.addAll(LayoutCheck.problemsOf(a, stage));
            }
        }
        return problems;
    }
}
