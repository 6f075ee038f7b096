package parlour.shell;

import static parlour.words.Tr.refusal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.Words;
import parlour.match.Text;

/**
 * The games one running program plays, in menu order: the menu's cards, the launch options, the engine
 * protocol's {@code game} command and the usage text read it. The launcher builds it and hands it in; a test
 * builds its own. It holds no game by name.
 */
public final class GameList {
    private final List<GameEntry<?>> games;

    /** @throws IllegalArgumentException for an empty list or two games with one id */
    public GameList(List<GameEntry<?>> games) {
        if (games.isEmpty()) throw new IllegalArgumentException("a game list needs at least one game");
        List<String> seen = new ArrayList<>();
        for (GameEntry<?> g : games) {
            if (seen.contains(g.id()))
                throw new IllegalArgumentException("two games have the id " + Text.quote(g.id()));
            seen.add(g.id());
        }
        this.games = Collections.unmodifiableList(new ArrayList<>(games));
    }

    /** This catalogue with {@code entry} added at the end (a test's own game beside the built-in ones). */
    public GameList with(GameEntry<?> entry) {
        List<GameEntry<?>> more = new ArrayList<>(games);
        more.add(entry);
        return new GameList(more);
    }

    public List<GameEntry<?>> games() {
        return games;
    }

    /** The game first in the list: what options without a game refer to. */
    public GameEntry<?> first() {
        return games.get(0);
    }

    /**
     * The game with this id.
     *
     * @throws IllegalArgumentException naming the known games
     */
    public GameEntry<?> byId(String id) {
        for (GameEntry<?> g : games) if (g.id().equals(id)) return g;
        throw refusal("unknown game {0} (known: {1})", Text.quote(id), Words.join(ids()));
    }

    public String[] ids() {
        String[] out = new String[games.size()];
        for (int i = 0; i < out.length; i++) out[i] = games.get(i).id();
        return out;
    }
}
