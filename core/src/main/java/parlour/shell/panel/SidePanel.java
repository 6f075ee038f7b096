package parlour.shell.panel;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Cell;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.Value;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.utils.Align;
import parlour.board.KeyTable;
import parlour.game.GameDef;
import parlour.game.LevelNote;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.session.SeatNames;
import parlour.shell.launch.Navigator;
import parlour.ui.FittedLabel;
import parlour.ui.ShortenedLabel;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/** The game screen's panel: a row per player (mark, name, score, clock), the status line and the notice. */
public final class SidePanel {
    private final Skin skin;
    private final FittedLabel status;
    private final FittedLabel notice;
    private final ShortenedLabel[] names = new ShortenedLabel[3];
    private final Label[] scores = new Label[3];
    private final Label[] clocks = new Label[3];
    private final Table[] rows = new Table[3];
    /** Under a computer's row, how much of what its level waits for has loaded (a table being fetched). */
    private final Image[] loadBars = new Image[3];

    private final LevelNote[] notes = new LevelNote[3];
    private GameDef<?> def;
    private Match<?> match;
    private float sinceNotes;
    /** Runs when a level's note changes (the status line names it while that computer thinks). */
    private Runnable notesChanged;
    /** Whether a change of note was shown by an update but not yet told to {@link #notesChanged}. */
    private boolean notesUntold;
    /** The background that marks whose turn it is, per player. */
    private final Drawable[] turnMarks = new Drawable[3];

    private float noticeTime;
    /** The lines the status and the notice share where they are laid out now, and the notice's own of them. */
    private int sharedLines, noticeLines;

    private boolean playersShown = true;
    /** No keyboard: the status and notices name no keys. */
    private final boolean touchOnly;

    private static final float LINE = 21;
    /** The room on each side of a player's row, and the least it gives up to a name that has no room (see column). */
    private static final float ROW_SIDE = 10, LEAST_ROW_SIDE = 2;
    /** Height kept for the text beside the board: two player rows, three lines of status, two of notice. */
    public static final float TEXT_HEIGHT = 2 * 34 + 8 + 3 * LINE + 4 + 2 * LINE + 12;
    /** Height kept below the board in tall layouts: two lines of status and one of notice. */
    public static final float STACK_TEXT_HEIGHT = 2 * LINE + LINE + 8;
    /** Height kept below the board beside a small host's narrow column: two lines of status and two of notice. */
    public static final float NARROW_TEXT_HEIGHT = 2 * LINE + 2 * LINE + 8;

    public SidePanel(Navigator app, Skin skin, Theme theme, boolean scored, boolean clocked) {
        this.skin = skin;
        this.touchOnly = app.platform().touchOnly();
        status = new FittedLabel(skin, "default");
        notice = new FittedLabel(skin, "notice");
        notice.keepWhole();
        for (int p = 1; p <= 2; p++) {
            Table row = new Table();
            Image mark = new Image(app.assets().region(p == 1 ? "cross" : "ring"));
            mark.setColor(theme.mark(p));
            names[p] = new ShortenedLabel(skin, "default");
            scores[p] = new Label("", skin, "score" + p);
            scores[p].setAlignment(Align.right);
            clocks[p] = new Label("", skin);
            clocks[p].setAlignment(Align.right);
            row.add(mark).size(22).padRight(8);
            row.add(names[p]).expandX().fillX().minWidth(0).left();
            if (clocked) row.add(clocks[p]).right().minWidth(56).padLeft(6);
            if (scored) row.add(scores[p]).right().minWidth(44);
            // the same padding with and without the turn mark, whose own padding would shift that row's mark and score
            row.pad(6, ROW_SIDE, 6, ROW_SIDE);
            row.setTransform(false);
            loadBars[p] = new Image(app.assets().region("white"));
            loadBars[p].setColor(theme.mark(p));
            loadBars[p].setVisible(false);
            row.addActor(loadBars[p]);
            rows[p] = row;
            turnMarks[p] = UiKit.panel(app.assets(), UiKit.withAlpha(theme.fill(p), 0.9f));
        }
    }

    /**
     * The panel as one column beside the board (wide layouts), with the resume offer if there is one: its
     * texts take at most {@code room} in height whatever they say, so that the buttons below never move
     * when a text changes. Up to five lines of status and two of notice; a short window gets fewer.
     */
    public Table column(float width, float room, ResumeOffer resumeOffer) {
        namesShown(true);
        Table side = new Table();
        side.defaults().growX();
        roomForNames(width);
        if (playersShown) {
            side.add(rows[1]).padBottom(2).row();
            side.add(rows[2]).padBottom(8).row();
        }
        // the rows as they are laid out (a name drawn smaller, a score's font), not as a row alone measures itself
        side.setWidth(width);
        side.validate();
        int statusLines = 5, noticeLines = 2, offerLines = resumeOffer == null ? 0 : 2;
        float rowsHeight = playersShown ? rows[1].getHeight() + rows[2].getHeight() + 10 : 0, gaps = 8;
        while (true) {
            float offer = resumeOffer == null ? 0 : resumeOffer.heightAt(width, offerLines) + 4;
            if (rowsHeight + gaps + (statusLines + noticeLines) * LINE + offer <= room) break;
            // what gives way first: long status, the second notice line, the offer's second line, status down to two
            // lines (a turn's first sentence needs two in a narrow column), the notice, the rest
            if (statusLines > 3) statusLines--;
            else if (noticeLines > 1) noticeLines--;
            else if (offerLines > 1) offerLines--;
            else if (statusLines > 2) statusLines--;
            else if (noticeLines > 0) noticeLines--;
            else if (statusLines > 1) statusLines--;
            else if (statusLines > 0) statusLines--;
            else break;
        }
        status.setVisible(statusLines > 0);
        notice.setVisible(noticeLines > 0);
        sharedLines = statusLines + noticeLines;
        this.noticeLines = noticeLines;
        side.add(status)
                .width(width)
                .height(statusLines * LINE)
                .top()
                .padBottom(statusLines > 0 ? 4 : 0)
                .row();
        side.add(notice)
                .width(width)
                .height(noticeLines * LINE)
                .padBottom(noticeLines > 0 ? 4 : 0)
                .row();
        if (resumeOffer != null) {
            resumeOffer.arrange(width, offerLines);
            side.add(resumeOffer).width(width).padBottom(4).row();
        }
        return side;
    }

    /**
     * The rows' sides give up room where a name would be cut even in its shortest form drawn as small as it may be
     * (Polish "Komp." beside Arrows' clock in a column 140 px wide left it 28 px): as little as that name needs.
     */
    private void roomForNames(float rowWidth) {
        for (int p = 1; p <= 2; p++) rows[p].pad(6, ROW_SIDE, 6, ROW_SIDE);
        float need = 0, nameSlot = rowWidth;
        for (int p = 1; p <= 2; p++) {
            // a name's cell wants no width of its own: the row's preferred width is what the name cannot have
            nameSlot = Math.min(nameSlot, rowWidth - rows[p].getPrefWidth());
            need = Math.max(need, names[p].narrowest());
        }
        float side = Math.max(LEAST_ROW_SIDE, ROW_SIDE - Math.max(0, need - nameSlot) / 2);
        for (int p = 1; p <= 2; p++) rows[p].pad(6, side, 6, side);
    }

    /** Both players' rows side by side, above the board (tall layouts). */
    public Table topRow() {
        Table top = new Table();
        if (!playersShown) return top;
        namesShown(true);
        for (int p = 1; p <= 2; p++) rows[p].pad(6, ROW_SIDE, 6, ROW_SIDE);
        top.add(rows[1]).growX().uniformX().minWidth(0).padRight(12);
        top.add(rows[2]).growX().uniformX().minWidth(0);
        return top;
    }

    /**
     * The players' rows as narrow chips, one above the other: mark, clock and score without the name (the status says
     * whose turn it is in words), for the column of a small host where the board takes nearly all the room.
     */
    public Table chips() {
        Table side = new Table();
        if (!playersShown) return side;
        namesShown(false);
        for (int p = 1; p <= 2; p++) {
            rows[p].pad(3, LEAST_ROW_SIDE + 2, 3, LEAST_ROW_SIDE + 2);
            side.add(rows[p]).growX().padBottom(2).row();
        }
        return side;
    }

    /** How wide and high {@link #chips} are: the wider row without its name, and both rows. */
    public float[] chipsSize() {
        float[] size = {0, 0};
        if (!playersShown) return size;
        namesShown(false);
        for (int p = 1; p <= 2; p++) {
            rows[p].pad(3, LEAST_ROW_SIDE + 2, 3, LEAST_ROW_SIDE + 2);
            rows[p].invalidate();
            size[0] = Math.max(size[0], rows[p].getPrefWidth());
            size[1] += rows[p].getPrefHeight() + 2;
        }
        return size;
    }

    /** The players' names in their rows (a wide column, the row above the board), or left out (chips). */
    private void namesShown(boolean shown) {
        for (int p = 1; p <= 2; p++) {
            names[p].setVisible(shown);
            Cell<?> cell = rows[p].getCell(names[p]);
            if (shown) cell.prefWidth(Value.prefWidth).maxWidth(Value.zero);
            else cell.prefWidth(0).maxWidth(0);
        }
    }

    /**
     * Status, notice and resume offer below the board (tall layouts: two lines of status, one of notice; beside a small
     * host's narrow column: two of each, as the column's width cuts a refusal's reason); the caller adds the buttons. A
     * longer notice takes the status's lines while it shows ({@link #share}).
     */
    public Table bottom(float width, ResumeOffer resumeOffer, boolean narrow) {
        Table bottom = new Table();
        status.setVisible(true);
        notice.setVisible(true);
        noticeLines = narrow ? 2 : 1;
        sharedLines = 2 + noticeLines;
        bottom.add(status).growX().height(2 * LINE).row();
        bottom.add(notice).growX().height(noticeLines * LINE).row();
        if (resumeOffer != null) {
            resumeOffer.arrange(width, 2);
            bottom.add(resumeOffer).growX().row();
        }
        return bottom;
    }

    /** Whether the screen is touched with no keyboard: its words name taps and buttons, not clicks and keys. */
    public boolean touchOnly() {
        return touchOnly;
    }

    /** Whether the players' rows show: not where nobody plays against anybody (an editor, say). */
    public boolean playersShown() {
        return playersShown;
    }

    public void showPlayers(boolean shown) {
        playersShown = shown;
    }

    /** What seat {@code p}'s computer plays by, as last asked; null for a person or nothing to say. */
    public LevelNote note(int p) {
        return notes[p];
    }

    public void onNotesChanged(Runnable run) {
        notesChanged = run;
    }

    public <P> void update(GameDef<P> def, Match<P> match) {
        this.def = def;
        this.match = match;
        // shown at once; told (notesChanged) at the next poll, which must not miss it
        if (pollNotes()) notesUntold = true;
        P p = match.position();
        SeatNames seats = new SeatNames(match);
        for (int i = 1; i <= 2; i++) {
            names[i].setForms(seats.name(i), seats.shortName(i), seats.shortestName(i));
            String score = def.score(p, i);
            scores[i].setText(score == null ? "" : score);
            rows[i].setBackground(!match.isOver() && match.toMove() == i ? turnMarks[i] : null);
        }
        updateClocks(match);
    }

    public void updateClocks(Match<?> match) {
        if (!match.hasClocks()) return;
        for (int i = 1; i <= 2; i++) clocks[i].setText(clockText(match.clockLeft(i)));
    }

    /** "4:59" (minutes and seconds), or "0:09.5" in the last ten seconds. */
    static String clockText(double millis) {
        int tenths = (int) Math.ceil(millis / 100);
        int seconds = tenths / 10;
        String s = seconds / 60 + ":" + (seconds % 60 < 10 ? "0" : "") + seconds % 60;
        return seconds < 10 ? s + "." + tenths % 10 : s;
    }

    public void pulseScore(int player) {
        Label l = scores[player];
        l.clearActions();
        l.setOrigin(Align.center);
        l.addAction(Actions.sequence(Actions.scaleTo(1.35f, 1.35f, 0.12f), Actions.scaleTo(1f, 1f, 0.2f)));
    }

    /** The whole status text (what shows of it may be shorter where room is short). */
    public String status() {
        return status.full();
    }

    public void status(String text) {
        status.setFull(touchOnly ? KeyTable.withoutKeys(text) : text);
    }

    /** A short message that shakes once and fades after a few seconds ("" clears it), in the text's colour. */
    public void notice(String text) {
        show(text, "notice");
    }

    /** A notice of something refused or gone wrong, in the error colour. */
    public void problem(String text) {
        show(text, "error");
    }

    private void show(String text, String style) {
        notice.setStyle(skin.get(style, Label.LabelStyle.class));
        notice.setFull(touchOnly ? KeyTable.withoutKeys(text) : text);
        notice.clearActions();
        notice.getColor().a = 1;
        noticeTime = 4f;
        if (!text.isEmpty()) {
            notice.addAction(Actions.sequence(
                    Actions.moveBy(6, 0, 0.05f), Actions.moveBy(-12, 0, 0.1f), Actions.moveBy(6, 0, 0.05f)));
        }
    }

    /**
     * Asks each computer seat's level what it plays by: the bar under its row shows what has loaded, and the
     * end of the loading is told.
     */
    private <P> boolean pollNotes() {
        @SuppressWarnings("unchecked")
        GameDef<P> d = (GameDef<P>) def;
        @SuppressWarnings("unchecked")
        Match<P> m = (Match<P>) match;
        boolean changed = false;
        for (int i = 1; i <= 2; i++) {
            Seat seat = m.seat(i);
            LevelNote note = seat.level() == null ? null : d.players().note(seat.level(), m.position());
            Image bar = loadBars[i];
            bar.setVisible(note != null && note.loading());
            if (bar.isVisible()) bar.setBounds(10, 1, (rows[i].getWidth() - 20) * Math.max(0.02f, note.progress), 3);
            if (note == null ? notes[i] == null : note.equals(notes[i])) continue;
            if (notes[i] != null && notes[i].loading() && note != null && !note.loading())
                notice(t("{0}: {1}.", new SeatNames(m).name(i), note.words));
            notes[i] = note;
            changed = true;
        }
        return changed;
    }

    /**
     * The notice (a refusal's reason, which a phone's narrow lines cut) takes lines of the status while it needs them
     * to show whole, all of them in smaller letters if even they are too few; the status says what fits in the rest,
     * or nothing where that would be cut.
     * Their room together stays as laid out, so that nothing below them moves.
     */
    private void share() {
        Table room = (Table) notice.getParent();
        if (room == null || !notice.isVisible()) return;
        int lines = noticeLines;
        while (lines < sharedLines && !notice.fitsWhole(lines * LINE)) lines++;
        // a status the lines left would cut gives them up too, while the notice shows
        if (lines > noticeLines && status.cutIn((sharedLines - lines) * LINE)) lines = sharedLines;
        Cell<?> cell = room.getCell(notice);
        if (cell.getPrefHeight() == lines * LINE) return;
        cell.height(lines * LINE);
        room.getCell(status).height((sharedLines - lines) * LINE);
        status.setVisible(lines < sharedLines);
        room.invalidate();
    }

    public void act(float delta) {
        share();
        sinceNotes += delta;
        if (match != null && sinceNotes > 0.2f) {
            sinceNotes = 0;
            if ((pollNotes() || notesUntold) && notesChanged != null) {
                notesUntold = false;
                notesChanged.run();
            }
        }
        if (noticeTime > 0) {
            noticeTime -= delta;
            if (noticeTime <= 0) notice.setFull("");
        }
    }
}
