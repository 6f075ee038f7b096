package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.ui.BaseScreen;
import parlour.ui.FittedLabel;

/**
 * Issue #48: on a phone (320x568, 360x640) a refused move's reason showed cut, "Strzałka skierowana na…" (Arrows) and
 * "ziarno kładzie się na czarnym…" (Gone), in the one line of notice below the status. A refusal now shows whole
 * below the board, taking the status's lines while it needs them and drawn smaller if even they are too few, and the
 * buttons below it stay where they were.
 */
class PhoneRefusalsTest {
    private static final int[][] PHONES = {{320, 568}, {360, 640}};

    /**
     * Arrows: the mover's next cell on the left edge just below its own first piece (1,1 pointing south), so that
     * north is taken and north-west, west and south-west point off the board; each is held back with a warning.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pl " + FitHarness.TOUCH, "en " + FitHarness.TOUCH})
    void anArrowsWarningShowsWholeOnAPhone(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (int[] phone : PHONES) {
                HeadlessParlour parlour =
                        fit.startGame("arrows", "board", "8 8 1 1 S 8 8 W", "first", "1", "clock", "untimed");
                fit.showAt(phone);
                List<String> buttons = buttons(parlour);
                for (String direction : new String[] {"0", "7", "6", "5"}) {
                    tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf(direction)));
                    // a tap on a board small enough to zoom is the board's once no second tap came
                    parlour.advance(400);
                    assertThat(parlour.state().moves())
                            .as("direction " + direction + " loses: held back")
                            .isEmpty();
                    String what = "direction " + direction + " at " + phone[0] + "x" + phone[1] + " in " + language;
                    String shown = assertShownWhole(
                            parlour, fit.lang.equals("pl") ? "Strzałka skierowana na" : "Pointing", what);
                    // what the screen shows is what a listening player hears, said once
                    List<String> said = parlour.said();
                    assertThat("! " + shown)
                            .as(what + ": the warning shown, '" + shown + "', is the one said, " + said)
                            .isEqualTo(said.get(said.size() - 1));
                    assertThat(buttons(parlour))
                            .as("the buttons stay where they were while the warning shows")
                            .isEqualTo(buttons);
                }
            }
        }
    }

    /** Gone's challenge: a seed tapped onto a hole is refused, as every place but a black pebble is. */
    @ParameterizedTest
    @ValueSource(strings = {"pl " + FitHarness.TOUCH, "en " + FitHarness.TOUCH})
    void aGoneRefusalShowsWholeOnAPhone(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (int[] phone : PHONES) {
                HeadlessParlour parlour = fit.startGame("gone", "mode", "challenge", "size", "8x8", "k", "1");
                fit.showAt(phone);
                tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("tool:Hole")));
                tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("2,3")));
                parlour.advance(400);
                tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("play")));
                parlour.advance(400);
                assertThat(parlour.state().moves())
                        .as("a hole painted, then Go")
                        .containsExactly("h2,3", "play");
                List<String> buttons = buttons(parlour);
                tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("2,3")));
                parlour.advance(400);
                assertThat(parlour.state().moves()).as("no seed on a hole").containsExactly("h2,3", "play");
                assertShownWhole(
                        parlour,
                        fit.lang.equals("pl") ? "ziarno kładzie się" : "a seed goes on a black pebble",
                        "a seed on a hole at " + phone[0] + "x" + phone[1] + " in " + language);
                assertThat(buttons(parlour))
                        .as("the buttons stay where they were while the refusal shows")
                        .isEqualTo(buttons);
                // the refusal goes after a few seconds, and the status has its lines back
                parlour.advance(4500);
                assertShownWhole(
                        parlour,
                        fit.lang.equals("pl") ? "Ruch: Gracz 1." : "Player 1 to move.",
                        "the status after the refusal at " + phone[0] + "x" + phone[1] + " in " + language);
            }
        }
    }

    /** The text on screen that starts with {@code start} shows all of it, inside the stage, without "…"; returns it. */
    private static String assertShownWhole(HeadlessParlour parlour, String start, String what) throws Exception {
        String[] seen = parlour.onGameThread(() -> {
            Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
            for (FittedLabel l : fittedLabels(stage.getRoot())) {
                if (!l.full().startsWith(start)) continue;
                Vector2 low = l.localToStageCoordinates(new Vector2(0, 0));
                Vector2 high = l.localToStageCoordinates(new Vector2(l.getWidth(), l.getHeight()));
                boolean inside = low.x >= 0 && low.y >= 0 && high.x <= stage.getWidth() && high.y <= stage.getHeight();
                return new String[] {l.full(), l.getText().toString(), inside ? "inside" : low + " to " + high};
            }
            return null;
        });
        assertThat(seen).as(what + ": a text starting '" + start + "' shows").isNotNull();
        assertThat(seen[1])
                .as(what + ": the refusal shows whole, '" + seen[0] + "', but the screen shows '" + seen[1] + "'")
                .isEqualTo(seen[0])
                .doesNotContain("…");
        assertThat(seen[2]).as(what + ": the refusal lies inside the stage").isEqualTo("inside");
        List<String> cut = parlour.onGameThread(() -> {
            List<String> found = new ArrayList<>();
            addCut(((BaseScreen) parlour.app().getScreen()).stage().getRoot(), found);
            return found;
        });
        assertThat(cut)
                .as(what + ": beside the refusal, the texts show uncut, but " + cut)
                .isEmpty();
        return seen[0];
    }

    /** Why each visible text under {@code a} shows cut ({@link LayoutCheck#cutText}). */
    private static void addCut(Actor a, List<String> found) {
        if (!a.isVisible()) return;
        String cut = LayoutCheck.cutText(a);
        if (cut != null) found.add(cut);
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) addCut(c, found);
    }

    private static List<FittedLabel> fittedLabels(Actor a) {
        List<FittedLabel> out = new ArrayList<>();
        if (!a.isVisible()) return out;
        if (a instanceof FittedLabel) out.add((FittedLabel) a);
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) out.addAll(fittedLabels(c));
        return out;
    }

    /** Each visible button of the screen with where it is ("name at x,y wxh"), inside the stage or not. */
    private static List<String> buttons(HeadlessParlour parlour) throws Exception {
        return parlour.onGameThread(() -> {
            Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
            List<String> out = new ArrayList<>();
            addButtons(stage.getRoot(), stage, out);
            assertThat(out).as("the screen's buttons").isNotEmpty();
            return out;
        });
    }

    private static void addButtons(Actor a, Stage stage, List<String> out) {
        if (!a.isVisible()) return;
        if (a instanceof Button && a.getName() != null) {
            Vector2 at = a.localToStageCoordinates(new Vector2(0, 0));
            boolean inside = at.x >= 0
                    && at.y >= 0
                    && at.x + a.getWidth() <= stage.getWidth()
                    && at.y + a.getHeight() <= stage.getHeight();
            out.add(a.getName() + " at " + Math.round(at.x) + "," + Math.round(at.y)
                    + (inside ? "" : " off the stage"));
            return;
        }
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) addButtons(c, stage, out);
    }

    /** A finger's tap at a stage point (x, y from the top), through the screen's input as a phone's would come. */
    private static void tap(HeadlessParlour parlour, float[] at) throws Exception {
        assertThat(at).as("the screen shows where to tap").isNotNull();
        parlour.onGameThread(() -> {
            BaseScreen screen = (BaseScreen) parlour.app().getScreen();
            InputProcessor in = screen.inputProcessor();
            // the headless screen is 0 px high: the stage's unprojection is compensated for the window's height
            int y = Math.round(at[1])
                    + Gdx.graphics.getHeight()
                    - screen.stage().getViewport().getScreenHeight();
            in.touchDown(Math.round(at[0]), y, 0, 0);
            in.touchUp(Math.round(at[0]), y, 0, 0);
            return null;
        });
    }
}
