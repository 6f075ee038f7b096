package parlour.desktop.headless;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Screen;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.menu.MenuScreen;

/** Every game's screen opened, drawn and closed 200 times: the textures and the native buffers are back where they started. */
class ScreenLeakTest {
    private static final int ROUNDS = 200;
    private HeadlessParlour parlour;

    @AfterEach
    void stop() {
        if (parlour != null) parlour.stop();
    }

    /**
     * Direct bytes in use once collection has settled. A direct buffer is freed by a cleaner thread some time after the
     * collection that finds it unreachable, and the last screen may still be referenced for a moment by a thinking
     * computer player, so one reading right after {@code System.gc()} can count a screen that is already gone.
     */
    private static long directBytes() throws InterruptedException {
        long previous = Long.MAX_VALUE;
        for (int i = 0; i < 50; i++) {
            System.gc();
            Thread.sleep(40);
            long used = 0;
            for (BufferPoolMXBean pool : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
                if (pool.getName().equals("direct")) used += pool.getMemoryUsed();
            }
            if (used == previous && i >= 2) return used;
            previous = used;
        }
        return previous;
    }

    /** Opens {@code game}'s screen with a new game, draws a frame, and goes to the menu, which disposes it. */
    private void openAndClose(String game, int times) throws Exception {
        parlour.onGameThread(() -> {
            GameEntry<?> entry = HeadlessParlour.CATALOGUE.byId(game);
            for (int i = 0; i < times; i++) {
                LaunchOptions o = new LaunchOptions(HeadlessParlour.CATALOGUE);
                o.game = game;
                Screen screen = entry.newScreen(parlour.app(), o);
                parlour.app().switchTo(screen);
                screen.render(1 / 60f);
                parlour.app().switchTo(new MenuScreen(parlour.app()));
            }
            return null;
        });
    }

    @Test
    void everyGameScreenFreesWhatItAllocated() throws Exception {
        parlour = new HeadlessParlour(HeadlessParlour.options());
        for (String game : new String[] {"dots", "morris6", "morris9", "arrows", "gone"}) {
            openAndClose(game, 2); // the first screens load what stays for the whole run (fonts, sounds)
            int textures = parlour.onGameThread(MockGL.LIVE_TEXTURES::get);
            long direct = directBytes();
            long t0 = System.nanoTime();
            for (int done = 0; done < ROUNDS; done += 20) openAndClose(game, 20);
            int texturesAfter = parlour.onGameThread(MockGL.LIVE_TEXTURES::get);
            long directAfter = directBytes();
            System.out.printf(
                    "[leaks] %s: %d screens in %.1f s; textures %d -> %d; direct buffers %d KB -> %d KB%n",
                    game,
                    ROUNDS,
                    (System.nanoTime() - t0) / 1e9,
                    textures,
                    texturesAfter,
                    direct >> 10,
                    directAfter >> 10);
            assertEquals(textures, texturesAfter, game + ": textures left behind by " + ROUNDS + " screens");
            assertThat(directAfter - direct)
                    .as(game + ": direct buffers grew from " + direct + " to " + directAfter + " bytes")
                    .isLessThan(256 << 10);
        }
    }
}
