package parlour.shell.play;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

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
import java.util.function.IntConsumer;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.ui.Dock;
import parlour.ui.FittedLabel;

/**
 * The review's window, docked beside the board: what is known of the move shown, the step buttons, the moves with the
 * one shown marked and each proved mistake marked ?, and how far the checking is. It shows; {@link ReviewMode} decides
 * which position.
 */
final class MoveListWindow<P> {
    private final GameDef<P> def;
    private final Skin skin;
    private final Drawable current;
    private final MistakeFinder<P> finder;
    /** Shows the position after that many moves (a row or a step button was pressed). */
    private final IntConsumer goTo;

    private final Window window;
    private final Table list;
    private final Table nav;
    private final List<TextButton> navButtons = new ArrayList<>();
    private final ScrollPane scroll;
    /** What is known of the move shown: fitted to its room, where a narrow window has less of it. */
    private final FittedLabel info;

    private final Label progress;
    private final List<Table> rows = new ArrayList<>();
    private final List<Label> marks = new ArrayList<>();
    private final List<Actor> focusables = new ArrayList<>();
    private Match<P> match;
    /** The position shown: after this many moves. */
    private int at;

    MoveListWindow(
            GameDef<P> def, Skin skin, Drawable current, MistakeFinder<P> finder, IntConsumer goTo, Runnable closed) {
        this.def = def;
        this.skin = skin;
        this.current = current;
        this.finder = finder;
        this.goTo = goTo;
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
                closed.run();
            }
        });
        focusables.add(close);
        window.add(info).growX().minHeight(42).row();
        window.add(nav).growX().padTop(4).row();
        window.add(scroll).grow().padTop(4).row();
        window.add(progress).growX().padTop(4).row();
        window.add(close).right().padTop(4);
    }

    /** The window's buttons, for the focus order. */
    List<Actor> focusables() {
        return focusables;
    }

    /** Docks the window on {@code stage} in {@code width} x {@code height}; the room it leaves the board. */
    float[] dock(Stage stage, float width, float height) {
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

    void remove() {
        window.remove();
    }

    /** Move {@code judged} is a proved mistake. */
    void markMistake(int judged) {
        marks.get(judged).setText("?");
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
                goTo.accept(step == 0 ? 0 : step == Integer.MAX_VALUE ? match.moveCount() : at + step);
            }
        });
        focusables.add(b);
        return b;
    }

    /** The list of {@code m}'s moves, each marked where it is a proved mistake. */
    void fill(Match<P> m) {
        match = m;
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
                    goTo.accept(after);
                }
            });
            rows.add(row);
            marks.add(mark);
            list.add(row).growX().row();
        }
    }

    /** The row of the position shown marked, scrolled into view, and what is known of its move. */
    void showAt(int at) {
        this.at = at;
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

    /** How far the moves are checked for mistakes, and how many were proved. */
    void showProgress() {
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
