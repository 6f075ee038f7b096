package parlour.shell.screen;

import static parlour.words.Tr.t;

import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.store.StorageNotice;
import parlour.ui.BaseScreen;
import parlour.ui.NoticeCard;

/** What the menu and the game screen tell as they open, the same way: the page options' problems and storage's. */
public final class OpeningNotices {
    private OpeningNotices() {}

    /** Every problem with the page's options in one notice (never a stack of dialogs), said once; then the storage's. */
    public static void tell(Navigator app, BaseScreen screen) {
        LaunchOptions options = app.launchOptions();
        if (!options.problems.isEmpty()) {
            String problems = options.problemsText();
            screen.showNotice(t("Page options"), problems);
            app.platform().announce(t("Page options: {0}", problems), false);
        }
        options.problemsShown();
        storage(app, screen);
    }

    /**
     * The storage problems since the last call, if any, on the notice card (never a dialog: the game goes on, and the
     * board's next click plays), worded for the platform ({@link StorageNotice}) and said once. A card still showing
     * keeps its text above them, so that one card lists every problem.
     */
    static void storage(Navigator app, BaseScreen screen) {
        String text =
                StorageNotice.text(app.settings().takeProblems(), app.platform().storageAdvice());
        if (text == null) return;
        NoticeCard shown = screen.notice();
        if (shown == null) screen.showNotice(t("Storage"), text);
        else screen.showNotice(shown.getTitleLabel().getText().toString(), shown.text() + "\n\n" + text);
        app.platform().announce(t("Storage: {0}", text), false);
    }
}
