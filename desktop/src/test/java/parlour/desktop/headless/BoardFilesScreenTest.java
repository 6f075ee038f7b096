package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlour.arrows.ArrowsBoard;
import parlour.arrows.BoardFiles;
import parlour.testing.State;
import parlour.ui.BaseScreen;

/**
 * Load board and Save board on the game screen by keyboard alone, with real files in a temporary folder:
 * the file dialog's path field, Down and Enter in its list, a bad file's message with its line or pair
 * (the game untouched), Undo right after loading, and save then load giving back the same board.
 */
class BoardFilesScreenTest {
    /** The seed's pairs: size 6x5, pieces (2,2) and (5,4), directions 2 and 6, blocked (4,1) (1,5) (3,3). */
    private static final int[] PAIRS = {6, 5, 2, 2, 5, 4, 2, 6, 4, 1, 1, 5, 3, 3};
    /** The seed as the state's "board" writes it: size, each piece and its direction, then the blocked cells. */
    private static final String SEED_BOARD = "6 5 2 2 2 5 4 6 4 1 1 5 3 3";

    private HeadlessParlour parlour;

    @TempDir
    Path dir;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    private boolean dialogOpen() throws Exception {
        return parlour.onGameThread(() -> ((BaseScreen) parlour.app().getScreen()).dialogShown());
    }

    /** The state without what changes from frame to frame or with each message: the game itself. */
    private static String game(State state) {
        return state.without("frames", "status");
    }

    /** Shift+L, then the path typed into the file dialog's field and Enter. */
    private void loadByPath(String path) throws Exception {
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.L);
        assertTrue(dialogOpen(), "Shift+L opens Load board");
        parlour.type(path);
        parlour.key(Keys.ENTER);
    }

    @Test
    void arrowsBoardsLoadUndoAndSaveByteForByte() throws Exception {
        byte[] seed = BoardFiles.writeBinary(ArrowsBoard.of(PAIRS, "test"));
        Files.write(dir.resolve("seed.bin"), seed);
        Files.write(dir.resolve("bad.bin"), Arrays.copyOf(seed, 17));
        Files.write(dir.resolve("notes.md"), new byte[] {'x'});
        parlour = new HeadlessParlour(
                HeadlessParlour.options("game", "arrows", "p1", "human", "p2", "human", "clock", "untimed"));
        parlour.key(Keys.D);
        parlour.key(Keys.ENTER);
        State before = parlour.awaitMoves(3000, "2");

        loadByPath(dir.toString());
        assertTrue(dialogOpen(), "a folder typed into the field opens in the dialog");
        String listed = parlour.dialogText();
        assertThat(listed).as(listed).contains(dir.toString());
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        String message = parlour.dialogText();
        assertThat(message).as(message).contains("bad.bin: pair 5 is cut short");
        assertThat(message).as(message).contains("unchanged");
        parlour.key(Keys.ENTER);
        assertFalse(dialogOpen());
        assertEquals(game(before), game(parlour.state()), "the game in progress is untouched by a bad file");

        parlour.keyWith(Keys.SHIFT_LEFT, Keys.L);
        assertThat(parlour.dialogText())
                .as("Load board opens in the folder used last")
                .contains(dir.toString());
        assertThat(parlour.dialogText()).as("only board files are listed").doesNotContain("notes.md");
        parlour.key(Keys.DOWN);
        parlour.key(Keys.DOWN);
        parlour.key(Keys.ENTER);
        State loaded = parlour.awaitState(now -> now.string("board").equals(SEED_BOARD), 3000);
        assertEquals(List.of(), loaded.moves(), loaded.text());

        parlour.key(Keys.U);
        parlour.awaitMoves(3000, "2");
        assertEquals(game(before), game(parlour.state()), "Undo right after loading brings the game before back");

        loadByPath(dir.resolve("seed.bin").toString());
        parlour.awaitState(now -> now.string("board").equals(SEED_BOARD), 3000);
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.S);
        assertTrue(dialogOpen(), "Shift+S opens Save board");
        parlour.type("copy");
        parlour.key(Keys.ENTER);
        assertFalse(dialogOpen());
        assertArrayEquals(seed, Files.readAllBytes(dir.resolve("copy.bin")), "the seed's binary format, byte for byte");

        Files.write(dir.resolve("copy.bin"), new byte[] {1});
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.S);
        parlour.type("copy");
        parlour.key(Keys.ENTER);
        assertThat(parlour.dialogText()).as("saving over a file asks first").contains("exists already");
        parlour.key(Keys.ESCAPE);
        assertArrayEquals(new byte[] {1}, Files.readAllBytes(dir.resolve("copy.bin")), "Esc keeps the old file");
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.S);
        parlour.type("copy");
        parlour.key(Keys.ENTER);
        parlour.key(Keys.ENTER);
        assertArrayEquals(seed, Files.readAllBytes(dir.resolve("copy.bin")), "Replace writes the board");
        parlour.key(Keys.D);
        parlour.key(Keys.ENTER);
        parlour.awaitMoves(3000, "2");
        loadByPath("copy.bin");
        State again = parlour.awaitState(now -> now.string("board").equals(SEED_BOARD), 3000);
        assertThat(again.moves())
                .as("the saved file loads as the same board: " + again)
                .isEmpty();
        assertThat(again.string("options.size"))
                .as("the saved file loads as the same board: " + again)
                .isEqualTo("6x5");
    }

    @Test
    void goneBoardsLoadAsANewGameAndSaveAsAGrid() throws Exception {
        Files.write(dir.resolve("cross.txt"), "# a cross\n.B.\nWBB\n.B.\n".getBytes("US-ASCII"));
        Files.write(dir.resolve("bad.txt"), "BBB\nBxB\n".getBytes("US-ASCII"));
        parlour = new HeadlessParlour(HeadlessParlour.options("game", "gone", "size", "8x8", "p2", "human"));
        parlour.key(Keys.F);
        State before = parlour.awaitMoves(3000, "fill");

        loadByPath(dir.resolve("bad.txt").toString());
        String message = parlour.dialogText();
        assertThat(message).as(message).contains("bad.txt:2: column 2: 'x'");
        parlour.key(Keys.ENTER);
        assertEquals(List.of("fill"), parlour.state().moves(), "the editor's board is untouched by a bad file");

        loadByPath("cross.txt");
        parlour.awaitMoves(3000, "board:.B./WBB/.B.");
        parlour.key(Keys.U);
        assertEquals(
                game(before),
                game(parlour.awaitMoves(3000, "fill")),
                "Undo right after loading brings the board before back");
        parlour.key(Keys.R);
        parlour.key(Keys.U);

        loadByPath("cross.txt");
        parlour.awaitMoves(3000, "board:.B./WBB/.B.");
        parlour.keyWith(Keys.SHIFT_LEFT, Keys.S);
        parlour.type("mine");
        parlour.key(Keys.ENTER);
        String saved = new String(Files.readAllBytes(dir.resolve("mine.txt")), "US-ASCII");
        assertThat(saved).as(saved).endsWith("\n.B.\nWBB\n.B.\n");
        parlour.key(Keys.F);
        parlour.awaitMoves(3000, "board:.B./WBB/.B.", "fill");
        loadByPath("mine.txt");
        parlour.awaitMoves(3000, "board:.B./WBB/.B.");
    }
}
