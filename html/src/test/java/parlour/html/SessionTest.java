package parlour.html;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * A browser test class whose tests share one session (the built site at an origin of its own, a tab of the shared
 * Chromium), opened before its first test and closed after its last.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SessionTest {
    WebSession web;
    StaticSite server;
    Browser browser;
    Widget widget;

    @BeforeAll
    final void startSession() throws IOException {
        web = WebSession.start();
        server = web.server;
        browser = web.browser;
        widget = web.widget;
    }

    @AfterAll
    final void closeSession() {
        if (web != null) web.close();
    }
}
