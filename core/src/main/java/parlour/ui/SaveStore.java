package parlour.ui;

import java.util.List;

/** The player's named saved games: files on the desktop, named slots in the browser. */
public interface SaveStore {
    /** Saved names, newest first. */
    List<String> names();

    /** The saved text, or null if there is no save of that name. */
    String read(String name);

    /** @throws RuntimeException with a readable message if it could not be written */
    void write(String name, String text);

    void delete(String name);

    /** Where the saves live, for the help text and messages. */
    String location();
}
