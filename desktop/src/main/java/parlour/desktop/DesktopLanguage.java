package parlour.desktop;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import parlour.app.Catalogue;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * The language of the command line, before the window opens: --help and the options' problems are told in the
 * language that --lang asks for, else the system's (LANG, the locale), else English. The window then chooses again,
 * with the player's own setting too.
 */
public final class DesktopLanguage {
    private DesktopLanguage() {}

    /** The system's language tag, such as "pl-PL". */
    static String system() {
        return Locale.getDefault().toLanguageTag();
    }

    /** Speaks the language {@code args} (--lang CODE or --lang=CODE) or the system asks for, where its texts can be read. */
    public static void useFor(String[] args) {
        String asked = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang") && i + 1 < args.length) asked = args[i + 1];
            else if (args[i].startsWith("--lang=")) asked = args[i].substring(7);
        }
        String code = Language.supported(asked != null ? asked : system());
        if (code == null || code.equals("en")) return;
        try {
            Language read = null;
            for (String path : Language.files(code, Catalogue.wordParts())) {
                Language p = Language.parse(code, resource(path), path);
                read = read == null ? p : read.with(p);
            }
            Tr.use(read);
        } catch (IOException | RuntimeException e) {
            System.err.println("parlour: the texts in " + code + " could not be read (" + e.getMessage() + ")");
        }
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = DesktopLanguage.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) throw new IOException(path + " is not in the program");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
