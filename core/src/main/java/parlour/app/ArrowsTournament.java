package parlour.app;

import java.util.Random;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ArrowsPosition;
import parlour.arrows.BoardFiles;
import parlour.arrows.BoardGenerator;
import parlour.arrows.Direction;
import parlour.arrows.ai.ArrowsPlayers;
import parlour.match.Thinker;

/**
 * Arrows as a launcher's tournament plays it without seeing the game: its boards (random or from a file), Parlour's
 * levels, and one game between two engines, moves given in the protocol's words.
 */
public final class ArrowsTournament {
    /** The shortest and the longest side a board may have. */
    public static final int MIN_SIDE = ArrowsBoard.MIN, MAX_SIDE = ArrowsBoard.MAX;

    private ArrowsTournament() {}

    /** One board: its size, its blocked cells and where each player's first piece stands. */
    public static final class Board {
        final ArrowsBoard board;

        private Board(ArrowsBoard board) {
            this.board = board;
        }

        /** The board as the engine protocol's {@code setup} takes it. */
        public String setupText() {
            return board.setupText();
        }
    }

    /** Parlour's levels, weakest first. */
    public static String[] levels() {
        return ArrowsGame.RULES.players().levels();
    }

    /** How long {@code level} thinks over a move. @throws IllegalArgumentException when it is no level */
    public static double thinkMillis(String level) {
        return ArrowsPlayers.LEVELS.thinkMillis(level);
    }

    /** The board a board file holds. @throws IllegalArgumentException naming {@code source} when it holds none */
    public static Board read(byte[] data, String source) {
        return new Board(BoardFiles.read(data, source));
    }

    /** A random board of this size with this many blocked cells. */
    public static Board random(int cols, int rows, int blocked, Random random) {
        return new Board(BoardGenerator.generate(cols, rows, blocked, random));
    }

    /** One game on a board, untimed: the owner of the board's first piece moves first. */
    public static final class Game {
        private ArrowsPosition position;

        public Game(Board board) {
            ArrowsBoard b = board.board;
            position = ArrowsGame.start(b, 1, "untimed", String.valueOf(b.blockedCount()));
        }

        /** The player to move, 1 or 2. */
        public int toMove() {
            return position.toMove();
        }

        /** The winner, 1 or 2, or -1 while the game goes on. */
        public int winner() {
            return position.winner();
        }

        public int moveCount() {
            return position.moveCount();
        }

        /** Why the game is over, as the rules say it. */
        public String whyOver() {
            return ArrowsGame.RULES.whyOver(position);
        }

        /**
         * Plays {@code move}, a direction as a digit or a compass name.
         *
         * @return the move as the other engine is told it, or null (nothing played) when it is no direction
         */
        public String play(String move) {
            int d = Direction.parse(move);
            if (d < 0) return null;
            String played = String.valueOf(d);
            position = ArrowsGame.RULES.play(position, played);
            return played;
        }

        /** Parlour's computer at {@code level}, to choose this game's next move within {@code maxMillis}. */
        public Thinker computer(String level, Random random, double maxMillis) {
            return ArrowsPlayers.LEVELS.computer(level, position, random, maxMillis);
        }
    }
}
