package parlour.store;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.platform.EntryStore;
import parlour.platform.StoreException;

/** Entries in memory only: for tests, and for a run whose launcher installed no lasting storage. */
public final class MemoryEntryStore implements EntryStore {
    private final Map<String, String> entries = new LinkedHashMap<>();
    /** Writes that would take the total past this many characters fail, as a full disk or storage would. */
    private int capacity = Integer.MAX_VALUE;

    public MemoryEntryStore() {}

    /** Makes later writes fail once the entries would hold more than {@code chars} characters in all. */
    public MemoryEntryStore capacity(int chars) {
        capacity = chars;
        return this;
    }

    @Override
    public String read(String key) {
        return entries.get(key);
    }

    @Override
    public void write(String key, String text) {
        String old = entries.get(key);
        int used = 0;
        for (Map.Entry<String, String> e : entries.entrySet())
            used += e.getKey().length() + e.getValue().length();
        int after = used - (old == null ? 0 : key.length() + old.length()) + key.length() + text.length();
        if (after > capacity) throw new StoreException(t("The storage is full."));
        entries.put(key, text);
    }

    @Override
    public void remove(String key) {
        entries.remove(key);
    }

    @Override
    public List<String> keys() {
        return new ArrayList<>(entries.keySet());
    }

    @Override
    public String location() {
        return t("memory (not kept after this run)");
    }
}
