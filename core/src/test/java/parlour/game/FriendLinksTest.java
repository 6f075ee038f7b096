package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlour.arrows.ArrowsGame;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.gone.GoneGame;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.morris.MorrisGame;

/**
 * Two people play by links: each link carries the whole game and is small enough for a chat message, and a reply is
 * only taken when it adds the friend's moves to the game kept here.
 */
class FriendLinksTest {
    private static final String SITE = "https://example.org/parlour/embed.html";

    private static <P> Map<String, String> options(GameDef<P> def, String... pairs) {
        Map<String, String> o = new LinkedHashMap<>();
        for (OptionSpec s : def.options()) o.put(s.name, s.defaultValue);
        for (int i = 0; i < pairs.length; i += 2) o.put(pairs[i], pairs[i + 1]);
        return o;
    }

    /** A game played to its end by a seeded random mover that avoids a move the game warns loses at once. */
    private static <P> Match<P> whole(GameDef<P> def, Map<String, String> options, long seed) {
        Random r = new Random(seed);
        Match<P> m = GameSaves.newMatch(def, options, 1, Seat.HUMAN, Seat.ELSEWHERE);
        while (!m.isOver()) {
            List<String> legal = def.legalMoves(m.position());
            String move = legal.get(r.nextInt(legal.size()));
            for (int tries = 0; tries < 8 && def.warning(m.position(), move) != null; tries++)
                move = legal.get(r.nextInt(legal.size()));
            assertNull(m.play(move), move);
        }
        return m;
    }

    /** The longest of 200 whole games' links, after checking each opens the same game. */
    private static <P> int longest(GameDef<P> def, Map<String, String> options) throws Exception {
        int longest = 0;
        for (long seed = 0; seed < 200; seed++) {
            Match<P> m = whole(def, options, seed);
            String url = FriendLinks.linkOf(def, m, 0).on(SITE);
            Match<P> opened = FriendLinks.open(def, FriendLink.read(url));
            assertEquals(m.moves(), opened.moves());
            assertEquals(Seat.HUMAN, opened.seat(2));
            assertEquals(Seat.ELSEWHERE, opened.seat(1));
            longest = Math.max(longest, url.length());
        }
        System.out.println(def.id() + ": the longest friend link of 200 whole games is " + longest + " characters");
        return longest;
    }

    @Test
    void wholeGamesOfEveryGameFitInLinksUnder2000Characters() throws Exception {
        assertTrue(longest(DotsGame.RULES, options(DotsGame.RULES, "size", "5x5")) < 2000);
        assertTrue(longest(MorrisGame.NINE, options(MorrisGame.NINE)) < 2000);
        assertTrue(longest(ArrowsGame.RULES, options(ArrowsGame.RULES)) < 2000);
        // Gone's game between two players: a challenge, each seeding the board the other's rounds run on
        assertTrue(longest(GoneGame.RULES, options(GoneGame.RULES, "mode", "challenge", "size", "8x8")) < 2000);
    }

    @Test
    void theInvitedSidesGameKeptAfterItsMoveIsTheLinksGamePlayedOnAndNoOtherIs() throws Exception {
        Map<String, String> o = options(DotsGame.RULES, "size", "3x3");
        Match<DotsPosition> a = GameSaves.newMatch(DotsGame.RULES, o, 1, Seat.HUMAN, Seat.ELSEWHERE);
        assertNull(a.play("a1-b1"));
        FriendLink link =
                FriendLink.read(FriendLinks.linkOf(DotsGame.RULES, a, 0).on(SITE));
        Match<DotsPosition> b = FriendLinks.open(DotsGame.RULES, link);
        assertTrue(FriendLinks.playedOn(DotsGame.RULES, b, link), "the link's game as opened");
        assertNull(b.play("c3-c4"));
        assertTrue(FriendLinks.playedOn(DotsGame.RULES, b, link), "played on by the invited side");
        assertFalse(FriendLinks.playedOn(DotsGame.RULES, a, link), "the sender's own game: the other side");
        Match<DotsPosition> other = FriendLinks.open(DotsGame.RULES, link);
        assertNull(other.play("c3-c4"));
        FriendLink later =
                FriendLink.read(FriendLinks.linkOf(DotsGame.RULES, other, 0).on(SITE));
        Match<DotsPosition> elsewhere = GameSaves.newMatch(DotsGame.RULES, o, 1, Seat.ELSEWHERE, Seat.HUMAN);
        assertNull(elsewhere.play("b1-c1"));
        assertFalse(FriendLinks.playedOn(DotsGame.RULES, elsewhere, link), "another first move");
        assertFalse(
                FriendLinks.playedOn(
                        DotsGame.RULES, FriendLinks.open(DotsGame.RULES, link), FriendLink.read(later.on(SITE))),
                "a game behind the link");
    }

    @Test
    void aLinkThatIsNotParloursOrWasDamagedIsRefusedWithWhy() {
        Match<DotsPosition> m = whole(DotsGame.RULES, options(DotsGame.RULES, "size", "3x3"), 1);
        String url = FriendLinks.linkOf(DotsGame.RULES, m, 0).on(SITE);
        assertEquals(
                "this is not a Parlour friend link",
                assertThrows(IllegalArgumentException.class, () -> FriendLink.read("https://example.org/#chat"))
                        .getMessage());
        String damaged = "this friend link is damaged (cut short or changed on the way): ask for it again";
        int at = url.length() - 10;
        char changed = url.charAt(at) == 'A' ? 'B' : 'A';
        String tampered = url.substring(0, at) + changed + url.substring(at + 1);
        assertEquals(
                damaged,
                assertThrows(IllegalArgumentException.class, () -> FriendLink.read(tampered))
                        .getMessage());
        assertEquals(
                damaged,
                assertThrows(IllegalArgumentException.class, () -> FriendLink.read(url.substring(0, url.length() - 30)))
                        .getMessage());
        assertEquals(
                "this friend link is of a later Parlour than this one: update Parlour to open it",
                assertThrows(IllegalArgumentException.class, () -> FriendLink.read(url.replace("PF1", "PF2")))
                        .getMessage());
    }

    /** A plays player 1 here, the friend player 2 on their own board; returns B's game after A's first move. */
    @Test
    void aReplyThatAddsTheFriendsMovesIsTakenAndAnyOtherIsRefusedLeavingTheGameAsItWas() throws Exception {
        DotsGame def = DotsGame.RULES;
        Match<DotsPosition> a = GameSaves.newMatch(def, options(def, "size", "3x3"), 1, Seat.HUMAN, Seat.ELSEWHERE);
        assertNull(a.play("a1-b1"));
        FriendLink sent = FriendLinks.linkOf(def, a, 0);
        assertEquals(2, sent.side);
        Match<DotsPosition> b = FriendLinks.open(def, FriendLink.read(sent.on(SITE)));
        assertEquals(Arrays.asList("a1-b1"), b.moves());
        assertTrue(b.hereToMove());
        assertNull(b.play("c3-d3"));
        FriendLink reply = FriendLink.read(FriendLinks.linkOf(def, b, 0).on(SITE));
        assertEquals(1, reply.side);

        assertEquals(Arrays.asList("c3-d3"), newMoves(a, reply));
        assertEquals("this is the link for your friend: it invites player 2, and you play player 1", refused(a, sent));
        assertEquals(
                "this link brings no new move: your friend has not played yet",
                refused(a, new FriendLink(sent.saveText, 1)));
        assertEquals(
                "this link changes move 1: b1-c1 was a1-b1",
                refused(a, new FriendLink(reply.saveText.replace("a1-b1", "b1-c1"), 1)));
        assertEquals(
                "this link is another game: its options or its first player are not this game's",
                refused(a, new FriendLink(reply.saveText.replace("3x3", "4x4"), 1)));

        // A plays on; the friend's link from before that is stale, and a reply that also plays A's move is refused
        assertNull(a.play("c3-d3"));
        assertNull(a.play("a4-b4"));
        List<String> before = a.moves();
        assertEquals("this link is older than this game: it has 2 moves, this game has 3 moves", refused(a, reply));
        assertNull(b.play("a4-b4"));
        assertNull(b.play("d1-d2"));
        assertNull(b.play("a1-a2"));
        assertEquals(
                "this link plays move 5 ('a1-a2') for you, not for your friend: it skips your turn",
                refused(a, FriendLinks.linkOf(def, b, 0)));
        assertEquals(before, a.moves());
        assertTrue(b.undoOne());
        assertEquals(Arrays.asList("d1-d2"), newMoves(a, FriendLinks.linkOf(def, b, 0)));
        assertEquals(
                "this link is not this game: friend link line 2: this is a save of 'morris9', not of Dots and Boxes",
                refused(
                        a,
                        FriendLinks.linkOf(MorrisGame.NINE, whole(MorrisGame.NINE, options(MorrisGame.NINE), 3), 0)));
    }

    private static List<String> newMoves(Match<DotsPosition> kept, FriendLink reply) {
        return FriendLinks.newMoves(DotsGame.RULES, kept, reply);
    }

    private static String refused(Match<DotsPosition> kept, FriendLink reply) {
        return assertThrows(IllegalArgumentException.class, () -> newMoves(kept, reply))
                .getMessage();
    }
}
