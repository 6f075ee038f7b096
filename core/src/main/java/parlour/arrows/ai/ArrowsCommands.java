package parlour.arrows.ai;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardFiles;
import parlour.game.CommandTable;
import parlour.game.EngineSession;
import parlour.match.Match;
import parlour.match.Text;

/**
 * The engine protocol commands only Arrows has: setup, loadboard and time_left (the seed's turn passes the time left).
 * In ai, as every game's engine commands are: the catalogue hands them to {@link parlour.arrows.ArrowsGame#with}.
 */
public final class ArrowsCommands {

    /** Reads a board file's bytes for {@code loadboard}; the launcher that has files supplies it. */
    public interface FileReader {
        /** @throws IllegalArgumentException naming the file when it cannot be read */
        byte[] read(String path);
    }

    private ArrowsCommands() {}

    /** @param files reads {@code loadboard}'s files (the desktop's launcher has them), or null where there are none (the web) */
    public static CommandTable<ArrowsPosition> table(final FileReader files) {
        return new CommandTable<ArrowsPosition>()
                .with("setup", (args, session) -> newBoard(ArrowsBoard.parseSetup(args, "setup"), session))
                .with("loadboard", (args, session) -> {
                    if (args.size() != 1)
                        throw new IllegalArgumentException("loadboard needs one file name, like: loadboard board.dat");
                    if (files == null) throw new IllegalArgumentException("this engine cannot read files");
                    return newBoard(BoardFiles.read(files.read(args.get(0)), args.get(0)), session);
                })
                .with("time_left", (args, session) -> timeLeft(args, session.match()));
    }

    private static String newBoard(ArrowsBoard board, EngineSession<ArrowsPosition> session) {
        String clock = session.match().start().clock;
        Map<String, String> o = new LinkedHashMap<>();
        o.put("board", board.setupText());
        o.put("clock", clock);
        session.newGame(o);
        return "";
    }

    /** {@code time_left SECONDS}: the side to move's clock (a game without clocks gets them when no move is played yet). */
    private static String timeLeft(List<String> args, Match<ArrowsPosition> m) {
        if (args.size() != 1)
            throw new IllegalArgumentException("time_left needs the seconds left, like: time_left 42.5");
        double s;
        try {
            if (args.get(0).length() > 12) throw new NumberFormatException();
            s = Double.parseDouble(args.get(0));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Text.quote(args.get(0)) + " is not a number of seconds");
        }
        if (!(s > 0 && s <= 86400))
            throw new IllegalArgumentException("time_left needs a positive number of seconds up to 86400");
        if (m.isOver()) throw new IllegalArgumentException("the game is over");
        if (!m.hasClocks()) {
            if (m.moveCount() > 0)
                throw new IllegalArgumentException("this game is untimed: give time_left before the first move");
            m.startClocks(s * 1000);
            return "";
        }
        List<double[]> h = m.clockHistory();
        h.get(h.size() - 1)[m.toMove() - 1] = s * 1000;
        m.setClockHistory(h);
        return "";
    }
}
