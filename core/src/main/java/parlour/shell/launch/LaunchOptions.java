package parlour.shell.launch;

import static parlour.words.Tr.refusal;
import static parlour.words.Tr.said;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import parlour.game.MarkCheck;
import parlour.game.OptionSpec;
import parlour.match.Mark;
import parlour.match.MarkJson;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.shell.page.ScriptControl;
import parlour.store.Settings;
import parlour.ui.PageColours;
import parlour.ui.Theme;
import parlour.words.Language;
import parlour.words.Refusal;
import parlour.words.Said;

/**
 * The options a launcher hands in: from the desktop command line or from the web page's data-
 * attributes and URL query. The shared ones are here; each game's own come from its option
 * descriptions in the catalogue. Each is checked, with a message naming the option that is wrong.
 */
public final class LaunchOptions {
    /** The game to start at once, or null for the menu. */
    public String game;
    /** The game's own options that were given (checked); the rest take their defaults. */
    public final Map<String, String> gameOptions = new LinkedHashMap<>();
    /** Null: the game's usual seat (a human for player 1, the computer at its default level for player 2). */
    public Seat p1;

    public Seat p2;
    /** A correspondence clock's days per move ({@code clock} given as "3d"), or null: see FriendClock. */
    public String moveDays;
    /** Who moves first: 1 or 2, {@link #RANDOM} (drawn when the game starts), or {@link #GAME_DEFAULT}. */
    public int first = GAME_DEFAULT;

    public static final int RANDOM = 0, GAME_DEFAULT = -1;
    /** Null keeps the player's saved setting. */
    /** A theme id, {@link #AUTO_THEME}, or null for the player's own. */
    public String theme;

    /** The page's own palette (the colours option), its theme held to the built-in themes' contrast; null if none. */
    public PageColours colours;
    /**
     * The colours that fell short of that contrast, each in English naming the pair and its ratio (among the {@link
     * #problems} too: they are told, not refused).
     */
    public final List<String> colourShortfalls = new ArrayList<>();

    /**
     * Makes a page's palette's theme ({@link PageColours#of}): set by a launcher once the colours' code is here (the
     * web widget fetches it only for a page that gives colours, or calls set with them), null until then.
     */
    private static Function<Map<String, String>, PageColours> colourMaker;

    /** The colours' code is here from now on: {@code maker} reads the colours option. */
    public static void useColourMaker(Function<Map<String, String>, PageColours> maker) {
        colourMaker = maker;
    }

    /** Whether the colours' code is here (see {@link #useColourMaker}). */
    public static boolean coloursHere() {
        return colourMaker != null;
    }

    /** The theme option that follows the system's or page's light or dark preference. */
    public static final String AUTO_THEME = "auto";
    /** Null keeps the player's saved setting. */
    public Boolean sound;
    /** An index into {@link Settings#SPEED_NAMES} for this run, or null for the player's own animation speed. */
    public Integer speed;
    /** Shows a game without taking the player's moves: its moves can be stepped through (a page's illustration). */
    public boolean viewOnly;
    /** The marks option as the page wrote them (a JSON array), until checked against the game's board. */
    private List<Map<String, String>> givenMarks;
    /** The page's marks that stand on the new game's board. */
    public List<Mark> marks = new ArrayList<>();
    /** The language for this run ("en", "pl"), or null for the player's own or the system's or page's. */
    public String lang;
    /**
     * Opens the game kept in this program's store at once, when there is one, instead of offering it (set by a
     * launcher, not an option: the web widget whose page gave it an {@code id}, or that the loader restarts).
     */
    public boolean resumeKept;
    /**
     * The page shows a position of its own once the first frame is drawn (a share link's, the page's position option;
     * set by the web launcher, not an option): the first game screen holds its opening sentence, so that a listener
     * hears the start once, of the game shown ({@link ScriptControl#setPosition} clears it). Not when the kept game is
     * taken up instead ({@link #resumeKept}): the page then shows no position.
     */
    public boolean positionFollows;
    /** Problems found while reading options, in English (the console, the page's script): the rest still applies. */
    public final List<String> problems = new ArrayList<>();
    /** The same problems, to be said to the player in the language chosen once the program runs. */
    private final List<Said> problemsSaid = new ArrayList<>();

    /** A problem with the options, kept in English and to be said in the player's language. */
    public void problem(Said problem) {
        problems.add(problem.english());
        problemsSaid.add(problem);
    }

    /** Takes over {@code other}'s problems (the data- attributes' when the page's own options had none). */
    public void addProblemsOf(LaunchOptions other) {
        for (int i = 0; i < other.problems.size(); i++) {
            if (i < other.problemsSaid.size() && other.problemsSaid.size() == other.problems.size())
                problem(other.problemsSaid.get(i));
            else problems.add(other.problems.get(i));
        }
    }

    /** The problems in the player's language, one a line (a launcher's own, added as plain text, as they are). */
    public String problemsText() {
        if (problemsSaid.size() != problems.size()) return String.join("\n", problems);
        StringBuilder sb = new StringBuilder();
        for (Said s : problemsSaid) sb.append(sb.length() == 0 ? "" : "\n").append(s);
        return sb.toString();
    }

    /** Forgets the problems once they were shown. */
    public void problemsShown() {
        problems.clear();
        problemsSaid.clear();
    }

    private final GameList catalogue;

    /** Options with nothing given: the menu, or (with {@link #game} set) that game with its defaults. */
    public LaunchOptions(GameList catalogue) {
        this.catalogue = catalogue;
    }

    /** The options every game shares, for help texts. */
    public static final String[] SHARED = {
        "game", "p1", "p2", "first", "theme", "colours", "sound", "speed", "viewOnly", "lang", "marks"
    };

    /**
     * Every option name a page or the command line may use: the shared ones and every game's own, its code there or
     * not (an option of another game than the one named is then refused by name, not passed over).
     */
    public static List<String> names(GameList catalogue) {
        List<String> out = new ArrayList<>();
        for (String n : SHARED) out.add(n);
        for (GameSlot g : catalogue.slots()) {
            for (String o : g.optionNames) if (!out.contains(o)) out.add(o);
        }
        return out;
    }

    /** The game these options are about: the one named, or the first in the catalogue. */
    public GameEntry<?> entry() {
        return game == null ? catalogue.first() : catalogue.byId(game);
    }

    /** Player {@code n}'s seat: as given, or the usual one. */
    public Seat seat(int n) {
        Seat s = n == 1 ? p1 : p2;
        if (s != null) return s;
        return n == 1 ? Seat.HUMAN : Seat.computer(entry().def.players().defaultLevel());
    }

    /**
     * Reads options from name/value pairs (page attributes, query parameters, command-line flags).
     * Unknown names and bad values are reported in {@link #problems} with {@code where} and skipped.
     */
    public static LaunchOptions read(GameList catalogue, Map<String, String> given, String where) {
        LaunchOptions o = new LaunchOptions(catalogue);
        Map<String, String> values = new LinkedHashMap<>(given);
        for (Said p : OptionLimits.dropLongSaid(values, where)) o.problem(p);
        String game = values.get("game");
        if (game != null) {
            try {
                o.game = catalogue.byId(game.trim()).id();
            } catch (IllegalArgumentException e) {
                o.problem(said("{0} option 'game': {1}", where, Refusal.reasonOf(e)));
            }
        }
        for (Map.Entry<String, String> e : values.entrySet()) {
            String name = e.getKey();
            if (name.equals("game")) continue;
            String v = e.getValue() == null ? "" : e.getValue().trim();
            try {
                o.apply(name, v);
            } catch (IllegalArgumentException ex) {
                o.problem(said("{0} option {1}: {2}", where, Text.quote(name), Refusal.reasonOf(ex)));
            }
        }
        if (o.givenMarks != null) o.checkMarks(where);
        if (o.colours != null) o.tellShortfalls(where);
        return o;
    }

    /** Each page colour that was replaced for its contrast with the board, as a problem naming the pair and ratio. */
    private void tellShortfalls(String where) {
        for (PageColours.Shortfall s : colours.shortfalls) {
            Said said = said(
                    "{0} option 'colours': {1} on board is {2}:1, below {3}:1; {4} is used instead",
                    where, s.name, ratioText(s.ratio), ratioText(s.needed), s.used);
            problem(said);
            colourShortfalls.add(said.english());
        }
    }

    /** 4.48, 3 (no trailing ".0"). */
    private static String ratioText(double ratio) {
        return ratio == Math.floor(ratio) ? String.valueOf((long) ratio) : String.valueOf(ratio);
    }

    /** The marks that stand on the board the other options give; each other one is a problem naming it. */
    private <P> void checkMarks(String where) {
        @SuppressWarnings("unchecked")
        GameEntry<P> g = (GameEntry<P>) entry();
        Map<String, String> all = g.defaults();
        all.putAll(gameOptions);
        List<String> wrong = new ArrayList<>();
        marks = MarkCheck.check(g.def.notation(), g.def.start(all, 1), givenMarks, wrong);
        for (String w : wrong) problem(said("{0} option {1}: {2}", where, Text.quote("marks"), w));
    }

    /** "1", "2" or "random" as a {@link #first} value. */
    public static int parseFirst(String v) {
        if (v.equals("random")) return RANDOM;
        if (!v.equals("1") && !v.equals("2")) throw refusal("must be 1 or 2 (or random), not {0}", Text.quote(v));
        return v.charAt(0) - '0';
    }

    /** The first player these options give for {@code entry}: 1 or 2, or {@link #RANDOM}. */
    public int firstFor(GameEntry<?> entry) {
        return first != GAME_DEFAULT ? first : parseFirst(entry.def.defaultFirst());
    }

    /** "slow", "normal", "fast" or "instant" as an index into {@link Settings#SPEED_NAMES}. */
    private static int speedIndex(String v) {
        String[] known = new String[Settings.SPEED_NAMES.length];
        for (int i = 0; i < known.length; i++) {
            known[i] = Settings.SPEED_NAMES[i].toLowerCase();
            if (known[i].equals(v.toLowerCase())) return i;
        }
        throw refusal("unknown speed {0} (known: {1})", Text.quote(v), Text.join(known));
    }

    private static Boolean onOff(String v) {
        if (v.equals("on") || v.equals("true") || v.equals("1")) return Boolean.TRUE;
        if (v.equals("off") || v.equals("false") || v.equals("0")) return Boolean.FALSE;
        throw refusal("must be on or off, not {0}", Text.quote(v));
    }

    private void apply(String name, String v) {
        if (name.equals("lang")) {
            lang = Language.supported(v);
            if (lang == null)
                throw refusal("unknown language {0} (known: {1})", Text.quote(v), Text.join(Language.CODES));
            return;
        }
        GameEntry<?> g = entry();
        if (name.equals("p1") || name.equals("p2")) {
            Seat s = Seat.parse(
                    v, g.def.players().defaultLevel(), g.def.players().levels());
            if (name.equals("p1")) p1 = s;
            else p2 = s;
        } else if (name.equals("first")) {
            first = parseFirst(v);
        } else if (name.equals("theme")) {
            try {
                theme = v.equals(AUTO_THEME) ? AUTO_THEME : Theme.byId(v).id;
            } catch (IllegalArgumentException e) {
                String[] known = new String[Theme.ALL.length + 1];
                for (int i = 0; i < Theme.ALL.length; i++) known[i] = Theme.ALL[i].id;
                known[Theme.ALL.length] = AUTO_THEME;
                throw refusal("unknown theme {0} (known: {1})", Text.quote(v), Text.join(known));
            }
        } else if (name.equals("colours")) {
            Map<String, String> given = MarkJson.object(v);
            if (colourMaker == null)
                throw new IllegalStateException(
                        "the colours' code is not here: a launcher brings it before the options");
            colours = colourMaker.apply(given);
        } else if (name.equals("sound")) {
            sound = onOff(v);
        } else if (name.equals("speed")) {
            speed = Integer.valueOf(speedIndex(v));
        } else if (name.equals("marks")) {
            givenMarks = MarkJson.objects(v);
        } else if (name.equals("clock") && v.endsWith("d") && Character.isDigit(v.charAt(0))) {
            moveDays = OptionSpec.choice(name, "", "", "", "1d", "2d", "3d", "5d", "7d", "14d")
                    .check(v);
            moveDays = moveDays.substring(0, moveDays.length() - 1);
        } else if (name.equals("viewOnly")) {
            viewOnly = onOff(v).booleanValue();
        } else {
            for (OptionSpec spec : g.def.options()) {
                if (spec.name.equals(name)) {
                    gameOptions.put(name, spec.check(v));
                    return;
                }
            }
            List<String> known = new ArrayList<>();
            for (String n : SHARED) known.add(n);
            for (OptionSpec spec : g.def.options()) known.add(spec.name);
            throw refusal(
                    "unknown option for {0} (known: {1})",
                    said(g.def.title()), Text.join(known.toArray(new String[0])));
        }
    }
}
