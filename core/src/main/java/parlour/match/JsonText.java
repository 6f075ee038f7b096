package parlour.match;

/** Text written inside a JSON string for the page's script (the game's state, its puzzle), to read back as it was. */
public final class JsonText {
    private JsonText() {}

    /**
     * {@code s} as the inside of a JSON string that reads back as {@code s}: quotes, backslashes and control characters
     * escaped, and so are U+2028/U+2029 (line ends to a script) and a surrogate without its pair (no UTF-8 for it).
     */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c == '\r') sb.append("\\r");
            else if (c == '\t') sb.append("\\t");
            else if (c < 32 || c == 0x2028 || c == 0x2029 || loneSurrogate(s, i)) unicodeEscape(c, sb);
            else sb.append(c);
        }
        return sb.toString();
    }

    private static boolean loneSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (isHigh(c)) return i + 1 == s.length() || !isLow(s.charAt(i + 1));
        return isLow(c) && (i == 0 || !isHigh(s.charAt(i - 1)));
    }

    private static boolean isHigh(char c) {
        return c >= 0xD800 && c <= 0xDBFF;
    }

    private static boolean isLow(char c) {
        return c >= 0xDC00 && c <= 0xDFFF;
    }

    private static void unicodeEscape(char c, StringBuilder sb) {
        sb.append("\\u");
        for (int shift = 12; shift >= 0; shift -= 4) sb.append("0123456789abcdef".charAt((c >> shift) & 15));
    }
}
