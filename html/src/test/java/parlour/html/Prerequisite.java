package parlour.html;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/** The one rule for a tool a test needs and the machine lacks: with CI=true the test fails, elsewhere it is skipped. */
public final class Prerequisite {
    private Prerequisite() {}

    /** Returns when {@code missing} is null; otherwise fails (CI=true) or aborts the test as skipped, saying why. */
    public static void require(String missing) {
        if (missing == null) return;
        if ("true".equalsIgnoreCase(System.getenv("CI")))
            fail(missing + " (CI=true, so this fails instead of skipping)");
        Assumptions.abort(missing);
    }
}
