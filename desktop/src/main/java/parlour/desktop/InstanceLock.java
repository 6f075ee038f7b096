package parlour.desktop;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import parlour.platform.Platform;

/**
 * Which of the programs running on one Parlour home this one is, so that each window keeps its own game in progress:
 * the lowest number whose lock file no running program holds, held until this one exits. A killed program's lock is
 * let go by the system, so the next start takes over its number and finds its game as its own.
 */
final class InstanceLock {
    /** The most programs on one home told apart; beyond them a start shares the last number (and is told nothing). */
    static final int MOST = 64;

    /** The channels whose locks this program holds: kept open (and reachable) until it exits. */
    private static final List<FileChannel> HELD = new ArrayList<>();

    private InstanceLock() {}

    /** Takes the lowest free number under {@code home}/instances; the first where the folder cannot be used. */
    static synchronized String take(Path home) {
        Path dir = home.resolve("instances");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return Platform.FIRST_RUN;
        }
        for (int n = 1; n <= MOST; n++) {
            FileChannel channel = null;
            try {
                channel =
                        FileChannel.open(dir.resolve(n + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    HELD.add(channel);
                    return String.valueOf(n);
                }
            } catch (IOException | OverlappingFileLockException e) {
                // held by another program (or by this one, in tests): try the next number
            }
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException e) {
                    // nothing was held through it
                }
            }
        }
        return String.valueOf(MOST);
    }
}
