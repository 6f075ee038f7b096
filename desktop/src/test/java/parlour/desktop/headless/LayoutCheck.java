package parlour.desktop.headless;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.match.Text;
import parlour.shell.menu.BoardPicture;
import parlour.ui.FittedLabel;
import parlour.ui.HelpPanel;
import parlour.ui.ShortenedLabel;
import parlour.ui.UiKit;

/**
 * What a player would see cut off, spilling or hidden on a stage or in one window of it, shared by the
 * fit tests: every text, button, field and board inside the window, no text cut, no two of them overlapping.
 */
final class LayoutCheck {
    private LayoutCheck() {}

    /** One visible part and the part of it that shows (a scrolled list clips its rows). */
    static final class Part {
        final Actor actor;
        final Rectangle shown;
        /** Whether it reaches past the sides of a list that scrolls only up and down, so its ends are never seen. */
        final boolean spills;
        /** Whether part of it lies under its list's scroll bar, which hides what it covers. */
        final boolean underBar;

        Part(Actor actor, Rectangle shown, boolean spills, boolean underBar) {
            this.actor = actor;
            this.shown = shown;
            this.spills = spills;
            this.underBar = underBar;
        }
    }

    /** The problems of the whole stage as laid out now, the board's size included. */
    static List<String> problemsOf(Stage stage) {
        Rectangle window = new Rectangle(0, 0, stage.getWidth(), stage.getHeight());
        List<Part> parts = parts(stage.getRoot());
        List<String> problems = problemsOf(parts, window);
        float boardSide = 0;
        for (Part p : parts) if (p.actor instanceof BoardView) boardSide = Math.min(p.shown.width, p.shown.height);
        float shortSide = Math.min(window.width, window.height);
        HelpPanel help = null;
        for (Actor a : stage.getActors()) if (a instanceof HelpPanel) help = (HelpPanel) a;
        if (help == null) {
            if (boardSide < 0.4f * shortSide) problems.add("the board is only " + Math.round(boardSide) + " px");
        } else if (contains(bounds(help), window)) {
            // help too big to share the stage opens over the game, which shows again when it closes
            if (boardSide > 0) problems.add("help covers the stage and the board still shows");
        } else if (boardSide < 0.6f * shortSide) {
            problems.add("the board beside help is only " + Math.round(boardSide) + " px of " + Math.round(shortSide));
        }
        return problems;
    }

    /** The problems of the stage but the result's, which lies on the board (ResultBannerFitsTest checks it there). */
    static List<String> problemsBesideTheResult(Stage stage) {
        Actor result = stage.getRoot().findActor("result");
        List<Part> parts = parts(stage.getRoot());
        parts.removeIf(p -> result != null && p.actor.isDescendantOf(result));
        return problemsOf(parts, new Rectangle(0, 0, stage.getWidth(), stage.getHeight()));
    }

    /** The problems of one window's own parts (a dialog), which must lie in the stage. */
    static List<String> problemsOf(Actor window, Stage stage) {
        return problemsOf(parts(window), new Rectangle(0, 0, stage.getWidth(), stage.getHeight()));
    }

    static List<String> problemsOf(List<Part> parts, Rectangle window) {
        List<String> problems = new ArrayList<>();
        for (Part part : parts) {
            Actor a = part.actor;
            if (!contains(window, part.shown))
                problems.add(name(a) + " is cut off: " + part.shown + " outside " + window);
            if (part.spills)
                problems.add(name(a) + " reaches past the sides of its list, which scrolls only up and down");
            if (part.underBar) problems.add(name(a) + " lies under its list's scroll bar");
            String cut = cutText(a);
            if (cut != null) problems.add(cut);
            if (a instanceof Label) {
                Label l = (Label) a;
                float textHeight = l.getGlyphLayout().height;
                if (textHeight > l.getHeight() + 2)
                    problems.add(name(a) + " needs " + Math.round(textHeight) + " px of height and has "
                            + Math.round(l.getHeight()) + " (" + Math.round(l.getWidth()) + " px wide)");
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            for (int j = i + 1; j < parts.size(); j++) {
                // a board's own tools and words lie on it
                Actor a = parts.get(i).actor, b = parts.get(j).actor;
                if (a.isDescendantOf(b) || b.isDescendantOf(a)) continue;
                Rectangle overlap = new Rectangle();
                if (overlapOf(parts.get(i).shown, parts.get(j).shown, overlap)
                        && overlap.width > 2
                        && overlap.height > 2) {
                    problems.add(name(parts.get(i).actor) + " and " + name(parts.get(j).actor) + " overlap");
                }
            }
        }
        return problems;
    }

    /**
     * The buttons and fields on the stage too small for a finger: under WCAG's 44 CSS px a side (on the web a stage unit
     * is a CSS px).
     */
    static List<String> smallTargets(Stage stage) {
        List<String> problems = new ArrayList<>();
        for (Part part : parts(stage.getRoot())) {
            Actor a = part.actor;
            if (!(a instanceof Button || a instanceof TextField)) continue;
            Rectangle r = bounds(a);
            if (r.width < UiKit.TOUCH_TARGET - 0.5f || r.height < UiKit.TOUCH_TARGET - 0.5f)
                problems.add(name(a) + " is " + Math.round(r.width) + "x" + Math.round(r.height) + " for a finger");
        }
        return problems;
    }

    /** Why a text (or a button's words) shows cut, losing its meaning; null when it shows whole. */
    static String cutText(Actor a) {
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
        // what is drawn, glyph by glyph: a label that cuts its text ends it with "..." (a button's "Redo (Ctrl+...")
        StringBuilder drawn = new StringBuilder();
        for (GlyphLayout.GlyphRun run : l.getGlyphLayout().runs)
            for (int i = 0; i < run.glyphs.size; i++) drawn.appendCodePoint(run.glyphs.get(i).id);
        if (drawn.toString().endsWith("...") && !full.endsWith("..."))
            return name(a) + " shows only " + Text.quote(drawn.toString()) + " of " + Text.quote(full);
        GlyphLayout whole = new GlyphLayout(l.getStyle().font, full);
        // a label drawn smaller (a longer language's words in a narrow button) takes its scaled width
        if (l instanceof ShortenedLabel) whole.width *= ((ShortenedLabel) l).drawnScale();
        return whole.width > l.getWidth() + 1
                ? name(a) + " is cut to " + Math.round(l.getWidth()) + " of " + Math.round(whole.width) + " px"
                : null;
    }

    /** Why a wrapped text's last row holds one word alone ("…, 1 to" then "0"); null when it does not. */
    static String loneLastWord(Label l) {
        if (!l.getWrap()) return null;
        GlyphLayout layout = l.getGlyphLayout();
        float lastRow = Float.MAX_VALUE;
        int rows = 0;
        for (GlyphLayout.GlyphRun run : layout.runs) {
            if (run.y < lastRow - 0.5f) {
                lastRow = run.y;
                rows++;
            }
        }
        if (rows < 2) return null;
        StringBuilder last = new StringBuilder();
        for (GlyphLayout.GlyphRun run : layout.runs)
            if (Math.abs(run.y - lastRow) < 0.5f) for (BitmapFont.Glyph g : run.glyphs) last.append((char) g.id);
        return last.toString().trim().indexOf(' ') < 0
                ? name(l) + " leaves " + Text.quote(last.toString().trim()) + " alone on its last row"
                : null;
    }

    /** Whether {@code text} opens a bracket inside another ("wins (Computer (easy) is stuck)"). */
    static boolean bracketsWithinBrackets(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' && ++depth > 1) return true;
            if (c == ')') depth = Math.max(0, depth - 1);
        }
        return false;
    }

    /**
     * The parts of a list that scrolls up and down lying under its bar, wherever the list is scrolled now: a row
     * scrolled out of view passes under the bar on its way in.
     */
    static List<String> underBar(ScrollPane pane) {
        List<String> problems = new ArrayList<>();
        float barWidth = pane.getScrollBarWidth();
        if (!pane.isScrollY() || barWidth <= 0) return problems;
        Rectangle view = bounds(pane);
        float barLeft = view.x + view.width - barWidth;
        for (Part part : parts(pane.getActor()))
            if (part.shown.x + part.shown.width > barLeft + 1)
                problems.add(name(part.actor) + " lies under its list's scroll bar");
        return problems;
    }

    /** The visible leaves a player reads or presses under {@code root}: texts, buttons (as wholes), fields and boards. */
    static List<Part> parts(Actor root) {
        List<Part> out = new ArrayList<>();
        collect(root, null, false, null, out);
        return out;
    }

    private static void collect(Actor actor, Rectangle clip, boolean upAndDownOnly, Rectangle bar, List<Part> out) {
        if (!actor.isVisible()) return;
        if (actor instanceof Button
                || actor instanceof BoardView
                || actor instanceof BoardPicture
                || actor instanceof Label
                || actor instanceof TextField) {
            if (actor.getWidth() <= 0
                    || actor.getHeight() <= 0
                    || actor instanceof Label && ((Label) actor).getText().length() == 0) return;
            Rectangle shown = bounds(actor);
            boolean spills = upAndDownOnly && (shown.x < clip.x - 1 || shown.x + shown.width > clip.x + clip.width + 1);
            // a row scrolled out of its list is not seen; one partly in view shows that part
            if (clip != null && !overlapOf(shown, clip, shown)) return;
            Rectangle covered = new Rectangle();
            boolean underBar = bar != null && overlapOf(shown, bar, covered) && covered.width > 1;
            out.add(new Part(actor, shown, spills, underBar));
            // a board's own tools and lines of words (Gone's) are read and pressed as any others are
            if (actor instanceof BoardView && actor instanceof Group)
                for (Actor child : ((Group) actor).getChildren()) collect(child, clip, upAndDownOnly, bar, out);
            return;
        }
        if (actor instanceof ScrollPane) {
            Rectangle view = bounds(actor);
            if (clip != null && !overlapOf(view, clip, view)) return;
            clip = view;
            ScrollPane pane = (ScrollPane) actor;
            upAndDownOnly = pane.isScrollingDisabledX();
            // the bar down the right side of any list that scrolls (help's text, the move list, a dialog's words),
            // drawn over whatever lies there
            float barWidth = pane.getScrollBarWidth();
            bar = pane.isScrollY() && barWidth > 0
                    ? new Rectangle(view.x + view.width - barWidth, view.y, barWidth, view.height)
                    : null;
        }
        if (actor instanceof Group)
            for (Actor child : ((Group) actor).getChildren()) collect(child, clip, upAndDownOnly, bar, out);
    }

    static Rectangle bounds(Actor a) {
        Vector2 low = a.localToStageCoordinates(new Vector2(0, 0));
        Vector2 high = a.localToStageCoordinates(new Vector2(a.getWidth(), a.getHeight()));
        return new Rectangle(
                Math.min(low.x, high.x), Math.min(low.y, high.y), Math.abs(high.x - low.x), Math.abs(high.y - low.y));
    }

    static boolean contains(Rectangle outer, Rectangle r) {
        return r.x >= outer.x - 1
                && r.y >= outer.y - 1
                && r.x + r.width <= outer.x + outer.width + 1
                && r.y + r.height <= outer.y + outer.height + 1;
    }

    /** Sets {@code out} (which may be {@code a}) to where a and b overlap; whether they do. */
    static boolean overlapOf(Rectangle a, Rectangle b, Rectangle out) {
        float x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
        float w = Math.min(a.x + a.width, b.x + b.width) - x, h = Math.min(a.y + a.height, b.y + b.height) - y;
        out.set(x, y, w, h);
        return w > 0 && h > 0;
    }

    static String name(Actor a) {
        if (a instanceof Label)
            return "text " + Text.quote(((Label) a).getText().toString());
        if (a instanceof BoardView) return "the board";
        if (a instanceof TextField) return "field " + Text.quote(a.getName() == null ? "" : a.getName());
        String n = a.getName() != null
                ? a.getName()
                : a instanceof TextButton ? ((TextButton) a).getText().toString() : a.toString();
        return "button " + Text.quote(n);
    }
}
