package parlour.shell.menu;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The menu card's picture keeps a diagram's shapes as triangles: nothing lost, nothing drawn for no colour. */
class BoardPictureTest {
    @Test
    void eachShapeBecomesTriangles() {
        BoardPicture p = new BoardPicture(null, 100);
        assertThat(p.drawn()).as("nothing before a drawing").isFalse();
        p.rect(0, 0, 10, 10, "#ffffff", 1);
        assertThat(p.triangleCount()).as("a rectangle").isEqualTo(2);
        // an arrow's outline, not convex: cut into as many triangles as its corners less two
        p.polygon(new double[] {0, 4, 6, 4, 6, 0, 10, 5, 6, 10, 6, 6, 0, 6}, "#102030", 1);
        assertThat(p.triangleCount())
                .as("a rectangle and a seven-cornered arrow")
                .isEqualTo(2 + 5);
        p.circle(5, 5, 2, null, null, 0);
        p.line(0, 0, 1, 1, 0.5, "none", 1);
        assertThat(p.triangleCount())
                .as("a circle with neither fill nor stroke, a line of no colour")
                .isEqualTo(7);
        p.drawingSize(new double[] {10, 10});
        assertThat(p.drawn()).isTrue();
        p.clearDrawing();
        assertThat(p.drawn()).as("cleared for a new drawing").isFalse();
    }
}
