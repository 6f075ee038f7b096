package parlour.shell.speech;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import java.util.function.Consumer;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.SeatNames;

/**
 * What the board's cursor is over, in the game's words, for a player who listens: said when the board takes the focus,
 * and again once the arrow keys have rested somewhere new.
 */
public final class CursorWords<P> {
    /** How long the cursor rests before what is under it is said: fast key repeats say only where it stops. */
    private static final float REST = 0.3f;

    private final GameDef<P> def;
    private final BoardView<P> view;
    /** Where the board's cursor is, in the view's names, once said. */
    private String placeSaid;
    /** How long the arrow keys have been still, or -1 when nothing waits to be said. */
    private float still = -1;

    public CursorWords(GameDef<P> def, BoardView<P> view) {
        this.def = def;
        this.view = view;
    }

    /**
     * What the board says as it takes the keyboard's focus: "Board", and what is under its cursor in the position it
     * shows ({@code shown}: an earlier one during a review).
     */
    public String focusWords(Match<P> match, P shown) {
        String place = placeWords(match, shown);
        return place == null ? t("Board") : t("Board") + ". " + place;
    }

    /** What is under the board's cursor in the game's words, noted as said; null where the board says nothing of it. */
    private String placeWords(Match<P> match, P shown) {
        String place = view.cursorPlace();
        placeSaid = place;
        return place == null ? null : def.notation().placeInWords(shown, place, new SeatNames(match));
    }

    /** The focused board took a key: where an arrow key moved its cursor, where it rests is said after a pause. */
    public void keyTaken(int keycode) {
        if (keycode == Keys.UP || keycode == Keys.DOWN || keycode == Keys.LEFT || keycode == Keys.RIGHT) still = 0;
    }

    /** Counts the rest after the arrow keys; once it is long enough, says where the cursor is if that is somewhere new. */
    public void frame(float delta, Match<P> match, P shown, Consumer<String> say) {
        if (still < 0) return;
        still += delta;
        if (still < REST) return;
        still = -1;
        String before = placeSaid;
        String words = placeWords(match, shown);
        if (words != null && !String.valueOf(placeSaid).equals(before)) say.accept(words);
    }
}
