package parlour.arrows;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import parlour.game.Notation;
import parlour.game.PlayerNames;
import parlour.game.YouAndComputer;

/** Arrows directions typed in words, and the board told in words for a listener. */
class ArrowsTypedTest {
    private static final Notation<ArrowsPosition> N = ArrowsGame.RULES.notation();

    private static ArrowsPosition board(String setup) {
        return ArrowsGame.start(ArrowsBoard.parseSetup(Arrays.asList(setup.split(" ")), "test"), 1, "untimed", "8");
    }

    @Test
    void everyNameOfADirectionGivesItsDigit() {
        ArrowsPosition p = board("8 8 2 2 E 7 7 W");
        String[][] forms = {
            {"0", "north", "N", "up", "point north", "Up."},
            {"1", "north-east", "north east", "northeast", "ne", "NE", "up-right", "up right", "right up", "upright"},
            {"2", "east", "E", "right"},
            {"3", "south-east", "SE", "down-right"},
            {"4", "south", "s", "down"},
            {"5", "south-west", "SW", "down left", "left-down"},
            {"6", "west", "W", "left"},
            {"7", "north-west", "NW", "up-left", "  UP  LEFT  "}
        };
        for (int d = 0; d < 8; d++) {
            for (String text : forms[d]) {
                assertEquals(Collections.singletonList(String.valueOf(d)), N.typedSteps(p, text), text);
            }
        }
    }

    @Test
    void theNumberPadsDigitsAndOtherWordsAreRefusedQuotingThem() {
        ArrowsPosition p = board("8 8 2 2 E 7 7 W");
        String nine = assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, "9"))
                .getMessage();
        assertThat(nine).as(nine).startsWith("'9' is not a move: digits are the notation's 0 to 7");
        assertThat(nine).as(nine).contains("not the number pad's");
        for (String text : new String[] {"hello", "north south", "", "upup", "10", "8 north"}) {
            String m = assertThrows(IllegalArgumentException.class, () -> N.typedSteps(p, text))
                    .getMessage();
            assertThat(m).as(m).startsWith("'" + text + "' is not a move: write a direction like north-east");
        }
    }

    @Test
    void eachSidesArrowItsNextCellAndTheCellsRoundItAreTold() {
        // blocked: column 3 row 1, column 4 row 3
        ArrowsPosition p = board("8 8 2 2 E 7 7 W 3 1 4 3");
        String all = N.describe(p, "");
        assertThat(all)
                .as(all)
                .startsWith("Player 1's last arrow is on column 2, row 2, pointing east. Its next cell, column 3,"
                        + " row 2, is free. Round it: free north-east, east, south, south-west and north-west;"
                        + " blocked north and south-east; taken by an arrow west. Player 2's last arrow is on"
                        + " column 7, row 7, pointing west.");
        assertThat(all).as(all).endsWith(" Player 1 to move.");
        assertEquals(
                "Player 1 puts the next arrow on column 3, row 2. Pointing north-east, east, south, south-west or"
                        + " north-west does not lose at once.",
                N.describe(p, "where can i move"));
        assertEquals(
                "Row 2: column 1 free, column 2 Player 1's arrow pointing east, column 3 free, column 4 free,"
                        + " column 5 free, column 6 free, column 7 free and column 8 free.",
                N.describe(p, "row 2"));
        assertThat(N.describe(p, "column 3")).startsWith("Column 3: row 1 blocked, row 2 free,");
        // issue #35: the turn and the moves name the players as the side panel does
        PlayerNames youAndComputer = new PlayerNames() {
            @Override
            public String name(int player) {
                return player == 1 ? "You" : "Computer (easy)";
            }

            @Override
            public boolean isYou(int player) {
                return player == 1;
            }
        };
        assertEquals("Your move.", N.describe(p, "turn", youAndComputer));
        assertThat(N.describe(p, "where can i move", youAndComputer))
                .startsWith("You put the next arrow on column 3, row 2. Pointing north-east,");
        assertEquals(
                "Computer (easy) to move.",
                N.describe(board("8 8 2 2 E 7 7 W 3 1 4 3").after(2), "turn", youAndComputer));
        assertThat(N.describe(p, "row 9")).startsWith("There is no row 9");
        assertNull(N.describe(p, "how are you"));
    }

    @Test
    void aWinAtOnceAndALostGameAreTold() {
        // player 2 must take column 4, row 2 next: player 1 pointing east from column 3 takes it away
        ArrowsPosition p = board("8 8 2 2 E 5 2 W");
        assertThat(N.describe(p, "")).contains(" To the east is Player 2's next cell.");
        assertThat(N.describe(p, "moves")).as(N.describe(p, "moves")).endsWith(" Pointing east wins at once.");
        ArrowsPosition lost = board("8 8 1 1 N 5 5 W");
        assertThat(N.describe(lost, "")).contains("pointing north. It points off the board.");
        assertEquals("The game is over: Player 2 wins.", N.describe(lost, "moves"));
        assertEquals(
                "the game is over",
                assertThrows(IllegalArgumentException.class, () -> N.typedSteps(lost, "up"))
                        .getMessage());
    }

    /** Issue #35: the board's sentences named seats ("Player 1's last arrow", "player 2's arrow pointing east"). */
    @Test
    void theBoardNamesThePlayersAsTheSidePanelDoes() {
        ArrowsPosition p = board("8 8 2 2 E 5 2 W");
        String all = N.describe(p, "board", YouAndComputer.NAMES);
        assertThat(all)
                .as(all)
                .startsWith("Your last arrow is on column 2, row 2, pointing east. Its next cell, column 3, row 2, is"
                        + " free.");
        assertThat(all).as(all).contains(" To the east is Computer (easy)'s next cell.");
        assertThat(all).as(all).contains(" Computer (easy)'s last arrow is on column 5, row 2, pointing west.");
        assertThat(all).as(all).contains(" To the west is your next cell.");
        assertThat(all).as(all).endsWith(" Your move.");
        assertEquals(
                "Row 2: column 1 free, column 2 your arrow pointing east, column 3 free, column 4 free,"
                        + " column 5 Computer (easy)'s arrow pointing west, column 6 free, column 7 free and column 8"
                        + " free.",
                N.describe(p, "row 2", YouAndComputer.NAMES));
    }

    /** Issue #35: the result said "the loser's next cell is taken" where the side panel says who lost. */
    @Test
    void whyAGameEndedIsSaidFromTheListenersSide() {
        PlayerNames computerAndYou = new PlayerNames() {
            @Override
            public String name(int player) {
                return player == 2 ? "You" : "Computer (easy)";
            }

            @Override
            public boolean isYou(int player) {
                return player == 2;
            }
        };
        // player 2 points at player 1's next cell, which player 1 needed: player 1 loses
        ArrowsPosition taken = ArrowsGame.RULES.play(ArrowsGame.RULES.play(board("8 8 2 2 E 6 2 W"), "E"), "W");
        assertEquals(2, taken.winner());
        assertEquals(
                "your next cell is taken by the opponent's arrow",
                ArrowsGame.RULES.whyOver(taken, YouAndComputer.NAMES));
        assertEquals(
                "Computer (easy)'s next cell is taken by your arrow", ArrowsGame.RULES.whyOver(taken, computerAndYou));
        assertEquals(
                "Player 1's next cell is taken by the opponent's arrow",
                ArrowsGame.RULES.whyOver(taken, PlayerNames.NUMBERED));
        ArrowsPosition off = board("8 8 1 1 N 5 5 W");
        assertEquals("your arrow points off the board", ArrowsGame.RULES.whyOver(off, YouAndComputer.NAMES));
        assertEquals("Computer (easy)'s arrow points off the board", ArrowsGame.RULES.whyOver(off, computerAndYou));
        ArrowsPosition blocked = ArrowsGame.RULES.play(ArrowsGame.RULES.play(board("5 5 1 1 E 5 5 W 3 1"), "E"), "N");
        assertEquals("your next cell is taken", ArrowsGame.RULES.whyOver(blocked, YouAndComputer.NAMES));
        assertEquals("Computer (easy)'s next cell is taken", ArrowsGame.RULES.whyOver(blocked, computerAndYou));
        // a script's answer names nobody, as before
        assertEquals("the loser's next cell is taken", ArrowsGame.RULES.whyOver(blocked));
        assertNull(ArrowsGame.RULES.whyOver(board("8 8 2 2 E 5 2 W"), YouAndComputer.NAMES));
    }

    /** Issue #35: the cell under the keyboard's cursor, free, blocked or whose arrow. */
    @Test
    void theCellUnderTheCursorIsToldByColumnAndRow() {
        // blocked: column 3 row 1
        ArrowsPosition p = board("8 8 2 2 E 7 7 W 3 1");
        assertEquals("Column 4, row 4, free.", N.placeInWords(p, "4,4", PlayerNames.NUMBERED));
        assertEquals("Column 3, row 1, blocked.", N.placeInWords(p, "3,1", PlayerNames.NUMBERED));
        assertEquals(
                "Column 2, row 2, Player 1's arrow pointing east.", N.placeInWords(p, "2,2", PlayerNames.NUMBERED));
        assertNull(N.placeInWords(p, "9,1", PlayerNames.NUMBERED));
    }
}
