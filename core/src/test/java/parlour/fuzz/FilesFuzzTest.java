package parlour.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Fuzz target for CI's short run: the texts and files a player loads or pastes (a save file, a pasted game, a board
 * file of any game, a Gone board, an Arrows board), each as its own target reads it, in one JVM ({@link FuzzMix}).
 */
class FilesFuzzTest {
    private static final FuzzMix MIX = new FuzzMix()
            .add(
                    SaveFileFuzzTest.class,
                    "saveFile",
                    data -> new SaveFileFuzzTest().saveFile(data.consumeRemainingAsBytes()))
            .add(PastedGameFuzzTest.class, "pastedGame", data -> new PastedGameFuzzTest().pastedGame(data))
            .add(BoardFileFuzzTest.class, "boardFile", data -> new BoardFileFuzzTest().boardFile(data))
            .add(
                    GoneFormatFuzzTest.class,
                    "goneBoard",
                    data -> new GoneFormatFuzzTest().goneBoard(data.consumeRemainingAsBytes()))
            .add(
                    ArrowsBoardFuzzTest.class,
                    "arrowsBoard",
                    data -> new ArrowsBoardFuzzTest().arrowsBoard(data.consumeRemainingAsBytes()));

    @BeforeAll
    static void seeds() throws IOException {
        MIX.seedCorpus(FilesFuzzTest.class, "files");
    }

    @FuzzTest(maxDuration = "20s")
    void files(FuzzedDataProvider data) {
        MIX.run(data);
    }

    @AfterAll
    static void everyTargetFuzzed() {
        MIX.assertEveryTargetFuzzed();
    }
}
