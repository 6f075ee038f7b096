package parlour.ui;

import java.util.ArrayList;
import java.util.List;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;

/** Named save slots kept in libGDX Preferences: the browser's localStorage in the web widget. */
public final class PreferencesSaveStore implements SaveStore {
    private static final String ORDER = "__order";
    private final Preferences prefs;

    public PreferencesSaveStore(String prefsName) {
        this.prefs = Gdx.app.getPreferences(prefsName);
    }

    @Override
    public List<String> names() {
        List<String> out = new ArrayList<>();
        String order = prefs.getString(ORDER, "");
        int start = 0;
        while (start < order.length()) {
            int nl = order.indexOf('\n', start);
            if (nl < 0) nl = order.length();
            String n = order.substring(start, nl);
            if (!n.isEmpty() && prefs.contains("save." + n)) out.add(n);
            start = nl + 1;
        }
        return out;
    }

    @Override
    public String read(String name) {
        return prefs.contains("save." + name) ? prefs.getString("save." + name) : null;
    }

    @Override
    public void write(String name, String text) {
        List<String> names = names();
        names.remove(name);
        names.add(0, name);
        prefs.putString("save." + name, text);
        prefs.putString(ORDER, join(names));
        prefs.flush();
    }

    @Override
    public void delete(String name) {
        List<String> names = names();
        names.remove(name);
        prefs.remove("save." + name);
        prefs.putString(ORDER, join(names));
        prefs.flush();
    }

    @Override
    public String location() {
        return "this browser's storage for this site";
    }

    private static String join(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(n).append('\n');
        return sb.toString();
    }
}
