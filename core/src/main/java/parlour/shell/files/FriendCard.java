package parlour.shell.files;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import parlour.game.FriendLinks;
import parlour.match.Match;
import parlour.match.Seat;
import parlour.platform.Platform;
import parlour.shell.launch.GameEntry;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/**
 * "Send to your friend": after each turn played here in a game with a friend elsewhere, the link that carries the
 * game to them, selected to copy and said to a screen reader (as the Save dialog's Share link is); it goes when the
 * friend's reply comes in.
 */
public final class FriendCard {
    private final BaseScreen screen;
    private final Platform platform;
    private Dialog shown;

    public FriendCard(BaseScreen screen, Platform platform) {
        this.screen = screen;
        this.platform = platform;
    }

    /**
     * {@code mover} just played on {@code m}: when they play here and the turn went to the friend elsewhere (or the
     * game ended), the card shows the link; a move of the friend's closes it.
     */
    public <P> void moved(GameEntry<P> entry, Match<P> m, int mover) {
        int friend = FriendLinks.friendSide(m);
        if (friend == 0 || mover == 0) return;
        if (mover == friend) {
            close();
            return;
        }
        if (m.seat(mover).kind() != Seat.Kind.HERE || !m.isOver() && m.toMove() != friend) return;
        close();
        String link = FriendLinks.linkOf(entry.def, m).on(page(platform, entry.id()));
        platform.announce(t("Send to your friend: {0}", link), false);
        Dialog d = new Dialog(t("Send to your friend"), screen.skin());
        d.text(t("Your turn is played. Send your friend this link to play theirs: it is selected, copy it (Ctrl+C)."));
        TextField field = new TextField(link, screen.skin());
        field.setName("friend link");
        field.setUserObject(t("Send to your friend"));
        d.content(field, true);
        d.button(t("Close"), null);
        d.wide();
        screen.open(d);
        screen.focusField(field);
        field.selectAll();
        shown = d;
    }

    /**
     * Where a friend link goes: the site's embed.html on the web, else (the desktop, which has no site) the page the
     * last friend link opened came from.
     */
    static String page(Platform platform, String gameId) {
        String site = platform.shareLink(gameId, "");
        if (site == null) return MatchFiles.linkPage();
        int query = site.indexOf('?');
        return query < 0 ? site : site.substring(0, query);
    }

    private void close() {
        if (shown != null && shown.getStage() != null) shown.close();
        shown = null;
    }
}
