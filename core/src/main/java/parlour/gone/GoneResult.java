package parlour.gone;

/** The answer to a Gone configuration: how many rounds change something, and whether a black pebble is left. */
public final class GoneResult {
    public final int rounds;
    public final boolean blackRemains;

    public GoneResult(int rounds, boolean blackRemains) {
        this.rounds = rounds;
        this.blackRemains = blackRemains;
    }

    /** {@code rounds=N black-remains=yes|no}, as the command line prints it. */
    @Override
    public String toString() {
        return "rounds=" + rounds + " black-remains=" + (blackRemains ? "yes" : "no");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GoneResult
                && ((GoneResult) o).rounds == rounds
                && ((GoneResult) o).blackRemains == blackRemains;
    }

    @Override
    public int hashCode() {
        return rounds * 2 + (blackRemains ? 1 : 0);
    }
}
