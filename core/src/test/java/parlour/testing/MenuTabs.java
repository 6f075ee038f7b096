package parlour.testing;

import parlour.shell.launch.GameEntry;
import parlour.shell.menu.GameCard;

/** How far the keyboard travels in the menu, for the end-to-end tests that Tab through it. */
public final class MenuTabs {
    private MenuTabs() {}

    /**
     * Tab presses from the initially focused Play button (the first card's, its first control) to the Theme option:
     * past the first card's other controls (its folded Options) and the other cards. On the web, once every card has
     * come (the menu fetches every game's code when it shows).
     */
    public static int toTheme() {
        int n = 0;
        for (GameEntry<?> g : Catalogues.STANDARD.games()) n += GameCard.controlCount(g, false);
        return n;
    }
}
