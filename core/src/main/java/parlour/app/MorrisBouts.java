package parlour.app;

import java.util.Random;
import parlour.match.Thinker;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.ai.MorrisTable;
import parlour.morris.ai.SearchPlayer;

/**
 * Six or Nine Men's Morris as a launcher's arena plays it without seeing the game: one computer level against
 * another, the flying rule as chosen and the other rules at their defaults, each Six Men's Morris move judged by the
 * perfect table where there is one.
 */
public final class MorrisBouts {
    private final MorrisGame game;
    private final boolean flying;
    private final MorrisDatabase database;
    private final MorrisTable table;

    /**
     * @param nine Nine Men's Morris, else Six
     * @param tables the launcher's perfect tables, or null for none: the strong player searches
     */
    public MorrisBouts(boolean nine, boolean flying, MorrisTables.Source tables) {
        game = nine ? MorrisGame.NINE : MorrisGame.SIX;
        this.flying = flying;
        database = tables == null ? MorrisDatabase.NONE : new MorrisDatabase(MorrisTables.forGame(tables));
        table = nine ? null : database.tableFor(game.rules(flying));
    }

    /** The computer's levels, weakest first. */
    public static String[] levels() {
        return MorrisGame.SIX.players().levels();
    }

    /** Whether each move is judged by the table (Six Men's Morris, with the table in). */
    public boolean judged() {
        return table != null;
    }

    /** A new game: player 1 moves first. */
    public Bout start() {
        return new Bout();
    }

    /** One game of the bouts. */
    public final class Bout {
        private MorrisPosition position = MorrisPosition.start(game.rules(flying), 1);

        private Bout() {}

        public boolean isOver() {
            return position.isOver();
        }

        /** The player to move, 1 or 2. */
        public int toMove() {
            return position.toMove();
        }

        /** The winner once it is over, 1 or 2, or 0 for a draw. */
        public int winner() {
            return position.winner();
        }

        /** Why the game is over, as the rules say it. */
        public String why() {
            return position.why();
        }

        /** The computer at {@code level}, to choose the next move in its usual think time. */
        public Computer computer(String level, Random random) {
            return new Computer(MorrisPlayers.levels(database).computer(level, position, random));
        }

        /**
         * Plays the move {@code c} chose, once its thinking is done.
         *
         * @return whether the table says it turned a drawn or won position into a lost one (false where not judged)
         */
        public boolean play(Computer c) {
            MorrisPosition next = game.play(position, c.thinker.move());
            boolean blunder = table != null
                    && table.value(position) >= 0
                    && (next.isOver()
                            ? next.winner() != position.toMove() && next.winner() != 0
                            : table.value(next) > 0);
            position = next;
            return blunder;
        }
    }

    /** One decision of the computer, thought a slice at a time. */
    public static final class Computer {
        final Thinker thinker;

        private Computer(Thinker thinker) {
            this.thinker = thinker;
        }

        /** Thinks for about {@code millis} more; true when the move is chosen. */
        public boolean think(double millis) {
            return thinker.think(millis);
        }

        /** Whether it searches (its depth and positions count then); the strong player with the table looks it up. */
        public boolean searches() {
            return thinker instanceof SearchPlayer;
        }

        /** The depth of its last finished search iteration. */
        public int depth() {
            return ((SearchPlayer) thinker).depth();
        }

        /** The positions it searched. */
        public double nodes() {
            return ((SearchPlayer) thinker).nodes();
        }
    }
}
