package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertTrue(everyMoveMarked(DotsGame.RULES, 12) > 0, "Dots lines");
        assertTrue(everyMoveMarked(MorrisGame.SIX, 40) > 0, "Six Men's Morris");
        assertTrue(everyMoveMarked(MorrisGame.NINE, 40) > 0, "Nine Men's Morris");
        assertTrue(everyMoveMarked(ArrowsGame.RULES, 20) > 0, "Arrows");
        assertTrue(everyMoveMarked(GoneGame.RULES, 3) > 0, "Gone");
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
        assertTrue(
                GoneGame.RULES
                        .notation()
                        .moveMarks(start(GoneGame.RULES), "play", "red")
                        .isEmpty(),
                "no place");
        assertTrue(
                DotsGame.RULES
                        .notation()
                        .moveMarks(start(DotsGame.RULES), "z9-z10", "red")
                        .isEmpty(),
                "off the board");
        List<Mark> arrow = ArrowsGame.RULES.notation().moveMarks(start(ArrowsGame.RULES), "2", "red");
        assertEquals(1, arrow.size());
        assertFalse(arrow.get(0).at.equals(arrow.get(0).to), "an arrow from the next cell to the one it points at");
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
                assertFalse(
                        refused.getMessage() == null || refused.getMessage().isEmpty(),
                        def.id() + " refuses '" + name + "' with a reason");
            }
        }
        assertThrows(IllegalArgumentException.class, () -> def.notation().place(p, "a1-b1"), def.id() + ": a line");
    }
}
