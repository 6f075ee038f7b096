package parlour.shell.launch;

import static parlour.words.Tr.t;

import com.badlogic.gdx.math.MathUtils;
import java.util.LinkedHashMap;
import java.util.Map;
import parlour.board.GameUi;
import parlour.game.FriendClock;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.game.OptionSpec;
import parlour.game.diagram.BoardDrawing;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.session.PendingSteps;
import parlour.session.SeatNames;
import parlour.shell.screen.GameScreen;
import parlour.store.Settings;

/** One game in the catalogue: its rules side, its screen side and its diagram, with the typed glue between them. */
public final class GameEntry<P> {
    public final GameDef<P> def;
    public final GameUi<P> ui;
    /** How the game's position is drawn as a diagram, or null for a game without diagrams. */
    public final BoardDrawing<P> drawing;

    /** The launcher's own defaults for some of the game's options, over the game's (see {@link #preferDefault}). */
    private final Map<String, String> preferred = new LinkedHashMap<>();

    public GameEntry(GameDef<P> def, GameUi<P> ui) {
        this(def, ui, null);
    }

    /** A game whose position {@code drawing} draws as a diagram (null: a game without diagrams). */
    public GameEntry(GameDef<P> def, GameUi<P> ui, BoardDrawing<P> drawing) {
        this.def = def;
        this.ui = ui;
        this.drawing = drawing;
    }

    /**
     * Makes {@code value} this program's default for the game's option {@code option} (the web widget's untimed clock);
     * nothing when the game has no such option or the value is not one of its own.
     */
    public void preferDefault(String option, String value) {
        for (OptionSpec s : def.options()) {
            if (!s.name.equals(option)) continue;
            try {
                preferred.put(option, s.check(value));
            } catch (IllegalArgumentException notOurs) {
                // another game's value for an option of the same name
            }
        }
    }

    /** The option's default in this program: the launcher's, else the game's. */
    public String defaultOf(OptionSpec s) {
        String v = preferred.get(s.name);
        return v != null ? v : s.defaultValue;
    }

    public String id() {
        return def.id();
    }

    /** Every game option at its default value. */
    public Map<String, String> defaults() {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : def.options()) o.put(s.name, defaultOf(s));
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
        return GameSaves.load(def, text, source);
    }

    /** The options a match began with, for messages and save names: "7x7", "3-4-5, demo". */
    public String summary(Match<P> m) {
        StringBuilder sb = new StringBuilder();
        for (String v : def.optionsOf(m.start()).values())
            sb.append(sb.length() == 0 ? "" : ", ").append(v);
        return sb.length() == 0 ? t(def.title()) : sb.toString();
    }

    /** The game in progress kept after the last move. @throws SaveFormatException if there is none or it is damaged */
    public Match<P> autosaved(Settings settings) throws SaveFormatException {
        return load(settings.autosave(id()), t("the autosaved game"));
    }

    /**
     * A game screen showing {@code m}; {@code offerResume}: it offers the kept game back. Every game screen is made
     * here, by an entry, which only a game's code makes: the web build then fetches the game screen's code with the
     * first game's, not in the page's first script (a {@code new GameScreen} anywhere else would pull it back there).
     */
    public GameScreen<P> screen(Navigator app, Match<P> m, boolean offerResume) {
        return new GameScreen<>(app, this, m, offerResume);
    }

    /** A game screen with a new game: the launch options' game options, seats and first player. */
    public GameScreen<P> newScreen(Navigator app, LaunchOptions o) {
        int chosen = o.firstFor(this);
        boolean drawn = chosen == LaunchOptions.RANDOM;
        int first = drawn ? MathUtils.random(1, 2) : chosen;
        Match<P> m = newMatch(o.gameOptions, first, o.seat(1), o.seat(2));
        m.setMarks(o.marks);
        if (o.moveDays != null) m.tags().put(FriendClock.DAYS, o.moveDays);
        // the menu card then shows the game last played, not the defaults
        Settings s = app.settings();
        for (Map.Entry<String, String> option : def.optionsOf(m.start()).entrySet())
            s.put(id() + "." + option.getKey(), option.getValue());
        s.put(id() + ".p1", m.seat(1).toString());
        s.put(id() + ".p2", m.seat(2).toString());
        s.put(id() + ".first", drawn ? "random" : String.valueOf(chosen));
        GameScreen<P> screen = screen(app, m, true);
        if (drawn) screen.say(new SeatNames(m).drawnFirst());
        return screen;
    }

    /** Who moves first when {@code m} is restarted: drawn again when the player chose "random", else as in {@code m}. */
    public int restartFirst(Settings settings, Match<P> m) {
        String chosen = settings.get(id() + ".first", def.defaultFirst());
        return "random".equals(chosen) ? MathUtils.random(1, 2) : def.firstPlayer(m.start());
    }

    /** The kept game to offer back or resume: null when none is kept, or it is over, empty or unreadable. */
    public Match<P> kept(Settings settings) {
        try {
            Match<P> saved = autosaved(settings);
            return saved.isOver() || saved.moveCount() == 0 ? null : saved;
        } catch (SaveFormatException e) {
            return null;
        }
    }

    /** A game screen with the autosaved game (or a new default game and a message if it cannot be read). */
    public GameScreen<P> resumeScreen(Navigator app) {
        try {
            GameScreen<P> screen = screen(app, autosaved(app.settings()), false);
            screen.resumeSteps(PendingSteps.of(app.settings().autosave(id())));
            return screen;
        } catch (SaveFormatException e) {
            LaunchOptions o = new LaunchOptions(app.catalogue());
            o.game = id();
            GameScreen<P> s = newScreen(app, o);
            s.message(t("Could not continue"), e.getMessage());
            return s;
        }
    }

    public String save(Match<P> match) {
        return GameSaves.save(def, match).write();
    }
}
