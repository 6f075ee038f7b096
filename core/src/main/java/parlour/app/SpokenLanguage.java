package parlour.app;

import static parlour.words.Tr.said;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.board.Zoom;
import parlour.platform.Platform;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * The words the run speaks: which language, which catalogue parts ({@link Catalogue#wordParts}) it asked for so far, and
 * waiting for their files (the web widget fetches each when first needed) before they are spoken.
 */
final class SpokenLanguage {
    /** The settings key of the player's language. */
    private static final String LANGUAGE = "language";

    private final Platform platform;
    private final LaunchOptions options;

    /** The language asked for last, whose words may still be on their way. */
    private String wantedLanguage;

    /**
     * The catalogue parts whose words this run asked for: the shared ones and those of the games shown so far, fetched
     * in whatever language is chosen.
     */
    private final List<String> wordParts = new ArrayList<>();
    /** Of those, the parts whose words are in the language spoken now (a part asked for may still be on its way). */
    private final List<String> spokenParts = new ArrayList<>();

    SpokenLanguage(Platform platform, LaunchOptions options) {
        this.platform = platform;
        this.options = options;
    }

    /**
     * {@code code}, its dialogs, its later windows (the move list, the chooser of kept games, help) and friend links
     * handed over once the words only they and the menu say are in too ({@link Language#LATER}; the menu asks for
     * every part itself).
     */
    LaterCode withLaterWords(final LaterCode code) {
        return new LaterCode() {
            @Override
            public void menu(Consumer<Function<Navigator, Screen>> ready, Consumer<String> failed) {
                code.menu(ready, failed);
            }

            @Override
            public void puzzles(Consumer<Puzzles> ready, Consumer<String> failed) {
                code.puzzles(ready, failed);
            }

            @Override
            public void dialogs(boolean boardFiles, final Consumer<Dialogs> ready, Consumer<String> failed) {
                code.dialogs(
                        boardFiles,
                        dialogs -> withWords(Collections.singletonList(Language.LATER), () -> ready.accept(dialogs)),
                        failed);
            }

            @Override
            public void windows(final Consumer<Windows> ready, Consumer<String> failed) {
                code.windows(
                        windows -> withWords(Collections.singletonList(Language.LATER), () -> ready.accept(windows)),
                        failed);
            }

            @Override
            public void links(final Consumer<Links> ready, Consumer<String> failed) {
                code.links(
                        links -> withWords(Collections.singletonList(Language.LATER), () -> ready.accept(links)),
                        failed);
            }

            @Override
            public Links linksHere() {
                return code.linksHere();
            }

            @Override
            public void diagrams(Consumer<Diagrams> ready, Consumer<String> failed) {
                code.diagrams(ready, failed);
            }

            @Override
            public void zoom(Consumer<Zoom.Maker> ready, Consumer<String> failed) {
                code.zoom(ready, failed);
            }

            @Override
            public boolean fetchedApart() {
                return code.fetchedApart();
            }
        };
    }

    /**
     * The first screen's language, its words to be fetched ({@link #files}) and spoken ({@link #use}): the shared ones,
     * the later code's where that code is here at once ({@code laterFetchedApart} false: the desktop), and the page's
     * game's, or every game's for the menu.
     */
    String first(Settings settings, boolean laterFetchedApart) {
        String code = chosenLanguage(settings);
        wantedLanguage = code;
        wordParts.add(Language.SHARED);
        if (!laterFetchedApart) wordParts.add(Language.LATER);
        String part = options.game == null ? null : Catalogue.part(options.game);
        if (part != null) wordParts.add(part);
        else if (options.game == null) wordParts.addAll(Catalogue.wordParts());
        return code;
    }

    /** The files of the words asked for so far in language {@code code}. */
    String[] files(String code) {
        return Language.files(code, wordParts);
    }

    /** The run's language: the option's, else the player's own, else the system's or page's, else English. */
    private String chosenLanguage(Settings settings) {
        if (options.lang != null) return options.lang;
        String own = Language.supported(settings.get(LANGUAGE, null));
        if (own != null) return own;
        String asked = Language.supported(platform.preferredLanguage());
        return asked != null ? asked : "en";
    }

    /**
     * Reads the catalogue of {@code code} (its files made ready) and speaks it from now on; English (and a notice) when it
     * cannot be read.
     */
    void use(String code) {
        Language language = Language.ENGLISH;
        if (!code.equals("en")) {
            try {
                Language read = null;
                for (String path : Language.files(code, wordParts)) {
                    Language p = Language.parse(code, Gdx.files.internal(path).readString("UTF-8"), path);
                    read = read == null ? p : read.with(p);
                }
                language = read;
            } catch (RuntimeException e) {
                options.problem(
                        said("The texts in {0} could not be read ({1}): English is used.", code, e.getMessage()));
            }
        }
        Tr.use(language);
        spokenParts.clear();
        spokenParts.addAll(wordParts);
        platform.languageChosen(language.code);
    }

    /** The player's choice of language, kept in {@code settings}: the one asked for last from now on. */
    void choose(Settings settings, String code) {
        settings.put(LANGUAGE, code);
        wantedLanguage = code;
    }

    /** Whether {@code code} is the language asked for last (one asked for meanwhile comes after it). */
    boolean wanted(String code) {
        return code.equals(wantedLanguage);
    }

    /** This run's language from now on (not the player's setting), its words fetched first; then {@code then}. */
    void speak(final String code, final Runnable then) {
        wantedLanguage = code;
        platform.whenReady(files(code), new Runnable() {
            @Override
            public void run() {
                // another language asked for meanwhile is spoken once its own words are in
                if (wanted(code)) use(code);
                then.run();
            }
        });
    }

    /**
     * Runs {@code then} once the words of the catalogue parts {@code parts} are in the language spoken: at once when they
     * are (or it is English), else once the platform fetched them (the web widget fetches a part when a game of it is
     * first shown). A part that cannot be read stays in English, and the log says why.
     */
    void withWords(List<String> parts, final Runnable then) {
        List<String> wanted = new ArrayList<>();
        final List<String> more = new ArrayList<>();
        for (String p : parts) {
            if (p == null) continue;
            wanted.add(p);
            if (!wordParts.contains(p)) more.add(p);
        }
        wordParts.addAll(more);
        final String code = Tr.language().code;
        // all of them: a part another call asked for may still be on its way
        platform.whenReady(Language.files(code, wanted), new Runnable() {
            @Override
            public void run() {
                // after a switch to another language, its own fetch brings these parts too
                // whichever call's files come first adds them: a call that finds its parts already asked for by
                // another must not go on before that other call's words are in
                if (code.equals(Tr.language().code)) {
                    List<String> missing = new ArrayList<>();
                    for (String p : wanted) if (!spokenParts.contains(p)) missing.add(p);
                    addWords(code, missing);
                    spokenParts.addAll(missing);
                }
                then.run();
            }
        });
    }

    /** Adds the catalogue parts {@code parts} of language {@code code}, fetched, to the words spoken. */
    private void addWords(String code, List<String> parts) {
        Language language = Tr.language();
        for (String path : Language.files(code, parts)) {
            try {
                language = language.with(
                        Language.parse(code, Gdx.files.internal(path).readString("UTF-8"), path));
            } catch (RuntimeException e) {
                Gdx.app.error(
                        "parlour",
                        said("The texts in {0} could not be read ({1}): English is used.", code, e.getMessage())
                                .english());
            }
        }
        Tr.use(language);
    }
}
