package parlour.shell.page;

import java.util.function.Consumer;
import parlour.game.FriendLinks;
import parlour.match.FriendLink;
import parlour.shell.files.MatchFiles;
import parlour.shell.launch.Navigator;
import parlour.shell.screen.GameScreen;

/**
 * A game played by links with a friend elsewhere, for the page's script and the desktop's paste: the link that sends
 * the game on screen to the friend, and a link opened (a new game, or the friend's reply continuing the one kept).
 */
public final class FriendControl {
    private FriendControl() {}

    /**
     * The friend link for the game on screen on {@code page} (its address; the code goes in its fragment).
     *
     * @throws IllegalArgumentException when no game is on screen or it is not played with a friend elsewhere
     */
    public static String friendLink(Navigator app, String page) {
        GameScreen<?> g = onScreen(app);
        if (g == null) throw new IllegalArgumentException("no game is on screen");
        return linkOf(g).on(page == null ? "" : page);
    }

    private static <P> FriendLink linkOf(GameScreen<P> g) {
        return FriendLinks.linkOf(g.entry().def, g.match());
    }

    /**
     * Opens a friend link: the friend's reply continues the game on screen when it only adds their moves, else the
     * link's game opens (see {@link MatchFiles#openLink}). Tells {@code answer} null when done, else why not.
     */
    public static void openLink(Navigator app, String text, Consumer<String> answer) {
        MatchFiles.openLink(app, text, answer);
    }

    private static GameScreen<?> onScreen(Navigator app) {
        return app.getScreen() instanceof GameScreen ? (GameScreen<?>) app.getScreen() : null;
    }
}
