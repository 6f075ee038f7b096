package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.arrows.view.ArrowsView;
import parlour.board.BoardView;
import parlour.board.MarkLayer;
import parlour.board.Zoom;
import parlour.gone.view.GoneView;
import parlour.ui.BaseScreen;

/**
 * A phone player's fingers on every board (issue #35): on a 360x640 touch screen neighbouring places are a finger
 * ({@link Zoom#FINGER}) apart, or a double tap or a pinch makes them so; a tap on the zoomed board plays the
 * place under the finger, and a second double tap shows the whole board again.
 */
class BoardZoomTest {
    private static final int[] PHONE = {360, 640};
    /** The narrower phone of issue #48. */
    private static final int[] SMALL_PHONE = {320, 568};
    /** Every game at its sizes: Dots up to the largest grid, Arrows up to the largest board a file may give, Gone's. */
    private static final String[][] BOARDS = {
        {"dots", "size", "5x5"},
        {"dots", "size", "10x10"},
        {"dots", "size", "15x15"},
        {"morris6"},
        {"morris9"},
        {"arrows", "size", "8x8"},
        {"arrows", "size", "10x10"},
        {"arrows", "size", "10x4"},
        {"gone", "size", "16x16"},
        {"gone", "size", "24x24"},
        {"gone", "size", "64x64"},
        {"gone", "size", "512x512"}
    };

    @Test
    void everyBoardsPlacesAreAFingerApartOrADoubleTapMakesThem() throws Exception {
        List<String> problems = new ArrayList<>();
        try (FitHarness fit = new FitHarness("pl " + FitHarness.TOUCH)) {
            for (String[] board : BOARDS) {
                HeadlessParlour parlour = fit.startGame(board[0], Arrays.copyOfRange(board, 1, board.length));
                fit.showAt(PHONE);
                String name = String.join(" ", board);
                float whole = shownSpacing(parlour);
                if (whole >= Zoom.FINGER) continue;
                float[] centre = boardCentre(parlour);
                doubleTap(parlour, centre);
                float zoomed = shownSpacing(parlour);
                if (zoomed < Zoom.FINGER) problems.add(name + ": " + whole + " px whole, " + zoomed + " px zoomed");
                doubleTap(parlour, centre);
                if (shownSpacing(parlour) != whole) problems.add(name + ": a second double tap leaves it zoomed");
                // fingers spread from 40 to 160 px apart: four times as large, or a finger apart where it stops
                pinch(parlour, centre, 20, 80);
                float pinched = shownSpacing(parlour);
                if (pinched < Math.min(Zoom.FINGER, whole * 3.9f))
                    problems.add(name + ": " + whole + " px whole, " + pinched + " px pinched");
                // a double tap's taps never reach the board, however long after
                parlour.advance(1000);
                List<String> played = parlour.state().moves();
                if (!played.isEmpty()) problems.add(name + ": the double taps and the pinch played " + played);
            }
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    @Test
    void aTapOnAPinchedArrowsBoardPlaysTheCellUnderTheFinger() throws Exception {
        try (FitHarness fit = new FitHarness("pl " + FitHarness.TOUCH)) {
            // a board of its own (a random one put the mover's next cell anywhere, at the edge too, where east loses
            // and the compass kept in view pans the zoomed board): the mover's next cell is 4,5, its compass whole
            HeadlessParlour parlour = fit.startGame("arrows", "board", "10 10 4 4 S 7 7 N");
            fit.showAt(PHONE);
            float[] east = parlour.onGameThread(() -> parlour.app().pointOf("E"));
            float[] west = parlour.onGameThread(() -> parlour.app().pointOf("W"));
            float[] middle = {(east[0] + west[0]) / 2, (east[1] + west[1]) / 2};
            pinch(parlour, middle, 20, 60);
            float[] zoomedEast = parlour.onGameThread(() -> parlour.app().pointOf("E"));
            assertThat(zoomedEast[0] - middle[0])
                    .as("the compass's east cell moved out from under the fingers: " + Arrays.toString(zoomedEast))
                    .isGreaterThanOrEqualTo(Zoom.FINGER);
            tap(parlour, zoomedEast);
            // the tap is the board's once no second tap came (a double tap would zoom out)
            parlour.advance(400);
            assertEquals(List.of("2"), parlour.state().moves(), "east, direction 2, played");
        }
    }

    /**
     * Issue #48: on Gone's 24x24 board at a phone's size a double tap on a place zooms in and paints nothing (it
     * painted with the current brush), and a single tap there paints the place.
     */
    @Test
    void aDoubleTapOnGonesEditorZoomsAndPaintsNothingWhileOneTapPaints() throws Exception {
        try (FitHarness fit = new FitHarness("pl " + FitHarness.TOUCH)) {
            HeadlessParlour parlour = fit.startGame("gone", "size", "24x24");
            fit.showAt(PHONE);
            // Clear, a button of the board's tool bar, takes its tap at once: the board is empty
            tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("clear")));
            assertThat(parlour.state().moves()).as("Clear pressed").containsExactly("clear");
            float whole = shownSpacing(parlour);
            float[] centre = boardCentre(parlour);
            doubleTap(parlour, centre);
            parlour.advance(1000);
            assertThat(shownSpacing(parlour))
                    .as("the double tap zoomed from " + whole + " px")
                    .isGreaterThanOrEqualTo(Zoom.FINGER);
            assertThat(parlour.state().moves()).as("the double tap painted").containsExactly("clear");
            tap(parlour, centre);
            parlour.advance(400);
            List<String> moves = parlour.state().moves();
            assertThat(moves)
                    .as("one tap on the zoomed board paints the place under the finger")
                    .hasSize(2);
            assertThat(moves.get(1)).as("painted black, the brush").startsWith("b");
        }
    }

    /**
     * Issue #48: Arrows on a 320 px phone had cells 34 px wide (the largest board's 28), a finger's 36 only by a double
     * tap, which scaled the whole view: it cut Edit board ("Edytuj planszę") at the top and pushed the compass's south
     * row below the view. On both phones every cell of the default size and of the largest board is a finger wide, as
     * laid out or after a double tap, and a drag brings each into view; Edit board stays whole where it was, and the
     * mover's compass (here near the bottom edge, the double tap at the top left) stays in view.
     */
    @Test
    void arrowsOnAPhoneHasFingerSizedCellsWithEditBoardWholeAndTheCompassInView() throws Exception {
        // the mover's next cell in the second row from the bottom: its compass's south row is the board's last
        String[][] boards = {{"8x8", "8 8 4 6 S 8 1 W"}, {"10x10", "10 10 5 8 S 10 1 W"}};
        try (FitHarness fit = new FitHarness("pl " + FitHarness.TOUCH)) {
            for (int[] phone : new int[][] {SMALL_PHONE, PHONE})
                for (String[] board : boards) {
                    HeadlessParlour parlour =
                            fit.startGame("arrows", "board", board[1], "first", "1", "clock", "untimed");
                    fit.showAt(phone);
                    String where = board[0] + " at " + phone[0] + "x" + phone[1];
                    ArrowsView view = (ArrowsView) parlour.gameScreen().parts().view;
                    float[] edit = parlour.onGameThread(() -> parlour.app().pointOf("Edit board"));
                    float whole = shownSpacing(parlour);
                    if (whole < Zoom.FINGER) {
                        doubleTap(parlour, stagePoint(parlour, view, view.placeCentre("1,1")));
                        assertThat(shownSpacing(parlour))
                                .as(where + ": a double tap zooms " + whole + " px cells to a finger's " + Zoom.FINGER)
                                .isGreaterThanOrEqualTo(Zoom.FINGER);
                    }
                    float[] editNow = parlour.onGameThread(() -> parlour.app().pointOf("Edit board"));
                    assertThat(editNow)
                            .as(where + ": Edit board stays at " + Arrays.toString(edit) + ", now at "
                                    + Arrays.toString(editNow))
                            .containsExactly(edit);
                    String cut = parlour.onGameThread(() -> editToolCut(view));
                    assertThat(cut)
                            .as(where + ": Edit board shows whole, but " + cut)
                            .isNull();
                    List<String> out = parlour.onGameThread(() -> compassOutOfView(parlour, view));
                    assertThat(out)
                            .as(where + ": the compass's cells in view, below Edit board, but not " + out)
                            .isEmpty();
                    // a drag shows either end of the board, a cell a finger wide in view at each
                    String last = board[0].replace('x', ',');
                    for (String cell : new String[] {"1,1", last}) {
                        float[] centre = stagePoint(parlour, view, view.placeCentre(cell));
                        float[] room = stagePoint(parlour, view, new float[] {view.getWidth() / 2, 2 * Zoom.FINGER});
                        float dx = room[0] - centre[0], dy = room[1] - centre[1];
                        drag(parlour, room, new float[] {room[0] + dx, room[1] + dy});
                        String shown = parlour.onGameThread(() -> cellShown(view, cell));
                        assertThat(shown)
                                .as(where + ": a drag brings cell " + cell + " whole into view, but " + shown)
                                .isNull();
                    }
                    assertThat(shownSpacing(parlour))
                            .as(where + ": still a finger apart")
                            .isGreaterThanOrEqualTo(Zoom.FINGER);
                    parlour.advance(1000);
                    assertThat(parlour.state().moves())
                            .as(where + ": the double tap and the drags played nothing")
                            .isEmpty();
                    // a move (west, safe) hands the turn to the other player, whose compass at the top edge the board,
                    // dragged to its bottom end, now shows
                    assertThat(parlour.onGameThread(() -> parlour.app().play("6")))
                            .as(where + ": west played")
                            .isNull();
                    fit(parlour);
                    List<String> next = parlour.onGameThread(() -> compassOutOfView(parlour, view));
                    assertThat(next)
                            .as(where + ": after the move, the next player's compass in view, but not " + next)
                            .isEmpty();
                }
        }
    }

    /** A point of {@code view} (its own coordinates) as a stage point from the top. */
    private static float[] stagePoint(HeadlessParlour parlour, Actor view, float[] local) throws Exception {
        return parlour.onGameThread(() -> {
            Vector2 at = view.localToStageCoordinates(new Vector2(local[0], local[1]));
            return new float[] {at.x, stage(parlour).getHeight() - at.y};
        });
    }

    /** Why Edit board does not show whole, as drawn (through any scale of the view), or null. */
    private static String editToolCut(ArrowsView view) {
        float[] t = view.editTool();
        if (t[4] > t[2]) return "its words are " + t[4] + " px in " + t[2];
        Vector2 low = view.localToStageCoordinates(new Vector2(t[0], t[1]));
        Vector2 high = view.localToStageCoordinates(new Vector2(t[0] + t[2], t[1] + t[3]));
        Vector2 frameLow = view.getParent().localToStageCoordinates(new Vector2(view.getX(), view.getY()));
        Vector2 frameHigh = view.getParent()
                .localToStageCoordinates(new Vector2(view.getX() + view.getWidth(), view.getY() + view.getHeight()));
        boolean inside = low.x >= frameLow.x - 0.5f
                && low.y >= frameLow.y - 0.5f
                && high.x <= frameHigh.x + 0.5f
                && high.y <= frameHigh.y + 0.5f;
        return inside
                ? null
                : "it is drawn at " + low + " to " + high + ", cut to the view's " + frameLow + " to " + frameHigh;
    }

    /** The compass's cells (each direction's point) that lie outside the view or over Edit board. */
    private static List<String> compassOutOfView(HeadlessParlour parlour, ArrowsView view) {
        List<String> out = new ArrayList<>();
        float[] t = view.editTool();
        Vector2 frameLow = view.getParent().localToStageCoordinates(new Vector2(view.getX(), view.getY()));
        Vector2 toolLow = view.localToStageCoordinates(new Vector2(t[0], t[1]));
        float h = stage(parlour).getHeight();
        for (int d = 0; d < 8; d++) {
            float[] p = parlour.app().pointOf(String.valueOf(d));
            if (p == null) out.add(d + " not shown");
            else if (p[0] < Math.max(0, frameLow.x)
                    || p[0] > Math.min(stage(parlour).getWidth(), frameLow.x + view.getWidth())
                    || h - p[1] < Math.max(0, frameLow.y)
                    || h - p[1] > toolLow.y) out.add(d + " at " + Arrays.toString(p));
        }
        return out;
    }

    /** Why cell {@code place} does not show whole where a finger taps it (its corners' places), or null. */
    private static String cellShown(ArrowsView view, String place) {
        float[] a = view.placeArea(place);
        float in = a[2] * 0.1f;
        float[][] corners = {
            {a[0] + in, a[1] + in},
            {a[0] + a[2] - in, a[1] + in},
            {a[0] + in, a[1] + a[3] - in},
            {a[0] + a[2] - in, a[1] + a[3] - in}
        };
        for (float[] c : corners) {
            Vector2 stage = view.localToStageCoordinates(new Vector2(c[0], c[1]));
            String there = view.placeAt(c[0], c[1]);
            boolean onStage = stage.x >= 0
                    && stage.y >= 0
                    && stage.x <= view.getStage().getWidth()
                    && stage.y <= view.getStage().getHeight();
            if (!place.equals(there) || !onStage) return "at " + stage + " the board shows " + there;
        }
        return null;
    }

    /** One finger put down at {@code from}, dragged to {@code to} and lifted. */
    private static void drag(HeadlessParlour parlour, float[] from, float[] to) throws Exception {
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            in.touchDown(Math.round(from[0]), screenY(parlour, from[1]), 0, 0);
            for (int i = 1; i <= 10; i++)
                in.touchDragged(
                        Math.round(from[0] + (to[0] - from[0]) * i / 10),
                        screenY(parlour, from[1] + (to[1] - from[1]) * i / 10),
                        0);
            in.touchUp(Math.round(to[0]), screenY(parlour, to[1]), 0, 0);
            return null;
        });
        fit(parlour);
    }

    /**
     * Issue #48: in Gone's challenge on a 320x568 phone a double tap zoomed both boards about the middle of the whole
     * view, not of the board tapped: the place tapped slid away from the finger, and the second board's double tap left
     * a blank strip beside each board. Zoomed, each board fills its panel; about its middle, the place tapped stays.
     */
    @Test
    void aZoomedChallengeBoardFillsItsPanel() throws Exception {
        try (FitHarness fit = new FitHarness("pl " + FitHarness.TOUCH)) {
            HeadlessParlour parlour = fit.startGame("gone", "mode", "challenge", "size", "8x8", "k", "1");
            fit.showAt(SMALL_PHONE);
            // Go (a tool, which takes its tap at once): the seeds are placed on two boards side by side
            tap(parlour, parlour.onGameThread(() -> parlour.app().pointOf("play")));
            assertThat(parlour.state().moves()).as("Go pressed").containsExactly("play");
            fit(parlour);
            GoneView view = (GoneView) parlour.gameScreen().parts().view;
            float[] first = parlour.onGameThread(() -> parlour.app().pointOf("4,4"));
            float[] corner = parlour.onGameThread(() -> parlour.app().pointOf("0,0"));
            // the second board's places lie as far right of the first's as the panels are apart
            float apart = parlour.onGameThread(() -> view.panelArea(1)[0] - view.panelArea(0)[0]);
            float[][] taps = {first, {first[0] + apart, first[1]}, corner, {corner[0] + apart, corner[1]}};
            String[] names = {
                "the first board's middle",
                "the second board's middle",
                "the first board's corner",
                "the second board's corner"
            };
            for (int t = 0; t < taps.length; t++) {
                float[] tapped = taps[t];
                float whole = shownSpacing(parlour);
                String place = parlour.onGameThread(() -> placeAt(parlour, tapped));
                doubleTap(parlour, tapped);
                float zoomed = shownSpacing(parlour);
                assertThat(zoomed)
                        .as("a double tap on " + names[t] + " zoomed from " + whole + " px to a finger's " + Zoom.FINGER
                                + " px, got " + zoomed)
                        .isGreaterThanOrEqualTo(Zoom.FINGER);
                if (t < 2) {
                    String under = parlour.onGameThread(() -> placeAt(parlour, tapped));
                    assertThat(under)
                            .as("a double tap on " + names[t] + " zoomed about the place tapped, " + place + ", now "
                                    + under + " under the finger")
                            .isEqualTo(place);
                }
                for (int p = 0; p < 2; p++) {
                    int panel = p;
                    float[] area = parlour.onGameThread(() -> view.panelArea(panel));
                    List<String> blank = parlour.onGameThread(() -> blankIn(view, area));
                    assertThat(blank)
                            .as("after a double tap on " + names[t] + ", board " + (p + 1) + "'s panel "
                                    + Arrays.toString(area) + " is all board, but blank at " + blank)
                            .isEmpty();
                }
                doubleTap(parlour, tapped);
                assertThat(shownSpacing(parlour))
                        .as("a second double tap shows the whole boards")
                        .isEqualTo(whole);
            }
            parlour.advance(1000);
            assertThat(parlour.state().moves())
                    .as("the double taps placed no seed")
                    .containsExactly("play");
        }
    }

    /** The points of {@code area} ({left, bottom, width, height} in the view), every fourth, where no place shows. */
    private static List<String> blankIn(BoardView<?> view, float[] area) {
        List<String> blank = new ArrayList<>();
        for (float x = area[0] + 1; x < area[0] + area[2]; x += 4)
            for (float y = area[1] + 1; y < area[1] + area[3]; y += 4)
                if (view.placeAt(x, y) == null) blank.add(Math.round(x) + "," + Math.round(y));
        return blank;
    }

    /** The place the board shows at a stage point (x, y from the top), or null where it shows none. */
    private static String placeAt(HeadlessParlour parlour, float[] at) {
        Actor board = (Actor) places(stage(parlour).getRoot());
        Vector2 local =
                board.stageToLocalCoordinates(new Vector2(at[0], stage(parlour).getHeight() - at[1]));
        return ((BoardView<?>) board).placeAt(local.x, local.y);
    }

    /** The distance between neighbouring places as the board shows them now, in stage pixels. */
    private static float shownSpacing(HeadlessParlour parlour) throws Exception {
        return parlour.onGameThread(() -> {
            Actor board = (Actor) places(stage(parlour).getRoot());
            return ((MarkLayer.Places) board).placeSpacing() * board.getScaleX();
        });
    }

    private static float[] boardCentre(HeadlessParlour parlour) throws Exception {
        return parlour.onGameThread(() -> {
            Actor board = (Actor) places(stage(parlour).getRoot());
            Vector2 c = board.localToStageCoordinates(new Vector2(board.getWidth() / 2, board.getHeight() / 2));
            return new float[] {c.x, stage(parlour).getHeight() - c.y};
        });
    }

    private static void doubleTap(HeadlessParlour parlour, float[] at) throws Exception {
        tap(parlour, at);
        tap(parlour, at);
        fit(parlour);
    }

    private static void tap(HeadlessParlour parlour, float[] at) throws Exception {
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            in.touchDown(Math.round(at[0]), screenY(parlour, at[1]), 0, 0);
            in.touchUp(Math.round(at[0]), screenY(parlour, at[1]), 0, 0);
            return null;
        });
    }

    /** Two fingers put {@code from} pixels either side of {@code at} and spread to {@code to}, then lifted. */
    private static void pinch(HeadlessParlour parlour, float[] at, int from, int to) throws Exception {
        parlour.onGameThread(() -> {
            InputProcessor in = ((BaseScreen) parlour.app().getScreen()).inputProcessor();
            int x = Math.round(at[0]), y = screenY(parlour, at[1]);
            in.touchDown(x - from, y, 0, 0);
            in.touchDown(x + from, y, 1, 0);
            for (int d = from; d <= to; d += 10) {
                in.touchDragged(x - d, y, 0);
                in.touchDragged(x + d, y, 1);
            }
            in.touchUp(x - to, y, 0, 0);
            in.touchUp(x + to, y, 1, 0);
            return null;
        });
        fit(parlour);
    }

    /** A frame drawn, as after a gesture. */
    private static void fit(HeadlessParlour parlour) throws Exception {
        parlour.onGameThread(() -> {
            parlour.app().render();
            return null;
        });
    }

    /**
     * A screen y for a stage y from the top: the headless backend reports a 0-pixel-high screen, so the stage's
     * unprojection (which flips y against the screen height) is compensated for the window's height.
     */
    private static int screenY(HeadlessParlour parlour, float y) {
        return Math.round(y)
                + Gdx.graphics.getHeight()
                - stage(parlour).getViewport().getScreenHeight();
    }

    private static com.badlogic.gdx.scenes.scene2d.Stage stage(HeadlessParlour parlour) {
        return ((BaseScreen) parlour.app().getScreen()).stage();
    }

    /** The board on the stage: the actor that knows where its places are. */
    private static MarkLayer.Places places(Actor a) {
        if (a instanceof MarkLayer.Places) return (MarkLayer.Places) a;
        if (!(a instanceof Group)) return null;
        for (Actor c : ((Group) a).getChildren()) {
            MarkLayer.Places p = places(c);
            if (p != null) return p;
        }
        return null;
    }
}
