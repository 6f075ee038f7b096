package parlour.shell.speech;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.board.KeyTable;
import parlour.board.MoveInput;
import parlour.game.GameDef;
import parlour.game.MarkCheck;
import parlour.game.PlayerNames;
import parlour.game.Typed;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.MoveSteps;
import parlour.session.SeatNames;

/**
 * Reads the move field: a move typed in the game's notation or in words is offered as the board would offer a
 * click (the same steps, the same refusals, a mill's removal joined to the placement begun), and a question
 * ("board", "row 3", "where can I move") is answered in words. How a player plays without seeing the board.
 */
public final class TypedMoves<P> {
    /** What the field needs of the game screen. */
    public interface Host<P> {
        Match<P> match();

        /**
         * The position the board shows: an earlier one while the review steps through the moves, else the game's. The
         * board is described and asked about as it is seen.
         */
        default P shown() {
            return match().position();
        }

        /** The steps of a move begun on the board or in the field. */
        List<String> pendingSteps();

        /** Offers steps as the board does ({@link MoveInput#offer}): refusals are shown and said there. */
        int offer(List<String> steps);

        /** Shows steps begun in the field on the board (a piece picked up, a mill waiting for its removal). */
        void showSteps(List<String> steps);

        /** Shows and says an answer or what to do next. */
        void answer(String text);

        /** Shows and says, urgently, why a text was refused. */
        void refuse(String reason);

        /** Says the status line: what to do next once steps are begun. */
        void sayStatus();

        /** When the automaton's rounds run (Play, Pause, Step). */
        AutomatonPace pace();

        /** Runs a command as its key does: Step (N) and Play (P) for the rounds typed in words. */
        void command(KeyTable.Command command);
    }

    private final GameDef<P> def;
    private final Host<P> host;

    public TypedMoves(GameDef<P> def, Host<P> host) {
        this.def = def;
        this.host = host;
    }

    /**
     * The words that describe the whole board the player sees (in a review, the position shown), for the Describe key
     * (with the clocks in a timed game).
     */
    public String board() {
        String words = def.notation().describe(host.shown(), "", names());
        return words != null ? withClocks(withMarks(words), "") : t("There is nothing to describe here.");
    }

    /** The players as the side panel names them. */
    private PlayerNames names() {
        return new SeatNames(host.match());
    }

    /** The answer about the board or the turn with the clocks after it, in a timed game. */
    private String withClocks(String words, String query) {
        return host.match().hasClocks() && ClockWords.joinedTo(query)
                ? words + " " + ClockWords.both(host.match())
                : words;
    }

    /** The whole board's words and, where the page marked the board, its marks. */
    private String withMarks(String words) {
        String marks = MarkCheck.inWords(host.match().marks());
        return marks.isEmpty() ? words : words + " " + marks;
    }

    /** Reads what the player typed: true when it was taken (the field empties), false when refused (it keeps the text). */
    public boolean submit(String typed) {
        String text = normalised(typed);
        if (text.isEmpty() || text.equals("help") || text.equals("pomoc") || text.equals("?")) {
            host.answer(def.notation().typedForms());
            return !text.isEmpty();
        }
        if (roundsTyped(text)) return true;
        P position = host.match().position();
        List<String> steps;
        try {
            steps = def.notation().typedSteps(position, typed.trim());
        } catch (IllegalArgumentException notAMove) {
            String query = text.startsWith("describe")
                    ? text.substring(8).trim()
                    : text.startsWith("opisz") ? text.substring(5).trim() : text;
            if (ClockWords.asked(text)) {
                host.answer(ClockWords.both(host.match()));
                return true;
            }
            if (host.match().isOver() && Typed.asksMoves(Typed.plainWords(query))) {
                // a game ended on time leaves a position with moves in it: none is to be played
                host.answer(t("The game is over: press Restart (R) for a new one."));
                return true;
            }
            // a question is about the board as it is shown: in a review, the position after the move it stands on
            P seen = host.shown();
            String words = def.notation().describe(seen, query, names());
            if (words != null) {
                String answer = words.equals(def.notation().describe(seen, "", names())) ? withMarks(words) : words;
                host.answer(withClocks(answer, query));
                return true;
            }
            host.refuse(sentence(notAMove.getMessage()));
            return false;
        }
        List<String> pending = host.pendingSteps();
        List<String> chosen = steps;
        if (!pending.isEmpty()) {
            List<String> joined = new ArrayList<>(pending);
            joined.addAll(steps);
            // steps that go on from those begun; or, where neither makes a move, the begun move's reason ("the piece
            // on e3 stands in a mill", "a1 and e5 are not neighbours"), not the lone step's
            if (MoveSteps.judge(def, position, joined).kind != MoveInput.REFUSED
                    || MoveSteps.judge(def, position, steps).kind == MoveInput.REFUSED) chosen = joined;
        }
        int outcome = host.offer(chosen);
        if (outcome == MoveInput.MORE) {
            host.showSteps(chosen);
            host.sayStatus();
        }
        return outcome != MoveInput.REFUSED;
    }

    /**
     * While the automaton is to move, the rounds typed as their keys work them: "next", "step" or "round" plays one
     * (N), "run", "play" or "go" sets them running and "pause" or "stop" stops them (P); Polish "dalej", "następna",
     * "krok", "runda", "graj", "uruchom", "pauza", "wstrzymaj". True when the text was one of them.
     */
    private boolean roundsTyped(String text) {
        Match<P> match = host.match();
        if (!def.hasAutomaton() || match.isOver() || match.toMove() != 0) return false;
        List<String> w = Typed.plainWords(text);
        if (Typed.is(w, "next", "step", "round", "next round", "one round", "n")
                || Typed.is(w, "dalej", "nastepna", "kolejna", "krok", "runda", "nastepna runda")) {
            host.command(KeyTable.Command.STEP);
            return true;
        }
        boolean run =
                Typed.is(w, "run", "play", "go", "start", "continue", "p") || Typed.is(w, "graj", "uruchom", "wznow");
        boolean pause = Typed.is(w, "pause", "stop", "wait", "halt") || Typed.is(w, "pauza", "wstrzymaj", "zatrzymaj");
        if (!run && !pause) return false;
        if (run != host.pace().isPlaying()) host.command(KeyTable.Command.PLAY);
        host.sayStatus();
        return true;
    }

    /** Lower case, single spaces, no spaces at the ends. */
    static String normalised(String typed) {
        StringBuilder sb = new StringBuilder();
        boolean space = false;
        for (int i = 0; i < typed.length(); i++) {
            char c = Character.toLowerCase(typed.charAt(i));
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                space = sb.length() > 0;
                continue;
            }
            if (space) sb.append(' ');
            space = false;
            sb.append(c);
        }
        return sb.toString();
    }

    /** A reason as a sentence, as {@link Typed#sentence} writes it. */
    private static String sentence(String reason) {
        return reason == null || reason.isEmpty() ? t("That is not a move here.") : Typed.sentence(reason);
    }
}
