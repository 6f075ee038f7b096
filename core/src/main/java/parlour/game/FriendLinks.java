package parlour.game;

import static parlour.words.Tr.refusal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import parlour.match.FriendLink;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.SavedGame;
import parlour.match.Seat;
import parlour.match.Text;

/**
 * A game played by links with a friend elsewhere: the link that sends them the game, the game a link opens, and the
 * check that a reply only adds the friend's moves to the game kept here, so that a changed or stale link never
 * changes a game.
 */
public final class FriendLinks {
    private FriendLinks() {}

    /** The side of {@code m} a friend elsewhere plays, or 0 when neither does. */
    public static int friendSide(Match<?> m) {
        for (int p = 1; p <= 2; p++) if (m.seat(p).kind() == Seat.Kind.ELSEWHERE) return p;
        return 0;
    }

    /**
     * Whether {@code m} is played by links: it came from one, or a link was asked for in it. A game whose friend's
     * moves come live through the page's channel is not, and offers no link after each move.
     */
    public static boolean byLink(Match<?> m) {
        return m.tags().containsKey(BY_LINK);
    }

    /** The match's own (unsaved) tag that says it is played by links. */
    private static final String BY_LINK = "FriendByLink";

    /** Marks {@code m} as played {@link #byLink}: it came from a link (again, after a reload of the page it opened). */
    public static void playByLink(Match<?> m) {
        m.tags().put(BY_LINK, "yes");
    }

    /**
     * Whether {@code kept} is {@code link}'s game played on here: the same game and options, the invited side played
     * here, and the link's moves its first ones (the page the link opened, reloaded since a move was played on it).
     */
    public static <P> boolean playedOn(GameDef<P> def, Match<P> kept, FriendLink link) {
        if (friendSide(kept) != 3 - link.side) return false;
        Match<P> linked;
        try {
            linked = GameSaves.load(def, link.saveText, "friend link");
        } catch (SaveFormatException e) {
            return false;
        }
        List<String> ours = kept.moves(), links = linked.moves();
        return sameStart(def, linked, kept)
                && links.size() <= ours.size()
                && ours.subList(0, links.size()).equals(links);
    }

    /** The tags of {@code link}'s save text (none where it cannot be read: {@link #open} says why). */
    public static Map<String, String> tagsOf(FriendLink link) {
        try {
            return SavedGame.read(link.saveText, "friend link").tags();
        } catch (SaveFormatException e) {
            return new HashMap<>();
        }
    }

    /** Whether two matches start alike: the same options and the same first player. */
    private static <P> boolean sameStart(GameDef<P> def, Match<P> a, Match<P> b) {
        return def.optionsOf(a.start()).equals(def.optionsOf(b.start()))
                && def.firstPlayer(a.start()) == def.firstPlayer(b.start());
    }

    /**
     * The link that sends {@code m} to the friend, inviting them to their side: the save text without the seats (the
     * link says who plays where), the clocks or the page's marks, with a correspondence clock's date for the move due
     * (set from {@code now} when not set yet: {@link FriendClock#start}). From then on {@code m} is played
     * {@link #byLink}.
     *
     * @throws IllegalArgumentException when no seat of {@code m} is a friend's
     */
    public static <P> FriendLink linkOf(GameDef<P> def, Match<P> m, double now) {
        int friend = friendSide(m);
        if (friend == 0 || m.seat(3 - friend).kind() == Seat.Kind.ELSEWHERE)
            throw refusal("this game is not played with a friend elsewhere: make one player a friend first");
        playByLink(m);
        FriendClock.start(m, now);
        SavedGame g = GameSaves.save(def, m);
        g.tags().remove("Player1");
        g.tags().remove("Player2");
        g.tags().remove("Clocks");
        g.tags().remove(GameSaves.MARKS_TAG);
        return new FriendLink(g.write(), friend);
    }

    /**
     * The game {@code link} holds, the invited side played here and the other by the friend who sent it.
     *
     * @throws SaveFormatException when its save text is not a game this program plays (another game's, a move
     *     against the rules)
     */
    public static <P> Match<P> open(GameDef<P> def, FriendLink link) throws SaveFormatException {
        Match<P> m = GameSaves.load(def, link.saveText, "friend link");
        m.setSeat(link.side, Seat.HUMAN);
        m.setSeat(3 - link.side, Seat.ELSEWHERE);
        playByLink(m);
        return m;
    }

    /**
     * The moves {@code reply} adds to {@code kept}: the friend's, played since the game was kept.
     *
     * @throws IllegalArgumentException saying why the reply is refused (another game, a move of the kept game
     *     changed, older than the kept game, a move for the side played here, no move at all, a turn left unfinished)
     */
    public static <P> List<String> newMoves(GameDef<P> def, Match<P> kept, FriendLink reply) {
        int friend = friendSide(kept);
        if (friend == 0)
            throw refusal("this game is not played with a friend elsewhere: make one player a friend first");
        int here = 3 - friend;
        Match<P> theirs;
        try {
            theirs = GameSaves.load(def, reply.saveText, "friend link");
        } catch (SaveFormatException e) {
            throw refusal("this link is not this game: {0}", e.getMessage());
        }
        if (!sameStart(def, theirs, kept))
            throw refusal("this link is another game: its options or its first player are not this game's");
        List<String> ours = kept.moves(), links = theirs.moves();
        for (int i = 0; i < Math.min(ours.size(), links.size()); i++) {
            if (!ours.get(i).equals(links.get(i)))
                throw refusal("this link changes move {0}: {1} was {2}", i + 1, links.get(i), ours.get(i));
        }
        if (links.size() < ours.size())
            throw refusal(
                    "this link is older than this game: it has {0} {0|move|moves}, this game has {1} {1|move|moves}",
                    links.size(), ours.size());
        if (reply.side != here)
            throw refusal(
                    "this is the link for your friend: it invites player {0}, and you play player {1}",
                    reply.side, here);
        if (links.size() == ours.size()) throw refusal("this link brings no new move: your friend has not played yet");
        List<String> added = new ArrayList<>();
        for (int i = ours.size(); i < links.size(); i++) {
            int mover = def.toMove(theirs.positionAt(i));
            if (mover == here)
                throw refusal(
                        "this link plays move {0} ({1}) for you, not for your friend: it skips your turn",
                        i + 1, Text.quote(links.get(i)));
            added.add(links.get(i));
        }
        if (!theirs.isOver() && theirs.toMove() == friend)
            throw refusal("this link stops in the middle of your friend's turn: they are still to move");
        return added;
    }
}
