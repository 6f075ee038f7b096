package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlour.app.Launch;

/** The --help text tells the truth about defaults that differ between games. */
class UsageTest {
    @Test
    void eachGameSaysWhoMovesFirstByDefault() {
        String usage = DesktopLauncher.usage(new Launch(null, null));
        assertThat(usage).as(usage).contains("--first=1|2|random");
        int morris = usage.indexOf("Six Men's Morris (--game morris6)");
        int arrows = usage.indexOf("Arrows (--game arrows)");
        assertThat(morris).as(usage).isGreaterThanOrEqualTo(0);
        assertThat(arrows).as(usage).isGreaterThan(morris);
        assertThat(usage.substring(morris, arrows)).as(usage).contains("first");
        assertThat(usage.substring(morris, arrows)).as(usage).contains("drawn at random");
        int dots = usage.indexOf("Dots and Boxes (--game dots)");
        assertThat(usage.substring(dots, usage.indexOf("Gone (--game gone)")))
                .as(usage)
                .contains("player 1 moves first");
    }
}
