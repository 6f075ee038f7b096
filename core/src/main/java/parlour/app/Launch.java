package parlour.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import parlour.game.GameDef;
import parlour.platform.Platform;
import parlour.shell.files.FriendCard;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.OptionLimits;
import parlour.words.Said;

/**
 * What a launcher that sees no game and no shell starts Parlour with: every game (with the launcher's engine files and
 * Morris tables), the options it was given, checked, and the program made of them.
 */
public final class Launch {
    private final GameList games;
    /** Brings the menu's and the puzzles' code: at once, or by the web widget's split points. */
    private final LaterCode later;
    /** Brings the page's {@code set} code and the colours option's: at once, or by the web widget's split points. */
    private final Later.AppCode appCode;

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
        this(
                Catalogue.games(
                        engineFiles == null ? null : engineFiles::read,
                        morrisTables == null ? null : MorrisTables.forGame(morrisTables)),
                LaterCode.atOnce(new DiagramMaker()),
                Later.appAtOnce());
    }

    /** Every game whose code is here (all but on the web), in menu order: its id, title, options and levels for a help
     * text, its rules for an engine. */
    public List<GameDef<?>> games() {
        List<GameDef<?>> defs = new ArrayList<>();
        for (GameEntry<?> g : games.games()) defs.add(g.def);
        return defs;
    }

    private Launch(GameList games, LaterCode later, Later.AppCode appCode) {
        this.games = games;
        this.later = later;
        this.appCode = appCode;
        options = new LaunchOptions(games);
    }

    /**
     * The page friend links made here go to ({@code --friend-page} on the desktop, which has no site of its own), in
     * place of the game's code alone.
     */
    public static void friendPage(String page) {
        FriendCard.usePage(page);
    }

    /**
     * Every game, each one's code brought by {@code parts} when a game of it is first asked for (the web widget's
     * script split by game), the menu's, the dialogs', the puzzles' and the page's {@code set} code by {@code later}; {@link #fetchPageGame} brings the
     * page's own before the options are read.
     */
    public static Launch byParts(Catalogue.Parts parts, Later.Parts later) {
        return new Launch(Catalogue.byParts(parts), Later.of(later), Later.appOf(later));
    }

    /**
     * Brings the code of the game {@code asked} names (a page's {@code game} option, or null), or of the menu's first
     * game when it names none there is (the options read then say so): the options are checked against that game,
     * and its screen or the menu's first card needs it; and the menu's code when the page shows the menu first (it
     * names no game); and the colours option's code when the page gives {@code colours} (a page without pays nothing
     * for it). Then runs {@code ready}, or tells {@code failed} a line, in English, naming what could not be loaded and
     * why.
     */
    public void fetchPageGame(String asked, boolean colours, final Runnable ready, final Consumer<String> failed) {
        if (colours && !LaunchOptions.coloursHere()) {
            appCode.colours(
                    () -> fetchPageGame(asked, false, ready, failed),
                    why -> failed.accept("the page's colours could not be loaded (" + why
                            + "). Check the connection and try again."));
            return;
        }
        String id = asked == null ? "" : asked.trim();
        GameSlot wanted = null;
        for (GameSlot s : games.slots()) if (s.id.equals(id)) wanted = s;
        final boolean menuFirst = wanted == null;
        final GameSlot slot = menuFirst ? games.slots().get(0) : wanted;
        slot.load(
                entry -> {
                    if (!menuFirst) ready.run();
                    else
                        later.menu(
                                menu -> ready.run(),
                                why -> failed.accept("the menu could not be loaded (" + why
                                        + "). Check the connection and try again."));
                },
                why -> failed.accept(
                        slot.title + " could not be loaded (" + why + "). Check the connection and try again."));
    }

    /** Brings the code the first frame does without. */
    LaterCode later() {
        return later;
    }

    /** The game {@code id}, its code come ({@link #fetchPageGame}). */
    GameEntry<?> entry(String id) {
        return games.byId(id);
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

    /**
     * Makes {@code value} the default of every game's option {@code option} in this program, where the launcher's
     * players expect another than the game's (the web widget: an untimed clock unless the page asks for one). Options
     * read later still win over it.
     */
    public void preferDefault(String option, String value) {
        games.preferDefault(option, value);
    }

    /** Opens the game kept in this program's store at once, when there is one, instead of offering it. */
    public void resumeKept() {
        options.resumeKept = true;
    }

    /**
     * The page shows a position of its own once the first frame is drawn: see {@link LaunchOptions#positionFollows}.
     * Told after the options are {@link #read}, which takes new ones.
     */
    public void positionFollows() {
        options.positionFollows = true;
    }

    /** The program, with these options. @param startedAt {@code Clock.now()} when the launcher started */
    public ParlourApp app(Platform platform, double startedAt) {
        return new ParlourApp(platform, games, options, later, appCode, startedAt);
    }
}
