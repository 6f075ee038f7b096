package parlour.arrows;

/** Number parsing for board texts, bounded so a long word cannot overflow. */
final class BoardNumbers {
    private BoardNumbers() {}

    /** A decimal integer with an optional minus sign, at most 6 digits. @throws IllegalArgumentException with {@code problem} */
    static int number(String s, String problem) {
        String t = s.trim();
        boolean minus = t.startsWith("-");
        if (minus) t = t.substring(1);
        if (t.isEmpty() || t.length() > 6) throw new IllegalArgumentException(problem);
        int n = 0;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') throw new IllegalArgumentException(problem);
            n = n * 10 + (c - '0');
        }
        return minus ? -n : n;
    }
}
