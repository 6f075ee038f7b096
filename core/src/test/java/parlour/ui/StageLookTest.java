package parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import org.junit.jupiter.api.Test;

/** A still screen's look changes with what its shown actors would draw, and only with that. */
class StageLookTest {
    private final Group root = new Group();
    private final Group panel = new Group();
    private final Actor piece = new Actor();
    private final Actor hidden = new Actor();

    StageLookTest() {
        root.addActor(panel);
        panel.addActor(piece);
        panel.addActor(hidden);
        piece.setBounds(10, 20, 30, 40);
        hidden.setVisible(false);
    }

    @Test
    void theSameActorsLookTheSame() {
        int before = StageLook.of(root);
        piece.setBounds(10, 20, 30, 40);
        assertThat(StageLook.of(root)).isEqualTo(before);
    }

    @Test
    void aShownActorMovedResizedOrRecolouredLooksNew() {
        int before = StageLook.of(root);
        piece.setX(11);
        int moved = StageLook.of(root);
        assertThat(moved).isNotEqualTo(before);
        piece.setX(10);
        assertThat(StageLook.of(root)).as("back where it was").isEqualTo(before);
        piece.setHeight(41);
        assertThat(StageLook.of(root)).isNotEqualTo(before);
        piece.setHeight(40);
        piece.setColor(Color.RED);
        assertThat(StageLook.of(root)).isNotEqualTo(before);
    }

    @Test
    void anActorShownHiddenOrAddedLooksNewButAHiddenOneChangingDoesNot() {
        int before = StageLook.of(root);
        hidden.setX(99);
        assertThat(StageLook.of(root)).as("a hidden actor moved").isEqualTo(before);
        hidden.setVisible(true);
        assertThat(StageLook.of(root)).as("shown").isNotEqualTo(before);
        hidden.setVisible(false);
        panel.addActor(new Actor());
        assertThat(StageLook.of(root)).as("an actor added").isNotEqualTo(before);
    }
}
