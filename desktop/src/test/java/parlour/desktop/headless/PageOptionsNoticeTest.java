package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.ui.BaseScreen;
import parlour.ui.FocusNavigator;
import parlour.ui.NoticeCard;
import parlour.ui.ShortenedLabel;

/**
 * Bad page options are told in one notice that does not stop the game: every problem listed on a card at the top,
 * said to a screen reader, no dialog in the way, and the board plays at once with the defaults for the rest.
 */
class PageOptionsNoticeTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() throws Exception {
        if (parlour != null) parlour.stop();
    }

    @Test
    void badOptionsAreOneNoticeAndTheGamePlaysOn() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "9x99", "theme", "neon", "p2", "human"), null, true);
        String text = parlour.screenText();
        assertThat(text).as(text).contains("Page options");
        assertThat(text).as("both problems on one card: " + text).contains("9x99");
        assertThat(text).as("both problems on one card: " + text).contains("neon");
        assertFalse(parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).dialogShown()), "no dialog");
        assertTrue(
                parlour.said().stream().anyMatch(s -> s.startsWith("Page options: ")),
                parlour.said().toString());
        // the keyboard plays on the board with the card still there
        parlour.key(Keys.RIGHT);
        parlour.key(Keys.ENTER);
        parlour.awaitState(now -> !now.moves().isEmpty(), 3000);
        assertTrue(
                parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() != null),
                "the card stays until closed or its time is up");
    }

    /**
     * The card waits without moving anything, so the web board is not drawn every frame meanwhile (a delay action
     * counted as movement: 30 seconds of every frame drawn), and goes by itself after its 30 seconds.
     */
    @Test
    void theCardWaitsWithoutMovementAndGoesAfterItsTime() throws Exception {
        parlour =
                new HeadlessParlour(HeadlessParlour.options("game", "dots", "size", "9x99", "p2", "human"), null, true);
        parlour.advance(2000);
        assertThat(parlour.onGameThread(() ->
                        acting(((BaseScreen) parlour.app().getScreen()).stage().getRoot())))
                .as("what acts on the screen while the card waits")
                .isEmpty();
        assertTrue(parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() != null));
        parlour.advance(NoticeCard.SECONDS * 1000 + 1000);
        assertTrue(
                parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() == null),
                "the card is gone after its time");
    }

    /** The actors in {@code a} (itself too) with an action running, by class. */
    private static List<String> acting(Actor a) {
        List<String> out = new ArrayList<>();
        if (a.hasActions()) out.add(a.getClass().getSimpleName());
        if (a instanceof Group) for (Actor child : ((Group) a).getChildren()) out.addAll(acting(child));
        return out;
    }

    /**
     * Issue #48: a keyboard player reaches the card's Close too, last in Tab's round (Shift+Tab from the first control
     * wraps to it), hears it with the card's title, closes the card with Enter and is back where the focus was.
     */
    @Test
    void tabReachesTheCardsCloseAndEnterClosesIt() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "9x99", "theme", "neon", "p2", "human"), null, true);
        String before = parlour.onGameThread(this::focused);
        List<String> visited = new ArrayList<>();
        for (int i = 0; i < 40 && !"Close notice".equals(parlour.onGameThread(this::focused)); i++) {
            parlour.key(Keys.TAB);
            visited.add(parlour.onGameThread(this::focused));
        }
        assertThat(visited)
                .as("Tab reaches the card's Close, after the screen's controls")
                .endsWith("Close notice");
        assertThat(visited.size()).as("Close is last in the round: " + visited).isGreaterThan(3);
        assertThat(parlour.said())
                .last()
                .asString()
                .as("said with the card's title")
                .contains("Page options", "Close");
        // Shift+Tab goes back into the screen's controls, Tab to Close again
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.TAB);
        assertThat(parlour.onGameThread(this::focused)).isEqualTo(visited.get(visited.size() - 2));
        parlour.key(Keys.TAB);
        parlour.key(Keys.ENTER);
        assertTrue(
                parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() == null),
                "Enter on Close closes the card");
        assertThat(parlour.onGameThread(this::focused))
                .as("the focus is back on the control before Close")
                .isEqualTo(visited.get(visited.size() - 2));
        parlour.key(Keys.TAB);
        assertThat(parlour.onGameThread(this::focused))
                .as("with the card gone, Tab goes round the screen's controls: " + before)
                .isNotEqualTo("Close notice");
    }

    /** The name (else the words) of the control the keyboard's focus is on. */
    private String focused() {
        Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
        for (Actor a : stage.getActors()) {
            if (!(a instanceof FocusNavigator)) continue;
            Actor f = ((FocusNavigator) a).focused();
            if (f == null) return null;
            if (f.getName() != null) return f.getName();
            return f instanceof TextButton
                    ? ((TextButton) f).getText().toString()
                    : f.getClass().getSimpleName();
        }
        return null;
    }

    /**
     * Issue #36: at every stage size down to 320x240 the card is whole on the stage, its words below its title, its
     * Close on it and pressable; where the board leaves room it covers none of the players' names.
     */
    @Test
    void theCardFitsAndClosesAtEverySize() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "9x99", "theme", "neon", "p2", "human"), null, true);
        for (int[] size : new int[][] {{320, 240}, {420, 380}, {720, 420}, {1024, 700}}) {
            String at = size[0] + "x" + size[1];
            String problem = parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                BaseScreen screen = (BaseScreen) parlour.app().getScreen();
                Stage stage = screen.stage();
                NoticeCard card = screen.notice();
                if (card == null) return "no card";
                Rectangle whole = new Rectangle(0, 0, stage.getWidth(), stage.getHeight());
                Rectangle c = box(card);
                if (!whole.contains(c)) return "the card " + c + " is not inside the stage " + whole;
                if (c.height > Math.max(NoticeCard.LEAST_HEIGHT, stage.getHeight() / 2))
                    return "the card " + c + " takes more than half the stage";
                Actor close = stage.getRoot().findActor("Close notice");
                Rectangle b = box(close);
                if (!c.contains(b)) return "Close " + b + " is not on the card " + c;
                Actor hit = stage.hit(b.x + b.width / 2, b.y + b.height / 2, true);
                if (hit == null || !hit.isDescendantOf(close)) return "Close is not what a click on it hits: " + hit;
                // the title is drawn in the card's top padding
                Rectangle words = box(scrollPane(card));
                float titleBottom = c.y + c.height - card.getPadTop();
                if (words.y + words.height > titleBottom + 0.5f)
                    return "the words " + words + " reach into the title, above " + titleBottom;
                Actor onWords = stage.hit(words.x + words.width / 3, words.y + words.height / 2, true);
                if (onWords != null && onWords.isDescendantOf(card)) return "the words take a click: " + onWords;
                if (size[1] >= 380) {
                    for (Rectangle name : names(stage.getRoot(), new ArrayList<>()))
                        if (name.overlaps(c)) return "the card " + c + " covers a player's name at " + name;
                }
                return null;
            });
            assertThat(problem).as(at + ": " + problem).isNull();
        }
        parlour.click("Close notice");
        assertTrue(
                parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).notice() == null),
                "Close closes the card");
    }

    /** An actor's box in stage coordinates. */
    private static Rectangle box(Actor a) {
        Vector2 at = a.localToStageCoordinates(new Vector2(0, 0));
        return new Rectangle(at.x, at.y, a.getWidth(), a.getHeight());
    }

    private static ScrollPane scrollPane(Group card) {
        for (Actor a : card.getChildren()) if (a instanceof ScrollPane) return (ScrollPane) a;
        throw new AssertionError("the card has no scrolling words");
    }

    /** The boxes of the players' names on screen. */
    private static List<Rectangle> names(Group group, List<Rectangle> out) {
        if (!group.isVisible()) return out;
        for (Actor a : group.getChildren()) {
            if (!a.isVisible()) continue;
            if (a instanceof ShortenedLabel && a.getWidth() > 0) out.add(box(a));
            else if (a instanceof Group) names((Group) a, out);
        }
        return out;
    }
}
