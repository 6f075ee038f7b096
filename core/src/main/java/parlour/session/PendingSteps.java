package parlour.session;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.game.GameDef;
import parlour.game.GameSaves;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Text;

/**
 * The steps of a move a player has begun but not finished (a placement that closed a mill, waiting for its
 * removal), kept in the autosave's {@code Pending} tag so that a kill or a reload loses no half-step.
 */
public final class PendingSteps {
    static final String TAG = "Pending";
    private final List<String> steps = new ArrayList<>();

    /** The player's steps so far wait for more. */
    void set(List<String> waiting) {
        steps.clear();
        steps.addAll(waiting);
    }

    /** The steps begun, oldest first; empty when none are. */
    List<String> steps() {
        return Collections.unmodifiableList(steps);
    }

    /** The match changed (a move, an undo, a new game): nothing is begun any more. */
    void clear() {
        steps.clear();
    }

    /** The match in the save format, with the steps begun when there are any. */
    <P> String save(GameDef<P> def, Match<P> match) {
        SavedGame g = GameSaves.save(def, match);
        if (!steps.isEmpty()) {
            StringBuilder sb = new StringBuilder();
            for (String s : steps) sb.append(sb.length() == 0 ? "" : " ").append(s);
            g.tags().put(TAG, sb.toString());
        }
        return g.write();
    }

    /** The steps an autosave's text holds; none if it holds none or cannot be read (its loader says why). */
    public static List<String> of(String text) {
        try {
            String t = text == null
                    ? null
                    : SavedGame.read(text, t("the autosaved game"), SavedGame.MAX_CHARS)
                            .tag(TAG);
            return t == null ? Collections.<String>emptyList() : Text.words(t);
        } catch (SaveFormatException e) {
            return Collections.emptyList();
        }
    }
}
