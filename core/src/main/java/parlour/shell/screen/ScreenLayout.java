package parlour.shell.screen;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.ArrayList;
import java.util.List;
import parlour.board.BoardView;
import parlour.shell.commands.CommandButtons;
import parlour.shell.panel.Banner;
import parlour.shell.panel.ResumeOffer;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.ReviewMode;
import parlour.ui.HelpToggle;

/**
 * Where the board, the side panel and the buttons go in a game screen of a given size: the panel beside
 * the board or the scores above it and the rest below, whichever leaves the board larger (on a small host, a narrow
 * column of chips and icons beside it and the status below, where that makes the board much larger), with as many
 * buttons as fit (More offers the rest) and the texts given rooms that do not change with what they say;
 * help or the move list docked beside; the order Tab goes through; and where each thing is, for scripts.
 */
final class ScreenLayout {
    /** The least a docked window leaves the board, as a share of the stage's short side. */
    private static final float MIN_BOARD = 0.4f;
    /** The least help docked beside the game leaves the board, as a share of the short side: less, and it opens over it. */
    private static final float MIN_BOARD_BESIDE_HELP = 0.6f;
    /**
     * How much larger the board of a small host must be, with the panel cut to a narrow column of chips and icons
     * (the status below the board), than in either full layout before the narrow column is chosen.
     */
    private static final float NARROW_GAIN = 1.2f;

    final Table root = new Table();
    private final Stage stage;
    private final BoardView<?> view;
    private final SidePanel panel;
    private final CommandButtons buttons;
    private final Banner banner;
    private final HelpToggle help;
    private final ReviewMode<?> review;
    private final MoveFieldControl<?> moveField;
    private final LayoutReport report;
    /** The offer to resume the game this window kept, while it shows. */
    private ResumeOffer offer;
    /** Whether a window docked on a tiny stage leaves room for the board alone (see {@link #arrange}). */
    private boolean boardOnly;
    /** Whether help covers the game (a stage too small to keep the board beside it): closing it shows the game again. */
    private boolean helpOver;

    ScreenLayout(
            Stage stage,
            BoardView<?> view,
            SidePanel panel,
            CommandButtons buttons,
            Banner banner,
            HelpToggle help,
            ReviewMode<?> review,
            MoveFieldControl<?> moveField,
            LayoutReport report) {
        this.stage = stage;
        this.view = view;
        this.panel = panel;
        this.buttons = buttons;
        this.banner = banner;
        this.help = help;
        this.review = review;
        this.moveField = moveField;
        this.report = report;
        stage.addActor(root);
    }

    void showOffer(ResumeOffer shown) {
        offer = shown;
    }

    /** Whether the offer to resume the kept game shows: Tab goes from the board to its answers first. */
    boolean offerShown() {
        return offer != null;
    }

    /** Takes the offer to resume away; false if none showed. */
    boolean dropOffer() {
        if (offer == null) return false;
        offer.remove();
        offer = null;
        return true;
    }

    /** Lays the game out in the stage's {@code width} x {@code height}, beside an open help or move list. */
    void arrange(float width, float height, boolean contested) {
        root.clearChildren();
        panel.showPlayers(contested);
        // open help or move list docks beside the game, which lays out in the rest
        float[] area = review.isOpen() ? review.dock(width, height) : help.dock(width, height);
        // help that would squeeze the board opens over the whole game instead, which keeps its place underneath
        helpOver = !review.isOpen()
                && help.isOpen()
                && new Plan(panel, buttons, offer, area[2], area[3], true).board()
                        < MIN_BOARD_BESIDE_HELP * Math.min(width, height);
        if (helpOver) {
            help.cover(width, height);
            area = new float[] {0, 0, width, height};
        }
        root.setBounds(area[0], area[1], area[2], area[3]);
        root.setVisible(!helpOver);
        boolean docked = review.isOpen() || help.isOpen() && !helpOver;
        boardOnly = arrange(
                root,
                view.actor(),
                panel,
                buttons,
                offer,
                area[2],
                area[3],
                docked ? MIN_BOARD * Math.min(width, height) : 0);
    }

    /** Settles the arranged layout and puts the result banner and the move field where it leaves them. */
    void settle(float width, float height) {
        root.layout();
        root.validate();
        banner.place(view.actor());
        moveField.place(width, height);
    }

    /** The order Tab goes through: the board and its tools, the move field, the offer and the buttons where they show, then the windows. */
    List<Actor> focusOrder() {
        List<Actor> order = new ArrayList<>();
        if (helpOver) {
            order.add(help.closeButton());
            return order;
        }
        order.add(view.actor());
        order.addAll(view.tools());
        moveField.addFocusables(order);
        if (offer != null && !boardOnly) {
            for (Actor a : offer.getChildren()) if (a instanceof TextButton) order.add(a);
        }
        if (!boardOnly) order.addAll(buttons.shown());
        if (banner.rematchButton() != null) order.add(banner.rematchButton());
        if (help.isOpen()) order.add(help.closeButton());
        order.addAll(review.focusables());
        return order;
    }

    /** Tells the platform where the board is and where each control is ("Undo (U) at 812,300"), when that changed. */
    void report(List<String> controls) {
        List<String> events = new ArrayList<>();
        String note = view.layoutNote();
        if (note != null) events.add("layout " + note);
        for (String c : controls) events.add("layout control " + c);
        report.report(events);
    }

    /** Whether the buttons moved since this was last asked (the texts above them changed size). */
    boolean buttonsMoved() {
        return report.moved(buttons.shown());
    }

    /** The board's place on the stage: x, y (bottom left), width, height. */
    float[] boardRoom() {
        Actor board = view.actor();
        // its frame as laid out, also while the board is zoomed inside it
        Vector2 at = new Vector2(board.getX(), board.getY());
        if (board.getParent() != null) board.getParent().localToStageCoordinates(at);
        return new float[] {at.x, at.y, board.getWidth(), board.getHeight()};
    }

    /**
     * The sizes of the two ways to lay the game out in {@code width} x {@code height}: the panel and buttons beside
     * the board, or the scores above it and the rest below.
     */
    private static final class Plan {
        final float row;
        final float sideW;
        final boolean sideWords;
        final int sidePerRow;
        final int sideRows;
        final float sideBoard;
        final boolean stackWords;
        final int stackPerRow;
        final int stackRows;
        final float stackBoard;

        /** The narrow column of a small host ({@link #narrow}): its width, its rows of buttons, and the board's side. */
        final float narrowW;

        final int narrowRows;
        final float narrowBoard;
        /** Whether a window is docked beside the game, which then keeps the full layouts. */
        private final boolean docked;
        /** Whether the players' rows show (not in an editor). */
        private final boolean players;

        Plan(
                SidePanel panel,
                CommandButtons buttons,
                ResumeOffer resumeOffer,
                float width,
                float height,
                boolean docked) {
            this.docked = docked;
            players = panel.playersShown();
            row = buttons.row();
            float cell = buttons.iconCell();
            // beside the board: the panel may take what a height-bound board leaves over
            sideW = Math.min(300, Math.max(Math.max(140, width * 0.3f), width - height - 12));
            // the offer to resume the kept game takes room from the buttons (More offers the rest) while it shows
            float sideOffer = resumeOffer == null ? 0 : resumeOffer.heightAt(sideW, 2) + 8;
            float sideRoom = height - 24 - SidePanel.TEXT_HEIGHT - sideOffer;
            sideWords = sideW >= 230 && buttons.rows(2) * row <= sideRoom;
            sidePerRow = sideWords ? 2 : Math.max(2, (int) (sideW / cell));
            sideRows = Math.max(1, (int) (sideRoom / row));
            sideBoard = Math.min(width - sideW - 28, height - 16);
            // above and below the board: scores on top; status and at most two rows of buttons below
            stackWords = width >= 600;
            stackPerRow = stackWords ? 4 : Math.max(4, (int) ((width - 24) / cell));
            stackRows = Math.min(2, buttons.rows(stackPerRow));
            float stackOffer = resumeOffer == null ? 0 : resumeOffer.heightAt(width - 24, 2);
            stackBoard =
                    Math.min(width - 8, height - 40 - SidePanel.STACK_TEXT_HEIGHT - stackOffer - stackRows * row - 16);
            // a small host: the players as chips and one icon a row beside the board, the status and offer below it
            float[] chips = panel.chipsSize();
            narrowW = Math.max(cell, chips[0]) + 4;
            narrowRows = Math.max(1, (int) ((height - 12 - chips[1]) / row));
            float narrowOffer = resumeOffer == null ? 0 : resumeOffer.heightAt(width - narrowW - 20, 2);
            narrowBoard = Math.min(width - narrowW - 20, height - 16 - SidePanel.NARROW_TEXT_HEIGHT - narrowOffer);
        }

        /**
         * Whether the narrow column gives the board much more room than either full layout: in a game between two
         * players (an editor's status holds its instructions, which two lines below the board would cut) with no window
         * docked.
         */
        boolean narrow() {
            return !docked && players && narrowBoard >= NARROW_GAIN * Math.max(sideBoard, stackBoard);
        }

        /** The side of the largest board of the ways chosen from. */
        float board() {
            return Math.max(narrow() ? narrowBoard : 0, Math.max(sideBoard, stackBoard));
        }
    }

    /**
     * Arranges the game in {@code width} x {@code height}. Where the board would be smaller than {@code minBoard} (a
     * window docked on a tiny stage) only the board shows, the panel and buttons coming back with the room.
     *
     * @return whether only the board shows
     */
    private static boolean arrange(
            Table root,
            Actor board,
            SidePanel panel,
            CommandButtons buttons,
            ResumeOffer resumeOffer,
            float width,
            float height,
            float minBoard) {
        Plan plan = new Plan(panel, buttons, resumeOffer, width, height, minBoard > 0);
        if (plan.board() < minBoard) {
            root.add(board).grow().pad(4);
            return true;
        }
        if (plan.narrow()) {
            buttons.setStyle(true, false);
            Table left = new Table();
            left.add(board).grow().minSize(0).row();
            left.add(panel.bottom(width - plan.narrowW - 20, resumeOffer, true))
                    .growX()
                    .pad(0, 8, 4, 4);
            Table side = panel.chips();
            side.add(buttons.table(1, plan.narrowRows)).growX().row();
            root.add(left).grow().minSize(0);
            root.add(side).width(plan.narrowW).top().pad(6, 4, 6, 4);
        } else if (plan.sideBoard >= plan.stackBoard) {
            float sideW = plan.sideW;
            buttons.setStyle(!plan.sideWords, sideW >= 290);
            int buttonRows = Math.min(plan.sideRows, buttons.rows(plan.sidePerRow));
            float pad = height < 400 ? 6 : 12;
            Table side = panel.column(sideW, height - 2 * pad - buttonRows * plan.row, resumeOffer);
            side.add(buttons.table(plan.sidePerRow, plan.sideRows)).width(sideW).row();
            root.add(board).grow();
            root.add(side).width(sideW).top().pad(pad).padLeft(8);
        } else {
            buttons.setStyle(!plan.stackWords, width >= 760);
            root.add(panel.topRow()).growX().pad(6, 12, 0, 12).row();
            root.add(board).grow().row();
            Table bottom = panel.bottom(width - 24, resumeOffer, false);
            bottom.add(buttons.table(plan.stackPerRow, plan.stackRows)).growX();
            root.add(bottom).growX().pad(0, 12, 6, 12);
        }
        return false;
    }
}
