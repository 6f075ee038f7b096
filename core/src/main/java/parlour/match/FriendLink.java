package parlour.match;

import static parlour.words.Tr.refusal;

/**
 * A friend link: a game sent to someone elsewhere, who plays the side it invites them to. It carries the save text
 * (game, options, moves), packed and checked ({@link LinkPacking}), after {@code #parlour-friend=} in a page's
 * address, so that nothing but the link is needed to play on: no server keeps the game.
 */
public final class FriendLink {
    private static final String KEY = LinkSign.KEY;
    private static final String PREFIX = LinkSign.PREFIX;

    /** The game in the save format. */
    public final String saveText;
    /** The side the invited person plays: 1 or 2. */
    public final int side;

    public FriendLink(String saveText, int side) {
        if (side != 1 && side != 2) throw new IllegalArgumentException("a friend link invites side 1 or 2");
        this.saveText = saveText;
        this.side = side;
    }

    /** The code that goes after {@link #KEY}: version, side, then the checked, packed save text in base64url. */
    public String code() {
        byte[] packed = LinkPacking.pack(saveText);
        byte[] checked = new byte[packed.length + 4];
        int sum = checksum(saveText);
        for (int k = 0; k < 4; k++) checked[k] = (byte) (sum >>> (24 - 8 * k));
        System.arraycopy(packed, 0, checked, 4, packed.length);
        return PREFIX + side + LinkPacking.base64url(checked);
    }

    /** {@code page}'s address with this link's code in its fragment (any fragment it had is replaced). */
    public String on(String page) {
        int hash = page.indexOf('#');
        return (hash < 0 ? page : page.substring(0, hash)) + "#" + KEY + code();
    }

    /**
     * Reads a friend link: a page's address with {@code #parlour-friend=CODE}, or the code alone.
     *
     * @throws IllegalArgumentException saying why it is not one a player could have been sent (not Parlour's,
     *     of a later version, cut short or changed on the way)
     */
    public static FriendLink read(String text) {
        String s = text == null ? "" : text.trim();
        int at = s.indexOf(KEY);
        String code = at >= 0 ? s.substring(at + KEY.length()) : s;
        int end = 0;
        while (end < code.length() && code.charAt(end) != '&' && code.charAt(end) != '#') end++;
        code = code.substring(0, end);
        if (!code.startsWith("PF")) throw refusal("this is not a Parlour friend link");
        if (code.length() < 4 || !code.startsWith(PREFIX))
            throw refusal("this friend link is of a later Parlour than this one: update Parlour to open it");
        char side = code.charAt(PREFIX.length());
        if (side != '1' && side != '2') throw refusal("this friend link is damaged: it names no side to play");
        String saveText;
        try {
            byte[] checked = LinkPacking.fromBase64url(code.substring(PREFIX.length() + 1));
            if (checked.length < 5) throw new IllegalArgumentException("short");
            byte[] packed = new byte[checked.length - 4];
            System.arraycopy(checked, 4, packed, 0, packed.length);
            saveText = LinkPacking.unpack(packed);
            int sum = 0;
            for (int k = 0; k < 4; k++) sum = sum << 8 | checked[k] & 0xff;
            if (sum != checksum(saveText)) throw new IllegalArgumentException("sum");
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw refusal("this friend link is damaged (cut short or changed on the way): ask for it again");
        }
        return new FriendLink(saveText, side - '0');
    }

    /** Adler-32 of the text's characters: sums that stay small, so that the web's numbers give the same. */
    private static int checksum(String text) {
        int a = 1, b = 0;
        for (int i = 0; i < text.length(); i++) {
            a = (a + text.charAt(i)) % 65521;
            b = (b + a) % 65521;
        }
        return b << 16 | a;
    }
}
