package parlour.shell.panel;

import static parlour.words.Tr.t;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.function.BooleanSupplier;
import parlour.board.KeyTable;
import parlour.shell.launch.Navigator;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/**
 * The result shown over the board when a game ends, framed in the winner's colour, with a Rematch button; it grows in
 * and lets other clicks through. It is fitted within the board's area, however small the board. Its line on
 * restarting names the Restart button only while that button shows its word (or R does it): never an icon's name.
 * Its wrapped lines are balanced, so no line ends in a word alone on its last row.
 */
public final class ResultBanner implements Banner {
    private final Navigator app;
    private final Skin skin;
    private final Theme theme;
    private final Stage stage;
    /** Whether the Restart button shows its word now, not an icon. */
    private final BooleanSupplier restartInWords;
    /** The room kept between the banner and the board's edges. */
    private static final float MARGIN = 4;

    private Table banner;
    private TextButton rematchButton;
    private Label heading;
    /** The result in the body's words, for a small board: its rows hold more of them. */
    private Label smallHeading;

    private Label restartLine;
    private Label rematchLine;
    /** The line over Rematch where no line on restarting comes before it. */
    private Label rematchAlone;
    /** Whether the R key restarts here (a keyboard): the line on restarting then names it, whatever the button shows. */
    private boolean keys;
    /** The board's room the banner was last fitted to ("WxH"), and the scale it is drawn at there. */
    private String fitted;

    private float scale = 1;

    private ResultBanner(Navigator app, Skin skin, Theme theme, Stage stage, BooleanSupplier restartInWords) {
        this.app = app;
        this.skin = skin;
        this.theme = theme;
        this.stage = stage;
        this.restartInWords = restartInWords;
    }

    /** The banner of the screen whose {@code late} banner waited for this code. */
    public static Banner of(LateBanner late) {
        return new ResultBanner(late.app, late.skin, late.theme, late.stage, late.restartInWords);
    }

    /** Shows the result; its Rematch button (J, not shown on a touch-only screen) runs {@code rematch} (none when it is null). */
    @Override
    public void show(String text, Actor board, int winner, final Runnable rematch) {
        hide();
        banner = new Table();
        banner.setName("result");
        banner.setBackground(UiKit.framed(app.assets(), theme.panel, winner <= 0 ? theme.text : theme.line(winner)));
        keys = !app.platform().touchOnly();
        heading = wrapped(text, "heading");
        smallHeading = wrapped(text, "default");
        restartLine = wrapped(keys ? t("Restart (R) for another game") : t("Restart for another game"), "small");
        rematchLine = wrapped(t("or a rematch with the sides swapped:"), "small");
        rematchAlone = wrapped(t("A rematch with the sides swapped:"), "small");
        if (rematch != null) addRematch(rematch);
        banner.setTransform(true);
        // clicks on the board around the button pass through
        banner.setTouchable(Touchable.childrenOnly);
        fitted = null;
        place(board);
        banner.getColor().a = 0;
        banner.setScale(0.7f * scale);
        float d = Math.max(0.05f, 0.35f * app.settings().animationFactor());
        banner.addAction(Actions.sequence(
                Actions.delay(d),
                Actions.parallel(Actions.fadeIn(d), Actions.scaleTo(scale, scale, d, Interpolation.swingOut))));
        stage.addActor(banner);
    }

    private Label wrapped(String text, String style) {
        Label l = new Label(text, skin, style);
        l.setWrap(true);
        l.setAlignment(Align.center);
        l.setTouchable(Touchable.disabled);
        return l;
    }

    private void addRematch(final Runnable rematch) {
        rematchButton = new TextButton(
                KeyTable.Command.REMATCH.shownText(!app.platform().touchOnly()), skin);
        rematchButton.setName(KeyTable.Command.REMATCH.buttonText(true));
        rematchButton.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                rematch.run();
            }
        });
    }

    @Override
    public void hide() {
        if (banner != null) banner.remove();
        banner = null;
        rematchButton = null;
    }

    @Override
    public TextButton rematchButton() {
        return rematchButton;
    }

    /**
     * Fits the banner in the board's area and centres it there: the result and its lines wrap to the board's width;
     * where they are still too tall the lines on restarting go (R and J say it, and Rematch stays), and a banner still
     * too large for a tiny board is drawn smaller.
     */
    @Override
    public void place(Actor board) {
        if (banner == null) return;
        // hidden with the board (help over the game), shown again with it
        banner.setVisible(board.ancestorsVisible());
        float maxW = Math.max(1, board.getWidth() - 2 * MARGIN), maxH = Math.max(1, board.getHeight() - 2 * MARGIN);
        String room = Math.round(maxW) + "x" + Math.round(maxH) + (restartNamed() ? "" : " icons");
        if (!room.equals(fitted)) {
            fitted = room;
            arrange(false, maxW);
            if (banner.getWidth() > maxW || banner.getHeight() > maxH) arrange(true, maxW);
            scale = Math.min(1, Math.min(maxW / banner.getWidth(), maxH / banner.getHeight()));
            // laid out anew while it grew in: shown as grown
            if (banner.hasActions() && banner.getStage() != null) {
                banner.clearActions();
                banner.getColor().a = 1;
            }
            banner.setScale(scale);
        }
        Vector2 c = board.localToStageCoordinates(new Vector2(board.getWidth() / 2, board.getHeight() / 2));
        banner.setPosition(Math.round(c.x - banner.getWidth() / 2), Math.round(c.y - banner.getHeight() / 2));
    }

    /**
     * The banner's rows, full or {@code compact} (less padding, the result in smaller words, no lines on restarting),
     * wrapped to {@code maxW}.
     */
    private void arrange(boolean compact, float maxW) {
        banner.clearChildren();
        float padX = compact ? 6 : 26, padY = compact ? 4 : 14;
        banner.pad(padY, padX, padY, padX);
        float textW = Math.max(40, maxW - 2 * padX);
        addLine(compact ? smallHeading : heading, textW, 0);
        boolean restart = !compact && restartNamed();
        if (restart) addLine(restartLine, textW, 4);
        if (rematchButton != null) {
            if (!compact) addLine(restart ? rematchLine : rematchAlone, textW, 2);
            banner.add(rematchButton).padTop(compact ? 2 : 6);
        }
        banner.pack();
        // a wrapped text is taller once narrower: measure again at the width set
        banner.validate();
        banner.pack();
        banner.setOrigin(Align.center);
    }

    /** Whether the line on restarting names something the player sees or has: the button's word, or the R key. */
    private boolean restartNamed() {
        return keys || restartInWords.getAsBoolean();
    }

    private void addLine(Label l, float maxW, float padTop) {
        BitmapFont font = l.getStyle().font;
        float natural = new GlyphLayout(font, l.getText()).width;
        banner.add(l)
                .width(balanced(font, l.getText(), Math.min(natural + 1, maxW)))
                .padTop(padTop)
                .row();
    }

    /**
     * The width for {@code text}, up to about {@code width}: the narrowest at which it wraps to no more rows than at
     * {@code width}, so its rows are even; where its last row would still hold a word alone ("Player 2 wins 29 to" over
     * "20", or a word broken in a narrow room), the nearest width that leaves none: a row more, or wider (the banner
     * then drawn smaller to fit).
     */
    static float balanced(BitmapFont font, CharSequence text, float width) {
        GlyphLayout layout = new GlyphLayout();
        int rows = rows(layout, font, text, width);
        if (rows < 2) return width;
        float narrow = width / rows, wide = width;
        for (int i = 0; i < 12 && wide - narrow > 1; i++) {
            float mid = (narrow + wide) / 2;
            if (rows(layout, font, text, mid) <= rows) wide = mid;
            else narrow = mid;
        }
        int balanced = (int) Math.ceil(wide) + 1, natural = (int) Math.ceil(new GlyphLayout(font, text).width) + 1;
        // else the nearest whole width (a cell's width is rounded) that leaves no word alone: a row more, or wider
        for (int d = 0; d < natural; d += 2) {
            if (balanced - d > 0.6f * balanced && !loneLastWord(layout, font, text, balanced - d)) return balanced - d;
            if (balanced + d < natural && !loneLastWord(layout, font, text, balanced + d)) return balanced + d;
        }
        return natural;
    }

    /** Whether {@code text} wrapped at {@code width} ends in a row of one word (or part of one) under others. */
    private static boolean loneLastWord(GlyphLayout layout, BitmapFont font, CharSequence text, float width) {
        return rows(layout, font, text, width) > 1 && lastRowIsOneWord(layout);
    }

    /** How many rows {@code text} wraps to at {@code width}, laid out in {@code layout}. */
    private static int rows(GlyphLayout layout, BitmapFont font, CharSequence text, float width) {
        layout.setText(font, text, 0, text.length(), Color.WHITE, width, Align.left, true, null);
        int rows = 0;
        float last = Float.MAX_VALUE;
        // indexed: an Array's for-each brings its iterator's code into the first download
        for (int i = 0; i < layout.runs.size; i++) {
            GlyphLayout.GlyphRun run = layout.runs.get(i);
            if (run.y < last - 0.5f) {
                last = run.y;
                rows++;
            }
        }
        return rows;
    }

    /** Whether the last row of {@code layout} has no space in it: one word, or part of one. */
    private static boolean lastRowIsOneWord(GlyphLayout layout) {
        float last = Float.MAX_VALUE;
        for (int i = 0; i < layout.runs.size; i++) last = Math.min(last, layout.runs.get(i).y);
        int glyphs = 0;
        for (int i = 0; i < layout.runs.size; i++) {
            GlyphLayout.GlyphRun run = layout.runs.get(i);
            if (Math.abs(run.y - last) >= 0.5f) continue;
            for (int g = 0; g < run.glyphs.size; g++) if (run.glyphs.get(g).id == ' ') return false;
            glyphs += run.glyphs.size;
        }
        return glyphs > 0;
    }
}
