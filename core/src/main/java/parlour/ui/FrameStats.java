package parlour.ui;

/** The most recent frame durations, to measure smoothness (for example while the computer thinks). */
public final class FrameStats {
    private final double[] durations;
    private int count;
    private int next;
    private double last = -1;

    public FrameStats(int capacity) {
        durations = new double[capacity];
    }

    /** Records a frame that began at {@code nowMillis}. */
    public void frame(double nowMillis) {
        if (last >= 0) add(nowMillis - last);
        last = nowMillis;
    }

    /** Records one frame's duration in milliseconds. */
    public void add(double millis) {
        durations[next] = millis;
        next = (next + 1) % durations.length;
        if (count < durations.length) count++;
    }

    /** The recorded durations, oldest first, in milliseconds. */
    public double[] recent() {
        double[] out = new double[count];
        int start = (next - count + durations.length) % durations.length;
        for (int i = 0; i < count; i++) out[i] = durations[(start + i) % durations.length];
        return out;
    }

    public void clear() {
        count = 0;
        next = 0;
        last = -1;
    }
}
