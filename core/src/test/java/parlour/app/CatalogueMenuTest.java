package parlour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import parlour.game.OptionSpec;
import parlour.shell.launch.GameEntry;

/**
 * What the web widget knows of a game before its code came is the catalogue's: the same games, ids, titles and option
 * names; and the split catalogue hands each game over from its part, both Morris games from one fetch.
 */
class CatalogueMenuTest {
    @Test
    void menuNamesEveryGameInOrderWithItsTitleAndOptions() {
        List<GameEntry<?>> games = Catalogue.games(null, null).games();
        assertEquals(games.size(), Catalogue.MENU.length, "one menu line a game");
        for (int i = 0; i < games.size(); i++) {
            GameEntry<?> g = games.get(i);
            String[] line = Catalogue.MENU[i];
            assertEquals(g.id(), line[0], "menu line " + i + "'s id");
            assertEquals(g.def.title(), line[1], "menu line " + i + "'s title");
            List<String> names = new ArrayList<>();
            for (OptionSpec o : g.def.options()) names.add(o.name);
            assertEquals(names, Arrays.asList(line).subList(2, line.length), "menu line " + i + "'s options");
        }
    }

    @Test
    void theSplitCatalogueFetchesEachPartOnceForItsGames() {
        List<String> fetched = new ArrayList<>();
        Catalogue.Parts parts = new Catalogue.Parts() {
            @Override
            public void dots(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
                fetched.add("dots");
                ready.accept(Catalogue.dots());
            }

            @Override
            public void gone(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
                fetched.add("gone");
                failed.accept("offline");
            }

            @Override
            public void morris(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
                fetched.add("morris");
                ready.accept(Catalogue.morris(null));
            }

            @Override
            public void arrows(Consumer<Catalogue.Part> ready, Consumer<String> failed) {
                fetched.add("arrows");
                ready.accept(Catalogue.arrows());
            }
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
