package parlour.dots;

import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Text;

/**
 * Checks of a loaded Dots and Boxes save that the loader did not make: the Result and Score tags must
 * agree with the moves (a hand-edited file could claim a win its moves never reached). Each error names
 * the tag's line. Kept apart from DotsGame so the shared loader can call it after replaying the moves.
 */
public final class DotsSaveChecks {
    private DotsSaveChecks() {}

    /** @throws SaveFormatException naming the line of a Result or Score tag that disagrees with the moves */
    public static void resultAndScore(SavedGame g, Match<DotsPosition> m, String source) throws SaveFormatException {
        DotsPosition p = m.position();
        String result = g.tag("Result");
        int w = m.winner();
        String actual = w < 0 ? "*" : w == 0 ? "tie" : String.valueOf(w);
        if (result != null && !result.equals(actual)) {
            throw new SaveFormatException(source, g.lineOfTag("Result"), "the Result tag says " + Text.quote(result) + " but the moves give "
                    + (w < 0 ? "a game still going on (*)" : "'" + actual + "'"));
        }
        String score = g.tag("Score");
        String counted = p.score(1) + "-" + p.score(2);
        if (score != null && !score.equals(counted)) {
            throw new SaveFormatException(source, g.lineOfTag("Score"), "the Score tag says " + Text.quote(score) + " but the moves give " + counted);
        }
    }
}
