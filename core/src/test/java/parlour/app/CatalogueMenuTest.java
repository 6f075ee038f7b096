package parlour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import parlour.board.GameModule;
import parlour.game.GameDef;
import parlour.game.OptionSpec;
import parlour.shell.launch.GameEntry;

/**
 * What the web widget knows of a game before its code came is the catalogue's: the same games, ids, titles and option
 * names; and the split catalogue hands each game over from its part, both Morris games from one fetch.
 */
class CatalogueMenuTest {
    @Test
    void eachModulesListingIsItsGamesOwnInMenuOrder() {
        List<GameEntry<?>> games = Catalogue.games(null, null).games();
        List<String> listed = new ArrayList<>();
        for (GameModule m : Catalogue.MODULES) {
            List<GameModule.Made<?>> made = m.make(GameModule.Services.NONE);
            assertEquals(m.games().size(), made.size(), m.part + ": one listing a game");
            for (int i = 0; i < made.size(); i++) {
                GameModule.Listing line = m.games().get(i);
                GameDef<?> def = made.get(i).def;
                assertEquals(def.id(), line.id, m.part + "'s listing " + i + "'s id");
                assertEquals(def.title(), line.title, line.id + "'s title");
                List<String> names = new ArrayList<>();
                for (OptionSpec o : def.options()) names.add(o.name);
                assertEquals(names, line.options, line.id + "'s options");
                assertEquals(def.id(), made.get(i).ui.helpName(), line.id + "'s help text");
                listed.add(line.id);
            }
        }
        List<String> ids = new ArrayList<>();
        for (GameEntry<?> g : games) ids.add(g.id());
        assertEquals(ids, listed, "the games in menu order");
        assertEquals(ids, Catalogue.ids());
    }

    @Test
    void theSplitCatalogueFetchesEachPartOnceForItsGames() {
        List<String> fetched = new ArrayList<>();
        Catalogue.Parts parts = (part, ready, failed) -> {
            fetched.add(part);
            if (part.equals("gone")) failed.accept("offline");
            else
                for (GameModule m : Catalogue.MODULES)
                    if (m.part.equals(part)) ready.accept(Catalogue.part(m.make(GameModule.Services.NONE)));
        };
        Launch launch = Launch.byParts(parts, new Later.Parts() {
            @Override
            public void menu(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.menu());
            }

            @Override
            public void dialogs(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.dialogs());
            }

            @Override
            public void puzzles(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.puzzles());
            }

            @Override
            public void links(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.links());
            }

            @Override
            public void live(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.live());
            }

            @Override
            public void colours(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.colours());
            }

            @Override
            public void zoom(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.zoom());
            }

            @Override
            public void diagrams(Consumer<Later.Made> ready, Consumer<String> failed) {
                ready.accept(Later.diagrams());
            }
        });
        assertEquals(
                Arrays.asList("game", "p1", "p2", "first", "theme", "colours", "sound", "speed", "viewOnly", "lang"),
                launch.optionNames().subList(0, 10),
                "the shared options first");
        assertEquals(true, launch.optionNames().contains("flying"), "an unloaded game's options are known");
        List<String> heard = new ArrayList<>();
        launch.fetchPageGame("morris9", false, () -> heard.add("ready"), heard::add);
        launch.fetchPageGame("morris6", false, () -> heard.add("ready"), heard::add);
        launch.fetchPageGame("chess", false, () -> heard.add("ready"), heard::add);
        launch.fetchPageGame("gone", false, () -> heard.add("ready"), heard::add);
        assertEquals(
                Arrays.asList("morris", "dots", "gone"), fetched, "one fetch a part; an unknown game is the first");
        assertEquals(
                Arrays.asList(
                        "ready",
                        "ready",
                        "ready",
                        "Gone could not be loaded (offline). Check the connection and try again."),
                heard);
    }
}
