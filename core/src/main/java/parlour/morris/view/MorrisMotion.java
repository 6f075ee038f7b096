package parlour.morris.view;

import java.util.ArrayList;
import java.util.List;

/**
 * The running animations of the Morris board: pieces travelling (from the hand, along a line, or arcing in a
 * flight), mills flashing and removed pieces leaving. Times are seconds; each item waits {@code delay} first.
 */
final class MorrisMotion {
    static final int TRAVEL = 0, FLASH = 1, LEAVE = 2;

    /** One animation: what, whose piece, where from and to (board-local pixels or a point), when and how long. */
    static final class Item {
        final int kind, player, point;
        final float fromX, fromY;
        final boolean arc;
        final float delay, length;
        float age;

        Item(int kind, int player, int point, float fromX, float fromY, boolean arc, float delay, float length) {
            this.kind = kind;
            this.player = player;
            this.point = point;
            this.fromX = fromX;
            this.fromY = fromY;
            this.arc = arc;
            this.delay = delay;
            this.length = length;
        }

        /** Progress from 0 to 1, or a negative number while it waits. */
        float progress() {
            if (age < delay) return -1;
            return length <= 0 ? 1 : Math.min(1, (age - delay) / length);
        }

        boolean done() {
            return age >= delay + length;
        }
    }

    final List<Item> items = new ArrayList<>();

    void add(Item item) {
        items.add(item);
    }

    void clear() {
        items.clear();
    }

    boolean running() {
        return !items.isEmpty();
    }

    void advance(float delta) {
        for (int i = items.size() - 1; i >= 0; i--) {
            Item it = items.get(i);
            it.age += delta;
            if (it.done()) items.remove(i);
        }
    }

    /** Whether a piece is still on its way to {@code point} (the board then draws it in flight, not there). */
    boolean arriving(int point) {
        for (Item it : items) if (it.kind == TRAVEL && it.point == point) return true;
        return false;
    }
}
