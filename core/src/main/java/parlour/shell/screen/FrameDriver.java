package parlour.shell.screen;

import parlour.session.MatchSession;
import parlour.session.SeatDriver;
import parlour.shell.panel.SidePanel;
import parlour.shell.play.AdviceDriver;
import parlour.shell.play.PuzzleDriver;
import parlour.shell.play.ReviewMode;
import parlour.shell.speech.ClockWarnings;

/**
 * What each frame of the game screen moves on, in one stated order: the clocks, the seat to move (a slice of the
 * computer's search, or a move come in from elsewhere), a slice of the review's judging, the automaton's rounds, a
 * slice of the advice and of the puzzle, then keeping the game. Everything that searches takes its slice here, so
 * that no frame stalls (the browser has no threads).
 */
final class FrameDriver<P> {
    /** What the frame asks of the screen. */
    interface Scene {
        /** Whether the game stands still: only shown, a dialog open, or the board holding it for a task of its own. */
        boolean held();

        boolean animating();
    }

    private final Scene scene;
    private final MatchSession<P> session;
    private final SeatDriver<P> seats;
    private final ReviewMode<P> review;
    private final AdviceDriver<P> advice;
    private final PuzzleDriver<P> puzzle;
    private final SidePanel panel;
    private final ClockWarnings warnings;

    FrameDriver(
            Scene scene,
            MatchSession<P> session,
            SeatDriver<P> seats,
            ReviewMode<P> review,
            AdviceDriver<P> advice,
            PuzzleDriver<P> puzzle,
            SidePanel panel,
            ClockWarnings warnings) {
        this.scene = scene;
        this.session = session;
        this.seats = seats;
        this.review = review;
        this.advice = advice;
        this.puzzle = puzzle;
        this.panel = panel;
        this.warnings = warnings;
    }

    /**
     * Whether a computation takes its slices in the frames (a hint or the analysis, the review's judging, the puzzle's
     * own): the frames may not slow down.
     */
    boolean working() {
        return advice != null && advice.working() || review.working() || puzzle.working();
    }

    /** One frame; returns whether the game moves on by itself now (a clock runs, the computer thinks, rounds play). */
    boolean frame(float delta) {
        boolean held = scene.held();
        // 1. the clock of the side to move (it may end the game on time), its low time said to a listening player
        boolean clockRuns = session.chargeClocks(delta, held);
        if (clockRuns) {
            panel.updateClocks(session.match());
            warnings.check(session.match());
        }
        // 2. the seat to move: a slice of the computer's search, or a move come in from elsewhere; it also waits
        // while the board shows an earlier position of the game
        boolean waiting = held || review.showsEarlier();
        seats.drive(session.match(), waiting, scene.animating(), delta);
        // 3. the review's judging of the moves, while the computer does not search
        if (!seats.isThinking()) review.drive();
        // 4. the automaton at its pace: a move due while the last one animates cuts that animation short
        session.driveAutomaton(delta, waiting);
        // 5. the hint or the analysis
        if (advice != null) advice.drive();
        // 5b. the puzzle's judging, and its take-back or reply when due
        if (!held) puzzle.drive(delta);
        // 6. keeping the game: rounds and clocks once a second, and at a pause
        session.driveKeeping(delta);
        return clockRuns
                || seats.showsThinking(session.match())
                || session.pace().isPlaying();
    }
}
