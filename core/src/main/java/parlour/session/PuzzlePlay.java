package parlour.session;

import parlour.match.MatchListener;

/**
 * The puzzle a game screen drives: a {@link PuzzleSession}, or {@link #NONE} while no puzzle is on. Two kinds, not
 * one: the web compiler calls a lone kind directly, fetching the puzzles' code with every game (issue 43).
 */
public interface PuzzlePlay extends MatchListener {
    /** No puzzle: it tells nothing, holds no move back and shows nothing. */
    PuzzlePlay NONE = new PuzzlePlay() {
        @Override
        public void matchChanged(Change change, String move) {}

        @Override
        public void tellTo(PuzzleSession.Host next) {}

        @Override
        public boolean isSolved() {
            return false;
        }

        @Override
        public int tries() {
            return 0;
        }

        @Override
        public int hints() {
            return 0;
        }

        @Override
        public PuzzleShown shown() {
            return PuzzleShown.NOTHING;
        }

        @Override
        public String busy() {
            return null;
        }

        @Override
        public void hint() {}

        @Override
        public void drive(double deltaMillis, double sliceMillis) {}

        @Override
        public boolean working() {
            return false;
        }
    };

    /** What the puzzle tells goes to {@code next} from now on. */
    void tellTo(PuzzleSession.Host next);

    /** Whether the puzzle is solved (the game may be played on from there). */
    boolean isSolved();

    int tries();

    int hints();

    /** What the board should show for the puzzle now. */
    PuzzleShown shown();

    /** Why the solver may not move now, or null. */
    String busy();

    /** Asks for the first right move. */
    void hint();

    /** One frame: a slice of the analysis, and the take-back or reply that is due. */
    void drive(double deltaMillis, double sliceMillis);

    /** Whether the puzzle needs frames now: its analysis runs, or a take-back or a reply is due. */
    boolean working();
}
