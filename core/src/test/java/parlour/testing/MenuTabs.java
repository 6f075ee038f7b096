package parlour.testing;

import java.util.List;
import parlour.shell.launch.GameEntry;
import parlour.shell.menu.GameCard;

/** How far the keyboard travels in the menu, for the end-to-end tests that Tab through it. */
public final class MenuTabs {
    private MenuTabs() {}

    /**
     * Tab presses from the initially focused Play button (the first card's, its first control) to the Theme option:
     * past the first card's other controls (its folded Options) and the other cards.
     */
    public static int toTheme() {
        int n = 0;
        for (GameEntry<?> g : Catalogues.STANDARD.games()) n += GameCard.controlCount(g, false);
        return n;
    }

    /**
     * The same on a web page's first visit: only the page's game (the first) has its code, and every other card shows
     * its Play alone (Tab passing over it fetches nothing, so the menu stays as a fresh page shows it).
     */
    public static int toThemeOnAFreshPage() {
        List<GameEntry<?>> games = Catalogues.STANDARD.games();
        return GameCard.controlCount(games.get(0), false) + games.size() - 1;
    }
}
