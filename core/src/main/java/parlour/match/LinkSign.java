package parlour.match;

/**
 * What marks a text as a friend link (its address or its bare code): known before the friend links' own code
 * ({@link FriendLink}), which the web widget fetches only when a link is asked for or opened.
 */
public final class LinkSign {
    /** What comes before the code in a link's address: the fragment, which the browser never sends to a server. */
    public static final String KEY = "parlour-friend=";
    /** Every code begins so: Parlour's friend link, version 1 (a later form would say 2). */
    public static final String PREFIX = "PF1";

    private LinkSign() {}

    /** Whether {@code text} is meant as a friend link (its address or its code), not as save text. */
    public static boolean isLink(String text) {
        if (text == null) return false;
        String s = text.trim();
        return s.contains(KEY) || s.startsWith(PREFIX) && s.indexOf(' ') < 0 && s.indexOf('\n') < 0;
    }
}
