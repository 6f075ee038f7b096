package parlour.gone.view;

import static parlour.words.Tr.t;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.WidgetGroup;
import com.badlogic.gdx.utils.Align;
import parlour.game.PlayerNames;
import parlour.gone.GoneBoard;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.ui.Theme;

/**
 * Gone's lines of words over its boards, wrapped and never cut: the info line under the tool bar (the editor's brush
 * and cursor, the seeding, the round counter or the verdict, or for a few seconds a note of the view's own), and over
 * each of a challenge's two boards its player's name and, once the rounds are over, its verdict.
 */
final class GoneLines {
    private static final float GAP = GoneCamera.GAP;
    private final Theme theme;
    private final BitmapFont font;
    private final Label infoLine;
    private final Label[] whoLines = new Label[2];
    private final GlyphLayout measure = new GlyphLayout();
    /** The players as the side panel names them. */
    private PlayerNames names = PlayerNames.NUMBERED;

    private String note;
    /** Whether there is a keyboard: the editor's line names the cursor and G, or (touch only) the Go button. */
    private boolean keys = true;

    private float noteLeft;

    /** The lines, in {@code font}, added to {@code view}. */
    GoneLines(Theme theme, BitmapFont font, WidgetGroup view) {
        this.theme = theme;
        this.font = font;
        infoLine = line(theme.text, view);
        for (int i = 0; i < 2; i++) whoLines[i] = line(theme.mutedText, view);
    }

    /** A line of words that wraps in the room the layout gives it, in the view's font and {@code colour}. */
    private Label line(Color colour, WidgetGroup view) {
        Label l = new Label("", new Label.LabelStyle(font, colour));
        l.setWrap(true);
        l.setAlignment(Align.topLeft);
        l.setTouchable(Touchable.disabled);
        view.addActor(l);
        return l;
    }

    void setPlayerNames(PlayerNames names) {
        this.names = names;
    }

    /** Shows a line of the view's own in place of the info line for a few seconds. */
    void note(String text) {
        note = text;
        noteLeft = 5;
    }

    /** Drops the note: it was about a board snapped away from (a new game's or an undone one). */
    void dropNote() {
        noteLeft = 0;
    }

    void act(float delta) {
        noteLeft -= delta;
    }

    /**
     * Lays the lines out in a view {@code w} x {@code h} under a tool bar {@code bar} high, and returns the room above
     * the boards. The info line is as many lines high as its words need (with the cursor at its widest, so that moving
     * it never moves the boards). A view too short for a line's words (a phone, the move list open on a small host)
     * leaves it out, the info line first, so that every line shown lies inside the view and the info line never
     * squeezes the boards away.
     */
    float layout(
            float w,
            float h,
            float bar,
            GoneCamera camera,
            GonePosition position,
            char brush,
            int cursorX,
            int cursorY) {
        // the panels' widths do not depend on the room above them
        camera.frame(w, h, 0, position);
        float panelWidth = camera.area(0)[2], whoHeight = 0;
        boolean named = GoneCamera.panels(position) == 2;
        if (named)
            for (int i = 0; i < 2; i++) whoHeight = Math.max(whoHeight, textHeight(who(position, i + 1), panelWidth));
        named &= bar + 8 + whoHeight + 2 <= h;
        float whoRoom = named ? whoHeight + 2 : 0;
        float textWidth = Math.max(1, w - 2 * GAP);
        GoneBoard b = position.board;
        float infoHeight = Math.max(
                textHeight(info(position, brush, cursorX, cursorY), textWidth),
                textHeight(info(position, brush, b.width - 1, b.height - 1), textWidth));
        // the lines take at most half the room under the tools: the rest is the boards' (the status says what to do)
        boolean room = infoHeight + whoRoom <= (h - bar - 8 - GAP) / 2;
        infoLine.setVisible(room);
        if (!room) infoHeight = 0;
        infoLine.setBounds(GAP, h - bar - 4 - infoHeight, textWidth, infoHeight);
        float top = bar + 4 + infoHeight + 4 + whoRoom;
        for (int i = 0; i < 2; i++) {
            whoLines[i].setVisible(named);
            whoLines[i].setBounds(camera.area(i)[0], h - top + 2, panelWidth, whoHeight);
        }
        return top;
    }

    /** The height {@code text} takes wrapped at {@code width} in the view's font. */
    private float textHeight(String text, float width) {
        measure.setText(font, text, theme.text, width, Align.left, true);
        return measure.height - 2 * font.getDescent();
    }

    /** Shows the lines' words now; a line whose words changed lays the view out again. */
    void show(GonePosition position, char brush, int cursorX, int cursorY) {
        infoLine.setText(info(position, brush, cursorX, cursorY));
        if (GoneCamera.panels(position) < 2) return;
        for (int i = 0; i < 2; i++) whoLines[i].setText(who(position, i + 1));
    }

    void setKeysShown(boolean shown) {
        keys = shown;
    }

    /** A challenger's line over their board: their name, and their board's verdict once the rounds are over. */
    private String who(GonePosition position, int player) {
        String name = names.name(player);
        if (!position.isOver()) return name;
        return name + ": " + GoneGame.verdict((player == 1 ? position.run1 : position.run2).result);
    }

    /** The line under the tool bar with the cursor at (cx, cy): the editor's brush, the round counter, or the verdict. */
    private String info(GonePosition p, char brush, int cx, int cy) {
        if (noteLeft > 0) return note;
        GoneBoard b = p.board;
        if (p.phase == GonePosition.EDIT) {
            String brushName = brush == 'b' ? t("black") : brush == 'w' ? t("white") : t("hole");
            int n = p.eight ? 8 : 4;
            if (!keys)
                return p.challenge
                        ? t(
                                "{0}x{1}, {2} neighbours. Brush: {3}. Then Go: each player places {4} {4|seed|seeds}.",
                                b.width, b.height, n, brushName, p.k)
                        : t(
                                "{0}x{1}, {2} neighbours. Brush: {3}. Go runs the rounds.",
                                b.width, b.height, n, brushName);
            return p.challenge
                    ? t(
                            "{0}x{1}, {2} neighbours. Brush: {3}. Cursor {4},{5}. Then G: each player places {6}"
                                    + " {6|seed|seeds}.",
                            b.width, b.height, n, brushName, cx, cy, p.k)
                    : t(
                            "{0}x{1}, {2} neighbours. Brush: {3}. Cursor {4},{5}. G runs the rounds.",
                            b.width, b.height, n, brushName, cx, cy);
        }
        if (p.phase == GonePosition.SEED) {
            if (!keys)
                return t(
                        "{0}: place seed {1} of {2}: tap a black pebble.",
                        names.name(p.toMove()), p.seedCount(p.toMove()) + 1, p.k);
            return t(
                    "{0}: place seed {1} of {2} on a black pebble (click, or cursor and Space).",
                    names.name(p.toMove()), p.seedCount(p.toMove()) + 1, p.k);
        }
        // a challenge's verdicts are over its boards
        if (p.challenge) return t("Round {0}", p.round);
        if (!p.isOver()) return t("Round {0} ({1} until nothing changes)", p.round, p.run1.result.rounds);
        int rounds = p.run1.result.rounds;
        return p.run1.result.blackRemains
                ? t("Verdict: {0} {0|rounds|rounds}, black remains (red: never turns)", rounds)
                : t("Verdict: {0} {0|rounds|rounds}, no black remains", rounds);
    }
}
