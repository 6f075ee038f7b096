package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.session.PendingSteps;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.Navigator;
import parlour.shell.panel.ResumeOffer;
import parlour.shell.screen.GameScreen;
import parlour.store.KeptGame;
import parlour.store.Settings;
import parlour.ui.BaseScreen;

/**
 * The unfinished games of one kind that every window, tab or process kept, to offer back: this run's own first,
 * then the others, played last first, each in words (size, moves, score, players, when) and ready to resume.
 */
public final class KeptChoice<P> {
    public final KeptGame kept;
    final Match<P> match;

    private KeptChoice(KeptGame kept, Match<P> match) {
        this.kept = kept;
        this.match = match;
    }

    /**
     * The side panel's offer of {@code entry}'s kept games (this window's and others'), or null when none can be played on: with one,
     * Resume plays it in a new screen; with several, it offers a choice of them, this window's first.
     */
    public static <P> ResumeOffer offer(
            final Navigator app, final BaseScreen screen, final GameEntry<P> entry, Runnable dismiss) {
        final List<KeptChoice<P>> kept = KeptChoice.of(entry, app.settings());
        if (kept.isEmpty()) return null;
        // one game, another window's (a duplicated tab's original, a closed tab's): the player is told whose it is
        String more = kept.size() > 1
                ? " " + t("{0} more kept, from other windows.", kept.size() - 1)
                : kept.get(0).kept.own ? "" : " " + t("It was kept in another window.");
        return new ResumeOffer(
                app.skin(),
                t("Game kept.") + " " + kept.get(0).summary(entry) + "." + more,
                kept.size() == 1 ? t("Resume it") : t("Choose…"),
                new Runnable() {
                    @Override
                    public void run() {
                        KeptChoice.resume(app, screen, entry, kept);
                    }
                },
                dismiss);
    }

    /**
     * The kept games of {@code entry} that can be played on: finished or empty ones are left out, and unreadable ones
     * too, each told to the player once (the storage notice).
     */
    public static <P> List<KeptChoice<P>> of(GameEntry<P> entry, Settings settings) {
        List<KeptChoice<P>> out = new ArrayList<>();
        for (KeptGame k : settings.keptGames(entry.id())) {
            try {
                Match<P> m = entry.load(k.text, t("the autosaved game"));
                if (!m.isOver() && m.moveCount() > 0) out.add(new KeptChoice<>(k, m));
            } catch (SaveFormatException e) {
                // a damaged one is left where it is, not offered, and the player told where it is
                settings.unreadable(entry.id(), k, e.getMessage());
            }
        }
        return out;
    }

    /** "3x3, 4 moves, 2-1": what the game is, short enough for the side panel. */
    public String summary(GameEntry<P> entry) {
        String size = entry.def.optionsOf(match.start()).get("size");
        P p = match.position();
        String score = entry.def.score(p, 1) == null ? "" : ", " + entry.def.score(p, 1) + "-" + entry.def.score(p, 2);
        return (size == null ? "" : size + ", ") + t("{0} {0|move|moves}", match.moveCount()) + score;
    }

    /**
     * Plays on the one kept game, or, with several, lets the player choose which (on {@code screen}): the chooser's code
     * is brought first where it comes later (the web widget's); if it cannot come, the player is told why.
     */
    public static <P> void resume(
            final Navigator app, final BaseScreen screen, final GameEntry<P> entry, final List<KeptChoice<P>> choices) {
        if (choices.size() == 1) {
            choices.get(0).resume(app, entry);
            return;
        }
        app.later()
                .keptChooser(
                        chooser -> {
                            if (app.getScreen() == screen)
                                chooser.accept(new KeptChooser.Asked<>(app, screen, entry, choices));
                        },
                        why -> {
                            String text = t(
                                    "{0} could not be loaded ({1}). Check the connection and try again.",
                                    t("Unfinished games"), why);
                            screen.message(t("Unfinished games"), text);
                            app.platform().announce(text, true);
                        });
    }

    /** Plays on this game in a new screen; another window's becomes this one's own. */
    public void resume(Navigator app, GameEntry<P> entry) {
        String failed = app.settings().adopt(entry.id(), kept);
        GameScreen<P> screen = entry.screen(app, match, false);
        app.switchTo(screen);
        screen.resumeSteps(PendingSteps.of(kept.text));
        if (failed != null) screen.say(failed);
    }
}
