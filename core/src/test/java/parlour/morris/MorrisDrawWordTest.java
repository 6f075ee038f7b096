package parlour.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.game.GameSaves;
import parlour.game.MatchEngine;
import parlour.match.EngineProtocol;
import parlour.match.Match;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.shell.launch.GameEntry;

/** A drawn Morris game is called a draw, not a tie, in its save and in the protocol; saves that said "tie" still read. */
class MorrisDrawWordTest {
    /** A Six Men's Morris game that ends drawn: random moves that never close a mill, until a repetition or the quiet moves make a draw. */
    private static Match<MorrisPosition> drawn() {
        Map<String, String> o = new GameEntry<>(MorrisGame.SIX, null).defaults();
        for (int seed = 0; ; seed++) {
            Random r = new Random(seed);
            Match<MorrisPosition> m = GameSaves.newMatch(MorrisGame.SIX, o, 1, Seat.HUMAN, Seat.HUMAN);
            while (!m.isOver()) {
                List<String> quiet = new ArrayList<>();
                for (String move : MorrisGame.SIX.legalMoves(m.position())) if (move.indexOf('x') < 0) quiet.add(move);
                if (quiet.isEmpty()) break;
                m.play(quiet.get(r.nextInt(quiet.size())));
            }
            if (m.isOver() && m.winner() == 0) return m;
        }
    }

    @Test
    void theSaveAndTheProtocolSayDraw() throws Exception {
        Match<MorrisPosition> m = drawn();
        String save = GameSaves.save(MorrisGame.SIX, m).write();
        assertThat(save).as(save).contains("[Result \"draw\"]");
        EngineProtocol engine = new EngineProtocol(new MatchEngine<>(MorrisGame.SIX, new Random(1)));
        engine.execute("game morris6");
        for (String move : m.moves())
            assertThat(engine.execute("play " + move)).as(move).startsWith("=");
        assertEquals("= draw", engine.execute("result").trim());
        Match<MorrisPosition> old = GameSaves.load(
                MorrisGame.SIX, SavedGame.read(save.replace("[Result \"draw\"]", "[Result \"tie\"]"), "old"), "old");
        assertEquals(0, old.winner(), "a save from before, saying tie, still reads");
    }
}
