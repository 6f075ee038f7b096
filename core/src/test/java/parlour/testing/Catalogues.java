package parlour.testing;

import parlour.app.Catalogue;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.testgame.Nim;
import parlour.testgame.NimUi;

/** The catalogues tests play with, built as a launcher builds them: the standard games, and those plus the test game. */
public final class Catalogues {
    /** Every game Parlour plays, with no board files for the engine. */
    public static final GameList STANDARD = Catalogue.games(null, null);

    private Catalogues() {}

    /** The standard games and Nim, the test-only game that proves the seam. */
    public static GameList withNim() {
        return STANDARD.with(new GameEntry<>(Nim.GAME, new NimUi()));
    }
}
