package parlour.game;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.match.Mark;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Text;

/** Any game's matches in the save format: the shared header tags, the game's options as tags, the moves. */
public final class GameSaves {
    /** The tag that holds the page's marks on the board (see {@link Mark#toTag}). */
    public static final String MARKS_TAG = "Marks";

    private GameSaves() {}

    /** A new match from complete, checked options. */
    public static <P> Match<P> newMatch(GameDef<P> def, Map<String, String> options, int first, Seat p1, Seat p2) {
        Match<P> m = new Match<>(def, def.start(options, first), p1, p2);
        double clock = def.clockMillis(options);
        if (clock > 0) m.startClocks(clock);
        return m;
    }

    /** The match in the save format. */
    public static <P> SavedGame save(GameDef<P> def, Match<P> match) {
        SavedGame g = new SavedGame();
        P start = match.start();
        g.tags().put("Game", def.id());
        for (Map.Entry<String, String> e : def.optionsOf(start).entrySet()) {
            g.tags()
                    .put(
                            Character.toUpperCase(e.getKey().charAt(0))
                                    + e.getKey().substring(1),
                            e.getValue());
        }
        g.tags().put("Player1", match.seat(1).toString());
        g.tags().put("Player2", match.seat(2).toString());
        g.tags().put("FirstPlayer", String.valueOf(def.firstPlayer(start)));
        g.tags().put("Result", resultTag(def, match.winner()));
        def.summaryTags(match.position(), g.tags());
        if (match.hasClocks()) g.tags().put("Clocks", clocksText(match));
        if (!match.marks().isEmpty()) g.tags().put(MARKS_TAG, Mark.toTag(match.marks()));
        // a correspondence game's days per move and date due: kept with the game, and sent in its links
        FriendClock.copy(match.tags(), g.tags());
        for (String m : match.moves()) g.addMove(m);
        for (Map.Entry<Integer, String> c : match.comments().entrySet())
            if (c.getKey() <= match.moveCount()) g.comments().put(c.getKey(), c.getValue());
        return g;
    }

    /** {@code *}, {@code 1}, {@code 2}, or the game's word for a game nobody won ({@code tie}, {@code draw}). */
    static String resultTag(GameDef<?> def, int winner) {
        return winner < 0 ? "*" : winner == 0 ? def.drawWord() : String.valueOf(winner);
    }

    /**
     * Reads save text (moves up to the game's {@link GameDef#longestMove}) and rebuilds the match.
     *
     * @throws SaveFormatException naming the line of the first thing that is wrong
     */
    public static <P> Match<P> load(GameDef<P> def, String text, String source) throws SaveFormatException {
        return load(def, SavedGame.read(text, source, def.notation().longestMove()), source);
    }

    /**
     * Rebuilds a match from a save file, replaying and checking every move, then the result and summary tags.
     *
     * @throws SaveFormatException naming the line of the first thing that is wrong
     */
    public static <P> Match<P> load(GameDef<P> def, SavedGame g, String source) throws SaveFormatException {
        String game = g.tag("Game");
        if (game == null) throw new SaveFormatException(source, 1, t("the Game tag is missing"));
        if (!game.equals(def.id())) {
            throw new SaveFormatException(
                    source,
                    g.lineOfTag("Game"),
                    t("this is a save of {0}, not of {1}", Text.quote(game), t(def.title())));
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionSpec o : def.options()) {
            String v = g.tag(o.tagName());
            try {
                options.put(o.name, v == null ? o.defaultValue : o.check(v));
            } catch (IllegalArgumentException e) {
                throw new SaveFormatException(
                        source, g.lineOfTag(o.tagName()), t("the {0} tag: {1}", o.tagName(), e.getMessage()));
            }
        }
        Seat p1 = seatTag(def, g, "Player1", source);
        Seat p2 = seatTag(def, g, "Player2", source);
        String first = g.tag("FirstPlayer") == null ? "1" : g.tag("FirstPlayer");
        if (!first.equals("1") && !first.equals("2")) {
            throw new SaveFormatException(
                    source, g.lineOfTag("FirstPlayer"), t("FirstPlayer must be 1 or 2, not {0}", Text.quote(first)));
        }
        Match<P> m = newMatch(def, options, first.charAt(0) - '0', p1, p2);
        for (int i = 0; i < g.moves().size(); i++) {
            String reason = m.play(g.moves().get(i));
            if (reason != null) {
                throw new SaveFormatException(
                        source,
                        g.lineOf(i),
                        t("move {0} {1}: {2}", i + 1, Text.quote(g.moves().get(i)), reason));
            }
        }
        if (m.hasClocks() && g.tag("Clocks") != null) readClocks(m, g.tag("Clocks"), source, g.lineOfTag("Clocks"));
        String result = g.tag("Result");
        // saves written before a game had its own word for a draw say "tie"
        boolean agrees =
                result == null || result.equals(resultTag(def, m.winner())) || m.winner() == 0 && result.equals("tie");
        if (!agrees) {
            throw new SaveFormatException(
                    source,
                    g.lineOfTag("Result"),
                    m.winner() < 0
                            ? t(
                                    "the Result tag says {0} but the moves give a game still going on (*)",
                                    Text.quote(result))
                            : t(
                                    "the Result tag says {0} but the moves give {1}",
                                    Text.quote(result), "'" + resultTag(def, m.winner()) + "'"));
        }
        def.checkSummaryTags(m.position(), g, source);
        checkScore(def, m.position(), g, source);
        for (Map.Entry<Integer, String> c : g.comments().entrySet()) m.setComment(c.getKey(), c.getValue());
        if (g.tag(MARKS_TAG) != null) m.setMarks(readMarks(def, m.position(), g, source));
        FriendClock.copy(g.tags(), m.tags());
        return m;
    }

    /** The Marks tag's marks, each on this board, or the first wrong one named with the tag's line. */
    private static <P> List<Mark> readMarks(GameDef<P> def, P position, SavedGame g, String source)
            throws SaveFormatException {
        try {
            List<Mark> marks = new ArrayList<>();
            for (Mark mark : Mark.fromTag(g.tag(MARKS_TAG))) {
                try {
                    marks.add(MarkCheck.placed(def.notation(), position, mark));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(
                            t("mark {0} ({1}): {2}", marks.size() + 1, Text.quote(mark.toString()), e.getMessage()));
                }
            }
            return marks;
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException(
                    source, g.lineOfTag(MARKS_TAG), t("the {0} tag: {1}", MARKS_TAG, e.getMessage()));
        }
    }

    /**
     * Milliseconds left for player 1 and 2 when each position of the game was reached: "300000/300000 298750/300000 …";
     * the last is the clocks now, so that a game kept mid-think gives none of the time spent back.
     */
    private static String clocksText(Match<?> match) {
        StringBuilder sb = new StringBuilder();
        List<double[]> history = match.clockHistory();
        history.set(history.size() - 1, new double[] {match.clockLeft(1), match.clockLeft(2)});
        for (double[] c : history) {
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(Math.round(c[0]))
                    .append('/')
                    .append(Math.round(c[1]));
        }
        return sb.toString();
    }

    /** Restores each position's clocks from the Clocks tag, so that undo after loading gives them back too. */
    private static void readClocks(Match<?> m, String text, String source, int line) throws SaveFormatException {
        List<String> entries = Text.words(text);
        if (entries.size() != m.moveCount() + 1) {
            throw new SaveFormatException(
                    source,
                    line,
                    t("the Clocks tag has {0} entries for {1} positions", entries.size(), m.moveCount() + 1));
        }
        List<double[]> history = new ArrayList<>();
        double budget = m.clockLeft(1);
        double[] before = {budget, budget};
        for (String entry : entries) {
            int slash = entry.indexOf('/');
            try {
                if (slash <= 0 || entry.length() > 24) throw new NumberFormatException();
                double a = Double.parseDouble(entry.substring(0, slash));
                double b = Double.parseDouble(entry.substring(slash + 1));
                if (!(a >= 0 && b >= 0 && a <= 1e9 && b <= 1e9)) throw new NumberFormatException();
                history.add(new double[] {a, b});
            } catch (NumberFormatException e) {
                throw new SaveFormatException(
                        source,
                        line,
                        t(
                                "the Clocks tag: {0} is not two times in milliseconds like 298750/300000",
                                Text.quote(entry)));
            }
            double[] now = history.get(history.size() - 1);
            if (now[0] > before[0] || now[1] > before[1]) {
                throw new SaveFormatException(
                        source,
                        line,
                        history.size() == 1
                                ? t(
                                        "the Clocks tag: {0} (entry {1}) gives time back: a game starts with {2} ms on each clock",
                                        Text.quote(entry), history.size(), Math.round(budget))
                                : t(
                                        "the Clocks tag: {0} (entry {1}) gives time back: a clock never goes up from one move to the next",
                                        Text.quote(entry), history.size()));
            }
            before = now;
        }
        m.setClockHistory(history);
    }

    /** A Score tag, where the game has scores, must be the one the moves give (a hand-edited "99-0" is refused). */
    private static <P> void checkScore(GameDef<P> def, P position, SavedGame g, String source)
            throws SaveFormatException {
        String score = g.tag("Score");
        if (score == null || def.score(position, 1) == null) return;
        String counted = def.score(position, 1) + "-" + def.score(position, 2);
        if (!score.equals(counted)) {
            throw new SaveFormatException(
                    source,
                    g.lineOfTag("Score"),
                    t("the Score tag says {0} but the moves give {1}", Text.quote(score), counted));
        }
    }

    private static Seat seatTag(GameDef<?> def, SavedGame g, String tag, String source) throws SaveFormatException {
        String v = g.tag(tag);
        if (v == null) return Seat.HUMAN;
        try {
            return Seat.parse(v, def.players().defaultLevel(), def.players().levels());
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException(source, g.lineOfTag(tag), tag + ": " + e.getMessage());
        }
    }
}
