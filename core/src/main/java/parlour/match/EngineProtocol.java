package parlour.match;

import java.util.Arrays;
import java.util.List;

/**
 * The text engine protocol (GTP version 2 framing) by which other programs play Parlour's games: one
 * command a line, answered {@code =ID result} or {@code ?ID reason} and an empty line. This class reads
 * the lines and answers the commands all games share; the current {@link EngineGame} does the rest.
 * It has no input or output of its own, so the web build can take it; the desktop wires it to stdin/stdout.
 */
public final class EngineProtocol {
    public static final String NAME = "Parlour";
    public static final String VERSION = Version.NUMBER;
    /** The longest command line answered; a longer one gets {@code ?} without being read or echoed. */
    public static final int MAX_LINE = 4096;

    private static final String[] COMMANDS = {
        "protocol_version", "name", "version", "known_command", "list_commands", "quit", "game"
    };

    private final EngineGame[] games;
    private EngineGame game;
    private boolean quit;

    /** An engine for the given games; the first one is current. */
    public EngineProtocol(EngineGame... games) {
        if (games.length == 0) throw new IllegalArgumentException("an engine needs at least one game");
        this.games = Arrays.copyOf(games, games.length);
        this.game = games[0];
    }

    /** True once {@code quit} has been answered: the caller stops reading commands. */
    public boolean quitRequested() {
        return quit;
    }

    /**
     * Answers one line of input.
     *
     * @return the whole answer, ending with an empty line; or "" for an empty or comment line, which gets none
     */
    public String execute(String line) {
        if (line.length() > MAX_LINE)
            return "? the line is too long (over " + MAX_LINE + " characters); it was ignored\n\n";
        List<String> words = Text.words(clean(line));
        if (words.isEmpty()) return "";
        String id = "";
        if (isNumber(words.get(0))) id = words.remove(0);
        if (words.isEmpty()) return "?" + id + " no command after the id\n\n";
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            String result = block(run(command, args));
            return "=" + id + (result.isEmpty() ? "" : " " + result) + "\n\n";
        } catch (IllegalArgumentException e) {
            return "?" + id + " " + block(String.valueOf(e.getMessage())) + "\n\n";
        }
    }

    private String run(String command, List<String> args) {
        if (command.equals("protocol_version")) return noArgs(command, args, "2");
        if (command.equals("name")) return noArgs(command, args, NAME);
        if (command.equals("version")) return noArgs(command, args, VERSION);
        if (command.equals("known_command")) {
            if (args.size() != 1)
                throw new IllegalArgumentException("known_command needs one command name, like: known_command play");
            return isKnown(args.get(0)) ? "true" : "false";
        }
        if (command.equals("list_commands")) {
            StringBuilder sb = new StringBuilder();
            for (String c : COMMANDS) sb.append(c).append('\n');
            for (String c : game.commands()) sb.append(c).append('\n');
            return noArgs(command, args, sb.toString());
        }
        if (command.equals("quit")) {
            noArgs(command, args, "");
            quit = true;
            return "";
        }
        if (command.equals("game")) return selectGame(args);
        for (String c : game.commands()) if (c.equals(command)) return game.execute(command, args);
        throw new IllegalArgumentException(
                "unknown command " + Text.quote(command) + ": list_commands shows the known ones");
    }

    private static String noArgs(String command, List<String> args, String result) {
        if (!args.isEmpty()) throw new IllegalArgumentException(command + " takes no arguments");
        return result;
    }

    private boolean isKnown(String command) {
        for (String c : COMMANDS) if (c.equals(command)) return true;
        for (String c : game.commands()) if (c.equals(command)) return true;
        return false;
    }

    /** {@code game} answers the current game; {@code game NAME} starts a new game of NAME. */
    private String selectGame(List<String> args) {
        if (args.isEmpty()) return game.id();
        if (args.size() > 1) throw new IllegalArgumentException("game takes one name, like: game " + games[0].id());
        StringBuilder known = new StringBuilder();
        for (EngineGame g : games) {
            if (g.id().equals(args.get(0))) {
                game = g;
                g.newGame();
                return "";
            }
            known.append(known.length() == 0 ? "" : ", ").append(g.id());
        }
        throw new IllegalArgumentException("unknown game " + Text.quote(args.get(0)) + ": the games are " + known);
    }

    /** GTP preprocessing: control characters go, tabs become spaces, {@code #} starts a comment. */
    private static String clean(String line) {
        StringBuilder sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#') break;
            if (c == '\t') sb.append(' ');
            else if (!Text.isControl(c)) sb.append(c);
        }
        return sb.toString();
    }

    private static boolean isNumber(String word) {
        for (int i = 0; i < word.length(); i++) if (word.charAt(i) < '0' || word.charAt(i) > '9') return false;
        return true;
    }

    /**
     * An answer body that keeps the framing: no empty line inside it (an empty line ends an answer), no
     * line break at its end, and no other control character (such as U+0085, which some readers take for a
     * line break). A leading line break stays, so that a picture starts on a line of its own.
     */
    private static String block(String text) {
        List<String> lines = Text.lines(text);
        StringBuilder sb = new StringBuilder(printable(lines.get(0)));
        for (int i = 1; i < lines.size(); i++) {
            String line = printable(lines.get(i));
            if (!line.isEmpty()) sb.append('\n').append(line);
        }
        return sb.toString();
    }

    /** The line without control characters. */
    private static String printable(String line) {
        StringBuilder sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) if (!Text.isControl(line.charAt(i))) sb.append(line.charAt(i));
        return sb.toString();
    }
}
