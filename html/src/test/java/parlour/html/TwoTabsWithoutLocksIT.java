package parlour.html;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issues 36 and 44 in a browser without Web Locks (the pages' navigator.locks removed): two tabs of one page opened in
 * the same instant take two numbers, each plays its own game and each reload takes its number back, at full speed and
 * ten times over with the CPU six times slower. Apart from TwoTabsIT (with Web Locks) so the two test JVMs share them.
 */
class TwoTabsWithoutLocksIT extends SessionTest {
    private TabTrials tabs;

    @BeforeAll
    void steps() {
        tabs = new TabTrials(browser, widget);
    }

    @AfterAll
    void closeTrialSites() {
        if (tabs != null) tabs.close();
    }

    /** One tab, on no page of the site: the tabs of another test no longer claim their numbers. */
    @BeforeEach
    void oneTab() {
        browser.keepFirstTabOnly();
        browser.driver.get("about:blank");
    }

    @Test
    void withoutWebLocksTwoTabsOpenedTogetherEachFindTheirOwnGame() throws Exception {
        tabs.run(TwoTabsIT.FULL_SPEED_TRIALS, true, false);
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES) // ten trials on a slowed CPU may outlast the usual 5 minutes
    void withoutWebLocksOnACpuSixTimesSlowerTwoTabsOpenedTogetherEachFindTheirOwnGameTenTimesOver() throws Exception {
        tabs.run(TwoTabsIT.TRIALS, true, true);
    }
}
