package parlour.shell.speech;

import java.util.ArrayList;
import java.util.List;
import parlour.board.KeyTable;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.MoveSteps;

/**
 * The move field ({@link TypedMoves}) on a bare match, for tests outside the shell: the game screen's offer (the
 * same {@link MoveSteps} judgement, the steps kept between texts) without its window, telling what happened.
 */
public final class TypedField<P> {
    /** What the field did with a text, as the game screen would show and say it. */
    public interface Seen<P> {
        /** {@code move} was played in {@code before}. */
        void played(P before, String move);

        /** {@code steps} begin a move in {@code position}: the field waits for the rest. */
        void more(P position, List<String> steps);

        void answered(String text);

        void refused(String reason);
    }

    private final GameDef<P> def;
    private final Match<P> match;
    private final Seen<P> seen;
    private final TypedMoves<P> field;
    private List<String> pending = new ArrayList<>();
    private final AutomatonPace pace = new AutomatonPace();

    public TypedField(GameDef<P> def, Match<P> match, Seen<P> seen) {
        this.def = def;
        this.match = match;
        this.seen = seen;
        field = new TypedMoves<>(def, new Host());
    }

    /** Reads a text as the field does; true when it was taken. */
    public boolean submit(String typed) {
        return field.submit(typed);
    }

    /** A text as the field hands it to {@code describe}: lower case, single spaces. */
    public static String normalised(String typed) {
        return TypedMoves.normalised(typed);
    }

    /** Whether the rounds run, as Play and Pause typed in the field left them. */
    public boolean roundsRun() {
        return pace.isPlaying();
    }

    /** The Describe key's words for the whole board. */
    public String board() {
        return field.board();
    }

    /** The game screen's side of the field: {@code GameScreen.offer} without the screen. */
    private final class Host implements TypedMoves.Host<P> {
        @Override
        public Match<P> match() {
            return match;
        }

        @Override
        public List<String> pendingSteps() {
            return pending;
        }

        @Override
        public int offer(List<String> steps) {
            if (match.isOver()) return refusal("The game is over.");
            if (!match.hereToMove()) return refusal("Wait for the next round.");
            P before = match.position();
            MoveSteps.Outcome o = MoveSteps.judge(def, before, steps);
            if (o.kind == MoveInput.PLAYED) {
                String why = match.play(o.move);
                if (why != null) return refusal(why);
                pending = new ArrayList<>();
                seen.played(before, o.move);
                return MoveInput.PLAYED;
            }
            if (o.kind != MoveInput.MORE) return refusal(o.reason);
            pending = new ArrayList<>(steps);
            seen.more(before, pending);
            return MoveInput.MORE;
        }

        private int refusal(String reason) {
            seen.refused(reason);
            return MoveInput.REFUSED;
        }

        @Override
        public void showSteps(List<String> steps) {}

        @Override
        public void answer(String text) {
            seen.answered(text);
        }

        @Override
        public void refuse(String reason) {
            seen.refused(reason);
        }

        @Override
        public void sayStatus() {}

        @Override
        public AutomatonPace pace() {
            return pace;
        }

        /** Step plays the automaton's move and Play toggles the pace, as the game screen's keys do. */
        @Override
        public void command(KeyTable.Command command) {
            if (command == KeyTable.Command.PLAY) pace.toggle();
            if (command != KeyTable.Command.STEP) return;
            P before = match.position();
            String move = def.automaticMove(before);
            match.play(move);
            seen.played(before, move);
        }
    }
}
