package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import parlour.shell.launch.GameEntry;
import parlour.shell.page.ScriptControl;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.words.Tr;

/**
 * Every dialog and docked window a game screen opens, in every game, at every host size: a dialog's own texts,
 * buttons and fields lie inside the window, whole and apart; help, the move list and the board editor share the
 * stage with the game, so the whole stage is checked with them.
 */
class DialogsFitTest {
    private static final String LONG_NAME = "the long game we played on the train home, kept to finish later";
    private FitHarness fit;
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (fit != null) fit.stop();
    }

    @FitHarness.InEachLanguage
    void everyDialogFitsEveryHostSize(String language) throws Exception {
        fit = new FitHarness(language);
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            start(game);
            boolean boards = game.def.boardFormat() != null;
            checkDialog(game, "Save", "S");
            checkDialog(game, "Export", "S", "press Export as text");
            checkDialog(game, "Replace the save?", "S", "press Save");
            checkDialog(game, "Load", "L");
            checkDialog(game, "Import", "L", "press Import text…");
            checkDialog(game, "Could not load", "L", "press Import text…", "type [Parlour", "press Load");
            checkDialog(game, "More", "more");
            if (boards) {
                checkDialog(game, "Load board", "shift L");
                checkDialog(game, "Save board", "shift S");
            }
            // a dialog open while the window changes size (a phone turned, a window made smaller)
            for (int[] size : FitHarness.SIZES) {
                parlour.onGameThread(() -> {
                    parlour.app().resize(1100, 760);
                    return null;
                });
                parlour.key(Keys.L);
                fit.checkAt(game.id() + ": Load, the window resized", size, DialogsFitTest::dialogProblems);
                closeAll();
            }
        }
        fit.assertNoProblems();
    }

    @FitHarness.InEachLanguage
    void theBrowsersDialogsFitEveryHostSize(String language) throws Exception {
        fit = new FitHarness(language);
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            start(game);
            parlour.browser = true;
            String refused = parlour.onGameThread(() -> {
                String[] answer = {"no answer"};
                ScriptControl.setPosition(parlour.app(), ScriptControl.position(parlour.app()), why -> answer[0] = why);
                return answer[0];
            });
            assertNull(refused, "the game's own position shows again");
            checkDialog(game, "Save in a browser", "S");
            checkDialog(game, "Share link", "S", "press Share link");
            if (game.def.boardFormat() == null) continue;
            checkDialog(game, "Load board, none kept", "shift L");
            checkDialog(game, "Save board", "shift S");
            checkDialog(game, "Export board", "shift S", "press Export as text");
            run("shift S");
            run("press Save");
            checkDialog(game, "Replace the board?", "shift S", "press Save");
            checkDialog(game, "Load board", "shift L");
            checkDialog(game, "Import board", "shift L", "press Import text…");
        }
        fit.assertNoProblems();
    }

    @FitHarness.InEachLanguage
    void helpMovesAndTheEditorFitBesideEveryGame(String language) throws Exception {
        fit = new FitHarness(language);
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            start(game);
            checkStage(game.id() + " with help", "H");
            // help closed (over the game where the host is small): the game shows again
            fit.checkAt(game.id() + " after help", new int[] {360, 640}, LayoutCheck::problemsOf);
            // with Shift a letter is the command's even where the board has a tool on it (V in Gone)
            checkStage(game.id() + " with the moves", "shift V");
            // a dozen moves in (or the game over, its result on the board): two-digit numbers, and each game's longer
            // moves (captures, jumps) in the narrow list
            play(game, 12);
            checkStage(game.id() + " with a dozen moves", "shift V", LayoutCheck::problemsBesideTheResult);
            if (game.id().equals("arrows")) checkStage("arrows' board editor", "B");
            // a long refusal in the status line (V pastes a board; the clipboard is empty); Esc then leaves the game
            if (game.id().equals("gone")) checkStage("gone refusing a paste", "V");
        }
        fit.assertNoProblems();
    }

    /** A game of two humans three moves in, with saves of it under a short, a long and the offered name. */
    private <P> void start(GameEntry<P> game) throws Exception {
        parlour = fit.startGame(game.id());
        play(game, 3);
        String saved = parlour.onGameThread(() -> ScriptControl.position(parlour.app()));
        parlour.saves.write("morning", saved);
        parlour.saves.write(LONG_NAME, saved);
        // and under the name Save offers, which a second save then asks to replace
        run("S");
        run("press Save");
    }

    /** Plays the first legal move (the automaton's own) until the game is {@code moves} in or over. */
    private <P> void play(GameEntry<P> game, int moves) throws Exception {
        parlour.onGameThread(() -> {
            @SuppressWarnings("unchecked")
            GameScreen<P> screen = (GameScreen<P>) parlour.app().getScreen();
            for (int i = screen.match().moveCount();
                    i < moves && !screen.match().isOver();
                    i++) {
                if (screen.match().toMove() == 0) screen.parts().session.playAutomaticMove();
                else
                    screen.match()
                            .play(game.def.legalMoves(screen.match().position()).get(0));
            }
            return null;
        });
    }

    /** Opens a dialog by {@code steps} at every size and checks the dialog on top. */
    private void checkDialog(GameEntry<?> game, String what, String... steps) throws Exception {
        for (int[] size : FitHarness.SIZES) {
            fit.showAt(size);
            boolean opened = true;
            for (String step : steps) opened &= run(step);
            if (opened) fit.checkAt(game.id() + ": " + what, size, DialogsFitTest::dialogProblems);
            closeAll();
        }
    }

    /** The dialog on top within the window, whole and apart. */
    private static List<String> dialogProblems(Stage stage) {
        Dialog top = topDialog(stage);
        if (top == null) return List.of("no dialog is open");
        return LayoutCheck.problemsOf(top, stage);
    }

    /** Opens a docked window by its key and checks the whole stage at every size. */
    private void checkStage(String what, String key) throws Exception {
        checkStage(what, key, LayoutCheck::problemsOf);
    }

    private void checkStage(String what, String key, Function<Stage, List<String>> check) throws Exception {
        run(key);
        fit.checkEverySize(what, check);
        parlour.key(Keys.ESCAPE);
    }

    /** One step: a key ("S", "shift L"), a button of the dialog on top pressed, text typed, or More pressed if shown. */
    private boolean run(String step) throws Exception {
        if (step.startsWith("shift ")) {
            parlour.keyWith(Keys.SHIFT_LEFT, Keys.valueOf(step.substring(6)));
        } else if (step.startsWith("press ")) {
            String label = step.substring(6);
            TextButton b = parlour.onGameThread(() -> button(topDialog(stage()), label));
            assertNotNull(b, "the dialog has a button " + label + ": " + parlour.dialogText());
            parlour.onGameThread(() -> {
                b.toggle();
                return null;
            });
        } else if (step.startsWith("type ")) {
            parlour.type(step.substring(5));
        } else if (step.equals("more")) {
            TextButton more = parlour.onGameThread(() -> stage().getRoot().findActor("More…"));
            if (more == null || more.getStage() == null || !more.ancestorsVisible()) return false;
            parlour.onGameThread(() -> {
                more.toggle();
                return null;
            });
        } else {
            parlour.key(Keys.valueOf(step));
        }
        return true;
    }

    private void closeAll() throws Exception {
        for (int i = 0; i < 6 && parlour.onGameThread(() -> topDialog(stage()) != null); i++) parlour.key(Keys.ESCAPE);
    }

    private Stage stage() {
        return ((BaseScreen) parlour.app().getScreen()).stage();
    }

    private static Dialog topDialog(Stage stage) {
        Dialog top = null;
        for (Actor a : stage.getActors()) if (a instanceof Dialog) top = (Dialog) a;
        return top;
    }

    private static TextButton button(Actor root, String text) {
        if (root == null) return null;
        if (root instanceof TextButton
                && ((TextButton) root).getText().toString().equals(Tr.t(text))) return (TextButton) root;
        if (root instanceof Group) {
            for (Actor c : ((Group) root).getChildren()) {
                TextButton b = button(c, text);
                if (b != null) return b;
            }
        }
        return null;
    }
}
