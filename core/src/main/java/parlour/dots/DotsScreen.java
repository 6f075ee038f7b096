package parlour.dots;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextArea;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.utils.Align;

import parlour.LaunchOptions;
import parlour.ParlourApp;
import parlour.dots.ai.DotsAnalysis;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Clock;
import parlour.match.Match;
import parlour.match.MatchListener;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Thinker;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;
import parlour.ui.FrameStats;
import parlour.ui.HelpPanel;
import parlour.ui.SaveStore;
import parlour.ui.UiKit;

/**
 * The Dots and Boxes game screen: the board, the scores, the status line and the controls. It owns
 * the match, asks the computer seats to move (a few milliseconds of search per frame), and keeps the
 * game in progress saved after every move.
 */
public final class DotsScreen extends BaseScreen implements MatchListener, DotsView.Controller {
    /** Milliseconds of search per frame: small enough that the animation never stalls. */
    private static final double THINK_SLICE_MS = 5;

    private final Match<DotsPosition> match;
    private final DotsView view;
    private final Table root = new Table();
    private final Table side = new Table();
    private final Label status;
    private final Label notice;
    private final Label[] scoreLabels = new Label[3];
    private final Label[] nameLabels = new Label[3];
    private final Table[] scoreRows = new Table[3];
    /** The background that marks whose turn it is, per player. */
    private final Drawable[] turnMarks = new Drawable[3];
    private final Table buttons = new Table();
    private final List<TextButton> buttonList = new ArrayList<>();
    private final TextButton undoButton;
    private final TextButton redoButton;
    private final TextButton soundButton;
    private final TextButton analysisButton;
    private final Random random = new Random();
    private final FrameStats thinkingFrames = new FrameStats(2000);
    /** How long each slice of the computer's search took, setting up included: its share of a frame. */
    private final FrameStats searchSlices = new FrameStats(4000);
    /** Wall-clock time from the computer's first slice to its move, per decision. */
    private final FrameStats thinkTimes = new FrameStats(400);
    private double thinkerStartedAt;
    private int thinkerSlices;
    private double thinkerLongestSlice;
    private Table resumeOffer;
    /** The result shown over the board when the game ends. */
    private Table banner;
    private HelpPanel help;
    private Thinker thinker;
    /** The hint being worked out for the player to move, or null. */
    private DotsAnalysis hint;
    /** The analysis overlay's work on the position shown, or null while the overlay is off or done. */
    private DotsAnalysis analysis;
    private boolean analysisOn;
    /** The hint on the board (a line in notation), or null. */
    private String shownHint;
    /** The finished analysis the overlay shows, or null. */
    private DotsAnalysis shownAnalysis;
    private double thinkerReadyAt;
    private float noticeTime;
    private String lastLayout = "";
    private final Vector2 layoutProbe = new Vector2();
    private float layoutSignature;
    /** Whether the buttons are wide enough to show their keys, as "Undo (U)". */
    private boolean withKeys = true;

    public DotsScreen(ParlourApp app, LaunchOptions o) {
        this(app, DotsGame.newMatch(o.cols, o.rows, o.first, o.p1, o.p2), true);
    }

    /** Continues the autosaved game (or a new default game if it cannot be read). */
    public static DotsScreen resume(ParlourApp app, LaunchOptions fallback) {
        try {
            return new DotsScreen(app, autosaved(app), false);
        } catch (SaveFormatException e) {
            DotsScreen s = new DotsScreen(app, fallback);
            s.message("Could not continue", e.getMessage());
            return s;
        }
    }

    private DotsScreen(ParlourApp app, Match<DotsPosition> match, boolean offerResume) {
        super(app);
        this.match = match;
        match.addListener(this);
        view = new DotsView(app.assets(), theme, match.position(), this);
        view.setSpeedFactor(app.settings().animationFactor());

        status = new Label("", skin);
        status.setWrap(true);
        notice = new Label("", skin, "error");
        notice.setWrap(true);

        for (int p = 1; p <= 2; p++) {
            Table row = new Table();
            Image mark = new Image(app.assets().region(p == 1 ? "cross" : "ring"));
            mark.setColor(theme.mark(p));
            nameLabels[p] = new Label("", skin);
            nameLabels[p].setEllipsis(true);
            scoreLabels[p] = new Label("0", skin, "score" + p);
            scoreLabels[p].setAlignment(Align.right);
            row.add(mark).size(22).padRight(8);
            row.add(nameLabels[p]).expandX().fillX().minWidth(0).left();
            row.add(scoreLabels[p]).right().minWidth(44);
            row.setTransform(false);
            scoreRows[p] = row;
            turnMarks[p] = UiKit.panel(app.assets(), UiKit.withAlpha(theme.fill(p), 0.9f));
        }

        addButton("Restart (R)", new Runnable() { public void run() { restart(); } });
        undoButton = addButton("Undo (U)", new Runnable() { public void run() { undo(); } });
        redoButton = addButton("Redo (Ctrl+Y)", new Runnable() { public void run() { redo(); } });
        addButton("Save (S)", new Runnable() { public void run() { openSave(); } });
        addButton("Load (L)", new Runnable() { public void run() { openLoad(); } });
        addButton("Hint (T)", new Runnable() { public void run() { askHint(); } });
        analysisButton = addButton("Analysis (A)", new Runnable() { public void run() { toggleAnalysis(); } });
        // its text says on or off; a click's checked state is cleared without a second change event
        analysisButton.setProgrammaticChangeEvents(false);
        addButton("Help (H)", new Runnable() { public void run() { toggleHelp(); } });
        soundButton = addButton("Sound (M)", new Runnable() { public void run() { toggleSound(); } });
        addButton("Menu (Esc)", new Runnable() { public void run() { leave(); } });

        root.setFillParent(true);
        stage.addActor(root);
        if (offerResume) offerResume();
        refresh();
        updateFocusOrder();
        focus.focus(view);
        for (String problem : app.launchOptions().problems) message("Page options", problem);
        app.launchOptions().problems.clear();
    }

    private TextButton addButton(String text, final Runnable action) {
        TextButton b = new TextButton(text, skin);
        b.getLabel().setEllipsis(true);
        b.setName(text);
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                action.run();
            }
        });
        buttonList.add(b);
        return b;
    }

    private void updateFocusOrder() {
        List<Actor> order = new ArrayList<>();
        order.add(view);
        if (resumeOffer != null) {
            for (Actor a : resumeOffer.getChildren()) if (a instanceof TextButton) order.add(a);
        }
        order.addAll(buttonList);
        if (help != null) order.add(help.closeButton());
        setFocusOrder(order);
    }

    /** The game in progress saved after the last move. @throws SaveFormatException if there is none or it is damaged */
    private static Match<DotsPosition> autosaved(ParlourApp app) throws SaveFormatException {
        String source = "the autosaved game";
        return DotsGame.load(SavedGame.read(app.settings().autosave(DotsGame.ID), source), source, DotsPlayers.LEVELS, DotsPlayers.DEFAULT_LEVEL);
    }

    private void offerResume() {
        final Match<DotsPosition> saved;
        try {
            saved = autosaved(app);
        } catch (SaveFormatException e) {
            return;
        }
        if (saved.isOver() || saved.moveCount() == 0) return;
        resumeOffer = new Table();
        DotsPosition p = saved.position();
        Label l = new Label("Your unfinished game (" + DotsGame.sizeText(p.cols(), p.rows()) + ", " + saved.moveCount()
                + " moves, " + p.score(1) + "-" + p.score(2) + ") was kept.", skin);
        l.setWrap(true);
        TextButton resume = new TextButton("Resume it", skin);
        TextButton discard = new TextButton("Dismiss", skin, "quiet");
        resume.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                app.switchTo(new DotsScreen(app, saved, false));
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
        side.clearChildren();
        boolean wide = width >= height * 1.15f && width >= 620;
        float sideW = wide ? Math.min(300, Math.max(230, width * 0.3f)) : width - 24;
        side.defaults().growX();
        side.add(scoreRows[1]).padBottom(2).row();
        side.add(scoreRows[2]).padBottom(8).row();
        side.add(status).width(sideW).padBottom(4).row();
        side.add(notice).width(sideW).padBottom(4).row();
        if (resumeOffer != null) side.add(resumeOffer).width(sideW).padBottom(8).row();
        buttons.clearChildren();
        int perRow = wide ? 2 : 4;
        withKeys = wide || width >= 720;
        for (int i = 0; i < buttonList.size(); i++) {
            TextButton b = buttonList.get(i);
            if (b != soundButton && b != analysisButton) b.setText(withKeys ? b.getName() : shortName(b.getName()));
            else refresh();
            buttons.add(buttonList.get(i)).growX().uniformX().minWidth(0).height(38).pad(3);
            if (i % perRow == perRow - 1) buttons.row();
        }
        if (wide) {
            side.add(buttons).width(sideW).row();
            root.add(view).grow();
            root.add(side).width(sideW).top().pad(16).padLeft(8);
        } else {
            Table top = new Table();
            top.add(scoreRows[1]).growX().uniformX().minWidth(0).padRight(12);
            top.add(scoreRows[2]).growX().uniformX().minWidth(0);
            Table bottom = new Table();
            bottom.add(status).growX().row();
            bottom.add(notice).growX().row();
            if (resumeOffer != null) bottom.add(resumeOffer).growX().row();
            bottom.add(buttons).growX();
            root.add(top).growX().pad(10, 12, 0, 12).row();
            root.add(view).grow().row();
            root.add(bottom).growX().pad(0, 12, 10, 12);
        }
        root.layout();
        root.validate();
        if (help != null) help.place(width, height);
        placeBanner();
        reportLayout();
    }

    /** A button's name without its key, for narrow layouts: "Undo (U)" becomes "Undo". */
    private static String shortName(String name) {
        int paren = name.indexOf(" (");
        return paren < 0 ? name : name.substring(0, paren);
    }

    /**
     * Tells the platform where dot a1 is and how far apart dots are, then where each button is ("layout
     * control Hint (T) at 812,300"), in window coordinates (top-left origin), when that changed.
     */
    private void reportLayout() {
        Vector2 a1 = view.localToStageCoordinates(new Vector2(view.dotX(0), view.dotY(0)));
        List<String> events = new ArrayList<>();
        events.add("layout dot a1 at " + Math.round(a1.x) + "," + Math.round(stage.getHeight() - a1.y) + " step " + Math.round(view.step()));
        for (com.badlogic.gdx.scenes.scene2d.ui.Button b : shownButtons()) {
            float[] c = centreOf(b);
            events.add("layout control " + b.getName() + " at " + Math.round(c[0]) + "," + Math.round(c[1]));
        }
        String text = events.toString();
        if (!text.equals(lastLayout)) {
            lastLayout = text;
            for (String e : events) app.platform().gameEvent(e);
        }
    }

    /** Where to click to play {@code move}, in logical pixels from the top-left, or null. */
    public float[] pointOf(String move) {
        int line;
        try {
            DotsPosition p = match.position();
            int dash = move.indexOf('-');
            if (dash < 0) return pointOfControl(move);
            int[] a = DotsNotation.parseDot(move.substring(0, dash));
            int[] b = DotsNotation.parseDot(move.substring(dash + 1));
            line = p.lineBetween(a[0], a[1], b[0], b[1]);
            if (line < 0) return null;
            int[] d = p.firstDot(line);
            float x = view.dotX(d[0]) + (p.isHorizontal(line) ? view.step() / 2 : 0);
            float y = view.dotY(d[1]) + (p.isHorizontal(line) ? 0 : view.step() / 2);
            Vector2 s = view.localToStageCoordinates(new Vector2(x, y));
            return new float[] {s.x, stage.getHeight() - s.y};
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The game as JSON for the page's script API. */
    public String stateJson() {
        DotsPosition p = match.position();
        StringBuilder sb = new StringBuilder();
        sb.append("{\"game\":\"dots\",\"size\":\"").append(DotsGame.sizeText(p.cols(), p.rows())).append('"');
        sb.append(",\"toMove\":").append(p.toMove());
        sb.append(",\"score\":[").append(p.score(1)).append(',').append(p.score(2)).append(']');
        int w = p.winner();
        sb.append(",\"result\":\"").append(w < 0 ? "none" : w == 0 ? "tie" : String.valueOf(w)).append('"');
        sb.append(",\"moves\":").append(jsonList(match.moves()));
        List<String> legal = new ArrayList<>();
        if (!p.isOver()) for (int line : p.legalLines()) legal.add(DotsNotation.format(p, line));
        sb.append(",\"legal\":").append(jsonList(legal));
        sb.append(",\"thinking\":").append(!p.isOver() && !match.seatToMove().isHuman());
        sb.append(",\"hint\":").append(shownHint == null ? "null" : "\"" + shownHint + "\"");
        sb.append(",\"analysisOn\":").append(analysisOn);
        sb.append(",\"analysis\":[");
        if (shownAnalysis != null) {
            boolean first = true;
            for (DotsAnalysis.LineValue v : shownAnalysis.lines()) {
                sb.append(first ? "" : ",").append("{\"line\":\"").append(v.move()).append("\",\"value\":").append(v.value())
                        .append(",\"exact\":").append(v.isExact()).append(",\"best\":").append(v.isBest())
                        .append(",\"loony\":").append(v.isLoony()).append('}');
                first = false;
            }
        }
        sb.append(']');
        sb.append(",\"frames\":").append(com.badlogic.gdx.Gdx.graphics.getFrameId());
        sb.append(",\"status\":\"").append(jsonEscape(status.getText().toString())).append('"');
        sb.append('}');
        return sb.toString();
    }

    private static String jsonList(List<String> items) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++) sb.append(i == 0 ? "" : ",").append('"').append(jsonEscape(items.get(i))).append('"');
        return sb.append(']').toString();
    }

    private static String jsonEscape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c < 32) sb.append(' ');
            else sb.append(c);
        }
        return sb.toString();
    }

    // ---- the controller ----

    @Override
    public boolean humanToMove() {
        return !match.isOver() && match.seatToMove().isHuman();
    }

    @Override
    public void join(int x1, int y1, int x2, int y2) {
        DotsPosition p = match.position();
        if (p.isOver()) {
            say("The game is over: press Restart (R) for a new one.");
            return;
        }
        if (!match.seatToMove().isHuman()) {
            say("Wait for the computer to move.");
            return;
        }
        String reason = DotsRules.reasonAgainst(p, x1, y1, x2, y2);
        if (reason != null) {
            say(reason);
            app.assets().play("error");
            return;
        }
        dismissOffer();
        match.play(DotsNotation.format(p, p.lineBetween(x1, y1, x2, y2)));
    }

    private void say(String text) {
        notice.setText(text);
        notice.clearActions();
        notice.getColor().a = 1;
        noticeTime = 4f;
        notice.addAction(Actions.sequence(Actions.moveBy(6, 0, 0.05f), Actions.moveBy(-12, 0, 0.1f), Actions.moveBy(6, 0, 0.05f)));
    }

    // ---- hearing the match ----

    @Override
    public void matchChanged(Change change, String move) {
        thinker = null;
        hint = null;
        shownHint = null;
        view.showHint(-1);
        if (analysisOn) startAnalysis();
        DotsPosition p = match.position();
        if (change == Change.MOVED) {
            DotsPosition before = match.positionAt(match.moveCount() - 1);
            int line = DotsNotation.parseMove(before, move);
            view.show(p);
            int mover = before.toMove();
            boolean newTurn = match.moveCount() < 2 || match.positionAt(match.moveCount() - 2).toMove() != mover;
            view.animateLine(line, newTurn);
            int closed = p.score(mover) - before.score(mover);
            if (closed > 0) {
                app.assets().play("box", closed > 1 ? 1.25f : 1f);
                scoreLabels[mover].clearActions();
                scoreLabels[mover].setOrigin(Align.center);
                scoreLabels[mover].addAction(Actions.sequence(Actions.scaleTo(1.35f, 1.35f, 0.12f), Actions.scaleTo(1f, 1f, 0.2f)));
            } else {
                app.assets().play("line");
            }
            notice.setText("");
            app.platform().gameEvent("move " + match.moveCount() + " " + mover + " " + move + " score " + p.score(1) + "-" + p.score(2));
            if (p.isOver()) gameOver(p);
        } else {
            view.snap(p);
            hideBanner();
            if (p.isOver()) showBanner(p);
        }
        thinkerReadyAt = Clock.now() + aiPauseMillis();
        autosave();
        refresh();
    }

    private void gameOver(DotsPosition p) {
        int w = p.winner();
        showBanner(p);
        boolean humanPlays = match.seat(1).isHuman() || match.seat(2).isHuman();
        boolean humanWon = w > 0 && match.seat(w).isHuman();
        app.assets().play(w == 0 || humanWon || !humanPlays ? "win" : "lose");
        app.platform().gameEvent("game over result " + (w == 0 ? "tie" : String.valueOf(w)) + " score " + p.score(1) + "-" + p.score(2));
        report("frame stats", thinkingFrames.recent(), "while thinking");
        report("search stats", searchSlices.recent(), "per slice");
        report("search stats", thinkTimes.recent(), "per computer move");
        report("frame stats", app.frames().recent(), "over the last frames");
    }

    /** Raises an event "WHAT: n=.. p50=.. p95=.. max=.. ms WHEN" for the page or the log (with at least 10 samples). */
    private void report(String what, double[] t, String when) {
        if (t.length < 10) return;
        java.util.Arrays.sort(t);
        app.platform().gameEvent(what + ": n=" + t.length + " p50=" + round1(t[t.length / 2]) + " p95="
                + round1(t[(int) (t.length * 0.95)]) + " max=" + round1(t[t.length - 1]) + " ms " + when);
    }

    private String resultText(DotsPosition p) {
        int w = p.winner();
        return w == 0 ? "A tie, " + p.score(1) + " all" : playerName(w) + (match.seat(w).isHuman() && !match.seat(3 - w).isHuman() ? " win " : " wins ")
                + p.score(w) + " to " + p.score(3 - w);
    }

    private void showBanner(DotsPosition p) {
        hideBanner();
        int winner = p.winner();
        String text = resultText(p);
        banner = new Table();
        banner.setBackground(UiKit.framed(app.assets(), theme.panel, winner == 0 ? theme.text : theme.line(winner)));
        banner.pad(14, 26, 14, 26);
        banner.add(new Label(text, skin, "heading")).row();
        banner.add(new Label("Restart (R) for another game", skin, "small")).padTop(4);
        banner.pack();
        banner.setTransform(true);
        banner.setOrigin(Align.center);
        banner.setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.disabled);
        placeBanner();
        banner.getColor().a = 0;
        banner.setScale(0.7f);
        float d = Math.max(0.05f, 0.35f * app.settings().animationFactor());
        banner.addAction(Actions.sequence(Actions.delay(d), Actions.parallel(Actions.fadeIn(d),
                Actions.scaleTo(1, 1, d, com.badlogic.gdx.math.Interpolation.swingOut))));
        stage.addActor(banner);
    }

    private void hideBanner() {
        if (banner != null) banner.remove();
        banner = null;
    }

    private void placeBanner() {
        if (banner == null) return;
        Vector2 c = view.localToStageCoordinates(new Vector2(view.getWidth() / 2, view.getHeight() / 2));
        banner.setPosition(Math.round(c.x - banner.getWidth() / 2), Math.round(c.y - banner.getHeight() / 2));
    }

    private static String round1(double v) {
        return String.valueOf(Math.round(v * 10) / 10.0);
    }

    /** How long a computer that is to move waits after the game screen appears. */
    private static final double OPENING_PAUSE_MS = 700;

    private double aiPauseMillis() {
        return 350 * app.settings().animationFactor() + 60;
    }

    private void autosave() {
        app.settings().setAutosave(DotsGame.ID, match.isOver() || match.moveCount() == 0 ? null : DotsGame.save(match).write());
    }

    private String playerName(int p) {
        Seat s = match.seat(p);
        boolean bothHuman = match.seat(1).isHuman() && match.seat(2).isHuman();
        if (s.isHuman()) return bothHuman ? "Player " + p : "You";
        return "Computer (" + s.level() + ")";
    }

    private void refresh() {
        DotsPosition p = match.position();
        for (int i = 1; i <= 2; i++) {
            nameLabels[i].setText(playerName(i));
            scoreLabels[i].setText(String.valueOf(p.score(i)));
            scoreRows[i].setBackground(!p.isOver() && p.toMove() == i ? turnMarks[i] : null);
        }
        if (p.isOver()) {
            status.setText(resultText(p) + ". Press Restart (R) to play again.");
        } else {
            Seat s = match.seatToMove();
            String who = playerName(p.toMove());
            boolean again = match.moveCount() > 0 && match.positionAt(match.moveCount() - 1).toMove() == p.toMove();
            if (s.isHuman()) status.setText((again ? who + ": you closed a box, move again." : who + " to move.")
                    + (match.moveCount() == 0 ? " Click between two dots, or use the arrow keys and Enter." : ""));
            else status.setText(who + (again ? " closed a box and moves again…" : " is thinking…"));
        }
        undoButton.setDisabled(!match.canUndo());
        redoButton.setDisabled(!match.canRedo());
        analysisButton.setText((analysisOn ? "Analysis on" : "Analysis off") + (withKeys ? " (A)" : ""));
        soundButton.setText((app.assets().soundOn() ? "Sound on" : "Sound off") + (withKeys ? " (M)" : ""));
    }

    // ---- controls ----

    private void restart() {
        DotsPosition s = match.start();
        dismissOffer();
        match.reset(DotsPosition.empty(s.cols(), s.rows(), s.toMove()));
        thinkingFrames.clear();
        searchSlices.clear();
        thinkTimes.clear();
        say("");
    }

    private void undo() {
        if (!match.undo()) say("Nothing to undo.");
    }

    private void redo() {
        if (!match.redo()) say("Nothing to redo.");
    }

    /** Budget for the hint's search: long enough to solve most endgames exactly. */
    private static final double HINT_BUDGET_MS = 1500;
    /** Budget for the overlay: every line is solved in turn until it runs out. */
    private static final double ANALYSIS_BUDGET_MS = 2500;

    private void askHint() {
        DotsPosition p = match.position();
        if (p.isOver()) {
            say("The game is over: there is nothing to hint.");
            return;
        }
        if (!match.seatToMove().isHuman()) {
            say("The computer is to move.");
            return;
        }
        hint = new DotsAnalysis(p, HINT_BUDGET_MS, random);
        status.setText("Looking for a good line…");
    }

    private void toggleAnalysis() {
        analysisOn = !analysisOn;
        analysisButton.setChecked(false);
        if (analysisOn) {
            startAnalysis();
        } else {
            analysis = null;
            shownAnalysis = null;
            view.setAnalysis(null, null);
            app.platform().gameEvent("analysis off");
        }
        refresh();
    }

    private void startAnalysis() {
        DotsPosition p = match.position();
        analysis = p.isOver() ? null : new DotsAnalysis(p, ANALYSIS_BUDGET_MS, random);
        shownAnalysis = null;
        view.setAnalysis(null, null);
    }

    /** Runs the hint's and the overlay's searches a slice per frame, after the computer's. */
    private void driveAdvice() {
        if (hint != null && hint.think(THINK_SLICE_MS)) {
            DotsAnalysis.LineValue best = bestOf(hint);
            view.showHint(best.line());
            shownHint = best.move();
            focus.focus(view);
            app.platform().gameEvent("hint " + best.move() + " value " + best.value() + (best.isExact() ? " exact" : " estimate"));
            status.setText(hint.isSolved() ? "Hint: " + best.move() + ". With best play from here you " + outcome(hint.value()) + "."
                    : "Hint: " + best.move() + " (the strong player's choice: the position is too big to solve at once).");
            hint = null;
        }
        if (analysis != null && analysis.think(THINK_SLICE_MS)) {
            showAnalysis(analysis);
            analysis = null;
        }
    }

    /** The best line, the first of the best when several are equal. */
    private static DotsAnalysis.LineValue bestOf(DotsAnalysis a) {
        DotsAnalysis.LineValue best = null;
        for (DotsAnalysis.LineValue v : a.lines()) if (best == null || v.isBest() && !best.isBest()) best = v;
        return best;
    }

    /** What a value means for the player: the net share of the boxes still open. */
    private static String outcome(int value) {
        if (value == 0) return "split the open boxes evenly";
        int n = Math.abs(value);
        return "take " + n + (value > 0 ? " more" : " fewer") + " of the open boxes than your opponent";
    }

    /** Marks each undrawn line with its value: exact as "+2", the strong player's estimate as "~+2". */
    private void showAnalysis(DotsAnalysis a) {
        DotsPosition p = match.position();
        String[] marks = new String[p.lineCount()];
        int[] kinds = new int[p.lineCount()];
        for (DotsAnalysis.LineValue v : a.lines()) {
            String value = v.value() > 0 ? "+" + v.value() : String.valueOf(v.value());
            marks[v.line()] = v.isExact() ? value : "~" + value;
            kinds[v.line()] = v.isBest() ? DotsView.MARK_BEST : v.isLoony() ? DotsView.MARK_LOONY : DotsView.MARK_WORSE;
        }
        view.setAnalysis(marks, kinds);
        shownAnalysis = a;
        StringBuilder best = new StringBuilder();
        for (DotsAnalysis.LineValue v : a.lines()) if (v.isBest()) best.append(' ').append(v.move());
        app.platform().gameEvent("analysis " + a.lines().size() + " lines " + (a.isSolved() ? "exact" : "estimated") + ", best" + best);
    }

    private void toggleSound() {
        app.setSound(!app.assets().soundOn());
        refresh();
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
        help = new HelpPanel(skin, "dots", new Runnable() {
            @Override
            public void run() {
                toggleHelp();
            }
        });
        help.place(stage.getWidth(), stage.getHeight());
        stage.addActor(help);
        updateFocusOrder();
    }

    private void openSave() {
        final SaveStore store = app.platform().saves();
        final Dialog d = new Dialog("Save game", skin);
        d.text("Save this game under a name. Saves are kept in " + store.location() + ".");
        DotsPosition p = match.position();
        final TextField name = new TextField("Dots " + DotsGame.sizeText(p.cols(), p.rows()) + " after " + match.moveCount() + " moves", skin);
        d.content(name, true);
        final TextButton saveButton = d.button("Save", new Dialog.Action() {
            @Override
            public boolean run() {
                String n = name.getText().trim();
                if (n.isEmpty()) {
                    say("A save needs a name.");
                    return false;
                }
                try {
                    store.write(n, DotsGame.save(match).write());
                    say("");
                    status.setText("Saved as \"" + n + "\".");
                } catch (RuntimeException e) {
                    message("Could not save", "The game could not be saved as \"" + n + "\": " + e.getMessage());
                }
                return true;
            }
        });
        d.button("Export as text", new Dialog.Action() {
            @Override
            public boolean run() {
                openExport();
                return true;
            }
        });
        d.button("Cancel", null);
        d.pressOnEnter(name, saveButton);
        open(d);
        focusField(name);
    }

    private void focusField(TextField field) {
        focus.focus(field);
        field.selectAll();
    }

    private void openExport() {
        Dialog d = new Dialog("Export", skin);
        d.text("The game in Parlour's save format. Select it all (Ctrl+A) and copy it (Ctrl+C).");
        TextArea area = new TextArea(DotsGame.save(match).write(), skin);
        area.setPrefRows(10);
        d.content(area, true);
        d.button("Close", null);
        open(d);
        d.setWidth(Math.min(560, stage.getWidth() - 16));
        d.setPosition(Math.round((stage.getWidth() - d.getWidth()) / 2), Math.round((stage.getHeight() - d.getHeight()) / 2));
    }

    private void openLoad() {
        final SaveStore store = app.platform().saves();
        final Dialog d = new Dialog("Load game", skin);
        List<String> names = store.names();
        d.text(names.isEmpty() ? "There are no saved games yet (they are kept in " + store.location() + ")."
                : "Choose a saved game. The game in progress stays until the chosen one has been read.");
        Table list = new Table();
        for (final String n : names) {
            TextButton b = new TextButton(n, skin, "quiet");
            b.getLabel().setAlignment(Align.left);
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    d.close();
                    loadText(store.read(n), "save \"" + n + "\"");
                }
            });
            list.add(b).growX().padBottom(3).row();
            d.addFocusable(b);
        }
        if (!names.isEmpty()) {
            ScrollPane scroll = new ScrollPane(list, skin);
            scroll.setScrollingDisabled(true, false);
            d.contentTable().add(scroll).growX().maxHeight(Math.max(120, stage.getHeight() - 260)).row();
        }
        d.button("Import text…", new Dialog.Action() {
            @Override
            public boolean run() {
                openImport();
                return true;
            }
        });
        d.button("Cancel", null);
        open(d);
    }

    private void openImport() {
        final Dialog d = new Dialog("Import", skin);
        d.text("Paste a game in Parlour's save format (Ctrl+V).");
        final TextArea area = new TextArea("", skin);
        area.setPrefRows(10);
        d.content(area, true);
        d.button("Load", new Dialog.Action() {
            @Override
            public boolean run() {
                loadText(area.getText(), "the pasted text");
                return true;
            }
        });
        d.button("Cancel", null);
        open(d);
        d.setWidth(Math.min(560, stage.getWidth() - 16));
        d.setPosition(Math.round((stage.getWidth() - d.getWidth()) / 2), Math.round((stage.getHeight() - d.getHeight()) / 2));
        focusField(area);
    }

    /** Reads a save; on any problem the current game is untouched and the problem is shown with its line. */
    private void loadText(String text, String source) {
        try {
            Match<DotsPosition> loaded = DotsGame.load(SavedGame.read(text, source), source, DotsPlayers.LEVELS, DotsPlayers.DEFAULT_LEVEL);
            app.switchTo(new DotsScreen(app, loaded, false));
        } catch (SaveFormatException e) {
            message("Could not load", e.getMessage() + "\n\nYour current game is unchanged.");
        }
    }

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (stage.getKeyboardFocus() instanceof TextField) return false;
        switch (keycode) {
            case Keys.U:
                undo();
                return true;
            case Keys.Z:
                if (!ctrl) return false;
                if (shift) redo(); else undo();
                return true;
            case Keys.Y:
                if (!ctrl) return false;
                redo();
                return true;
            case Keys.R:
                if (ctrl) return false;
                restart();
                return true;
            case Keys.H:
            case Keys.F1:
                toggleHelp();
                return true;
            case Keys.S:
                openSave();
                return true;
            case Keys.L:
            case Keys.O:
                if (keycode == Keys.O && !ctrl) return false;
                openLoad();
                return true;
            case Keys.M:
                toggleSound();
                return true;
            case Keys.T:
                askHint();
                return true;
            case Keys.A:
                if (ctrl) return false;
                toggleAnalysis();
                return true;
            case Keys.ESCAPE:
                leave();
                return true;
            case Keys.PAGE_DOWN:
            case Keys.PAGE_UP:
                if (help == null) return false;
                help.scrollPage(keycode == Keys.PAGE_DOWN ? 1 : -1);
                return true;
            default:
                return false;
        }
    }

    @Override
    public void render(float delta) {
        if (noticeTime > 0) {
            noticeTime -= delta;
            if (noticeTime <= 0) notice.setText("");
        }
        if (thinker != null) thinkingFrames.add(delta * 1000.0);
        driveComputer();
        driveAdvice();
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

    /** Gives the computer seat to move a slice of search time, and plays its move when it is ready. */
    private void driveComputer() {
        if (match.isOver() || match.seatToMove().isHuman() || dialogOpen()) {
            thinker = null;
            return;
        }
        if (view.isAnimating() || Clock.now() < thinkerReadyAt) return;
        double sliceStart = Clock.now();
        if (thinker == null) {
            // setting up takes a frame of its own: a slice of search on top of it could overrun the frame
            thinker = DotsPlayers.create(match.seatToMove().level(), match.position(), random);
            thinkerStartedAt = sliceStart;
            thinkerSlices = 0;
            thinkerLongestSlice = Clock.now() - sliceStart;
            searchSlices.add(thinkerLongestSlice);
            return;
        }
        boolean ready = thinker.think(THINK_SLICE_MS);
        double sliceEnd = Clock.now();
        searchSlices.add(sliceEnd - sliceStart);
        thinkerSlices++;
        thinkerLongestSlice = Math.max(thinkerLongestSlice, sliceEnd - sliceStart);
        if (ready) {
            String move = thinker.move();
            thinker = null;
            thinkTimes.add(sliceEnd - thinkerStartedAt);
            app.platform().gameEvent("computer thought " + round1(sliceEnd - thinkerStartedAt) + " ms in " + thinkerSlices
                    + " slices, the longest " + round1(thinkerLongestSlice) + " ms");
            String reason = match.play(move);
            if (reason != null) Gdx.app.error("parlour", "the computer chose an illegal move " + move + ": " + reason);
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
        thinkerReadyAt = Math.max(thinkerReadyAt, Clock.now() + OPENING_PAUSE_MS);
    }
}
