package parlour.shell.menu;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.OptionSpec;
import parlour.match.Seat;
import parlour.session.SeatNames;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.ui.OptionRow;

/**
 * The choices on a game's card, as rows of values: one row per choice option and two per size option (made from the
 * game's option descriptions), the two seats and who moves first. They start as the player last left them (the
 * settings, under the game's id), are saved there at each change, and start a game as launch options.
 */
final class CardChoices {
    private final Navigator app;
    private final GameEntry<?> entry;
    private final List<OptionSpec> specs = new ArrayList<>();
    /** One row per CHOICE option, two per SIZE option, in the order of {@link #specs}. */
    private final List<OptionRow[]> rows = new ArrayList<>();

    private final OptionRow player1;
    private final OptionRow player2;
    private final OptionRow first;
    private final String[] levels;
    /** Every row, in order. */
    final List<OptionRow> allRows = new ArrayList<>();

    /** The rows of {@code entry}'s card; {@code changed} runs after each change is saved. */
    CardChoices(final Navigator app, GameEntry<?> entry, Skin skin, final Runnable changed) {
        this.app = app;
        this.entry = entry;
        Settings settings = app.settings();
        levels = entry.def.players().levels();
        OptionRow.Listener remember = new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                save();
                changed.run();
            }
        };
        for (OptionSpec o : entry.def.options()) {
            String chosen = settings.get(key(o.name), entry.defaultOf(o));
            try {
                chosen = o.check(chosen);
            } catch (IllegalArgumentException e) {
                chosen = entry.defaultOf(o);
            }
            OptionRow[] r;
            if (o.kind == OptionSpec.Kind.SIZE) {
                int[] s = o.size(chosen);
                r = new OptionRow[] {
                    new OptionRow(
                            skin, t(o.acrossLabel()), range(o.minCols(), o.maxCols()), s[0] - o.minCols(), remember),
                    new OptionRow(skin, t(o.upLabel()), range(o.minRows(), o.maxRows()), s[1] - o.minRows(), remember)
                };
            } else {
                String[] choices = o.choices();
                r = new OptionRow[] {
                    new OptionRow(skin, t(o.label), choiceWords(choices), indexOf(choices, chosen), remember)
                };
            }
            specs.add(o);
            rows.add(r);
            for (OptionRow row : r) allRows.add(row);
        }
        String[] seatNames = new String[2 + levels.length];
        seatNames[0] = t("Human");
        for (int i = 0; i < levels.length; i++) seatNames[i + 1] = t("Computer ({0})", SeatNames.level(levels[i]));
        // last: someone elsewhere, whose moves come in from the page's script or a link
        seatNames[levels.length + 1] = t("A friend elsewhere");
        player1 = new OptionRow(
                skin, t("Player {0}", 1), seatNames, seatIndex(settings.get(key("p1"), "human")), remember);
        player2 = new OptionRow(
                skin,
                t("Player {0}", 2),
                seatNames,
                seatIndex(settings.get(key("p2"), "ai:" + entry.def.players().defaultLevel())),
                remember);
        String firstChoice = settings.get(key("first"), entry.def.defaultFirst());
        first = new OptionRow(
                skin,
                t("First move"),
                new String[] {t("Player {0}", 1), t("Player {0}", 2), t("[first move] Random")},
                "2".equals(firstChoice) ? 1 : "random".equals(firstChoice) ? 2 : 0,
                remember);
        for (OptionRow row : new OptionRow[] {player1, player2, first}) allRows.add(row);
    }

    /**
     * How many rows a card of {@code entry} has: a row per choice option, two per size option, the two seats and who
     * moves first.
     */
    static int rowCount(GameEntry<?> entry) {
        int n = 3;
        for (OptionSpec o : entry.def.options()) n += o.kind == OptionSpec.Kind.SIZE ? 2 : 1;
        return n;
    }

    /** The game's options as chosen, by their names, with the values the game names them by. */
    Map<String, String> gameOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < specs.size(); i++) options.put(specs.get(i).name, value(i));
        return options;
    }

    /** The choices as launch options. */
    LaunchOptions options() {
        LaunchOptions o = new LaunchOptions(app.catalogue());
        o.game = entry.id();
        o.gameOptions.putAll(gameOptions());
        o.p1 = seatAt(player1.index());
        o.p2 = seatAt(player2.index());
        o.first = first.index() == 2 ? LaunchOptions.RANDOM : first.index() + 1;
        return o;
    }

    /** The setting, under the game's id, that keeps {@code name}. */
    String key(String name) {
        return entry.id() + "." + name;
    }

    /** The option's value as the game names it: a choice's own word ("random"), not the word the row shows. */
    private String value(int i) {
        OptionRow[] r = rows.get(i);
        if (r.length == 2) return r[0].value() + "x" + r[1].value();
        String[] choices = specs.get(i).choices();
        return r[0].index() < choices.length ? choices[r[0].index()] : r[0].value();
    }

    private void save() {
        Settings s = app.settings();
        for (Map.Entry<String, String> o : gameOptions().entrySet()) s.put(key(o.getKey()), o.getValue());
        s.put(key("p1"), seatAt(player1.index()).toString());
        s.put(key("p2"), seatAt(player2.index()).toString());
        s.put(key("first"), first.index() == 2 ? "random" : String.valueOf(first.index() + 1));
    }

    private int seatIndex(String seat) {
        for (int i = 0; i < levels.length; i++) if (seat.equals("ai:" + levels[i])) return i + 1;
        return seat.equals(Seat.ELSEWHERE.toString()) ? levels.length + 1 : 0;
    }

    private Seat seatAt(int index) {
        if (index == levels.length + 1) return Seat.ELSEWHERE;
        return index == 0 ? Seat.HUMAN : Seat.computer(levels[index - 1]);
    }

    private static String[] range(int from, int to) {
        String[] out = new String[to - from + 1];
        for (int i = 0; i < out.length; i++) out[i] = String.valueOf(from + i);
        return out;
    }

    private static int indexOf(String[] values, String v) {
        for (int i = 0; i < values.length; i++) if (values[i].equals(v)) return i;
        return 0;
    }

    /** The words of option values that are words ("untimed", "challenge"), as a choice in the menu says them. */
    static final String[] CHOICE_WORDS = {
        mark("[choice] untimed"),
        mark("[choice] editor"),
        mark("[choice] challenge"),
        mark("[choice] random"),
        mark("[choice] classic"),
        mark("[choice] on"),
        mark("[choice] off"),
        mark("[choice] never")
    };

    /** Each choice as the menu shows it: a word in the player's language, a number or size as it is. */
    private static String[] choiceWords(String[] choices) {
        String[] out = new String[choices.length];
        for (int i = 0; i < choices.length; i++) out[i] = t("[choice] " + choices[i]);
        return out;
    }
}
