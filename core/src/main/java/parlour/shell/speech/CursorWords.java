package parlour.shell.speech;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import parlour.board.BoardView;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.match.Match;
import parlour.session.SeatNames;

/**
 * What the board's cursor is over, in the game's words, for a player who listens: said when the board takes the focus,
 * and again once the arrow keys have rested somewhere new; a key the board says something of its own for (a direction
 * chosen, a tool picked) is said at once, and so is an arrow key that cannot move the cursor further (the board's edge),
 * once for a key held or pressed again quickly against it.
 * Where the analysis overlay shows a value on the cursor's move, the value is said with it.
 */
public final class CursorWords<P> {
    /** How long the cursor rests before what is under it is said: fast key repeats say only where it stops. */
    private static final float REST = 0.3f;

    private final GameDef<P> def;
    private final BoardView<P> view;
    /** The values the analysis overlay shows, or null while it shows none. */
    private final Supplier<List<MoveValue>> values;
    /** Where the board's cursor is, in the view's names, once said. */
    private String placeSaid;
    /** How long the arrow keys have been still, or -1 when nothing waits to be said. */
    private float still = -1;
    /** The board's own words for the last key it took, said at the next frame, or null. */
    private String keyed;
    /**
     * Where the cursor was when this last asked (the view shows its cursor when asked, so only on focus and keys): an
     * arrow key that leaves it there found the board's edge.
     */
    private String placeKnown;
    /** Whether an arrow key found the cursor at the board's edge, to be said at the next frame. */
    private boolean edge;
    /**
     * How long since an arrow key last found the edge, or -1 when the cursor has moved since: a key held against the
     * edge says so once, not at every repeat.
     */
    private float sinceEdge = -1;
    /** The arrow key that last found the edge: another one against another edge is said at once. */
    private int edgeKey;

    public CursorWords(GameDef<P> def, BoardView<P> view, Supplier<List<MoveValue>> values) {
        this.def = def;
        this.view = view;
        this.values = values;
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
        placeKnown = place;
        return place == null ? null : valued(def.notation().placeInWords(shown, place, new SeatNames(match)));
    }

    /**
     * {@code words} with the analysis value of the cursor's move where the overlay shows one: "Line c1 to d1, free,
     * value 3, best."; the words as they are otherwise.
     */
    private String valued(String words) {
        List<MoveValue> shown = values.get();
        String move = view.cursorMove();
        if (words == null || shown == null || move == null || def.analyst() == null) return words;
        for (MoveValue v : shown) {
            if (!v.move.equals(move)) continue;
            String value = def.analyst().valueWords(v);
            if (value == null) return words;
            String body = words.endsWith(".") ? words.substring(0, words.length() - 1) : words;
            return body + ", " + value + ".";
        }
        return words;
    }

    /**
     * The focused board took a key: the board's own words for it are said at the next frame; where an arrow key moved
     * the cursor, where it rests is said after a pause.
     */
    public void keyTaken(int keycode) {
        String own = view.keyWords(keycode);
        if (own != null) {
            keyed = own;
            still = -1;
        } else if (keycode == Keys.UP || keycode == Keys.DOWN || keycode == Keys.LEFT || keycode == Keys.RIGHT) {
            String place = view.cursorPlace();
            if (place != null && place.equals(placeKnown)) {
                edge |= sinceEdge < 0 || sinceEdge >= REST || keycode != edgeKey;
                sinceEdge = 0;
                edgeKey = keycode;
            } else {
                still = 0;
                sinceEdge = -1;
            }
            placeKnown = place;
        }
    }

    /**
     * Says what waits: a key's words at once, where the cursor is once the arrow keys have rested long enough, if that
     * is somewhere new.
     */
    public void frame(float delta, Match<P> match, P shown, Consumer<String> say) {
        if (sinceEdge >= 0) sinceEdge += delta;
        if (edge) {
            edge = false;
            say.accept(t("Edge of the board."));
        }
        if (keyed != null) {
            // the board's words say what the key chose (where it points), with the value of the move it would play
            placeSaid = view.cursorPlace();
            placeKnown = placeSaid;
            say.accept(valued(keyed));
            keyed = null;
        }
        if (still < 0) return;
        still += delta;
        if (still < REST) return;
        still = -1;
        String before = placeSaid;
        String words = placeWords(match, shown);
        if (words != null && !String.valueOf(placeSaid).equals(before)) say.accept(words);
    }
}
