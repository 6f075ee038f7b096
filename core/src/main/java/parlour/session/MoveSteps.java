package parlour.session;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.board.MoveInput;
import parlour.game.GameDef;

/**
 * Narrows the steps a player has entered against the legal moves: a whole legal move, the beginning of
 * one or more (wait for the next step), or neither (refused with the game's reason).
 */
public final class MoveSteps {
    /** What the steps amount to: a move to play, more to come, or a refusal with its reason. */
    public static final class Outcome {
        public final int kind;
        public final String move;
        public final String reason;

        private Outcome(int kind, String move, String reason) {
            this.kind = kind;
            this.move = move;
            this.reason = reason;
        }
    }

    private MoveSteps() {}

    public static <P> Outcome judge(GameDef<P> def, P position, List<String> steps) {
        boolean prefix = false;
        for (String m : def.legalMoves(position)) {
            List<String> parts = def.notation().parts(m);
            if (!startsWith(parts, steps)) continue;
            if (parts.size() == steps.size()) return new Outcome(MoveInput.PLAYED, m, null);
            prefix = true;
        }
        if (prefix) return new Outcome(MoveInput.MORE, null, null);
        String written = def.notation().written(steps);
        if (written != null) {
            // the steps may be a whole move written another way ("b1-a1" for "a1-b1"), or the game says why not
            try {
                return new Outcome(MoveInput.PLAYED, def.notation().canonical(position, written), null);
            } catch (IllegalArgumentException e) {
                return new Outcome(MoveInput.REFUSED, null, e.getMessage());
            }
        }
        return new Outcome(MoveInput.REFUSED, null, t("That is not a legal move here."));
    }

    /** The steps that can follow {@code steps} in some legal move. */
    public static <P> List<String> next(GameDef<P> def, P position, List<String> steps) {
        List<String> out = new ArrayList<>();
        for (String m : def.legalMoves(position)) {
            List<String> parts = def.notation().parts(m);
            if (parts.size() > steps.size() && startsWith(parts, steps) && !out.contains(parts.get(steps.size()))) {
                out.add(parts.get(steps.size()));
            }
        }
        return out;
    }

    private static boolean startsWith(List<String> parts, List<String> steps) {
        if (steps.size() > parts.size()) return false;
        for (int i = 0; i < steps.size(); i++) if (!parts.get(i).equals(steps.get(i))) return false;
        return true;
    }
}
