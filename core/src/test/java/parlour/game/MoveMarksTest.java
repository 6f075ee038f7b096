package parlour.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.dots.DotsGame;
import parlour.gone.GoneGame;
import parlour.match.Mark;
import parlour.morris.MorrisGame;

/**
 * A move drawn as marks (a puzzle's wrong move and hint) in each game's notation: every place the marks name is one
 * the game's board has, so every view finds where to draw it; and a name that is no place of a game, such as another
 * game's, is refused by its notation with a reason, never a crash, so a view that looks it up gets no area.
 */
class MoveMarksTest {
    /** Names of places in every game's notation, and none. */
    private static final String[] NAMES = {"a1", "c2", "3,4", "0,0", "a1-b1", "", "x", ",", "1,", "99999999999,1", "-"};

    private static <P> P start(GameDef<P> def) {
        Map<String, String> defaults = new HashMap<>();
        for (OptionSpec o : def.options()) defaults.put(o.name, o.defaultValue);
        // a Gone board small enough that its paint strokes are listed among the legal moves
        if (def == GoneGame.RULES) defaults.put("size", "8x8");
        return def.start(defaults, 1);
    }

    /** Plays the first legal move {@code plies} times (or until the game ends), checking every legal move's marks. */
    private static <P> int everyMoveMarked(GameDef<P> def, int plies) {
        P p = start(def);
        int marked = 0;
        for (int ply = 0; ply < plies && !def.legalMoves(p).isEmpty(); ply++) {
            for (String move : def.legalMoves(p)) {
                List<Mark> marks = def.notation().moveMarks(p, move, "red");
                for (Mark m : marks) {
                    assertEquals("red", m.colour, def.id() + " " + move);
                    // the places are the notation's own: placed() throws for one the board does not have
                    assertEquals(
                            m.toString(), MarkCheck.placed(def.notation(), p, m).toString(), def.id() + " " + move);
                }
                if (!marks.isEmpty()) marked++;
            }
            p = def.play(p, def.legalMoves(p).get(0));
        }
        return marked;
    }

    @Test
    void eachGamesMovesAreDrawnOnPlacesItsBoardHas() {
        assertThat(everyMoveMarked(DotsGame.RULES, 12)).as("Dots lines").isGreaterThan(0);
        assertThat(everyMoveMarked(MorrisGame.SIX, 40)).as("Six Men's Morris").isGreaterThan(0);
        assertThat(everyMoveMarked(MorrisGame.NINE, 40)).as("Nine Men's Morris").isGreaterThan(0);
        assertThat(everyMoveMarked(ArrowsGame.RULES, 20)).as("Arrows").isGreaterThan(0);
        assertThat(everyMoveMarked(GoneGame.RULES, 3)).as("Gone").isGreaterThan(0);
    }

    @Test
    void eachGameDrawsAMoveInItsOwnShapes() {
        assertEquals(
                "[line a1-b1 red]",
                DotsGame.RULES
                        .notation()
                        .moveMarks(start(DotsGame.RULES), "b1-a1", "red")
                        .toString());
        assertEquals(
                "[arrow a1 a4 green, ring d2 green]",
                MorrisGame.NINE
                        .notation()
                        .moveMarks(start(MorrisGame.NINE), "a1-a4xd2", "green")
                        .toString());
        assertEquals(
                "[ring b2 red]",
                MorrisGame.NINE
                        .notation()
                        .moveMarks(start(MorrisGame.NINE), "b2", "red")
                        .toString());
        assertEquals(
                "[ring 3,4 red]",
                GoneGame.RULES
                        .notation()
                        .moveMarks(start(GoneGame.RULES), "b3,4", "red")
                        .toString());
        assertThat(GoneGame.RULES.notation().moveMarks(start(GoneGame.RULES), "play", "red"))
                .as("no place")
                .isEmpty();
        assertThat(DotsGame.RULES.notation().moveMarks(start(DotsGame.RULES), "z9-z10", "red"))
                .as("off the board")
                .isEmpty();
        List<Mark> arrow = ArrowsGame.RULES.notation().moveMarks(start(ArrowsGame.RULES), "2", "red");
        assertEquals(1, arrow.size());
        assertThat(arrow.get(0).at)
                .as("an arrow from the next cell to the one it points at")
                .isNotEqualTo(arrow.get(0).to);
    }

    @Test
    void aNameThatIsNoPlaceOfTheGameIsRefusedWithAReason() {
        GameDef<?>[] games = {DotsGame.RULES, MorrisGame.SIX, MorrisGame.NINE, ArrowsGame.RULES, GoneGame.RULES};
        for (GameDef<?> def : games) {
            for (String name : NAMES) refusedOrKept(def, name);
        }
    }

    private static <P> void refusedOrKept(GameDef<P> def, String name) {
        P p = start(def);
        for (int area = 0; area < 2; area++) {
            boolean asArea = area == 1;
            try {
                String kept =
                        asArea ? def.notation().area(p, name) : def.notation().place(p, name);
                assertEquals(kept, def.notation().place(p, kept), def.id() + ": a place is named as written");
            } catch (IllegalArgumentException refused) {
                assertThat(refused.getMessage())
                        .as(def.id() + " refuses '" + name + "' with a reason")
                        .isNotNull();
                assertThat(refused.getMessage())
                        .as(def.id() + " refuses '" + name + "' with a reason")
                        .isNotEmpty();
            }
        }
        assertThrows(IllegalArgumentException.class, () -> def.notation().place(p, "a1-b1"), def.id() + ": a line");
    }
}
