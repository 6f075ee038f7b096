package parlour.shell.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import parlour.testing.Catalogues;

/**
 * A catalogue whose games' code comes later: a game is in it by id before it is loaded, one fetch serves every caller
 * waiting, a failed fetch is told to them all and the next load tries again.
 */
class GameSlotTest {
    private final GameEntry<?> game = Catalogues.withNim().first();
    /** The loads the slot asked of its loader, each answered by the test. */
    private final List<Consumer<GameEntry<?>>> asked = new ArrayList<>();

    private final List<Consumer<String>> askedFailed = new ArrayList<>();
    private final GameSlot slot = new GameSlot(game.id(), game.def.title(), optionNames(game), (ready, failed) -> {
        asked.add(ready);
        askedFailed.add(failed);
    });
    private final List<String> heard = new ArrayList<>();

    private static List<String> optionNames(GameEntry<?> game) {
        return GameSlot.of(game).optionNames;
    }

    private void load() {
        slot.load(e -> heard.add("ready " + e.id()), why -> heard.add("failed " + why));
    }

    @Test
    void oneFetchServesEveryCallerAndTheEntryStays() {
        GameList list = GameList.ofSlots(Arrays.asList(slot));
        assertThat(list.games()).as("a game not loaded is not among the games").isEmpty();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> list.byId(game.id()));
        assertThat(e.getMessage()).as(e.getMessage()).contains("not loaded");
        load();
        load();
        assertEquals(1, asked.size(), "two callers, one fetch");
        asked.get(0).accept(game);
        assertEquals(Arrays.asList("ready " + game.id(), "ready " + game.id()), heard);
        assertSame(game, list.byId(game.id()));
        assertEquals(1, list.games().size());
        load();
        assertEquals(1, asked.size(), "a loaded game is not fetched again");
        assertEquals(3, heard.size());
    }

    @Test
    void aFailedFetchIsToldAndTriedAgain() {
        load();
        askedFailed.get(0).accept("offline");
        assertEquals(Arrays.asList("failed offline"), heard);
        assertNull(slot.entry());
        load();
        assertEquals(2, asked.size(), "the next load fetches again");
        asked.get(1).accept(game);
        assertEquals("ready " + game.id(), heard.get(1));
    }

    @Test
    void aLoaderGivingAnotherGameIsRefused() {
        GameSlot wrong = new GameSlot("other", "Other", optionNames(game), (ready, failed) -> ready.accept(game));
        assertThrows(IllegalStateException.class, () -> wrong.load(e -> {}, why -> {}));
    }

    @Test
    void aLoaderGivingOtherOptionsThanTheSlotSaysIsRefused() {
        GameSlot wrong = new GameSlot(game.id(), game.def.title(), Arrays.asList("nosuch"), (ready, failed) -> {
            ready.accept(game);
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> wrong.load(x -> {}, why -> {}));
        assertThat(e.getMessage()).as(e.getMessage()).contains("nosuch");
    }

    @Test
    void unknownIdsAndTwoSlotsWithOneIdAreRefused() {
        GameList list = GameList.ofSlots(Arrays.asList(slot));
        assertThrows(IllegalArgumentException.class, () -> list.slot("nosuch"));
        assertThrows(IllegalArgumentException.class, () -> GameList.ofSlots(Arrays.asList(slot, slot)));
        assertEquals(Arrays.asList(game.id()), Arrays.asList(list.ids()));
    }
}
