package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import java.util.ArrayList;
import java.util.List;
import parlour.shell.launch.GameEntry;
import parlour.shell.menu.BoardPicture;
import parlour.shell.menu.GameCard;
import parlour.shell.menu.MenuScreen;
import parlour.ui.BaseScreen;
import parlour.ui.FocusNavigator;
import parlour.ui.OptionRow;
import parlour.words.Tr;

/**
 * The menu as a game collection (issue 48): each game a card with a picture of its board, its name and Play, its
 * options folded behind one control that Enter and a click unfold, remembered in the next menu; in a laptop's window
 * and on a phone, in English and Polish, nothing cut or overlapping.
 */
class MenuCardsTest {
    private static final int[][] SIZES = {{1100, 760}, {360, 640}};

    @FitHarness.InEachLanguage
    void eachGameIsACardWithItsPictureNameAndPlayAndFoldedOptions(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            HeadlessParlour parlour = fit.start();
            for (int[] size : SIZES) fit.checkAt("the menu", size, MenuCardsTest::problemsOf);
            fit.assertNoProblems();
            List<String> folded = parlour.onGameThread(() -> {
                List<String> wrong = new ArrayList<>();
                for (GameCard card : cards(parlour)) {
                    if (card.optionsOpen()) wrong.add(headingOf(card) + "'s options are open on a first visit");
                    if (rowsIn(card) != 0) wrong.add(headingOf(card) + " shows option rows while folded");
                }
                return wrong;
            });
            assertThat(folded).as(String.join("\n", folded)).isEmpty();

            // Enter on the first card's Options (a Tab from its Play, which has the focus) unfolds them
            GameEntry<?> first = HeadlessParlour.CATALOGUE.games().get(0);
            parlour.key(Keys.TAB);
            assertThat(parlour.onGameThread(
                            () -> focusOf(parlour) == cards(parlour).get(0).optionsButton()))
                    .as("Tab from Play goes to Options")
                    .isTrue();
            parlour.key(Keys.ENTER);
            assertOpen(parlour, 0, true);
            String title = Tr.t(first.def.title());
            assertThat(last(parlour))
                    .as("the menu says the options are open")
                    .contains(Tr.t("Options for {0}, open", title));
            // the rows follow Options in Tab's order
            parlour.key(Keys.TAB);
            assertThat(parlour.onGameThread(() -> focusOf(parlour) instanceof OptionRow))
                    .as("Tab from an open Options goes to its first row")
                    .isTrue();

            // a click folds them, and another unfolds them again
            clickOptions(parlour, fit);
            assertOpen(parlour, 0, false);
            assertThat(last(parlour))
                    .as("the menu says the options are folded")
                    .contains(Tr.t("Options for {0}, folded", title));
            clickOptions(parlour, fit);
            assertOpen(parlour, 0, true);
            for (int[] size : SIZES) fit.checkAt("the menu with open options", size, MenuCardsTest::problemsOf);
            fit.assertNoProblems();

            // a new menu keeps them open, and the other cards folded
            parlour.onGameThread(() -> {
                parlour.app().switchTo(new MenuScreen(parlour.app()));
                return null;
            });
            for (int[] size : SIZES) fit.checkAt("a new menu", size, MenuCardsTest::problemsOf);
            fit.assertNoProblems();
            assertOpen(parlour, 0, true);
            assertOpen(parlour, 1, false);
            assertThat(parlour.onGameThread(() -> rowsIn(cards(parlour).get(0))))
                    .as("every option of " + first.id() + " is a row")
                    .isEqualTo(GameCard.controlCount(first, false, true) - GameCard.controlCount(first, false));
        }
    }

    private static void assertOpen(HeadlessParlour parlour, int card, boolean open) throws Exception {
        String state = parlour.onGameThread(() -> {
            GameCard c = cards(parlour).get(card);
            return c.optionsOpen() + " " + (rowsIn(c) > 0) + " "
                    + c.focusOrder().size();
        });
        int controls = GameCard.controlCount(HeadlessParlour.CATALOGUE.games().get(card), false, open);
        assertThat(state)
                .as("card " + card + " open, rows shown, controls")
                .isEqualTo(open + " " + open + " " + controls);
    }

    /** A click on the first card's Options, laid out in a laptop's window. */
    private static void clickOptions(HeadlessParlour parlour, FitHarness fit) throws Exception {
        fit.showAt(SIZES[0]);
        float[] at = parlour.onGameThread(() -> {
            Actor b = cards(parlour).get(0).optionsButton();
            Vector2 middle = b.localToStageCoordinates(new Vector2(b.getWidth() / 2, b.getHeight() / 2));
            return new float[] {middle.x, b.getStage().getHeight() - middle.y};
        });
        parlour.clickAt(at[0], at[1]);
    }

    private static String last(HeadlessParlour parlour) throws Exception {
        List<String> said = parlour.said();
        return said.isEmpty() ? "" : said.get(said.size() - 1);
    }

    /**
     * The menu's problems as {@link MenuFitsTest} finds them, and each card's: its picture drawn, of a size and inside
     * the card, its heading the game's name, its Play shown.
     */
    private static List<String> problemsOf(Stage stage) {
        List<String> problems = MenuFitsTest.problemsOf(stage);
        List<GameCard> cards = new ArrayList<>();
        collect(stage.getRoot(), cards);
        if (cards.size() != HeadlessParlour.CATALOGUE.games().size())
            problems.add(cards.size() + " game cards for "
                    + HeadlessParlour.CATALOGUE.games().size() + " games");
        float width = -1;
        for (int i = 0; i < cards.size(); i++) {
            GameCard card = cards.get(i);
            GameEntry<?> entry = HeadlessParlour.CATALOGUE.games().get(i);
            String name = Tr.t(entry.def.title());
            if (!name.equals(headingOf(card))) problems.add("card " + i + " is headed " + headingOf(card));
            if (width >= 0 && Math.abs(card.getWidth() - width) > 0.5f)
                problems.add(name + "'s card is " + card.getWidth() + " wide, another " + width);
            width = card.getWidth();
            if (card.playButton().getStage() == null || card.playButton().getHeight() <= 0)
                problems.add(name + " shows no Play");
            BoardPicture picture = card.picture();
            if (entry.drawing == null) {
                if (picture.getParent() != null) problems.add(name + " draws no diagrams but has a picture");
                continue;
            }
            if (picture.getParent() != card || !picture.drawn())
                problems.add(name + "'s card shows no picture of its board");
            else if (picture.getWidth() < 40 || picture.getHeight() < 40)
                problems.add(name + "'s picture is " + picture.getWidth() + "x" + picture.getHeight());
            else if (picture.getX() < 0
                    || picture.getY() < 0
                    || picture.getX() + picture.getWidth() > card.getWidth() + 0.5f
                    || picture.getY() + picture.getHeight() > card.getHeight() + 0.5f)
                problems.add(name + "'s picture lies outside its card");
        }
        return problems;
    }

    private static List<GameCard> cards(HeadlessParlour parlour) {
        List<GameCard> out = new ArrayList<>();
        collect(((BaseScreen) parlour.app().getScreen()).stage().getRoot(), out);
        return out;
    }

    private static void collect(Actor a, List<GameCard> out) {
        if (a instanceof GameCard) out.add((GameCard) a);
        else if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) collect(c, out);
    }

    private static String headingOf(GameCard card) {
        Actor first = card.getChildren().get(0);
        return first instanceof Label ? ((Label) first).getText().toString() : String.valueOf(first);
    }

    private static int rowsIn(GameCard card) {
        int n = 0;
        for (Actor a : card.getChildren()) if (a instanceof OptionRow) n++;
        return n;
    }

    private static Actor focusOf(HeadlessParlour parlour) {
        for (Actor a : ((BaseScreen) parlour.app().getScreen()).stage().getActors())
            if (a instanceof FocusNavigator) return ((FocusNavigator) a).focused();
        return null;
    }
}
