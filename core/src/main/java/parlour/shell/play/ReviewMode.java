package parlour.shell.play;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.Text;
import parlour.platform.Platform;
import parlour.session.SeatDriver;
import parlour.shell.speech.TurnText;
import parlour.ui.Dock;
import parlour.ui.FittedLabel;

/**
 * The move list and the review, during a game and after it: the moves in the game's notation, the board
 * showing the position after any of them (Home, End, Left, Right, the list's rows or its buttons), and
 * each move the game's analyst proves a mistake marked. Docked beside the board like help.
 */
public final class ReviewMode<P> {
    private final GameDef<P> def;
    private final BoardView<P> view;
    private final Skin skin;
    private final Platform platform;
    private final Stage stage;
    /** The screen lays itself out again when the window opens or closes. */
    private final Runnable changed;

    private final Drawable current;
    private final MistakeFinder<P> finder;
    private final List<Table> rows = new ArrayList<>();
    private final List<Label> marks = new ArrayList<>();
    private final List<Actor> focusables = new ArrayList<>();
    private Window window;
    private Table list;
    private Table nav;
    private final List<TextButton> navButtons = new ArrayList<>();
    private ScrollPane scroll;
    /** What is known of the move shown: fitted to its room, where a narrow window has less of it. */
    private FittedLabel info;

    private Label progress;
    private Match<P> match;
    /** The position shown: after this many moves. */
    private int at;

    public ReviewMode(
            GameDef<P> def,
            BoardView<P> view,
            Stage stage,
            Skin skin,
            Platform platform,
            Drawable current,
            Runnable changed) {
        this.def = def;
        this.stage = stage;
        this.view = view;
        this.skin = skin;
        this.platform = platform;
        this.current = current;
        this.changed = changed;
        this.finder = new MistakeFinder<>(def);
    }

    public boolean isOpen() {
        return window != null;
    }

    /** Whether the board shows an earlier position than the game's: moves wait until the review is back at the end. */
    public boolean showsEarlier() {
        return window != null && at < match.moveCount();
    }

    /** The window's buttons, for the focus order (none while it is closed). */
    public List<Actor> focusables() {
        return window == null ? new ArrayList<Actor>() : focusables;
    }

    /** Opens the move list at the game's end, or closes it (V); either is said. */
    public void toggle(Match<P> m) {
        if (window != null) {
            close(true);
            return;
        }
        open(m);
        platform.announce(spoken(), false);
    }

    /** Opens the move list at the game's end, unsaid (a page's viewOnly board opens on it). */
    public void open(Match<P> m) {
        if (window != null) return;
        match = m;
        build();
        matchChanged(m);
        changed.run();
    }

    /** Closes the move list, the board showing the game again; {@code said}: "Back to the game." is heard. */
    public void close(boolean said) {
        if (window == null) return;
        if (at != match.moveCount()) view.snap(match.position());
        window.remove();
        window = null;
        changed.run();
        if (said) platform.announce(t("Back to the game."), false);
    }

    public float[] dock(float width, float height) {
        if (window == null) return new float[] {0, 0, width, height};
        if (window.getStage() == null) stage.addActor(window);
        float[] rest = Dock.place(window, width, height);
        float inner = window.getWidth() - window.getPadLeft() - window.getPadRight();
        // the usual words where their row fits (a row's cells are of one width: the widest's), else the small ones
        if (!navFits(inner, "default")) navFits(inner, "compact");
        // the wrapped texts know their height once they have their width: lay out again with it
        window.validate();
        info.invalidateHierarchy();
        progress.invalidateHierarchy();
        window.validate();
        return rest;
    }

    /** The game changed (a move, undo, a new game): the list follows and the board shows the game again. */
    public void matchChanged(Match<P> m) {
        if (window == null) return;
        match = m;
        finder.follow(m);
        at = m.moveCount();
        fillList();
        showAt();
    }

    /**
     * Home and End step to the start and the end while the review is open; Left and Right step a move, except
     * while the board plays with them ({@code boardPlays}: it has the focus in a game going on, at its end).
     */
    public boolean key(int keycode, boolean boardPlays) {
        if (window == null) return false;
        boolean arrows = !boardPlays || showsEarlier();
        switch (keycode) {
            case Keys.HOME:
                go(0);
                return true;
            case Keys.END:
                go(match.moveCount());
                return true;
            case Keys.LEFT:
                if (arrows) go(at - 1);
                return arrows;
            case Keys.RIGHT:
                if (arrows) go(at + 1);
                return arrows;
            default:
                return false;
        }
    }

    /** Shows the position after {@code n} moves: a step forward is animated, any other jump shown at once. */
    void go(int n) {
        n = Math.max(0, Math.min(match.moveCount(), n));
        if (n == at) return;
        if (n == at + 1) view.moved(match.positionAt(at), match.moves().get(at), match.positionAt(n));
        else view.snap(match.positionAt(n));
        at = n;
        platform.gameEvent("review " + at + " of " + match.moveCount());
        showAt();
        // a listener hears the move reached and its comment, as a reader sees them under the board
        platform.announce(spoken(), false);
    }

    /**
     * The position shown, to hear: "Start of the game." or "Move 7 of 20: You draw the line from b2 to b3.", a proved
     * mistake and the move's comment after it.
     */
    private String spoken() {
        String comment = match.comment(at) == null ? "" : " " + match.comment(at);
        if (at == 0) return t("Start of the game.") + comment;
        String verdict = finder.verdict(at - 1);
        String judged = verdict == null || verdict.isEmpty() ? "" : " " + t("A mistake: {0}.", verdict);
        String move = TurnText.moveInWords(def, match, at);
        return t("Move {0} of {1}: {2}.", at, match.moveCount(), move) + judged + comment;
    }

    /** One slice of judging the moves (the screen calls it while the computer is not thinking). */
    public void drive() {
        if (window == null) return;
        int judged = finder.drive(SeatDriver.THINK_SLICE_MS);
        if (judged < 0) return;
        String verdict = finder.verdict(judged);
        if (!verdict.isEmpty()) {
            platform.gameEvent("mistake " + (judged + 1) + " " + match.moves().get(judged) + " " + verdict);
            marks.get(judged).setText("?");
        }
        showProgress();
        if (finder.judged() == finder.size()) {
            platform.gameEvent("review checked " + Text.count(finder.size(), "move") + ", "
                    + Text.count(finder.mistakes(), "mistake"));
        }
        if (judged == at - 1) showAt();
    }

    private void build() {
        window = new Window(t("Moves"), skin);
        window.setModal(false);
        window.setMovable(false);
        info = new FittedLabel(skin, "default");
        progress = new Label("", skin, "small");
        progress.setWrap(true);
        list = new Table();
        list.top().left();
        scroll = new ScrollPane(list, skin);
        scroll.setFadeScrollBars(false);
        scroll.setScrollingDisabled(true, false);
        nav = new Table();
        focusables.clear();
        navButtons.clear();
        navButtons.add(navButton(mark("Start"), "the start (Home)", 0));
        navButtons.add(navButton(mark("Back"), "a move back (Left)", -1));
        navButtons.add(navButton(mark("Next"), "a move on (Right)", 1));
        navButtons.add(navButton(mark("End"), "the game now (End)", Integer.MAX_VALUE));
        arrangeNav(4);
        TextButton close = new TextButton(t("Close"), skin);
        close.setName("Close moves");
        close.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                close(true);
            }
        });
        focusables.add(close);
        window.add(info).growX().minHeight(42).row();
        window.add(nav).growX().padTop(4).row();
        window.add(scroll).grow().padTop(4).row();
        window.add(progress).growX().padTop(4).row();
        window.add(close).right().padTop(4);
    }

    /** Arranges the step buttons in {@code style} for a window {@code inner} wide; whether their rows fit in it. */
    private boolean navFits(float inner, String style) {
        TextButton.TextButtonStyle wanted = skin.get(style, TextButton.TextButtonStyle.class);
        for (TextButton b : navButtons) if (b.getStyle() != wanted) b.setStyle(wanted);
        float row = 0, widest = 0;
        for (TextButton b : navButtons) {
            row += b.getPrefWidth() + 4;
            widest = Math.max(widest, b.getPrefWidth() + 4);
        }
        int perRow = row <= inner ? 4 : 2;
        arrangeNav(perRow);
        return perRow * widest <= inner;
    }

    /** The step buttons {@code perRow} to a row: four in a wide window, two by two in a narrow one. */
    private void arrangeNav(int perRow) {
        nav.clearChildren();
        for (int i = 0; i < navButtons.size(); i++) {
            nav.add(navButtons.get(i)).growX().uniformX().pad(2);
            if (i % perRow == perRow - 1) nav.row();
        }
    }

    /** A step button: {@code step} moves (0: the start, MAX_VALUE: the end). */
    private TextButton navButton(String text, String what, final int step) {
        TextButton b = new TextButton(t(text), skin);
        b.setName("Review " + text.toLowerCase());
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                go(step == 0 ? 0 : step == Integer.MAX_VALUE ? match.moveCount() : at + step);
            }
        });
        focusables.add(b);
        return b;
    }

    private void fillList() {
        list.clearChildren();
        rows.clear();
        marks.clear();
        List<String> moves = match.moves();
        // the numbers' and the marks' columns as wide as their widest text, which leaves the moves the rest of a narrow
        // list's room, clear of its scroll bar
        List<Label> numbers = new ArrayList<>();
        float numbersWidth = 0;
        for (int i = 0; i < moves.size(); i++) {
            numbers.add(new Label((i + 1) + ".", skin, "small"));
            numbersWidth = Math.max(numbersWidth, numbers.get(i).getPrefWidth());
        }
        float marksWidth = new Label("?", skin, "error").getPrefWidth();
        for (int i = 0; i < moves.size(); i++) {
            final int after = i + 1;
            Table row = new Table();
            int mover = def.toMove(match.positionAt(i));
            row.setTouchable(Touchable.enabled);
            // the same padding with and without the mark of the move shown, whose own padding would shift the row
            row.pad(2, 4, 2, 4);
            row.add(numbers.get(i)).width(numbersWidth).left().padRight(4);
            // a move too long for the room left goes on under itself rather than under the bar
            Label move = new Label(moves.get(i) + (mover == 0 ? "" : "  (" + mover + ")"), skin);
            move.setWrap(true);
            row.add(move).growX();
            String verdict = finder.verdict(i);
            Label mark = new Label(verdict != null && !verdict.isEmpty() ? "?" : "", skin, "error");
            row.add(mark).width(marksWidth).right().padLeft(2);
            row.addListener(new ClickListener() {
                @Override
                public void clicked(InputEvent event, float x, float y) {
                    go(after);
                }
            });
            rows.add(row);
            marks.add(mark);
            list.add(row).growX().row();
        }
    }

    /** The row of the position shown marked, scrolled into view, and what is known of its move. */
    private void showAt() {
        for (int i = 0; i < rows.size(); i++) rows.get(i).setBackground(i == at - 1 ? current : null);
        int n = match.moveCount();
        String comment = match.comment(at) == null ? "" : "\n" + match.comment(at);
        if (at == 0) {
            info.setFull((n == 0
                            ? t("No moves yet.")
                            : t("The start, before {0} {0|move|moves}. Right or Next steps on.", n))
                    + comment);
        } else {
            int mover = def.toMove(match.positionAt(at - 1));
            String verdict = finder.verdict(at - 1);
            String judged = verdict == null || verdict.isEmpty() ? "" : "\n" + t("A mistake: {0}.", verdict);
            String move = match.moves().get(at - 1);
            info.setFull((mover == 0
                            ? t("Move {0} of {1}: {2} by the automaton.", at, n, move)
                            : t("Move {0} of {1}: {2} by player {3}.", at, n, move, mover))
                    + judged
                    + comment);
        }
        showProgress();
        if (at > 0 && scroll.getStage() != null) {
            scroll.layout();
            Table row = rows.get(at - 1);
            scroll.scrollTo(0, row.getY(), row.getWidth(), row.getHeight());
        }
    }

    private void showProgress() {
        if (!finder.judges()) {
            progress.setText(t("This game has no analysis to mark mistakes with."));
        } else if (finder.judged() < finder.size()) {
            progress.setText(t("Checking the moves: {0} of {1}…", finder.judged(), finder.size()));
        } else {
            progress.setText(
                    finder.mistakes() == 0
                            ? t("No mistake proved.")
                            : t("{0} {0|mistake|mistakes} proved (?).", finder.mistakes()));
        }
    }
}
