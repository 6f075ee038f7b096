package parlour.shell.files;

import static parlour.words.Tr.t;

import parlour.game.FriendClock;
import parlour.game.FriendLinks;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.platform.Platform;
import parlour.shell.launch.GameEntry;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/**
 * "Send to your friend": after each turn played here in a game played by links with a friend elsewhere, the link that carries the
 * game to them, selected to copy and said to a screen reader (as the Save dialog's Share link is); it goes when the
 * friend's reply comes in.
 */
public final class FriendCard {
    /** The page the last friend link opened came from: a reply goes back on it where there is no site (desktop). */
    private static String lastPage = "";
    /** The page friend links go on where there is no site, given by the player (the desktop's --friend-page), or null. */
    private static String ownPage;

    private Dialog shown;

    /**
     * {@code mover} just played on {@code m}: when they play here and the turn went to the friend elsewhere (or the
     * game ended), the card shows the link on {@code screen}; a move of the friend's closes it.
     */
    public <P> void moved(BaseScreen screen, Platform platform, GameEntry<P> entry, Match<P> m, int mover) {
        int friend = FriendLinks.friendSide(m);
        // a live game (the friend's moves come through the page's play) needs no link
        if (friend == 0 || mover == 0 || !FriendLinks.byLink(m)) return;
        if (mover == friend) {
            close();
            return;
        }
        if (m.seat(mover).kind() != Seat.Kind.HERE || !m.isOver() && m.toMove() != friend) return;
        close();
        double now = platform.time().wallMillis();
        String link = FriendLinks.linkOf(entry.def, m, now).on(page(platform, entry.id()));
        String due = FriendClock.words(m, now);
        String text =
                t("Your turn is played. Send your friend this link to play theirs: it is selected, copy it (Ctrl+C).")
                        + (due == null ? "" : " " + due);
        // said as well, without the address (a listener reads it in the page's copy of the field; heard, it is a long
        // run of letters)
        platform.announce(t("Send to your friend") + ". " + text, false);
        shown = KeptTexts.showLink(screen, platform, t("Send to your friend"), text, "friend link", link);
    }

    /**
     * Where a friend link goes: the site's embed.html on the web, else (the desktop, which has no site) the page the
     * player gave ({@link #usePage}), else the page the last friend link opened came from, else none (the link is the
     * game's code alone, which Load and a widget's position take).
     */
    public static String page(Platform platform, String gameId) {
        String site = platform.shareLink(gameId, "");
        if (site == null) return ownPage != null ? ownPage : lastPage;
        int query = site.indexOf('?');
        return query < 0 ? site : site.substring(0, query);
    }

    /** Friend links go on {@code page} where there is no site (null: on the page the last link came from). */
    public static void usePage(String page) {
        ownPage = page;
    }

    /** A friend link {@code text} was opened: where it has an address, replies go back on that page. */
    public static void openedFrom(String text) {
        String s = text.trim();
        int hash = s.indexOf('#');
        if (hash > 0) lastPage = s.substring(0, hash);
    }

    private void close() {
        if (shown != null && shown.getStage() != null) shown.close();
        shown = null;
    }
}
