package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import parlour.game.GameDef;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.platform.SaveStore;
import parlour.session.SeatNames;

/** Which named saves belong to the game on screen, and how the Load list labels them: name and date. */
final class SaveShelf {
    static final String DATE_TAG = "Date";

    /** The names of this game's saves, newest first; saves that cannot be read are listed (loading one says why). */
    final List<String> names = new ArrayList<>();
    /** Each name's label: the name and, when the save has one, the date it was saved. */
    final List<String> labels = new ArrayList<>();
    /** How many saves belong to other games. */
    int others;

    SaveShelf(SaveStore store, String gameId) {
        for (String n : store.names()) {
            String text = store.read(n);
            String game = null, date = null;
            if (text != null) {
                try {
                    SavedGame g = SavedGame.read(text, n, SavedGame.MAX_CHARS);
                    game = g.tag("Game");
                    date = g.tag(DATE_TAG);
                } catch (SaveFormatException e) {
                    // listed as it is: choosing it shows what is wrong, with its line
                }
            }
            if (game != null && !game.equals(gameId)) {
                others++;
                continue;
            }
            names.add(n);
            labels.add(date == null ? n : n + "   " + date);
        }
    }

    /**
     * A name a player can read in a list of saves: "Six Men's Morris, 12 moves, you against computer (strong)",
     * with the board size where the game has one ("Dots and Boxes 5x5, …").
     */
    static <P> String suggestedName(GameDef<P> def, Match<P> match) {
        String size = def.optionsOf(match.start()).get("size");
        String game = size == null ? t(def.title()) : t(def.title()) + " " + size;
        SeatNames names = new SeatNames(match);
        return t(
                "{0}, {1} {1|move|moves}, {2} against {3}",
                game, match.moveCount(), names.inSaveList(1), names.inSaveList(2));
    }

    /** The save text with the time of saving, {@code now}, in its {@code Date} tag ("2026-11-25 14:03", local time). */
    @SuppressWarnings("deprecation") // java.util.Date's fields are what the web build (GWT) offers for local time
    static String dated(String text, long now) {
        try {
            SavedGame g = SavedGame.read(text, "the game", SavedGame.MAX_CHARS);
            Date d = new Date(now);
            g.tags()
                    .put(
                            DATE_TAG,
                            (1900 + d.getYear()) + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate()) + " "
                                    + two(d.getHours()) + ":" + two(d.getMinutes()));
            return g.write();
        } catch (SaveFormatException e) {
            return text;
        }
    }

    private static String two(int n) {
        return n < 10 ? "0" + n : String.valueOf(n);
    }
}
