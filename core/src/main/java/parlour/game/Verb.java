package parlour.game;

/** An English verb in the two forms a move in words needs: after "You" ("draw") and after a name ("draws"). */
public final class Verb {
    private Verb() {}

    /** {@code base} ("draw", "close") after "You", else with -s or -es ("draws", "closes", "flies" from "fly"). */
    public static String of(String base, boolean you) {
        if (you) return base;
        if (base.endsWith("y")) return base.substring(0, base.length() - 1) + "ies";
        if (base.endsWith("s")
                || base.endsWith("sh")
                || base.endsWith("ch")
                || base.endsWith("x")
                || base.endsWith("o")) return base + "es";
        return base + "s";
    }
}
