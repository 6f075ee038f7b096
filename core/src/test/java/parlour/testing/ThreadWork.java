package parlour.testing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The work the running thread has done, as the processor time it used: how much a slice of the computer's search or a
 * whole move did, which a busy machine does not stretch as it stretches the time on the clock.
 */
public final class ThreadWork {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ThreadWork() {}

    /** Milliseconds of processor time the running thread has used so far. */
    public static double millis() {
        if (!THREADS.isCurrentThreadCpuTimeSupported())
            throw new IllegalStateException("this JVM does not measure a thread's processor time");
        return THREADS.getCurrentThreadCpuTime() / 1.0e6;
    }
}
