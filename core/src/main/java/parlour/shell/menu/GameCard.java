package parlour.shell.menu;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.ArrayList;
import java.util.List;
import parlour.game.OptionSpec;
import parlour.match.Seat;
import parlour.session.SeatNames;
import parlour.shell.files.KeptChoice;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.OptionRow;
import parlour.ui.ShortenedLabel;

/**
 * A game's card on the menu: its options as rows of values (made from the game's option descriptions),
 * the two seats, who moves first, Play, and Continue when an unfinished game was kept. Choices are
 * remembered in the settings under the game's id.
 */
public final class GameCard extends Table {
    private final Navigator app;
    private final GameEntry<?> entry;
    private final List<OptionSpec> specs = new ArrayList<>();
    /** One row per CHOICE option, two per SIZE option, in the order of {@link #specs}. */
    private final List<OptionRow[]> rows = new ArrayList<>();

    private final OptionRow player1;
    private final OptionRow player2;
    private final OptionRow first;
    private final String[] levels;
    private final List<Actor> focusOrder = new ArrayList<>();
    private final TextButton play;

    public GameCard(final Navigator app, final GameEntry<?> entry, Skin skin, BaseScreen screen) {
        this.app = app;
        this.entry = entry;
        final Settings settings = app.settings();
        levels = entry.def.players().levels();
        OptionRow.Listener remember = new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                saveChoices();
            }
        };
        defaults().growX().padTop(4);
        Label heading = new Label(t(entry.def.title()), skin, "heading");
        heading.setWrap(true);
        add(heading).left().growX().row();
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
            for (OptionRow row : r) {
                add(row).row();
                focusOrder.add(row);
            }
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
        for (OptionRow row : new OptionRow[] {player1, player2, first}) {
            add(row).row();
            focusOrder.add(row);
        }
        play = new TextButton(t("Play {0}", t(entry.def.title())), skin);
        // "Play Six Men's Morris", or "Play" where a narrow card has no room for the game's name
        ShortenedLabel words = new ShortenedLabel(play.getLabel().getStyle());
        words.setAlignment(play.getLabel().getLabelAlign());
        words.setForms(t("Play {0}", t(entry.def.title())), t("Play"));
        play.setLabel(words);
        play.setName("Play " + entry.def.title());
        // a screen reader says the whole name in the player's language, whichever form the card shows
        play.setUserObject(t("Play {0}", t(entry.def.title())));
        play.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                play();
            }
        });
        add(play).padTop(10).height(44).row();
        focusOrder.add(play);
        addResume(entry, screen, skin);
    }

    /** Continue, when games of this kind were kept: the one, or a choice of them all (other windows' too). */
    private <P> void addResume(final GameEntry<P> entry, final BaseScreen screen, Skin skin) {
        final List<KeptChoice<P>> kept = KeptChoice.of(entry, app.settings());
        if (kept.isEmpty()) return;
        TextButton resume = new TextButton(
                kept.size() == 1 ? t("Continue the unfinished game") : t("Continue an unfinished game…"),
                skin,
                "quiet");
        resume.setName("Continue the unfinished game");
        resume.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                KeptChoice.resume(app, screen, entry, kept);
            }
        });
        add(resume).padTop(6).row();
        focusOrder.add(resume);
    }

    /**
     * How many controls Tab visits on the card of {@code entry}: a row per choice option, two per size option,
     * the two seats and who moves first, Play, and Continue when a game was kept. Tests count Tabs with it.
     */
    public static int controlCount(GameEntry<?> entry, boolean withContinue) {
        int n = 4 + (withContinue ? 1 : 0);
        for (OptionSpec o : entry.def.options()) n += o.kind == OptionSpec.Kind.SIZE ? 2 : 1;
        return n;
    }

    /** The card's controls in the order Tab visits them: the options top to bottom, then Play and Continue. */
    public List<Actor> focusOrder() {
        return focusOrder;
    }

    public TextButton playButton() {
        return play;
    }

    private String key(String name) {
        return entry.id() + "." + name;
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

    private int seatIndex(String seat) {
        for (int i = 0; i < levels.length; i++) if (seat.equals("ai:" + levels[i])) return i + 1;
        return seat.equals(Seat.ELSEWHERE.toString()) ? levels.length + 1 : 0;
    }

    private Seat seatAt(int index) {
        if (index == levels.length + 1) return Seat.ELSEWHERE;
        return index == 0 ? Seat.HUMAN : Seat.computer(levels[index - 1]);
    }

    /** Starts a game with the card's choices (the player's last for this game, unless changed on the card). */
    void play() {
        app.switchTo(entry.newScreen(app, options()));
    }

    /** The card's choices as launch options. */
    private LaunchOptions options() {
        LaunchOptions o = new LaunchOptions(app.catalogue());
        o.game = entry.id();
        for (int i = 0; i < specs.size(); i++) o.gameOptions.put(specs.get(i).name, value(i));
        o.p1 = seatAt(player1.index());
        o.p2 = seatAt(player2.index());
        o.first = first.index() == 2 ? LaunchOptions.RANDOM : first.index() + 1;
        return o;
    }

    private String value(int i) {
        OptionRow[] r = rows.get(i);
        return r.length == 2 ? r[0].value() + "x" + r[1].value() : r[0].value();
    }

    private void saveChoices() {
        Settings s = app.settings();
        for (int i = 0; i < specs.size(); i++) s.put(key(specs.get(i).name), value(i));
        s.put(key("p1"), seatAt(player1.index()).toString());
        s.put(key("p2"), seatAt(player2.index()).toString());
        s.put(key("first"), first.index() == 2 ? "random" : String.valueOf(first.index() + 1));
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
