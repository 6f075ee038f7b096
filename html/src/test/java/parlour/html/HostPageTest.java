package parlour.html;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A browser test class whose pages are page authors' host pages on another origin, one {@link HostPage} for all its tests. */
abstract class HostPageTest extends SessionTest {
    HostPage host;

    @BeforeAll
    final void startHost() throws IOException {
        host = new HostPage(web);
    }

    @AfterAll
    final void stopHost() {
        if (host != null) host.close();
    }
}
