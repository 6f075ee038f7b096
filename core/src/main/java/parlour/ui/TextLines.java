package parlour.ui;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads the kit's own text assets (help texts, the font index) line by line, on the desktop and the web alike. */
final class TextLines {
    private TextLines() {}

    /** The file's lines without their line ends. @throws GdxRuntimeException naming the file when it cannot be read */
    static List<String> of(FileHandle file) {
        List<String> out = new ArrayList<>();
        BufferedReader reader = new BufferedReader(file.reader("UTF-8"), 4096);
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) out.add(line);
            return out;
        } catch (IOException e) {
            throw new GdxRuntimeException("cannot read " + file.path(), e);
        } finally {
            try {
                reader.close();
            } catch (IOException ignored) {
                // nothing was written: a failed close loses nothing
            }
        }
    }

    /** The words of a line separated by single spaces, as the asset generator writes them. */
    static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int space = line.indexOf(' '); space >= 0; space = line.indexOf(' ', start)) {
            if (space > start) out.add(line.substring(start, space));
            start = space + 1;
        }
        if (start < line.length()) out.add(line.substring(start));
        return out;
    }
}
