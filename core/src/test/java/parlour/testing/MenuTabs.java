package parlour.testing;

import java.util.List;
import parlour.shell.launch.GameEntry;
import parlour.shell.menu.GameCard;

/** How far the keyboard travels in the menu, for the end-to-end tests that Tab through it. */
public final class MenuTabs {
    private MenuTabs() {}

    /** Tab presses from the initially focused Play button (the first card's) to the Theme option: past the other cards. */
    public static int toTheme() {
        List<GameEntry<?>> games = Catalogues.STANDARD.games();
        int n = 1;
        for (GameEntry<?> g : games.subList(1, games.size())) n += GameCard.controlCount(g, false);
        return n;
    }

    /**
     * The same on a web page's first visit: only the page's game (the first) has its code, and every other card shows
     * its Play alone (Tab passing over it fetches nothing, so the menu stays as a fresh page shows it).
     */
    public static int toThemeOnAFreshPage() {
        return Catalogues.STANDARD.games().size();
    }
}
