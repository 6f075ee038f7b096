package parlour.app;

import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.Map;
import java.util.function.Consumer;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.shell.page.ScriptControl;
import parlour.shell.page.StateJson;
import parlour.shell.screen.GameScreen;
import parlour.ui.BaseScreen;

/**
 * What the launchers ask of the running program on a page script's behalf (see the html README's page API), and the
 * web page's questions about the keyboard, pointer and focus: each answered over the screen on show.
 */
public abstract class ScriptableApp extends Game implements Navigator {
    ScriptableApp() {}

    /** The game on screen as JSON for the page's script API (see html README), or a note that none is. */
    public String stateJson() {
        if (getScreen() == null) return "{\"game\":null,\"screen\":\"loading\"}";
        if (getScreen() instanceof GameScreen) return StateJson.of((GameScreen<?>) getScreen());
        return "{\"game\":null,\"screen\":\"menu\"}";
    }

    /** Plays {@code move} (the engine protocol's notation) for the side to move, for the page's script; null if played, else why not. */
    public String play(String move) {
        return ScriptControl.play(this, move);
    }

    /**
     * Plays {@code move} for the page's script; in a game with a friend elsewhere, the friend's move: {@code answer}
     * hears null once played, else why not, at once or when the game took the move.
     */
    public void play(String move, Consumer<String> answer) {
        ScriptControl.play(this, move, answer);
    }

    /** Takes back moves until a human is to move, for the page's script; null if done, else why not. */
    public String undo() {
        return ScriptControl.undo(this);
    }

    /** Redoes moves until a human is to move, for the page's script; null if done, else why not. */
    public String redo() {
        return ScriptControl.redo(this);
    }

    /** Asks for a hint as the Hint button does, for the page's script; null if asked, else why not. */
    public String showHint() {
        return ScriptControl.showHint(this);
    }

    /** Turns the analysis overlay on or off, for the page's script; null if done, else why not. */
    public String setAnalysis(boolean on) {
        return ScriptControl.setAnalysis(this, on);
    }

    /** Marks the board (a JSON array of marks), for the page's script; null if all were drawn, else why not each other. */
    public String setMarks(String json) {
        return ScriptControl.setMarks(this, json);
    }

    /** The game on screen in the save format, or null when no game is on screen. */
    public String position() {
        return ScriptControl.position(this);
    }

    /**
     * Shows the game saved in {@code text}, of this game or another (its code fetched first); tells {@code answer}
     * null if done, else what is wrong with it (the game stays).
     */
    public void setPosition(String text, Consumer<String> answer) {
        ScriptControl.setPosition(this, text, answer);
    }

    /**
     * A new game with these options: of the game on screen, the others as they were, or of the one {@code game}
     * names, its code fetched first where it comes later. Tells {@code answer} null if started, else why not: at
     * once, or once that game's code came or could not be fetched.
     */
    public void newGame(Map<String, String> options, Consumer<String> answer) {
        ScriptControl.newGame(this, options, answer);
    }

    /**
     * The friend link for the game on screen, on {@code page} (an address; the game goes in its fragment), to
     * {@code ready} once the links' code came; else {@code refused} hears why there is none (no game with a friend
     * elsewhere is on screen, or the code did not come).
     */
    public void friendLink(final String page, final Consumer<String> ready, final Consumer<String> refused) {
        later().links(
                        links -> {
                            String link;
                            try {
                                link = links.friendLink(this, page);
                            } catch (IllegalArgumentException e) {
                                refused.accept(e.getMessage());
                                return;
                            }
                            ready.accept(link);
                        },
                        why -> refused.accept(LaterCode.Links.notLoaded(why)));
    }

    /**
     * Opens a friend link: the friend's reply continues the game on screen, if it only adds their moves; else the
     * link's game opens. Tells {@code answer} null if done, else why the link was refused (the game stays).
     */
    public void openLink(final String link, final Consumer<String> answer) {
        later().links(
                        links -> links.openLink(this, link, answer),
                        why -> answer.accept(LaterCode.Links.notLoaded(why)));
    }

    /** Where to click to play a move on the board shown, in logical pixels from the top-left, or null. */
    public float[] pointOf(String move) {
        return ScriptControl.pointOf(getScreen(), move);
    }

    /** See the screen's {@code pressStartsSomething}; a screen without a stage takes every press. */
    public boolean pressStartsSomething(float x, float y) {
        return !(getScreen() instanceof BaseScreen) || ((BaseScreen) getScreen()).pressStartsSomething(x, y);
    }

    /** Whether the keyboard focus is on the last control (first, going backwards): then Tab may leave the widget. */
    public boolean focusAtEdge(boolean backwards) {
        return !(getScreen() instanceof BaseScreen) || ((BaseScreen) getScreen()).focusAtEdge(backwards);
    }

    /** The page's focus left the widget (web): no focus ring is shown until the keyboard is used in it again. */
    public void focusLeft() {
        if (getScreen() instanceof BaseScreen) ((BaseScreen) getScreen()).focusLeft();
    }

    /** Whether a text field has the keyboard focus: the web page must then let Space and Enter through as typing. */
    public boolean textInputFocused() {
        return getScreen() instanceof BaseScreen
                && ((BaseScreen) getScreen()).stage().getKeyboardFocus() instanceof TextField;
    }

    /**
     * Pastes the clipboard's text into the text field that has the keyboard focus, at its cursor, as its own Ctrl+V
     * does (the web widget calls this with the text of the browser's paste event).
     */
    public void pasteIntoFocusedField() {
        if (!(getScreen() instanceof BaseScreen)) return;
        Stage stage = ((BaseScreen) getScreen()).stage();
        if (!(stage.getKeyboardFocus() instanceof TextField)) return;
        boolean ctrlHeld = Gdx.input.isKeyPressed(Keys.CONTROL_LEFT)
                || Gdx.input.isKeyPressed(Keys.CONTROL_RIGHT)
                || Gdx.input.isKeyPressed(Keys.SYM);
        if (ctrlHeld) stage.keyDown(Keys.V);
        else
            ((TextField) stage.getKeyboardFocus())
                    .appendText(Gdx.app.getClipboard().getContents());
    }
}
