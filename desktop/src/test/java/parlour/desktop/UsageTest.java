package parlour.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import parlour.app.Launch;

/** The --help text tells the truth about defaults that differ between games. */
class UsageTest {
    @Test
    void eachGameSaysWhoMovesFirstByDefault() {
        String usage = DesktopLauncher.usage(new Launch(null, null));
        assertTrue(usage.contains("--first=1|2|random"), usage);
        int morris = usage.indexOf("Six Men's Morris (--game morris6)");
        int arrows = usage.indexOf("Arrows (--game arrows)");
        assertTrue(morris >= 0 && arrows > morris, usage);
        assertTrue(
                usage.substring(morris, arrows).contains("first")
                        && usage.substring(morris, arrows).contains("drawn at random"),
                usage);
        int dots = usage.indexOf("Dots and Boxes (--game dots)");
        assertTrue(usage.substring(dots, usage.indexOf("Gone (--game gone)")).contains("player 1 moves first"), usage);
    }
}
