package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.gone.view.GoneView;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * Gone's tool tips (a tool's name and key in a box below it) only where there is a mouse to point with. A phone's
 * browser follows each tap with an emulated mouse that stays where the finger was, over the tool tapped or the one
 * that took its place: on a touch-only screen no tip shows, or one stayed over the status line after a tap on Go.
 */
class GoneToolTipsTest {
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private static java.util.Map<String, String> gone() {
        return HeadlessParlour.options("game", "gone", "size", "8x8");
    }

    private GoneView view() {
        return (GoneView)
                ((GameScreen<?>) parlour.app().getScreen()).parts().view.actor();
    }

    /** The tip Gone's view draws now, or null. */
    private String tip() throws Exception {
        return parlour.onGameThread(() -> view().shownTip());
    }

    /** The face of the tool named {@code name} ("Copy"). */
    private Actor tool(String name) {
        for (Actor a : view().tools()) if (a.toString().equals(name)) return a;
        throw new AssertionError("Gone shows no tool " + name + ": " + view().tools());
    }

    /** What the mouse is over, as the stage saw it last. */
    private Actor pointed;

    /** The mouse (pointer -1) moving from what it was over onto {@code a}, as the stage tells it: exit, then enter. */
    private void mouseOnto(Actor a) {
        if (pointed == a) return;
        if (pointed != null) fire(pointed, InputEvent.Type.exit, a);
        if (a != null) fire(a, InputEvent.Type.enter, pointed);
        pointed = a;
    }

    private static void fire(Actor a, InputEvent.Type type, Actor related) {
        InputEvent e = new InputEvent();
        e.setType(type);
        e.setStage(a.getStage());
        e.setPointer(-1);
        e.setRelatedActor(related);
        a.fire(e);
    }

    /** The mouse moved onto the tool named {@code name}. */
    private void mouseOntoTool(String name) throws Exception {
        parlour.onGameThread(() -> {
            mouseOnto(tool(name));
            return null;
        });
    }

    /** The mouse moved to ({@code x}, {@code yDown}) from the stage's top left: onto what lies there. */
    private void mouseAt(float x, float yDown) throws Exception {
        parlour.onGameThread(() -> {
            Stage stage = ((BaseScreen) parlour.app().getScreen()).stage();
            mouseOnto(stage.hit(x, stage.getHeight() - yDown, true));
            return null;
        });
    }

    /**
     * A tap on {@code what} as a phone's browser gives it: its emulated mouse moved there first, the finger's touch
     * down and up, and the mouse left where the finger was.
     */
    private void tap(String what) throws Exception {
        float[] at = parlour.onGameThread(() -> parlour.app().pointOf(what));
        assertThat(at).as("Gone shows " + what).isNotNull();
        mouseAt(at[0], at[1]);
        parlour.clickAt(at[0], at[1]);
        parlour.advance(100);
        mouseAt(at[0], at[1]);
    }

    @Test
    void aTouchOnlyScreenShowsNoToolTips() throws Exception {
        parlour = HeadlessParlour.touchOnly(gone());
        // a phone's screen
        parlour.onGameThread(() -> {
            parlour.app().resize(360, 640);
            parlour.app().render();
            return null;
        });
        mouseOntoTool("Copy");
        assertThat(tip())
                .as("the tip with the pointer over Copy on a touch-only screen")
                .isNull();
        tap("tool:Copy");
        assertThat(tip()).as("the tip after a tap on Copy").isNull();
        tap("play");
        parlour.awaitState(now -> now.status().startsWith("Paused"), 2000);
        assertThat(tip()).as("the tip after a tap on Go, which runs the rounds").isNull();
        tap("tool:Copy");
        assertThat(tip()).as("the tip after a tap on Copy as the rounds run").isNull();
    }

    @Test
    void withAMouseAToolPointedAtShowsItsTip() throws Exception {
        parlour = new HeadlessParlour(gone());
        mouseOntoTool("Copy");
        assertThat(tip()).as("the tip with the mouse over Copy").isEqualTo("Copy (K)");
        mouseOntoTool("Go");
        assertThat(tip()).as("the tip once the mouse moved on to Go").isEqualTo("Go (G)");
        parlour.onGameThread(() -> {
            mouseOnto(null);
            return null;
        });
        assertThat(tip()).as("the tip once the mouse left the tools").isNull();
        // a click on Go runs the rounds and hides Go: the mouse over Copy then shows Copy's
        tap("play");
        parlour.awaitState(now -> now.status().startsWith("Paused"), 2000);
        mouseOntoTool("Copy");
        assertThat(tip())
                .as("the tip with the mouse over Copy as the rounds run")
                .isEqualTo("Copy (K)");
    }
}
