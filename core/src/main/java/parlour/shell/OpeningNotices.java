package parlour.shell;

import static parlour.words.Tr.t;

import parlour.store.StorageNotice;
import parlour.ui.BaseScreen;

/** What the menu and the game screen tell as they open, the same way: the page options' problems and storage's. */
final class OpeningNotices {
    private OpeningNotices() {}

    /** Every problem with the page's options in one notice (never a stack of dialogs), said once; then the storage's. */
    static void tell(Navigator app, BaseScreen screen) {
        LaunchOptions options = app.launchOptions();
        if (!options.problems.isEmpty()) {
            String problems = options.problemsText();
            screen.showNotice(t("Page options"), problems);
            app.platform().announce(t("Page options: {0}", problems), false);
        }
        options.problemsShown();
        storage(app, screen);
    }

    /** The storage problems since the last call, if any, in one dialog ({@link StorageNotice}). */
    static void storage(Navigator app, BaseScreen screen) {
        String text = StorageNotice.text(app.settings().takeProblems());
        if (text != null) screen.message(t("Storage"), text);
    }
}
