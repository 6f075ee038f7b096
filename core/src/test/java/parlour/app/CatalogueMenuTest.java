package parlour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.shell.GameEntry;

/** The menu the web widget shows before any game's code came is the catalogue's: the same games, ids and titles. */
class CatalogueMenuTest {
    @Test
    void menuNamesEveryGameInOrderWithItsTitle() {
        List<GameEntry<?>> games = Catalogue.games(null, null).games();
        assertEquals(games.size(), Catalogue.MENU.length, "one menu line a game");
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.get(i).id(), Catalogue.MENU[i][0], "menu line " + i + "'s id");
            assertEquals(games.get(i).def.title(), Catalogue.MENU[i][1], "menu line " + i + "'s title");
        }
    }
}
