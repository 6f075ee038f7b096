package parlour.desktop.headless;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.app.ParlourApp;
import parlour.board.BoardView;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.shell.GameEntry;
import parlour.shell.LaunchOptions;
import parlour.ui.BaseScreen;
import parlour.ui.FittedLabel;

/**
 * Every game of the catalogue at the host sizes page authors use (a phone, short banners, the
 * two-iframe page, tiny boxes): the board and every control lie inside the window, no text runs out of
 * its place, and no two controls or texts overlap, so nothing is cut off or hidden under something else.
 */
class EveryGameFitsTest {
    private static final int[][] SIZES = {
        {1100, 760}, {900, 640}, {490, 440}, {480, 360}, {520, 300}, {360, 640}, {320, 320}, {900, 240}, {1280, 300}
    };
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    @Test
    void everyGameFitsEveryHostSize() throws Exception {
        List<String> problems = new ArrayList<>();
        for (GameEntry<?> game : HeadlessParlour.CATALOGUE.games()) {
            if (parlour != null) parlour.stop();
            parlour = new HeadlessParlour(HeadlessParlour.options("game", game.id(), "p1", "human", "p2", "human"));
            check(game.id(), problems);
            // a returning player: the unfinished game kept from last time is offered beside the new one
            parlour.onGameThread(() -> {
                offerResume(parlour.app(), game);
                return null;
            });
            check(game.id() + " with the resume offer", problems);
        }
        assertTrue(problems.isEmpty(), problems.size() + " problems:\n" + String.join("\n", problems));
    }

    private void check(String what, List<String> problems) throws Exception {
        for (int[] size : SIZES) {
            List<String> found = parlour.onGameThread(() -> {
                parlour.app().resize(size[0], size[1]);
                parlour.app().render();
                return problemsOf(((BaseScreen) parlour.app().getScreen()).stage());
            });
            for (String p : found) problems.add(what + " at " + size[0] + "x" + size[1] + ": " + p);
        }
    }

    /** Keeps a game of one move as the unfinished game and opens a new game, which offers to resume it. */
    private static <P> void offerResume(ParlourApp app, GameEntry<P> game) {
        Match<P> kept = game.newMatch(game.defaults(), 1, Seat.HUMAN, Seat.HUMAN);
        kept.play(game.def.legalMoves(kept.position()).get(0));
        app.settings().setAutosave(game.id(), game.save(kept));
        LaunchOptions o = new LaunchOptions(HeadlessParlour.CATALOGUE);
        o.game = game.id();
        o.p1 = Seat.HUMAN;
        o.p2 = Seat.HUMAN;
        app.switchTo(game.newScreen(app, o));
    }

    /** What is cut off, spills or overlaps on the stage as laid out now. */
    private static List<String> problemsOf(Stage stage) {
        List<String> problems = new ArrayList<>();
        List<Actor> parts = new ArrayList<>();
        collect(stage.getRoot(), parts);
        Rectangle window = new Rectangle(0, 0, stage.getWidth(), stage.getHeight());
        float boardSide = 0;
        for (Actor a : parts) {
            Rectangle r = bounds(a);
            if (!contains(window, r)) problems.add(name(a) + " is cut off: " + r + " outside " + window);
            if (a instanceof BoardView) boardSide = Math.min(r.width, r.height);
            String cut = cutText(a);
            if (cut != null) problems.add(cut);
            if (a instanceof Label) {
                Label l = (Label) a;
                float textHeight = l.getGlyphLayout().height;
                if (textHeight > l.getHeight() + 2)
                    problems.add(name(a) + " needs " + Math.round(textHeight) + " px of height and has "
                            + Math.round(l.getHeight()));
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            for (int j = i + 1; j < parts.size(); j++) {
                Rectangle a = bounds(parts.get(i)), b = bounds(parts.get(j));
                Rectangle overlap = new Rectangle();
                if (overlapOf(a, b, overlap) && overlap.width > 2 && overlap.height > 2) {
                    problems.add(name(parts.get(i)) + " and " + name(parts.get(j)) + " overlap");
                }
            }
        }
        float shortSide = Math.min(window.width, window.height);
        if (boardSide < 0.4f * shortSide) problems.add("the board is only " + Math.round(boardSide) + " px");
        return problems;
    }

    /** Why a text (or a button's words) shows cut with "…", losing its meaning; null when it shows whole. */
    private static String cutText(Actor a) {
        Label l = a instanceof TextButton ? ((TextButton) a).getLabel() : a instanceof Label ? (Label) a : null;
        // a compact button shows an icon in place of its words
        if (l == null || l.getText().length() == 0 || l.getParent() == null) return null;
        String full = l instanceof FittedLabel
                ? ((FittedLabel) l).full()
                : l.getText().toString();
        if (l instanceof FittedLabel) {
            String shown = l.getText().toString();
            return shown.endsWith("…") && !full.endsWith("…")
                    ? name(a) + " shows only " + Text.quote(shown) + " in " + Math.round(l.getWidth()) + "x"
                            + Math.round(l.getHeight())
                    : null;
        }
        if (l.getWrap()) return null;
        GlyphLayout whole = new GlyphLayout(l.getStyle().font, full);
        return whole.width > l.getWidth() + 1
                ? name(a) + " is cut to " + Math.round(l.getWidth()) + " of " + Math.round(whole.width) + " px"
                : null;
    }

    /** The visible leaves a player reads or presses: texts, buttons (as wholes) and the board. */
    private static void collect(Actor actor, List<Actor> out) {
        if (!actor.isVisible()) return;
        if (actor instanceof Button || actor instanceof BoardView || actor instanceof Label) {
            if (actor.getWidth() > 0
                    && actor.getHeight() > 0
                    && !(actor instanceof Label && ((Label) actor).getText().length() == 0)) out.add(actor);
            return;
        }
        if (actor instanceof Group) for (Actor child : ((Group) actor).getChildren()) collect(child, out);
    }

    private static Rectangle bounds(Actor a) {
        Vector2 low = a.localToStageCoordinates(new Vector2(0, 0));
        Vector2 high = a.localToStageCoordinates(new Vector2(a.getWidth(), a.getHeight()));
        return new Rectangle(
                Math.min(low.x, high.x), Math.min(low.y, high.y), Math.abs(high.x - low.x), Math.abs(high.y - low.y));
    }

    private static boolean contains(Rectangle outer, Rectangle r) {
        return r.x >= outer.x - 1
                && r.y >= outer.y - 1
                && r.x + r.width <= outer.x + outer.width + 1
                && r.y + r.height <= outer.y + outer.height + 1;
    }

    private static boolean overlapOf(Rectangle a, Rectangle b, Rectangle out) {
        float x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
        float w = Math.min(a.x + a.width, b.x + b.width) - x, h = Math.min(a.y + a.height, b.y + b.height) - y;
        out.set(x, y, w, h);
        return w > 0 && h > 0;
    }

    private static String name(Actor a) {
        if (a instanceof Label)
            return "text " + Text.quote(((Label) a).getText().toString());
        if (a instanceof BoardView) return "the board";
        return "button " + Text.quote(a.getName() == null ? a.getClass().getSimpleName() : a.getName());
    }
}
