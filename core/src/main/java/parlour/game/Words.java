package parlour.game;

/** Small wording helpers every game and the shell share: "known: a, b" lists, counts, small numbers. */
public final class Words {
    private Words() {}

    /** "a, b, c". */
    public static String join(String[] items) {
        StringBuilder sb = new StringBuilder();
        for (String s : items) sb.append(sb.length() == 0 ? "" : ", ").append(s);
        return sb.toString();
    }

    /**
     * A whole number of at most three digits.
     *
     * @throws IllegalArgumentException with {@code problem} when it is not one
     */
    public static int smallNumber(String s, String problem) {
        if (s.isEmpty() || s.length() > 3) throw new IllegalArgumentException(problem);
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new IllegalArgumentException(problem);
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** "1 move", "2 moves". */
    public static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
