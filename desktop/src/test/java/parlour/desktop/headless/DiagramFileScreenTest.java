package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import parlour.ui.BaseScreen;

/**
 * Save's "Save diagram (SVG)" on the desktop: the file dialog offers the save's name as a picture, the picture written
 * where the player typed is the position on the board (its lines, its title and description), and a picture already
 * there is replaced only after asking.
 */
class DiagramFileScreenTest {
    private HeadlessParlour parlour;

    @TempDir
    Path dir;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private void openDiagramDialog(String name) throws Exception {
        parlour.key(Keys.S);
        parlour.type(name);
        parlour.click("Save diagram");
        assertThat(parlour.dialogText()).as("the file dialog for the picture").contains("Save diagram");
    }

    /** The text in the file dialog's name field. */
    private String fileNameField() throws Exception {
        return parlour.onGameThread(() -> {
            TextField field =
                    ((BaseScreen) parlour.app().getScreen()).stage().getRoot().findActor("file name");
            return field == null ? null : field.getText();
        });
    }

    private static double lines(Document svg) throws Exception {
        return (Double) XPathFactory.newInstance()
                .newXPath()
                .evaluate(
                        "count(//*[local-name()='g'][@class='lines']/*[local-name()='line'])",
                        svg,
                        XPathConstants.NUMBER);
    }

    private static Document read(Path file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(file)));
    }

    @Test
    void saveWritesThePositionAsAPictureWhereThePlayerChooses() throws Exception {
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "dots", "size", "3x3", "p1", "human", "p2", "human", "sound", "off"));
        parlour.onGameThread(() -> parlour.app().play("a1-b1"));
        parlour.onGameThread(() -> parlour.app().play("c3-c4"));
        parlour.awaitMoves(3000, "a1-b1", "c3-c4");

        openDiagramDialog("Evening game");
        assertThat(fileNameField()).as("the save's name offered as a picture").isEqualTo("Evening game.svg");
        parlour.type(dir.resolve("evening").toString());
        parlour.key(Keys.ENTER);
        Path file = dir.resolve("evening.svg");
        parlour.awaitStatus("Diagram saved as 'evening.svg'.", 5000);
        Document svg = read(file);
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(svg.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("Dots and Boxes");
        assertThat(svg.getElementsByTagName("desc").item(0).getTextContent()).isNotBlank();
        assertThat(lines(svg)).as("the two lines played").isEqualTo(2.0);

        parlour.onGameThread(() -> parlour.app().play("a2-b2"));
        parlour.awaitMoves(3000, "a1-b1", "c3-c4", "a2-b2");
        openDiagramDialog("Evening game");
        assertThat(parlour.dialogText()).as("the folder used last").contains(dir.toString());
        parlour.type("evening");
        parlour.key(Keys.ENTER);
        assertThat(parlour.dialogText())
                .as("a picture there already is replaced only after asking")
                .contains("Replace it with this picture?");
        parlour.key(Keys.ENTER);
        parlour.awaitState(
                s -> {
                    try {
                        return lines(read(file)) == 3.0;
                    } catch (Exception e) {
                        return false;
                    }
                },
                5000);
    }
}
