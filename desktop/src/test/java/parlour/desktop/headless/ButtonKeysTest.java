package parlour.desktop.headless;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlour.board.KeyTable.Command;
import parlour.shell.launch.GameEntry;

/**
 * Every game's command buttons at every host size on a keyboard machine: each button with a key says it, on its
 * words or in the tip over it when the mouse points at it, and all the buttons that show words draw them at one size.
 */
class ButtonKeysTest {
    @ParameterizedTest
    @ValueSource(strings = {"en", "pl"})
    void everyButtonWithAKeySaysItAndAllShareOneSize(String language) throws Exception {
        try (FitHarness fit = new FitHarness(language)) {
            for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
                fit.startGame(game.id());
                fit.checkEverySize(game.id(), ButtonKeysTest::problemsOf);
            }
            fit.assertNoProblems();
        }
    }

    private static List<String> problemsOf(Stage stage) {
        List<String> problems = new ArrayList<>();
        // the size the words are drawn at (the font's line times the label's scale), with the buttons drawn so
        Map<Long, List<String>> sizes = new TreeMap<>();
        for (LayoutCheck.Part p : LayoutCheck.parts(stage.getRoot())) {
            if (!(p.actor instanceof TextButton)) continue;
            TextButton b = (TextButton) p.actor;
            Command c = commandOf(b);
            if (c == null) continue;
            if (!saysKey(b, c, stage)) problems.add(LayoutCheck.name(b) + " does not say its key " + c.key);
            Label words = b.getLabel();
            if (words.getParent() == b && words.getText().length() > 0) {
                long size = Math.round(words.getStyle().font.getLineHeight() * words.getFontScaleY() * 10);
                sizes.computeIfAbsent(size, k -> new ArrayList<>())
                        .add(words.getText().toString());
            }
        }
        if (sizes.size() > 1) problems.add("the buttons' words are drawn at " + sizes.size() + " sizes: " + sizes);
        return problems;
    }

    /** The command a button runs, by the name it is given (its English words with the key). */
    private static Command commandOf(TextButton b) {
        for (Command c : Command.values()) if (c.buttonText(true).equals(b.getName())) return c;
        return null;
    }

    /** Whether the button's words name its key, or the tip shown while the mouse points at it does. */
    private static boolean saysKey(TextButton b, Command c, Stage stage) {
        String key = "(" + c.key + ")", shifted = "(Shift+" + c.key + ")";
        String shown = b.getLabel().getParent() == b ? b.getLabel().getText().toString() : "";
        if (shown.endsWith(key) || shown.endsWith(shifted)) return true;
        InputEvent enter = new InputEvent();
        enter.setType(InputEvent.Type.enter);
        enter.setStage(stage);
        enter.setPointer(-1);
        b.fire(enter);
        Actor tip = stage.getRoot().findActor("key tip");
        String said = tip == null
                ? ""
                : ((Label) ((Table) tip).getChildren().first()).getText().toString();
        InputEvent exit = new InputEvent();
        exit.setType(InputEvent.Type.exit);
        exit.setStage(stage);
        exit.setPointer(-1);
        b.fire(exit);
        return said.endsWith(key) || said.endsWith(shifted);
    }
}
