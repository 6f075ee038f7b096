package parlour.shell;

import java.util.ArrayList;
import java.util.List;

import parlour.arrows.ArrowsGame;
import parlour.arrows.view.ArrowsUi;
import parlour.dots.DotsGame;
import parlour.dots.view.DotsUi;
import parlour.game.Words;
import parlour.gone.GoneGame;
import parlour.gone.view.GoneUi;
import parlour.match.Text;

/**
 * The games Parlour plays: the menu's cards, the launch options, the engine protocol's {@code game}
 * command, the usage text and the script API all read this list. It is the one shared file that names games.
 */
public final class Catalogue {
    private static final List<GameEntry<?>> GAMES = new ArrayList<>();

    static {
        register(new GameEntry<>(DotsGame.RULES, new DotsUi()));
        register(new GameEntry<>(GoneGame.RULES, new GoneUi()));
        register(new GameEntry<>(parlour.morris.MorrisGame.SIX, new parlour.morris.view.MorrisUi("morris6")));
        register(new GameEntry<>(parlour.morris.MorrisGame.NINE, new parlour.morris.view.MorrisUi("morris9")));
        register(new GameEntry<>(ArrowsGame.RULES, new ArrowsUi()));
    }

    private Catalogue() {}

    /** Adds a game (the built-in ones are registered at start; tests add their own). A game of the same id is replaced. */
    public static synchronized void register(GameEntry<?> entry) {
        for (int i = 0; i < GAMES.size(); i++) {
            if (GAMES.get(i).id().equals(entry.id())) {
                GAMES.set(i, entry);
                return;
            }
        }
        GAMES.add(entry);
    }

    /** Removes a game registered by a test. */
    public static synchronized void unregister(String id) {
        for (int i = 0; i < GAMES.size(); i++) if (GAMES.get(i).id().equals(id)) GAMES.remove(i--);
    }

    public static synchronized List<GameEntry<?>> games() { return new ArrayList<>(GAMES); }

    /** The game first in the list: what options without a game refer to. */
    public static GameEntry<?> first() { return GAMES.get(0); }

    /**
     * The game with this id.
     *
     * @throws IllegalArgumentException naming the known games
     */
    public static synchronized GameEntry<?> byId(String id) {
        for (GameEntry<?> g : GAMES) if (g.id().equals(id)) return g;
        throw new IllegalArgumentException("unknown game " + Text.quote(id) + " (known: " + Words.join(ids()) + ")");
    }

    public static synchronized String[] ids() {
        String[] out = new String[GAMES.size()];
        for (int i = 0; i < out.length; i++) out[i] = GAMES.get(i).id();
        return out;
    }
}
