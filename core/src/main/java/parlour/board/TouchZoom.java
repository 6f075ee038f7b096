package parlour.board;

import com.badlogic.gdx.scenes.scene2d.Actor;

/** The zoom code a touch screen's boards take (the web fetches it apart): the gestures and the scaled board. */
public final class TouchZoom implements Zoom.Maker {
    @Override
    public Zoom scaled(Actor board, BoardView<?> view, MarkLayer.Places places) {
        return new ScaledBoard(board, view, places);
    }

    @Override
    public void gestures(Actor board, BoardView<?> view, Zoom.Lens lens) {
        new BoardZoom(board, view, lens);
    }
}
