package parlour.platform;

import java.util.ArrayList;
import java.util.List;

/**
 * Named saves as entries of an {@link EntryStore} (the browser's): each save is an entry of its own,
 * and the newest-first order is one more entry that only sorts them, so a save never depends on it.
 */
public final class EntrySaveStore implements SaveStore {
    private static final String SAVE = "save:";
    private static final String ORDER = "order";
    private final EntryStore entries;

    public EntrySaveStore(EntryStore entries) {
        this.entries = entries;
    }

    @Override
    public List<String> names() {
        List<String> saved = new ArrayList<>();
        for (String key : entries.keys()) if (key.startsWith(SAVE)) saved.add(key.substring(SAVE.length()));
        List<String> out = new ArrayList<>();
        for (String n : order()) {
            if (saved.remove(n)) out.add(n);
        }
        out.addAll(saved);
        return out;
    }

    @Override
    public String read(String name) {
        try {
            return entries.read(SAVE + name);
        } catch (StoreException e) {
            return null;
        }
    }

    @Override
    public boolean exists(String name) {
        return entries.keys().contains(SAVE + name);
    }

    @Override
    public void write(String name, String text) {
        entries.write(SAVE + name, text);
        List<String> order = order();
        order.remove(name);
        order.add(0, name);
        writeOrder(order);
    }

    @Override
    public void delete(String name) {
        entries.remove(SAVE + name);
        List<String> order = order();
        if (order.remove(name)) writeOrder(order);
    }

    @Override
    public String location() {
        return entries.location();
    }

    /** The saved order; a lost or damaged order only changes how the list is sorted. */
    private List<String> order() {
        List<String> out = new ArrayList<>();
        String text;
        try {
            text = entries.read(ORDER);
        } catch (StoreException e) {
            text = null;
        }
        if (text == null) return out;
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) nl = text.length();
            if (nl > start) out.add(text.substring(start, nl));
            start = nl + 1;
        }
        return out;
    }

    private void writeOrder(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(n).append('\n');
        try {
            entries.write(ORDER, sb.toString());
        } catch (StoreException e) {
            // the save itself is kept; only the newest-first order is stale
        }
    }
}
