package parlour.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.game.GameDef;
import parlour.game.MatchEngine;
import parlour.testing.Catalogues;
import parlour.testing.ThreadWork;

/** The engine protocol as a controlling program sees it, playing Dots and Boxes. */
class EngineProtocolTest {
    /** Dots and Boxes with its computer players and engine commands, as the catalogue puts it together. */
    @SuppressWarnings("unchecked")
    private static final GameDef<DotsPosition> DOTS = (GameDef<DotsPosition>) Catalogues.STANDARD.byId("dots").def;

    private final EngineProtocol engine = new EngineProtocol(new MatchEngine<>(DOTS, new Random(11)));

    /** Sends one line; every answer must end with exactly one empty line and hold no other. */
    private String ask(String line) {
        String answer = engine.execute(line);
        assertThat(answer)
                .as("answer to '" + line + "' ends with an empty line: " + answer)
                .endsWith("\n\n");
        assertEquals(
                answer.length() - 2,
                answer.indexOf("\n\n"),
                "no empty line inside the answer to '" + line + "': " + answer);
        return answer;
    }

    /** The result of a command that must succeed, without the framing. */
    private String ok(String line) {
        String answer = ask(line);
        assertThat(answer).as("'" + line + "' succeeds: " + answer).startsWith("=");
        String body = answer.substring(1, answer.length() - 2);
        return body.startsWith(" ") ? body.substring(1) : body;
    }

    /** The reason of a command that must fail. */
    private String fails(String line) {
        String answer = ask(line);
        assertThat(answer).as("'" + line + "' fails: " + answer).startsWith("? ");
        return answer.substring(2, answer.length() - 2);
    }

    @Test
    void answersProtocolVersionNameAndVersion() {
        assertEquals("= 2\n\n", engine.execute("protocol_version"));
        assertEquals("= Parlour\n\n", engine.execute("name"));
        assertEquals("= " + EngineProtocol.VERSION + "\n\n", engine.execute("version"));
        assertThat(fails("name please")).contains("no arguments");
    }

    @Test
    void aNumericIdIsEchoedOnSuccessAndFailure() {
        assertEquals("=1 2\n\n", engine.execute("1 protocol_version"));
        assertEquals("=7\n\n", engine.execute("7 clear_board"));
        assertThat(engine.execute("23 fly")).startsWith("?23 ");
        assertThat(engine.execute("42")).as("an id alone is not a command").startsWith("?42 ");
    }

    @Test
    void emptyAndCommentLinesGetNoAnswerAndCommentsAfterACommandAreDropped() {
        assertEquals("", engine.execute(""));
        assertEquals("", engine.execute("   \t "));
        assertEquals("", engine.execute("# a comment"));
        assertEquals("= Parlour\n\n", engine.execute("name # who are you?"));
        assertEquals("= Parlour\n\n", engine.execute("\tname\r"));
    }

    @Test
    void knownCommandAndListCommandsAgree() {
        List<String> listed = Text.lines(ok("list_commands"));
        for (String c : new String[] {
            "protocol_version",
            "name",
            "version",
            "known_command",
            "list_commands",
            "quit",
            "game",
            "boardsize",
            "clear_board",
            "play",
            "genmove",
            "undo",
            "showboard",
            "to_move",
            "score",
            "legal_moves",
            "result",
            "level",
            "time_limit",
            "position",
            "solve"
        }) {
            assertThat(listed).as(c + " is listed: " + listed).contains(c);
        }
        for (String c : listed) assertEquals("true", ok("known_command " + c));
        assertEquals("false", ok("known_command fly"));
        assertEquals("false", ok("known_command loadposition"));
        fails("known_command");
    }

    @Test
    void quitAnswersAndAsksTheLoopToStop() {
        assertFalse(engine.quitRequested());
        assertEquals("=5\n\n", engine.execute("5 quit"));
        assertTrue(engine.quitRequested());
    }

    @Test
    void anUnknownCommandIsRefusedAndTheGameGoesOn() {
        ok("boardsize 2 2");
        ok("play a1-b1");
        String before = ok("position");
        assertThat(fails("fly a1-b1")).contains("unknown command 'fly'");
        assertThat(fails("PLAY a2-b2")).contains("unknown command");
        assertEquals(before, ok("position"));
        assertEquals("2", ok("to_move"));
    }

    @Test
    void gameSelectsDotsAndStartsItAfreshAndRefusesOthersNamingTheKnownGames() {
        assertEquals("dots", ok("game"));
        ok("boardsize 2 2");
        ok("play a1-b1");
        assertThat(fails("game chess")).contains("dots");
        String kept = ok("position");
        assertThat(kept).as("a refused game keeps the current one: " + kept).contains("[Size \"2x2\"]");
        assertThat(kept).as("a refused game keeps the current one: " + kept).endsWith("\na1-b1");
        ok("game dots");
        assertEquals(DotsPosition.empty(7, 7).lineCount(), ok("legal_moves").split(" ").length);
    }

    @Test
    void boardsizeStartsANewGameOfThatManyBoxes() {
        ok("play a1-b1");
        ok("boardsize 2 3");
        assertEquals(2 * 4 + 3 * 3, ok("legal_moves").split(" ").length);
        assertEquals("1", ok("to_move"));
        assertThat(ok("position")).contains("[Size \"2x3\"]");
        ok("boardsize 4");
        assertThat(ok("position")).as("one number makes a square board").contains("[Size \"4x4\"]");
        ok("boardsize 15 15");
        ok("boardsize 1 1");
        assertEquals("a1-b1 a2-b2 a1-a2 b1-b2", ok("legal_moves"));
    }

    @Test
    void aMalformedBoardsizeIsRefusedAndTheGameIsUnchanged() {
        ok("boardsize 3 2");
        ok("play b1-c1");
        String before = ok("position");
        for (String bad : new String[] {
            "boardsize",
            "boardsize x 3",
            "boardsize 0 3",
            "boardsize 16 2",
            "boardsize 3 -1",
            "boardsize 3 2 1",
            "boardsize 3x2",
            "boardsize 1000 1"
        }) {
            assertThat(fails(bad)).isNotEmpty();
            assertEquals(before, ok("position"), bad + " leaves the game alone");
        }
        assertThat(fails("boardsize 16 2")).contains("16x2");
    }

    @Test
    void clearBoardEmptiesTheBoardAndKeepsItsSize() {
        ok("boardsize 3 2");
        ok("play a1-b1");
        ok("clear_board");
        assertEquals(DotsPosition.empty(3, 2).lineCount(), ok("legal_moves").split(" ").length);
        assertEquals("1", ok("to_move"));
    }

    @Test
    void playDrawsALineForTheSideToMoveInEitherDotOrder() {
        ok("boardsize 2 2");
        assertEquals("1", ok("to_move"));
        ok("play b1-a1");
        assertEquals("2", ok("to_move"));
        assertThat(ok("position")).as("kept as the notation writes it").contains("\na1-b1");
        assertThat(ok("legal_moves")).doesNotContain("a1-b1");
    }

    @Test
    void anIllegalMoveIsRefusedWithTheReasonAndTheGameIsUnchanged() {
        ok("boardsize 2 2");
        ok("play a1-b1");
        String before = ok("position");
        assertThat(fails("play a1-b1")).contains("already joined");
        assertThat(fails("play a1-b2")).contains("diagonal");
        assertThat(fails("play a1-c1")).contains("too far");
        // the board is told by its dots, not as a "3x3 board" after boardsize 2 2 asked for 2x2 boxes
        assertThat(fails("play a1-a9")).contains("no dot a9 on this board: its dots go from a1 to c3");
        assertThat(fails("play hello")).contains("not a line");
        assertThat(fails("play")).contains("play a1-b1");
        assertThat(fails("play a2-b2 a3-b3")).contains("one move");
        assertEquals(before, ok("position"));
        assertEquals("2", ok("to_move"));
    }

    @Test
    void genmovePlaysAndAnswersALegalLineForTheSideToMove() {
        ok("boardsize 3 3");
        ok("play a1-b1");
        List<String> legal = Text.words(ok("legal_moves"));
        String move = ok("genmove");
        assertThat(legal).as(move + " was legal").contains(move);
        assertThat(Text.words(ok("legal_moves"))).doesNotContain(move);
        assertEquals(legal.size() - 1, Text.words(ok("legal_moves")).size());
        assertThat(fails("genmove 1")).contains("no arguments");
    }

    @Test
    void genmoveTakesTheBoxOnOffer() {
        ok("boardsize 3 3");
        ok("play a1-b1");
        ok("play a1-a2");
        ok("play a2-b2");
        assertEquals("b1-b2", ok("genmove"));
        assertEquals("0 1", ok("score"));
        assertEquals("2", ok("to_move"), "closing a box keeps the turn");
    }

    @Test
    void undoTakesBackOneMove() {
        ok("boardsize 2 2");
        fails("undo");
        ok("play a1-b1");
        ok("play a2-b2");
        ok("undo");
        assertEquals("2", ok("to_move"));
        assertThat(ok("legal_moves")).contains("a2-b2");
        assertThat(ok("legal_moves")).doesNotContain("a1-b1");
        ok("undo");
        assertThat(fails("undo")).contains("no move to undo");
    }

    @Test
    void showboardDrawsDotsLinesOwnersAndCoordinates() {
        ok("boardsize 2 1");
        for (String m : new String[] {"a1-b1", "b1-c1", "a2-b2", "a1-a2", "b1-b2"}) ok("play " + m);
        // player 1 closed the left box with b1-b2
        String expected =
                "= \n" + "   a   b   c\n" + " 2 +---+   +\n" + "   | 1 |    \n" + " 1 +---+---+\n" + "   a   b   c\n\n";
        assertEquals(expected, engine.execute("showboard"));
    }

    @Test
    void toMoveScoreAndResultFollowTheGameToAWin() {
        ok("boardsize 1 1");
        assertEquals("none", ok("result"));
        ok("play a1-b1");
        ok("play a2-b2");
        ok("play a1-a2");
        assertEquals("2", ok("to_move"));
        ok("play b1-b2");
        assertEquals("0 1", ok("score"));
        assertEquals("2", ok("result"));
        assertEquals("", ok("legal_moves"));
        assertThat(fails("play a1-b1")).contains("over");
        assertThat(fails("genmove")).contains("over");
    }

    @Test
    void resultIsATieOnEqualBoxes() {
        ok("boardsize 2 1");
        for (String m : new String[] {"b1-b2", "b1-c1", "a1-b1", "a2-b2", "a1-a2", "b2-c2", "c1-c2"}) ok("play " + m);
        assertEquals("1 1", ok("score"));
        assertEquals("tie", ok("result"));
    }

    @Test
    void levelNamesTheComputerAndRefusesUnknownLevelsListingTheKnownOnes() {
        assertEquals(DotsGame.RULES.players().defaultLevel(), ok("level"));
        ok("level easy");
        String reason = fails("level grandmaster");
        assertThat(reason).as(reason).contains("grandmaster");
        assertThat(reason).as(reason).contains("easy");
        assertEquals("easy", ok("level"));
    }

    @Test
    void levelAcceptsEveryLevelAndGenmovePlaysALegalLineAtEach() {
        ok("boardsize 3 2");
        for (String level : DotsGame.RULES.players().levels()) {
            ok("level " + level);
            assertEquals(level, ok("level"));
            List<String> legal = Text.words(ok("legal_moves"));
            assertThat(legal).as(level + " plays a legal line").contains(ok("genmove"));
        }
        String reason = fails("level expert");
        assertThat(reason).as(reason).contains("easy");
        assertThat(reason).as(reason).contains("medium");
        assertThat(reason).as(reason).contains("strong");
    }

    @Test
    void genmoveAtStrongKeepsWithinTheTimeLimit() {
        ok("boardsize 7 7");
        ok("level strong");
        ok("time_limit 0.2");
        for (int i = 0; i < 3; i++) {
            double before = ThreadWork.millis();
            ok("genmove");
            // a quarter of the limit is its share; the bound only catches a player ignoring the limit. It counts the
            // work done (the thread's processor time), which a busy machine does not stretch as it stretches the clock
            double work = ThreadWork.millis() - before;
            assertThat(work).as("genmove worked for " + work + " ms").isLessThan(1000);
        }
    }

    @Test
    void solveAnswersTheExactValueForTheSideToMoveAndAnOptimalLine() {
        ok("boardsize 3 3");
        // published: the first player loses 3x3 by 3 boxes
        List<String> answer = Text.words(ok("solve"));
        assertEquals(2, answer.size(), answer.toString());
        assertEquals("-3", answer.get(0));
        assertThat(Text.words(ok("legal_moves"))).contains(answer.get(1));
        assertEquals("1", ok("to_move"), "solve leaves the game as it was");
        assertEquals(
                DotsPosition.empty(3, 3).lineCount(),
                Text.words(ok("legal_moves")).size());
        ok("boardsize 2 2");
        assertEquals("2", Text.words(ok("solve")).get(0));
    }

    @Test
    void solveCountsOnlyTheBoxesStillOpenAndFollowsAnOptimalLineToTheEnd() {
        ok("boardsize 2 2");
        int first = Integer.parseInt(Text.words(ok("solve")).get(0));
        // play the solver's own lines for both sides: the final margin is the first value, from player 1's view
        while (ok("result").equals("none")) ok("play " + Text.words(ok("solve")).get(1));
        List<String> score = Text.words(ok("score"));
        assertEquals(first, Integer.parseInt(score.get(0)) - Integer.parseInt(score.get(1)));
        assertThat(fails("solve")).contains("over");
    }

    @Test
    void solveGivesUpWithAReasonWhenTheTimeLimitIsTooShort() {
        ok("boardsize 6 6");
        ok("time_limit 0.05");
        String reason = fails("solve");
        assertThat(reason).as(reason).contains("not solved");
        assertThat(reason).as(reason).contains("0.05");
        assertThat(fails("solve 1")).contains("no arguments");
    }

    @Test
    void timeLimitKeepsAPositiveNumberOfSeconds() {
        ok("time_limit 2.5");
        assertEquals("2.5", ok("time_limit"));
        for (String bad : new String[] {
            "time_limit 0",
            "time_limit -1",
            "time_limit abc",
            "time_limit 1.2.3",
            "time_limit 0.0",
            "time_limit 1 2",
            "time_limit ."
        }) {
            assertThat(fails(bad)).as(bad).contains("positive number");
        }
        assertEquals("2.5", ok("time_limit"));
    }

    @Test
    void positionIsTheGameInTheSaveFormatAndLoadsBack() throws SaveFormatException {
        ok("boardsize 3 2");
        ok("play a1-b1");
        ok("play c2-c3");
        String text = ok("position");
        assertThat(text).as(text).startsWith("[Parlour \"1\"]\n[Game \"dots\"]\n[Size \"3x2\"]");
        Match<DotsPosition> loaded = DotsGame.load(SavedGame.read(text, "engine"), "engine");
        assertEquals(List.of("a1-b1", "c2-c3"), loaded.moves());
        assertEquals(1, loaded.toMove());
    }

    @Test
    void aWholeGameByGenmoveEndsWithAResultThatMatchesTheScore() {
        ok("boardsize 4 3");
        int moves = 0;
        while (ok("result").equals("none")) {
            String before = ok("legal_moves");
            String move = ok("genmove");
            assertThat(Text.words(before)).as(move + " was legal").contains(move);
            moves++;
        }
        assertEquals(DotsPosition.empty(4, 3).lineCount(), moves);
        List<String> score = Text.words(ok("score"));
        int s1 = Integer.parseInt(score.get(0)), s2 = Integer.parseInt(score.get(1));
        assertEquals(12, s1 + s2);
        assertEquals(s1 > s2 ? "1" : s2 > s1 ? "2" : "tie", ok("result"));
    }
}
