package parlour.shell;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Table;

/**
 * Where the board, the side panel and the buttons go in a game screen of a given size: the panel beside
 * the board or the scores above it and the rest below, whichever leaves the board larger, with as many
 * buttons as fit (More offers the rest) and the texts given rooms that do not change with what they say.
 */
final class ShellLayout {
    private ShellLayout() {}

    /**
     * Arranges the game in {@code width} x {@code height}. Where the board would be smaller than {@code minBoard} (a
     * window docked on a tiny stage) only the board shows, the panel and buttons coming back with the room.
     *
     * @return whether only the board shows
     */
    static boolean arrange(
            Table root,
            Actor board,
            SidePanel panel,
            CommandButtons buttons,
            ResumeOffer resumeOffer,
            float width,
            float height,
            float minBoard) {
        float row = CommandButtons.ROW;
        // beside the board: the panel may take what a height-bound board leaves over
        float sideW = Math.min(300, Math.max(Math.max(140, width * 0.3f), width - height - 12));
        // the offer to resume the kept game takes room from the buttons (More offers the rest) while it shows
        float sideOffer = resumeOffer == null ? 0 : resumeOffer.heightAt(sideW, 2) + 8;
        float sideRoom = height - 24 - SidePanel.TEXT_HEIGHT - sideOffer;
        boolean sideWords = sideW >= 230 && buttons.rows(2) * row <= sideRoom;
        int sidePerRow = sideWords ? 2 : Math.max(2, (int) (sideW / 48));
        int sideRows = Math.max(1, (int) (sideRoom / row));
        float sideBoard = Math.min(width - sideW - 28, height - 16);
        // above and below the board: scores on top; status and at most two rows of buttons below
        boolean stackWords = width >= 600;
        int stackPerRow = stackWords ? 4 : Math.max(4, (int) ((width - 24) / 48));
        int stackRows = Math.min(2, buttons.rows(stackPerRow));
        float stackOffer = resumeOffer == null ? 0 : resumeOffer.heightAt(width - 24, 2);
        float stackBoard =
                Math.min(width - 8, height - 40 - SidePanel.STACK_TEXT_HEIGHT - stackOffer - stackRows * row - 16);
        if (Math.max(sideBoard, stackBoard) < minBoard) {
            root.add(board).grow().pad(4);
            return true;
        }
        if (sideBoard >= stackBoard) {
            buttons.setStyle(!sideWords, sideW >= 290);
            int buttonRows = Math.min(sideRows, buttons.rows(sidePerRow));
            float pad = height < 400 ? 6 : 12;
            Table side = panel.column(sideW, height - 2 * pad - buttonRows * row, resumeOffer);
            side.add(buttons.table(sidePerRow, sideRows)).width(sideW).row();
            root.add(board).grow();
            root.add(side).width(sideW).top().pad(pad).padLeft(8);
        } else {
            buttons.setStyle(!stackWords, width >= 760);
            root.add(panel.topRow()).growX().pad(6, 12, 0, 12).row();
            root.add(board).grow().row();
            Table bottom = panel.bottom(width - 24, resumeOffer);
            bottom.add(buttons.table(stackPerRow, stackRows)).growX();
            root.add(bottom).growX().pad(0, 12, 6, 12);
        }
        return false;
    }
}
