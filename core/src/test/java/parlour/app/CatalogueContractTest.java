package parlour.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import parlour.game.GameDef;
import parlour.game.MatchEngine;
import parlour.game.OptionSpec;
import parlour.match.EngineGame;
import parlour.match.EngineProtocol;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameList;
import parlour.testing.Catalogues;

/**
 * What every game in the catalogue must do, run over each of them (the test-only Nim included):
 * options checked with a message, legal moves that play, undo and redo that give positions back,
 * save then load that gives the same game, and the engine protocol.
 */
class CatalogueContractTest {
    /** The standard games with the test-only Nim beside them, built as a launcher builds its catalogue. */
    private static final GameList CATALOGUE = Catalogues.withNim();

    static Stream<String> games() {
        return Arrays.stream(CATALOGUE.ids());
    }

    @ParameterizedTest
    @MethodSource("games")
    void optionsAcceptTheirDefaultsAndNameWhatIsWrongWithABadValue(String id) {
        GameDef<?> def = CATALOGUE.byId(id).def;
        for (OptionSpec o : def.options()) {
            assertEquals(o.defaultValue, o.check(o.defaultValue), o.name);
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> o.check("no-such-" + "x".repeat(500)));
            assertThat(e.getMessage().length())
                    .as("the message quotes a bounded part of the input: "
                            + e.getMessage().length())
                    .isLessThan(300);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void randomGamesPlayUndoRedoSaveAndLoad(String id) throws Exception {
        contract(CATALOGUE.byId(id), new Random(id.hashCode()));
    }

    private static <P> void contract(GameEntry<P> entry, Random random) throws Exception {
        GameDef<P> def = entry.def;
        for (int game = 0; game < 3; game++) {
            Match<P> m = entry.newMatch(entry.defaults(), 1 + game % 2, Seat.HUMAN, Seat.HUMAN);
            int guard = 0;
            while (!m.isOver() && guard++ < 2000) {
                P before = m.position();
                String move;
                if (m.toMove() == 0) {
                    move = def.automaticMove(before);
                    assertNotNull(move, "the automaton moves where nobody else does");
                } else {
                    List<String> legal = def.legalMoves(before);
                    assertThat(legal)
                            .as("a game that is not over has a legal move")
                            .isNotEmpty();
                    for (String l : legal)
                        assertEquals(l, def.notation().canonical(before, l), "legal moves are written canonically");
                    move = legal.get(random.nextInt(legal.size()));
                    assertThat(m.play("zz" + move + "zz"))
                            .as("a malformed move is refused")
                            .isNotNull();
                    assertEquals(before, m.position(), "a refused move changes nothing");
                }
                assertEquals(null, m.play(move), move);
                P after = m.position();
                assertTrue(m.undoOne());
                assertEquals(before, m.position(), "undo gives the position back");
                assertTrue(m.redoOne());
                assertEquals(after, m.position(), "redo plays the move again");
                if (m.moveCount() % 7 == 0 || m.isOver()) {
                    Match<P> loaded = entry.load(entry.save(m), "contract");
                    assertEquals(m.moves(), loaded.moves());
                    assertEquals(m.position(), loaded.position(), "save then load gives the same game");
                    assertEquals(m.winner(), loaded.winner());
                }
            }
            assertTrue(m.isOver(), "a game ends");
            assertThat(def.legalMoves(m.position()))
                    .as("a finished game has no legal moves")
                    .isEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void theEngineProtocolPlaysEveryGame(String id) throws Exception {
        List<EngineGame> engines = new ArrayList<>();
        for (GameEntry<?> g : CATALOGUE.games()) engines.add(new MatchEngine<>(g.def, new Random(3)));
        EngineProtocol engine = new EngineProtocol(engines.toArray(new EngineGame[0]));
        assertEquals("=\n\n", engine.execute("game " + id));
        assertEquals("= " + id + "\n\n", engine.execute("game"));
        GameEntry<?> entry = CATALOGUE.byId(id);
        checkProtocol(engine, entry);
    }

    private static <P> void checkProtocol(EngineProtocol engine, GameEntry<P> entry) throws Exception {
        Match<P> mirror = entry.newMatch(entry.defaults(), 1, Seat.HUMAN, Seat.HUMAN);
        for (int i = 0; i < 6 && !mirror.isOver(); i++) {
            String legal = answer(engine, "legal_moves");
            List<String> expected = entry.def.legalMoves(mirror.position());
            if (mirror.toMove() == 0) {
                String move = answer(engine, "genmove");
                assertEquals(null, mirror.play(move));
                continue;
            }
            assertEquals(expected, Text.words(legal));
            String move = i % 2 == 0 ? expected.get(0) : answer(engine, "genmove");
            if (i % 2 == 0) assertEquals("", answer(engine, "play " + move));
            assertThat(expected).as(move + " is legal").contains(move);
            assertEquals(null, mirror.play(move));
            assertEquals(String.valueOf(mirror.toMove()), answer(engine, "to_move"));
        }
        assertThat(engine.execute("play nonsense-move"))
                .as("an illegal move is refused")
                .startsWith("?");
        Match<P> fromPosition = entry.load(answer(engine, "position"), "engine");
        assertEquals(mirror.position(), fromPosition.position(), "position gives the game in the save format");
        assertEquals("", answer(engine, "undo"));
        mirror.undoOne();
        assertEquals(entry.def.legalMoves(mirror.position()), Text.words(answer(engine, "legal_moves")));
        assertEquals("none", answer(engine, "result"));
        assertThat(answer(engine, "showboard")).isNotEmpty();
        assertThat(engine.execute("level no-such-level")).startsWith("?");
    }

    /** The body of a successful answer. */
    private static String answer(EngineProtocol engine, String command) {
        String a = engine.execute(command);
        assertThat(a).as(command + " -> " + a).startsWith("=");
        String body = a.substring(1).trim();
        return body;
    }
}
