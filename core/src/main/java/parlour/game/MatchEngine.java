package parlour.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.match.EngineGame;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.match.Thinker;

/**
 * Any game in the engine protocol: the commands every game shares (play, genmove, undo, showboard,
 * to_move, legal_moves, result, level, time_limit, position, clear_board), over the game's rules, and
 * the game's own commands from its {@link EngineExtension}.
 */
public final class MatchEngine<P> implements EngineGame, EngineSession<P> {
    private static final String[] SHARED = {
        "clear_board",
        "play",
        "genmove",
        "undo",
        "showboard",
        "to_move",
        "legal_moves",
        "result",
        "level",
        "time_limit",
        "position"
    };
    /** Milliseconds of search a slice: the protocol waits for a whole decision anyway. */
    private static final double THINK_SLICE_MILLIS = 50;
    /** The longest {@code time_limit} accepted, in seconds (a day). */
    private static final double MAX_TIME_LIMIT_SECONDS = 86400;

    private final GameDef<P> def;
    private final Random random;
    private final EngineExtension<P> extension;
    private Map<String, String> options;
    private String level;
    /** Seconds a command may take, as the controller wrote them. */
    private String timeLimit = "10";

    private Match<P> match;

    public MatchEngine(GameDef<P> def, Random random) {
        this.def = def;
        this.random = random;
        this.extension = def.engineExtension();
        this.level = def.players().defaultLevel();
        newGame();
    }

    @Override
    public String id() {
        return def.id();
    }

    @Override
    public String[] commands() {
        List<String> all = new ArrayList<>();
        for (String c : SHARED) all.add(c);
        // a game may word a shared command its own way: it is listed once
        if (extension != null) for (String c : extension.commands()) if (!all.contains(c)) all.add(c);
        return all.toArray(new String[0]);
    }

    @Override
    public void newGame() {
        Map<String, String> defaults = new LinkedHashMap<>();
        for (OptionSpec o : def.options()) defaults.put(o.name, o.defaultValue);
        newGame(defaults);
    }

    @Override
    public void newGame(Map<String, String> values) {
        Map<String, String> checked = new LinkedHashMap<>();
        for (OptionSpec o : def.options())
            checked.put(o.name, o.check(values.containsKey(o.name) ? values.get(o.name) : o.defaultValue));
        options = checked;
        clear();
    }

    private void clear() {
        match = GameSaves.newMatch(def, options, 1, Seat.HUMAN, Seat.HUMAN);
    }

    @Override
    public Match<P> match() {
        return match;
    }

    @Override
    public double timeLimitMillis() {
        return Double.parseDouble(timeLimit) * 1000;
    }

    @Override
    public String execute(String command, List<String> args) {
        if (extension != null) {
            for (String c : extension.commands()) if (c.equals(command)) return extension.execute(command, args, this);
        }
        switch (command) {
            case "clear_board":
                noArgs(command, args);
                clear();
                return "";
            case "play":
                return play(args);
            case "genmove":
                noArgs(command, args);
                return genmove();
            case "undo":
                noArgs(command, args);
                if (!match.undoOne()) throw new IllegalArgumentException("there is no move to undo");
                return "";
            case "showboard":
                noArgs(command, args);
                return def.notation().diagram(match.position());
            case "to_move":
                noArgs(command, args);
                return String.valueOf(match.toMove());
            case "legal_moves":
                noArgs(command, args);
                return legalMoves();
            case "result":
                noArgs(command, args);
                return result();
            case "level":
                return level(args);
            case "time_limit":
                return timeLimit(args);
            case "position":
                noArgs(command, args);
                return GameSaves.save(def, match).write();
            default:
                throw new IllegalArgumentException("unknown command " + Text.quote(command));
        }
    }

    /** Fails unless {@code args} is empty. */
    public static void noArgs(String command, List<String> args) {
        if (!args.isEmpty()) throw new IllegalArgumentException(command + " takes no arguments");
    }

    private String play(List<String> args) {
        if (args.size() != 1)
            throw new IllegalArgumentException("play needs one move for the side to move, like: play "
                    + def.notation().moveExample());
        if (match.isOver()) throw new IllegalArgumentException("the game is over");
        // the history keeps the move as the notation writes it, whichever way it came
        String reason = match.play(def.notation().canonical(match.position(), args.get(0)));
        if (reason != null) throw new IllegalArgumentException(reason);
        return "";
    }

    /** Lets the computer, at the current level, choose and play a move for the side to move. */
    private String genmove() {
        P p = match.position();
        if (match.isOver()) throw new IllegalArgumentException("the game is over");
        String move;
        if (match.toMove() == 0) {
            move = def.automaticMove(p);
        } else {
            double millis = Math.min(def.players().thinkMillis(level), timeLimitMillis() / 4);
            Thinker thinker = def.players().computer(level, p, random, millis);
            while (!thinker.think(THINK_SLICE_MILLIS)) {
                // each call is one slice; the protocol waits for the whole decision
            }
            move = thinker.move();
        }
        String reason = match.play(move);
        if (reason != null)
            throw new IllegalStateException("the " + level + " player chose an illegal move " + move + ": " + reason);
        return move;
    }

    private String legalMoves() {
        StringBuilder sb = new StringBuilder();
        if (!match.isOver())
            for (String m : def.legalMoves(match.position()))
                sb.append(sb.length() == 0 ? "" : " ").append(m);
        return sb.toString();
    }

    private String result() {
        int w = match.winner();
        return w < 0 ? "none" : w == 0 ? def.drawWord() : String.valueOf(w);
    }

    /** {@code level} answers the current level; {@code level NAME} sets it. */
    private String level(List<String> args) {
        if (args.isEmpty()) return level;
        if (args.size() > 1)
            throw new IllegalArgumentException(
                    "level takes one name, like: level " + def.players().defaultLevel());
        for (String l : def.players().levels()) {
            if (l.equals(args.get(0))) {
                level = l;
                return "";
            }
        }
        throw new IllegalArgumentException("unknown level " + Text.quote(args.get(0)) + ": the levels are "
                + Text.join(def.players().levels()));
    }

    /** {@code time_limit} answers the seconds a command may take; {@code time_limit SECONDS} sets them. */
    private String timeLimit(List<String> args) {
        if (args.isEmpty()) return timeLimit;
        if (args.size() > 1)
            throw new IllegalArgumentException("time_limit needs one positive number of seconds, like: time_limit 2.5");
        try {
            Text.parseSeconds(args.get(0), MAX_TIME_LIMIT_SECONDS);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("time_limit needs a positive number of seconds: " + e.getMessage());
        }
        timeLimit = args.get(0).trim();
        return "";
    }
}
