package parlour.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlour.game.GameDef;
import parlour.platform.Platform;
import parlour.shell.GameEntry;
import parlour.shell.GameList;
import parlour.shell.LaunchOptions;
import parlour.shell.OptionLimits;
import parlour.words.Said;

/**
 * What a launcher that sees no game and no shell starts Parlour with: every game (with the launcher's engine files and
 * Morris tables), the options it was given, checked, and the program made of them.
 */
public final class Launch {
    private final GameList games;
    private LaunchOptions options;

    /** @param morrisTables Six Men's Morris's perfect tables, or null where there are none */
    public Launch(MorrisTables.Source morrisTables) {
        this(null, morrisTables);
    }

    /**
     * @param engineFiles the files the engine protocol may read, or null where there are none
     * @param morrisTables Six Men's Morris's perfect tables, or null where there are none
     */
    public Launch(EngineFiles engineFiles, MorrisTables.Source morrisTables) {
        games = Catalogue.games(
                engineFiles == null ? null : engineFiles::read,
                morrisTables == null ? null : MorrisTables.forGame(morrisTables));
        options = new LaunchOptions(games);
    }

    /** Every game, in menu order: its id, title, options and levels for a help text, its rules for an engine. */
    public List<GameDef<?>> games() {
        List<GameDef<?>> defs = new ArrayList<>();
        for (GameEntry<?> g : games.games()) defs.add(g.def);
        return defs;
    }

    /** Every option name a page or the command line may give: the shared ones and every game's own. */
    public List<String> optionNames() {
        return LaunchOptions.names(games);
    }

    /**
     * Takes {@code values} as the options from now on, each checked; a value too long or holding a control character
     * is removed from {@code values} and told. Their problems name {@code where}; when they have none, the problems of
     * the options read before stay (a page's data- attributes', under the page's own options built on them).
     */
    public void read(Map<String, String> values, String where) {
        List<Said> dropped = OptionLimits.dropLongSaid(values, where);
        LaunchOptions read = LaunchOptions.read(games, values, where);
        for (Said p : dropped) read.problem(p);
        if (read.problems.isEmpty()) read.addProblemsOf(options);
        options = read;
    }

    /** The problems of the options read, in English, one an entry. */
    public List<String> problems() {
        return options.problems;
    }

    /** The same problems in the player's language, one a line. */
    public String problemsText() {
        return options.problemsText();
    }

    /** Whether the options turned the sound off (a launcher then opens no audio device). */
    public boolean soundOff() {
        return Boolean.FALSE.equals(options.sound);
    }

    /** The options read, checked, as the program takes them (what a test of a launcher's command line looks at). */
    public LaunchOptions options() {
        return options;
    }

    /** Opens the game kept in this program's store at once, when there is one, instead of offering it. */
    public void resumeKept() {
        options.resumeKept = true;
    }

    /** The program, with these options. @param startedAt {@code Clock.now()} when the launcher started */
    public ParlourApp app(Platform platform, double startedAt) {
        return new ParlourApp(platform, games, options, startedAt);
    }
}
