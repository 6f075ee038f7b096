package parlour.shell.launch;

import static parlour.words.Tr.refusal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import parlour.match.Text;

/**
 * The games one running program plays, in menu order: the menu's cards, the launch options, the engine
 * protocol's {@code game} command and the usage text read it. The launcher builds it and hands it in; a test
 * builds its own. It holds no game by name. A game's code may come later ({@link GameSlot}): until then it is on the
 * menu by its title only, and not among {@link #games()}.
 */
public final class GameList {
    private final List<GameSlot> slots;

    /** @throws IllegalArgumentException for an empty list or two games with one id */
    public GameList(List<GameEntry<?>> games) {
        this(slotsOf(games));
    }

    private GameList(GameSlot[] slots) {
        if (slots.length == 0) throw new IllegalArgumentException("a game list needs at least one game");
        List<String> seen = new ArrayList<>();
        for (GameSlot g : slots) {
            if (seen.contains(g.id)) throw new IllegalArgumentException("two games have the id " + Text.quote(g.id));
            seen.add(g.id);
        }
        this.slots = Collections.unmodifiableList(Arrays.asList(slots));
    }

    /**
     * Games whose code may come later, each loaded when asked for.
     *
     * @throws IllegalArgumentException for an empty list or two games with one id
     */
    public static GameList ofSlots(List<GameSlot> slots) {
        return new GameList(slots.toArray(new GameSlot[0]));
    }

    private static GameSlot[] slotsOf(List<GameEntry<?>> games) {
        GameSlot[] out = new GameSlot[games.size()];
        for (int i = 0; i < out.length; i++) out[i] = GameSlot.of(games.get(i));
        return out;
    }

    /** Every game in menu order, its code there or not. */
    public List<GameSlot> slots() {
        return slots;
    }

    /**
     * The slot of the game with this id.
     *
     * @throws IllegalArgumentException naming the known games
     */
    /** Whether a game of this id is in the catalogue. */
    public boolean has(String id) {
        for (GameSlot g : slots) if (g.id.equals(id)) return true;
        return false;
    }

    public GameSlot slot(String id) {
        for (GameSlot g : slots) if (g.id.equals(id)) return g;
        throw refusal("unknown game {0} (known: {1})", Text.quote(id), Text.join(ids()));
    }

    /** This catalogue with {@code entry} added at the end (a test's own game beside the built-in ones). */
    public GameList with(GameEntry<?> entry) {
        List<GameSlot> more = new ArrayList<>(slots);
        more.add(GameSlot.of(entry));
        return new GameList(more.toArray(new GameSlot[0]));
    }

    /** Makes {@code value} the default of every game's option {@code option} in this program (see {@link GameEntry#preferDefault}). */
    public void preferDefault(String option, String value) {
        for (GameSlot s : slots) s.preferDefault(option, value);
    }

    /** The games whose code is there, in menu order. */
    public List<GameEntry<?>> games() {
        List<GameEntry<?>> out = new ArrayList<>();
        for (GameSlot s : slots) if (s.entry() != null) out.add(s.entry());
        return Collections.unmodifiableList(out);
    }

    /**
     * The game first in the list: what options without a game refer to (a launcher brings its code first).
     *
     * @throws IllegalArgumentException (a refusal) while its code has not come
     */
    public GameEntry<?> first() {
        return loaded(slots.get(0));
    }

    /**
     * The game with this id, its code here ({@link #slot} and {@link GameSlot#load} bring it first where it comes
     * later: the page's game, its newGame naming another, a menu card).
     *
     * @throws IllegalArgumentException naming the known games, or saying the game's code has not come
     */
    public GameEntry<?> byId(String id) {
        return loaded(slot(id));
    }

    /** @throws IllegalArgumentException (a refusal) while the slot's code has not come */
    private static GameEntry<?> loaded(GameSlot s) {
        if (s.entry() == null) throw refusal("the game {0} is not loaded yet", Text.quote(s.id));
        return s.entry();
    }

    public String[] ids() {
        String[] out = new String[slots.size()];
        for (int i = 0; i < out.length; i++) out[i] = slots.get(i).id;
        return out;
    }
}
