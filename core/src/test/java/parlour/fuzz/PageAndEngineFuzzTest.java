package parlour.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Fuzz target for CI's short run: what a page, a link, a typing player or a program tells the game (a page's calls, the
 * launch options, a share link, typed moves, engine protocol lines), each as its own target reads it, in one JVM
 * ({@link FuzzMix}).
 */
class PageAndEngineFuzzTest {
    private static final FuzzMix MIX = new FuzzMix()
            .add(PageCallsFuzzTest.class, "pageCalls", data -> new PageCallsFuzzTest().pageCalls(data))
            .add(
                    LaunchOptionsFuzzTest.class,
                    "options",
                    data -> new LaunchOptionsFuzzTest().options(data.consumeRemainingAsBytes()))
            .add(ShareLinkFuzzTest.class, "shareLink", data -> new ShareLinkFuzzTest().shareLink(data))
            .add(TypedMovesFuzzTest.class, "typedMoves", data -> new TypedMovesFuzzTest().typedMoves(data))
            .add(
                    EngineProtocolFuzzTest.class,
                    "protocolLines",
                    data -> new EngineProtocolFuzzTest().protocolLines(data.consumeRemainingAsBytes()));

    @BeforeAll
    static void seeds() throws IOException {
        MIX.seedCorpus(PageAndEngineFuzzTest.class, "pageAndEngine");
    }

    @FuzzTest(maxDuration = "20s")
    void pageAndEngine(FuzzedDataProvider data) {
        MIX.run(data);
    }

    @AfterAll
    static void everyTargetFuzzed() {
        MIX.assertEveryTargetFuzzed();
    }
}
