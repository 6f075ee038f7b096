package parlour.desktop;

import static parlour.desktop.CommandLines.option;
import static parlour.words.Tr.t;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import parlour.app.KeysHelp;
import parlour.app.Launch;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.match.Text;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The program's own command line, the window's: the options every game shares and, added from the launch's games,
 * each game's own ({@code --size}, {@code --flying}, …), all checked by {@link Launch} as a web page's are;
 * {@code --announce} and {@code --window} are the desktop's and typed here.
 */
final class WindowCommand implements Callable<Integer> {
    /** Opens the window once {@code launch} has read the options (a test records them instead). */
    interface Opener {
        int open(Launch launch, int width, int height, boolean announce) throws IOException;
    }

    final CommandSpec spec;
    private final Launch launch;
    private final Opener opener;
    private final PrintStream err;
    /** Each game's own option (without its --) and the games that take it, for a command line that names no game. */
    private final Map<String, List<String>> ownOptions = new LinkedHashMap<>();

    WindowCommand(Launch launch, Opener opener, PrintStream err) {
        this.launch = launch;
        this.opener = opener;
        this.err = err;
        spec = CommandLines.command(
                this,
                "parlour",
                t("Parlour: classic pencil-and-paper games against a friend or the computer."),
                CommandLines.PROGRAM + " [OPTIONS]",
                CommandLines.PROGRAM + " COMMAND [OPTIONS] ...");
        CommandLines.describe(spec, (t("Without a command: open the game window (the menu, or a game with --game).")));
        List<String> games = new ArrayList<>();
        for (GameDef<?> g : launch.games()) games.add(g.id() + " (" + t(g.title()) + ")");
        shared("--game", "ID", t("start a game at once: {0}", String.join(", ", games)));
        shared(
                "--p1",
                "PLAYER",
                t(
                        "who plays player 1: human, friend (someone elsewhere), ai (the default level) or ai:LEVEL (default human)"));
        shared("--p2", "PLAYER", t("who plays player 2 (default ai, the game's default level)"));
        shared(
                "--friend-page",
                "URL",
                t(
                        "the page a friend opens your friend links on: a page of yours with Parlour's widget and its friendPage option, or a Parlour site's embed.html (default: the page the last link you opened came from)"));
        shared("--first", "1|2|random", t("who moves first (default: the game's own, given under each game)"));
        shared(
                "--theme",
                "contrast|classic|dark|auto",
                t("colours: high contrast (default), the classic blues, dark, or auto"));
        shared(
                "--colours",
                "JSON",
                t(
                        "your own colours over the theme, such as {\"board\":\"#fffdf5\",\"p1\":\"#005aa0\"} (board, lines, p1, p2, accent)"));
        shared("--sound", "on|off", t("sound effects"));
        shared(
                "--speed",
                "slow|normal|fast|instant",
                t("animation speed for this run (default: the player's setting)"));
        shared("--viewOnly", "on|off", t("show the game and its move list only, taking no move (default off)"));
        shared("--lang", "en|pl", t("the language (default: the player's choice in the menu, else the system's)"));
        shared(
                "--marks",
                "JSON",
                t("marks on the board, such as [{\"kind\":\"ring\",\"at\":\"b2\"}] (see the README)"));
        option(
                spec,
                "--announce",
                "on|off",
                "off",
                t("say each move, turn, refusal and result as a line on standard output (for a screen reader)"),
                String.class,
                v -> {
                    if (v.equals("on") || v.equals("off")) return v;
                    throw OptionValues.problem(t("{0} must be on or off, not {1}", "--announce", Text.quote(v)));
                });
        option(
                spec,
                "--window",
                "WIDTHxHEIGHT",
                "1100x760",
                t("window size in pixels, 320x240 to 8192x8192 (default 1100x760)"),
                OptionValues.Size.class,
                v -> {
                    try {
                        int[] size = WindowSize.parse(v);
                        return new OptionValues.Size(size[0], size[1]);
                    } catch (IllegalArgumentException e) {
                        throw OptionValues.problem(e.getMessage());
                    }
                });
        // each game's own options: listed under the game in the help's last part, checked by the launch
        for (GameDef<?> g : launch.games()) {
            for (OptionSpec o : g.options()) {
                List<String> takers = ownOptions.get(o.name);
                if (takers != null) {
                    if (!takers.contains(g.id())) takers.add(g.id());
                    continue;
                }
                takers = new ArrayList<>();
                takers.add(g.id());
                ownOptions.put(o.name, takers);
                spec.addOption(picocli.CommandLine.Model.OptionSpec.builder("--" + o.name)
                        .paramLabel(o.valuesText())
                        .type(String.class)
                        .hidden(true)
                        .build());
            }
        }
        CommandLines.finish(spec);
        spec.usageMessage().sectionMap().put(UsageMessageSpec.SECTION_KEY_FOOTER, help -> footer(launch.games()));
    }

    private void shared(String name, String label, String help) {
        option(spec, name, label, null, help, String.class, v -> v);
    }

    /** The help's last part: each game's own options, where saves are kept, then the keys from the key table. */
    static String footer(List<GameDef<?>> games) {
        StringBuilder sb = new StringBuilder(gamesOwnOptions(games));
        sb.append('\n')
                .append(t(
                        "Saved games are kept in {0}.", DesktopFolders.current().saves()))
                .append("\n\n");
        sb.append(keys());
        return sb.toString();
    }

    /** Each game's title, its own options, who moves first and its levels (the help's and the manual's). */
    static String gamesOwnOptions(List<GameDef<?>> games) {
        StringBuilder sb = new StringBuilder();
        for (GameDef<?> g : games) {
            sb.append('\n')
                    .append(t(g.title()))
                    .append(" (--game ")
                    .append(g.id())
                    .append("):\n");
            for (OptionSpec o : g.options()) line(sb, "--" + o.name + "=" + o.valuesText(), t(o.help), 24);
            String first = g.defaultFirst();
            line(sb, "first", "random".equals(first) ? t("drawn at random") : t("player {0} moves first", first), 24);
            String levels = String.join(", ", g.players().levels());
            line(sb, "levels", t("{0} (default {1})", levels, g.players().defaultLevel()), 24);
        }
        return sb.toString();
    }

    /** The keys in a game, from the key table, and Tab's (the help's and the manual's). */
    static String keys() {
        StringBuilder sb = new StringBuilder();
        sb.append(t("Keys in a game (the board's own: arrow keys move its cursor, Enter or Space plays):"))
                .append('\n');
        sb.append(KeysHelp.lines("  "));
        line(sb, "Tab, Shift+Tab", t("move between controls; Enter or Space presses"), 22);
        return sb.toString();
    }

    private static void line(StringBuilder sb, String name, String help, int width) {
        sb.append("  ").append(name);
        for (int i = name.length(); i < width; i++) sb.append(' ');
        sb.append(' ').append(help).append('\n');
    }

    @Override
    public Integer call() throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        for (picocli.CommandLine.Model.OptionSpec o :
                spec.commandLine().getParseResult().matchedOptions()) {
            String name = o.longestName().substring(2);
            if (name.equals("friend-page")) Launch.friendPage(o.getValue());
            else if (!name.equals("announce") && !name.equals("window")) values.put(name, o.getValue());
        }
        // a game's own option with no game to apply it to would be dropped without a word (the menu opens)
        if (!values.containsKey("game")) {
            for (String name : values.keySet()) {
                List<String> takers = ownOptions.get(name);
                if (takers == null) continue;
                err.println("parlour: "
                        + t(
                                "--{0} is an option of a game: name the game with --game too ({1})",
                                name, String.join(", ", takers)));
                return 2;
            }
        }
        launch.read(values, "command line");
        if (!launch.problems().isEmpty()) {
            for (String p : launch.problemsText().split("\n")) err.println("parlour: " + p);
            // a colour replaced for its contrast is told, not refused: the window opens with the nearest passing one
            if (launch.problems().size() > launch.options().colourShortfalls.size()) return 2;
        }
        OptionValues.Size window = spec.findOption("--window").getValue();
        return opener.open(
                launch,
                window.cols,
                window.rows,
                spec.findOption("--announce").getValue().equals("on"));
    }
}
