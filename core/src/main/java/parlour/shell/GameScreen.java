package parlour.shell;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;

import parlour.LaunchOptions;
import parlour.ParlourApp;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.game.Words;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MatchListener;
import parlour.match.SaveFormatException;
import parlour.shell.KeyTable.Command;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.ui.HelpPanel;
import parlour.ui.SaveStore;

/**
 * The one game screen every game plays in: the board view, the side panel (players, scores, clocks,
 * status) and the controls the game supports. It owns the match, drives the computer seats and the
 * automaton a slice per frame, and keeps the game in progress saved after every move.
 */
public final class GameScreen<P> extends BaseScreen implements MatchListener, MoveInput, SaveDialogs.Host, AdviceDriver.Sink {
    private final GameEntry<P> entry;
    private final GameDef<P> def;
    private Match<P> match;
    /** The game a Restart replaced: Undo right after a restart brings it back. */
    private Match<P> beforeRestart;
    private final BoardView<P> view;
    private final SidePanel panel;
    private final Table root = new Table();
    private final Map<Command, TextButton> buttons = new EnumMap<>(Command.class);
    private final List<TextButton> buttonList = new ArrayList<>();
    private final ComputerDriver<P> computer;
    private final AdviceDriver<P> advice;
    private final AutomatonPace pace = new AutomatonPace();
    private final SaveDialogs dialogs;
    private final ResultBanner banner;
    private Table resumeOffer;
    private HelpPanel help;
    private String lastLayout = "";
    private final Vector2 layoutProbe = new Vector2();
    private float layoutSignature;
    /** Whether the buttons are wide enough to show their keys, as "Undo (U)". */
    private boolean withKeys = true;

    /** A new game of {@code entry} with the launch options' game options, seats and first player. */
    public static <P> GameScreen<P> start(ParlourApp app, GameEntry<P> entry, LaunchOptions o) {
        int first = o.firstFor(entry);
        boolean drawn = first == LaunchOptions.RANDOM;
        if (drawn) first = com.badlogic.gdx.math.MathUtils.random(1, 2);
        GameScreen<P> screen = new GameScreen<>(app, entry, entry.newMatch(o.gameOptions, first, o.seat(1), o.seat(2)), true);
        if (drawn) screen.say("Drawn at random: player " + first + " moves first.");
        return screen;
    }

    /** Continues the autosaved game of {@code entry} (or a new default game, with a message, if it cannot be read). */
    public static <P> GameScreen<P> resume(ParlourApp app, GameEntry<P> entry) {
        try {
            return new GameScreen<>(app, entry, autosaved(app, entry), false);
        } catch (SaveFormatException e) {
            LaunchOptions o = new LaunchOptions();
            o.game = entry.id();
            GameScreen<P> s = start(app, entry, o);
            s.message("Could not continue", e.getMessage());
            return s;
        }
    }

    public GameScreen(ParlourApp app, GameEntry<P> entry, Match<P> match, boolean offerResume) {
        super(app);
        this.entry = entry;
        this.def = entry.def;
        this.match = match;
        match.addListener(this);
        view = entry.ui.createView(app.assets(), theme, match.position(), this);
        view.setSpeedFactor(app.settings().animationFactor());
        computer = new ComputerDriver<>(def, app.platform());
        advice = def.analyst() == null ? null : new AdviceDriver<>(def.analyst());
        dialogs = new SaveDialogs(this);
        panel = new SidePanel(app, skin, theme, def.score(match.position(), 1) != null, match.hasClocks());
        banner = new ResultBanner(app, skin, theme, stage);
        for (Command c : Command.values()) {
            boolean automaton = c == Command.PLAY || c == Command.STEP || c == Command.SPEED;
            boolean advised = c == Command.HINT || c == Command.ANALYSIS;
            if (automaton && !def.hasAutomaton() || advised && advice == null) continue;
            addButton(c);
        }
        // the Analysis button's text says on or off; a click's checked state is cleared without a second change event
        if (buttons.containsKey(Command.ANALYSIS)) buttons.get(Command.ANALYSIS).setProgrammaticChangeEvents(false);
        root.setFillParent(true);
        stage.addActor(root);
        if (offerResume) offerResume();
        refresh();
        updateFocusOrder();
        focus.focus(view.actor());
        for (String problem : app.launchOptions().problems) message("Page options", problem);
        app.launchOptions().problems.clear();
    }

    private void addButton(final Command c) {
        TextButton b = new TextButton(c.buttonText(true), skin);
        b.getLabel().setEllipsis(true);
        b.setName(c.buttonText(true));
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                run(c);
            }
        });
        buttons.put(c, b);
        buttonList.add(b);
    }

    private void run(Command c) {
        switch (c) {
            case RESTART: restart(); break;
            case UNDO: undo(); break;
            case REDO: if (!match.redo()) say("Nothing to redo."); break;
            case SAVE: dialogs.openSave(); break;
            case LOAD: dialogs.openLoad(); break;
            case PLAY: pace.toggle(); refresh(); break;
            case STEP: pace.pause(); playAutomaticMove(); refresh(); break;
            case SPEED: pace.faster(); refresh(); break;
            case HINT: askHint(); break;
            case ANALYSIS: toggleAnalysis(); break;
            case HELP: toggleHelp(); break;
            case SOUND: app.setSound(!app.assets().soundOn()); refresh(); break;
            case MENU: leave(); break;
            default: break;
        }
    }

    private void updateFocusOrder() {
        List<Actor> order = new ArrayList<>();
        order.add(view.actor());
        if (resumeOffer != null) {
            for (Actor a : resumeOffer.getChildren()) if (a instanceof TextButton) order.add(a);
        }
        order.addAll(buttonList);
        if (help != null) order.add(help.closeButton());
        setFocusOrder(order);
    }

    private void offerResume() {
        final Match<P> saved;
        try {
            saved = autosaved(app, entry);
        } catch (SaveFormatException e) {
            return;
        }
        if (saved.isOver() || saved.moveCount() == 0) return;
        resumeOffer = new Table();
        String score = def.score(saved.position(), 1) == null ? "" : ", " + def.score(saved.position(), 1) + "-" + def.score(saved.position(), 2);
        Label l = new Label("Your unfinished game (" + summary(saved) + ", " + Words.count(saved.moveCount(), "move") + score + ") was kept.", skin);
        l.setWrap(true);
        TextButton resume = new TextButton("Resume it", skin);
        TextButton discard = new TextButton("Dismiss", skin, "quiet");
        resume.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                app.switchTo(new GameScreen<>(app, entry, saved, false));
            }
        });
        discard.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                dismissOffer();
            }
        });
        resumeOffer.add(l).growX().colspan(2).row();
        resumeOffer.add(resume).padTop(4).padRight(6).left();
        resumeOffer.add(discard).padTop(4).left().expandX();
    }

    /** The options a match began with, as "7x7" or "6 pieces, flying". */
    private String summary(Match<P> m) {
        StringBuilder sb = new StringBuilder();
        for (String v : def.optionsOf(m.start()).values()) sb.append(sb.length() == 0 ? "" : ", ").append(v);
        return sb.length() == 0 ? def.title() : sb.toString();
    }

    /** The autosaved game of {@code entry}. @throws SaveFormatException if there is none or it is damaged */
    public static <P> Match<P> autosaved(ParlourApp app, GameEntry<P> entry) throws SaveFormatException {
        String text = app.settings().autosave(entry.id());
        return entry.load(text, "the autosaved game");
    }

    private void dismissOffer() {
        if (resumeOffer == null) return;
        resumeOffer.remove();
        resumeOffer = null;
        updateFocusOrder();
        layout(stage.getWidth(), stage.getHeight());
    }

    @Override
    protected void layout(float width, float height) {
        root.clearChildren();
        boolean wide = width >= height * 1.15f && width >= 620;
        float sideW = wide ? Math.min(300, Math.max(230, width * 0.3f)) : width - 24;
        withKeys = wide || width >= 720;
        Table buttonTable = new Table();
        int perRow = wide ? 2 : 4;
        for (int i = 0; i < buttonList.size(); i++) {
            buttonTable.add(buttonList.get(i)).growX().uniformX().minWidth(0).height(38).pad(3);
            if (i % perRow == perRow - 1) buttonTable.row();
        }
        refresh();
        if (wide) {
            Table side = panel.column(sideW, resumeOffer);
            side.add(buttonTable).width(sideW).row();
            root.add(view.actor()).grow();
            root.add(side).width(sideW).top().pad(16).padLeft(8);
        } else {
            root.add(panel.topRow()).growX().pad(10, 12, 0, 12).row();
            root.add(view.actor()).grow().row();
            Table bottom = panel.bottom(resumeOffer);
            bottom.add(buttonTable).growX();
            root.add(bottom).growX().pad(0, 12, 10, 12);
        }
        root.layout();
        root.validate();
        if (help != null) help.place(width, height);
        banner.place(view.actor());
        reportLayout();
    }

    /** Tells the platform where the board is and where each button is, in window coordinates (top-left origin), when that changed. */
    private void reportLayout() {
        List<String> events = new ArrayList<>();
        String note = view.layoutNote();
        if (note != null) events.add("layout " + note);
        for (Button b : shownButtons()) {
            float[] c = centreOf(b);
            events.add("layout control " + b.getName() + " at " + Math.round(c[0]) + "," + Math.round(c[1]));
        }
        String text = events.toString();
        if (!text.equals(lastLayout)) {
            lastLayout = text;
            for (String e : events) app.platform().gameEvent(e);
        }
    }

    /** Where to click to play {@code move}, or to press the button whose label starts with it, in logical pixels from the top-left. */
    public float[] pointOf(String move) {
        float[] local = view.pointOf(move);
        if (local == null) return pointOfControl(move);
        Vector2 s = view.actor().localToStageCoordinates(new Vector2(local[0], local[1]));
        return new float[] {s.x, stage.getHeight() - s.y};
    }

    /** The game as JSON for the page's script API. */
    public String stateJson() {
        return StateJson.of(def, match, computer.isThinking() || match.computerToMove(), advice == null ? null : advice.shownHint,
                advice != null && advice.isOn(), advice == null ? null : advice.shown, panel.status(), Gdx.graphics.getFrameId());
    }

    // ---- the player's moves ----

    @Override
    public boolean humanToMove() { return match.humanToMove(); }

    @Override
    public int offer(List<String> steps) {
        if (match.isOver()) return refuse("The game is over: press Restart (R) for a new one.");
        if (!match.humanToMove()) return refuse(match.toMove() == 0 ? "Wait for the next round." : "Wait for the computer to move.");
        P p = match.position();
        boolean prefix = false;
        for (String m : def.legalMoves(p)) {
            List<String> parts = def.parts(m);
            if (!startsWith(parts, steps)) continue;
            if (parts.size() == steps.size()) return play(m);
            prefix = true;
        }
        if (prefix) return MORE;
        if (steps.size() == 1) {
            try {
                return play(def.canonical(p, steps.get(0)));
            } catch (IllegalArgumentException e) {
                return refuse(e.getMessage());
            }
        }
        return refuse("That is not a legal move here.");
    }

    @Override
    public List<String> next(List<String> steps) {
        List<String> out = new ArrayList<>();
        if (match.isOver()) return out;
        for (String m : def.legalMoves(match.position())) {
            List<String> parts = def.parts(m);
            if (parts.size() > steps.size() && startsWith(parts, steps) && !out.contains(parts.get(steps.size()))) out.add(parts.get(steps.size()));
        }
        return out;
    }

    private static boolean startsWith(List<String> parts, List<String> steps) {
        if (steps.size() > parts.size()) return false;
        for (int i = 0; i < steps.size(); i++) if (!parts.get(i).equals(steps.get(i))) return false;
        return true;
    }

    private int play(String move) {
        dismissOffer();
        beforeRestart = null;
        String reason = match.play(move);
        return reason == null ? PLAYED : refuse(reason);
    }

    private int refuse(String reason) {
        say(reason);
        app.assets().play("error");
        return REFUSED;
    }

    @Override
    public void say(String text) {
        panel.notice(text);
    }

    // ---- hearing the match ----

    @Override
    public void matchChanged(Change change, String move) {
        computer.cancel();
        P p = match.position();
        if (advice != null) {
            advice.restart(p, match.isOver());
            view.showHint(null);
            if (!advice.isOn()) view.setMarks(null);
        }
        if (change == Change.MOVED) {
            P before = match.positionAt(match.moveCount() - 1);
            int mover = def.toMove(before);
            String scoreBefore = mover == 0 ? null : def.score(before, mover);
            view.moved(before, move, p);
            if (scoreBefore != null && !scoreBefore.equals(def.score(p, mover))) panel.pulseScore(mover);
            panel.notice("");
            app.platform().gameEvent("move " + match.moveCount() + " " + mover + " " + move + scoreEvent(p));
            if (match.isOver()) gameOver();
        } else if (change == Change.TIMED_OUT) {
            gameOver();
        } else {
            view.snap(p);
            banner.hide();
            if (match.isOver()) banner.show(resultText(), view.actor(), match.winner());
        }
        computer.waitFor(aiPauseMillis());
        autosave();
        refresh();
    }

    private String scoreEvent(P p) {
        return def.score(p, 1) == null ? "" : " score " + def.score(p, 1) + "-" + def.score(p, 2);
    }

    private void gameOver() {
        int w = match.winner();
        banner.show(resultText(), view.actor(), w);
        boolean humanPlays = match.seat(1).isHuman() || match.seat(2).isHuman();
        boolean humanWon = w > 0 && match.seat(w).isHuman();
        app.assets().play(w == 0 || humanWon || !humanPlays ? "win" : "lose");
        app.platform().gameEvent("game over result " + (w == 0 ? "tie" : String.valueOf(w)) + scoreEvent(match.position()));
        computer.report(app.frames());
    }

    private String resultText() {
        P p = match.position();
        int w = match.winner();
        String why = match.flagged() > 0 ? "on time" : def.whyOver(p);
        String detail = def.resultDetail(p);
        String text;
        if (w == 0) {
            text = "A " + def.drawWord() + (detail.isEmpty() ? "" : ", " + detail);
        } else {
            boolean you = match.seat(w).isHuman() && !match.seat(3 - w).isHuman();
            text = panel.name(match, w) + (you ? " win" : " wins") + (detail.isEmpty() ? "" : " " + detail);
        }
        return why == null ? text : text + " (" + why + ")";
    }

    private double aiPauseMillis() {
        return 350 * app.settings().animationFactor() + 60;
    }

    private void autosave() {
        app.settings().setAutosave(def.id(), match.isOver() || match.moveCount() == 0 ? null : entry.save(match));
    }

    private void refresh() {
        P p = match.position();
        panel.update(def, match);
        if (match.isOver()) {
            panel.status(resultText() + ". Press Restart (R) to play again.");
        } else if (match.toMove() == 0) {
            panel.status(pace.isPlaying() ? "The rounds run (" + pace.speedText() + "). P pauses." : "Paused: Play (P) runs the rounds, Step (N) plays one.");
        } else {
            String who = panel.name(match, match.toMove());
            String again = match.moveCount() == 0 ? null : def.againNote(match.positionAt(match.moveCount() - 1), p);
            if (match.humanToMove()) {
                panel.status((again != null ? who + ": you " + again + ", move again." : who + " to move.")
                        + (match.moveCount() == 0 ? " " + def.howToMove() : ""));
            } else {
                panel.status(who + (again != null ? " " + again + " and moves again…" : " is thinking…"));
            }
        }
        setButton(Command.UNDO, !match.canUndo() && beforeRestart == null, null);
        setButton(Command.REDO, !match.canRedo(), null);
        setButton(Command.ANALYSIS, false, advice != null && advice.isOn() ? "Analysis on" : "Analysis off");
        setButton(Command.SOUND, false, app.assets().soundOn() ? "Sound on" : "Sound off");
        setButton(Command.PLAY, false, pace.isPlaying() ? "Pause" : "Play");
        setButton(Command.SPEED, false, pace.speedText());
        for (Command c : buttons.keySet()) {
            if (c != Command.ANALYSIS && c != Command.SOUND && c != Command.PLAY && c != Command.SPEED) setButton(c, buttons.get(c).isDisabled(), null);
        }
    }

    /** Sets a button's state and text ({@code label} or the command's own), with its key where there is room. */
    private void setButton(Command c, boolean disabled, String label) {
        TextButton b = buttons.get(c);
        if (b == null) return;
        b.setDisabled(disabled);
        String text = label == null ? c.label : label;
        b.setText(withKeys ? text + " (" + c.key + ")" : text);
    }

    // ---- controls ----

    private void restart() {
        dismissOffer();
        if (match.moveCount() > 0 || match.canRedo()) beforeRestart = match;
        Match<P> fresh = entry.newMatch(def.optionsOf(match.start()), def.firstPlayer(match.start()), match.seat(1), match.seat(2));
        switchMatch(fresh);
        computer.clearStats();
        say(beforeRestart != null ? "A new game. Undo (U) brings the last one back." : "");
    }

    private void undo() {
        if (!match.canUndo() && beforeRestart != null) {
            Match<P> back = beforeRestart;
            beforeRestart = null;
            switchMatch(back);
            say("The game before the restart is back.");
            return;
        }
        if (!match.undo()) say("Nothing to undo.");
    }

    /** Plays on with another match of this game (a restart, or taking a restart back). */
    private void switchMatch(Match<P> next) {
        match.removeListener(this);
        match = next;
        match.addListener(this);
        matchChanged(Change.RESET, null);
    }

    private void askHint() {
        if (match.isOver()) {
            say("The game is over: there is nothing to hint.");
            return;
        }
        if (!match.humanToMove()) {
            say("The computer is to move.");
            return;
        }
        advice.askHint(match.position());
        panel.status("Looking for a good move…");
    }

    private void toggleAnalysis() {
        buttons.get(Command.ANALYSIS).setChecked(false);
        boolean on = advice.toggle(match.position(), match.isOver());
        view.setMarks(null);
        if (on) say(advice.legend());
        else app.platform().gameEvent("analysis off");
        refresh();
    }

    @Override
    public void hintReady(MoveValue best, String text) {
        view.showHint(best.move);
        focus.focus(view.actor());
        app.platform().gameEvent("hint " + best.move + " value " + best.value + (best.exact ? " exact" : " estimate"));
        panel.status(text);
    }

    @Override
    public void analysisReady(List<MoveValue> values, boolean exact) {
        view.setMarks(values);
        StringBuilder best = new StringBuilder();
        for (MoveValue v : values) if (v.isBest()) best.append(' ').append(v.move);
        app.platform().gameEvent("analysis " + values.size() + " " + (values.size() == 1 ? "move" : "moves") + " "
                + (exact ? "exact" : "estimated") + ", best" + best);
    }

    private void leave() {
        if (help != null) {
            toggleHelp();
            return;
        }
        app.toMenu();
    }

    private void toggleHelp() {
        if (help != null) {
            help.remove();
            help = null;
            updateFocusOrder();
            return;
        }
        help = new HelpPanel(skin, entry.ui.helpName(), new Runnable() {
            @Override
            public void run() {
                toggleHelp();
            }
        });
        help.place(stage.getWidth(), stage.getHeight());
        stage.addActor(help);
        updateFocusOrder();
    }

    /** Plays the automaton's move, if it is the automaton's turn. */
    private void playAutomaticMove() {
        if (match.isOver() || match.toMove() != 0) return;
        String move = def.automaticMove(match.position());
        if (move != null) match.play(move);
    }

    // ---- the save dialogs' host ----

    @Override
    public Skin skin() { return skin; }

    @Override
    public SaveStore store() { return app.platform().saves(); }

    @Override
    public String saveText() { return entry.save(match); }

    @Override
    public String suggestedName() {
        return def.title() + " " + summary(match) + " after " + Words.count(match.moveCount(), "move");
    }

    /** Reads a save; on any problem the current game is untouched and the problem is shown with its line. */
    @Override
    public void loadText(String text, String source) {
        try {
            app.switchTo(new GameScreen<>(app, entry, entry.load(text, source), false));
        } catch (SaveFormatException e) {
            message("Could not load", e.getMessage() + "\n\nYour current game is unchanged.");
        }
    }

    @Override
    public void status(String text) { panel.status(text); }

    @Override
    public float stageWidth() { return stage.getWidth(); }

    @Override
    public float stageHeight() { return stage.getHeight(); }

    @Override
    public void focusField(TextField field) {
        focus.focus(field);
        field.selectAll();
    }

    // ---- keys and frames ----

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (stage.getKeyboardFocus() instanceof TextField) return false;
        if ((keycode == com.badlogic.gdx.Input.Keys.PAGE_DOWN || keycode == com.badlogic.gdx.Input.Keys.PAGE_UP) && help != null) {
            help.scrollPage(keycode == com.badlogic.gdx.Input.Keys.PAGE_DOWN ? 1 : -1);
            return true;
        }
        Command c = KeyTable.commandFor(keycode, ctrl, shift);
        if (c == null || c != Command.HELP && c != Command.MENU && !buttons.containsKey(c)) return false;
        run(c);
        return true;
    }

    @Override
    public void render(float delta) {
        panel.act(delta);
        if (match.hasClocks() && !dialogOpen() && !match.isOver()) {
            match.charge(Math.min(delta, 0.25f) * 1000.0);
            panel.updateClocks(match);
        }
        computer.drive(match, dialogOpen(), view.isAnimating(), delta);
        if (def.hasAutomaton() && !dialogOpen() && !view.isAnimating() && pace.due(delta) && match.toMove() == 0) playAutomaticMove();
        if (advice != null) advice.drive(this);
        super.render(delta);
        // buttons move when the texts above them change size: report the layout again when they do
        float signature = 0;
        for (TextButton b : buttonList) {
            Vector2 c = b.localToStageCoordinates(layoutProbe.set(0, 0));
            signature = signature * 31 + c.x * 7 + c.y + (b.isVisible() ? 1 : 0);
        }
        if (signature != layoutSignature) {
            layoutSignature = signature;
            reportLayout();
        }
    }

    @Override
    public void hide() {
        super.hide();
        match.removeListener(this);
    }

    @Override
    public void show() {
        super.show();
        match.removeListener(this);
        match.addListener(this);
        // the board is seen before a computer that opens moves (and the first frames, slow while the runtime warms up, pass)
        computer.waitUntil(Clock.now() + ComputerDriver.OPENING_PAUSE_MS);
    }
}
