package parlour.shell;

import java.util.LinkedHashMap;
import java.util.Map;

import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;

/** One game in the catalogue: its rules side and its screen side, with the typed glue between them. */
public final class GameEntry<P> {
    public final GameDef<P> def;
    public final GameUi<P> ui;

    public GameEntry(GameDef<P> def, GameUi<P> ui) {
        this.def = def;
        this.ui = ui;
    }

    public String id() { return def.id(); }

    /** Every game option at its default value. */
    public Map<String, String> defaults() {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : def.options()) o.put(s.name, s.defaultValue);
        return o;
    }

    /** A new match; options missing from {@code options} take their defaults. */
    public Match<P> newMatch(Map<String, String> options, int first, Seat p1, Seat p2) {
        Map<String, String> all = defaults();
        all.putAll(options);
        return GameSaves.newMatch(def, all, first, p1, p2);
    }

    /** @throws SaveFormatException naming the line of what is wrong */
    public Match<P> load(String text, String source) throws SaveFormatException {
        return GameSaves.load(def, SavedGame.read(text, source), source);
    }

    public String save(Match<P> match) {
        return GameSaves.save(def, match).write();
    }
}
