package parlour.shell.files;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlour.session.SeatNames;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.Navigator;
import parlour.ui.BaseScreen;

/**
 * The choice of several kept games of one kind (Choose… in the side panel, Continue an unfinished game… in the menu),
 * each in words with its players and when it was played: code a launcher brings only when it is asked for (see
 * {@link KeptChoice#resume}), with its words, so that a page's first frame comes without it.
 */
public final class KeptChooser {
    private KeptChooser() {}

    /** A choice of kept games asked for on a screen. */
    public static final class Asked<P> {
        final Navigator app;
        final BaseScreen screen;
        final GameEntry<P> entry;
        final List<KeptChoice<P>> choices;

        Asked(Navigator app, BaseScreen screen, GameEntry<P> entry, List<KeptChoice<P>> choices) {
            this.app = app;
            this.screen = screen;
            this.entry = entry;
            this.choices = choices;
        }
    }

    /** Lets the player choose one of the kept games {@code asked} names and plays on it: for a split point. */
    public static <P> void choose(final Asked<P> asked) {
        choose(
                asked.screen,
                asked.entry,
                asked.choices,
                asked.app.platform().time().wallMillis(),
                c -> c.resume(asked.app, asked.entry));
    }

    /** A dialog listing {@code choices}; the one chosen goes to {@code chosen}. */
    static <P> void choose(
            BaseScreen screen,
            GameEntry<P> entry,
            List<KeptChoice<P>> choices,
            long now,
            Consumer<KeptChoice<P>> chosen) {
        List<String> names = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (KeptChoice<P> c : choices) {
            names.add(c.kept.instance);
            labels.add(c.kept.own ? t("This window's: {0}", line(c, entry, now)) : line(c, entry, now));
        }
        KeptTexts.choose(
                screen,
                t("Unfinished games"),
                t(
                        "{0} unfinished {0|game|games} of {1} {0|is|are} kept, in this window and others. Choose one to play on.",
                        choices.size(), t(entry.def.title())),
                names,
                labels,
                "Kept ",
                name -> {
                    for (KeptChoice<P> c : choices) if (c.kept.instance.equals(name)) chosen.accept(c);
                },
                null,
                null);
    }

    /** The summary, the players and when it was played: "3x3, 4 moves: You against Computer (easy), 5 minutes ago". */
    static <P> String line(KeptChoice<P> c, GameEntry<P> entry, long now) {
        SeatNames names = new SeatNames(c.match);
        return t("{0}: {1} against {2}, {3}", c.summary(entry), names.name(1), names.name(2), ago(c.kept.keptAt, now));
    }

    /** When, in words: "just now", "5 minutes ago", "3 days ago". */
    static String ago(long then, long now) {
        if (then <= 0) return t("some time ago");
        long minutes = Math.max(0, now - then) / 60000;
        if (minutes < 1) return t("just now");
        if (minutes < 60) return t("{0} {0|minute|minutes} ago", (int) minutes);
        if (minutes < 48 * 60) return t("{0} {0|hour|hours} ago", (int) (minutes / 60));
        return t("{0} {0|day|days} ago", (int) (minutes / (24 * 60)));
    }
}
