package parlour.shell.menu;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlour.game.OptionSpec;
import parlour.match.Seat;
import parlour.session.SeatNames;
import parlour.shell.files.KeptChoice;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.LaunchOptions;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.OptionRow;
import parlour.ui.ShortenedLabel;
import parlour.ui.Theme;

/**
 * A game's card on the menu: its name, a small picture of its board (the game's own diagram, in the theme's colours),
 * Continue when an unfinished game was kept, Play, and Options, which unfolds the game's options as rows of values
 * (made from the game's option descriptions), the two seats and who moves first. Choices, and whether the options are
 * open, are remembered in the settings under the game's id.
 */
public final class GameCard extends Table {
    private final Navigator app;
    private final GameEntry<?> entry;
    private final Theme theme;
    private final List<OptionSpec> specs = new ArrayList<>();
    /** One row per CHOICE option, two per SIZE option, in the order of {@link #specs}. */
    private final List<OptionRow[]> rows = new ArrayList<>();

    private final OptionRow player1;
    private final OptionRow player2;
    private final OptionRow first;
    private final String[] levels;
    private final List<Actor> focusOrder = new ArrayList<>();
    /** Every option row, in order, shown only while the options are open. */
    private final List<OptionRow> allRows = new ArrayList<>();

    private final TextButton play;
    private final Label heading;
    private final BoardPicture picture;
    private final TextButton optionsButton;
    private TextButton resume;
    /** Whether the option rows are shown. */
    private boolean open;
    /** The heading's height: the tallest in the card's row, so that the pictures and Plays of a row line up. */
    private float headingHeight;
    /** Whether the card has no picture: its game draws no diagrams, or their code could not come. */
    private boolean noPicture;
    /** Hears that the options were folded or unfolded: the menu's Tab order and layout change. */
    private Runnable foldListener;
    /** What draws the picture, once the diagrams' code came; null before, {@code NONE} after a failure. */
    private LaterCode.Diagrams diagrams;

    public GameCard(final Navigator app, final GameEntry<?> entry, Skin skin, BaseScreen screen) {
        this.app = app;
        this.entry = entry;
        this.theme = screen.theme();
        final Settings settings = app.settings();
        levels = entry.def.players().levels();
        OptionRow.Listener remember = new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                saveChoices();
            }
        };
        defaults().growX().padTop(4);
        heading = new Label(t(entry.def.title()), skin, "heading");
        heading.setWrap(true);
        // at the top of a row's tallest name
        heading.setAlignment(Align.topLeft);
        picture = new BoardPicture(app.assets().region("white"), PICTURE_HEIGHT);
        noPicture = entry.drawing == null;
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
        addResume(entry, screen, skin);
        open = OPEN.equals(settings.get(key(OPTIONS_KEY), FOLDED));
        optionsButton = new TextButton("", skin, "quiet");
        optionsButton.setName("Options " + entry.def.title());
        optionsButton.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                setOpen(!open);
            }
        });
        arrange();
        app.later()
                .diagrams(
                        // drawn at the card's next frame: this runs in the diagrams' code, which should need no
                        // more of the menu's than this (on the web, what both need is in every first frame)
                        d -> {
                            diagrams = d;
                            pictureDue = true;
                        },
                        reason -> {
                            // no picture: the card shows the game's name and Play
                            diagrams = LaterCode.Diagrams.NONE;
                            noPicture = true;
                            arrange();
                            invalidateHierarchy();
                        });
    }

    /** The picture's height on the card. */
    static final float PICTURE_HEIGHT = 110;
    /** The setting, under the game's id, that remembers whether its options are open, and its two values. */
    static final String OPTIONS_KEY = "options", OPEN = "open", FOLDED = "folded";

    /** The card's parts top to bottom, the option rows only while open; and its Tab order, which follows them. */
    private void arrange() {
        clearChildren();
        focusOrder.clear();
        add(heading).left().top().growX().minHeight(headingHeight).row();
        if (!noPicture)
            add(picture).height(PICTURE_HEIGHT).padTop(6).padBottom(2).row();
        if (resume != null) {
            add(resume).padTop(6).row();
            focusOrder.add(resume);
        }
        add(play).padTop(6).height(44).row();
        focusOrder.add(play);
        add(optionsButton).padTop(4).row();
        focusOrder.add(optionsButton);
        optionsButton.setText(t("Options") + (open ? " \u2013" : " +"));
        // a screen reader hears whose options they are (among the page's copies of the controls too) and whether open
        String title = t(entry.def.title());
        optionsButton.setUserObject(open ? t("Options for {0}, open", title) : t("Options for {0}, folded", title));
        if (open) {
            for (OptionRow row : allRows) {
                add(row).row();
                focusOrder.add(row);
            }
        }
    }

    /** Folds or unfolds the option rows, remembered for the next menu. */
    void setOpen(boolean open) {
        this.open = open;
        app.settings().put(key(OPTIONS_KEY), open ? OPEN : FOLDED);
        arrange();
        invalidateHierarchy();
        if (foldListener != null) foldListener.run();
    }

    /** Whether the option rows are shown. */
    public boolean optionsOpen() {
        return open;
    }

    /** The control that folds and unfolds the options. */
    public TextButton optionsButton() {
        return optionsButton;
    }

    /** The card's picture of its game's board. */
    public BoardPicture picture() {
        return picture;
    }

    /** {@code listener} hears each fold and unfold. */
    void onFold(Runnable listener) {
        foldListener = listener;
    }

    /** Every control the card can show, in Tab's order: under the card's heading for a listener. */
    List<Actor> allControls() {
        List<Actor> all = new ArrayList<>();
        if (resume != null) all.add(resume);
        all.add(play);
        all.add(optionsButton);
        all.addAll(allRows);
        return all;
    }

    /** Lays the card out for {@code width}: the rows fitted to it, shown or not. */
    void fitWidth(float width) {
        for (OptionRow row : allRows) row.fitWidth(width);
    }

    /** How high the game's name is in a card {@code width} wide, on as many lines as it takes there. */
    float nameHeight(float width) {
        heading.setWidth(width);
        heading.invalidate();
        return heading.getPrefHeight();
    }

    /** Makes the heading {@code height} high at least: the tallest of the card's row. */
    void setNameHeight(float height) {
        if (height == headingHeight) return;
        headingHeight = height;
        getCell(heading).minHeight(height);
        invalidateHierarchy();
    }

    /** Whether the diagrams' code came and the picture is yet to be drawn. */
    private boolean pictureDue;

    @Override
    public void act(float delta) {
        super.act(delta);
        if (pictureDue) {
            pictureDue = false;
            drawPicture();
        }
    }

    /** The picture drawn (again) for the card's choices, once the diagrams' code is here. */
    private void drawPicture() {
        if (diagrams == null) return;
        picture.clearDrawing();
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < specs.size(); i++) options.put(specs.get(i).name, value(i));
        try {
            picture.drawingSize(diagrams.picture(entry, options, theme, picture));
        } catch (RuntimeException cannotDraw) {
            picture.drawingSize(null);
        }
    }

    /** Continue, when games of this kind were kept: the one, or a choice of them all (other windows' too). */
    private <P> void addResume(final GameEntry<P> entry, final BaseScreen screen, Skin skin) {
        final List<KeptChoice<P>> kept = KeptChoice.of(entry, app.settings());
        if (kept.isEmpty()) return;
        resume = new TextButton(
                kept.size() == 1 ? t("Continue the unfinished game") : t("Continue an unfinished game…"),
                skin,
                "quiet");
        resume.setName("Continue the unfinished game");
        // long words wrap within the card
        resume.getLabel().setWrap(true);
        resume.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                KeptChoice.resume(app, screen, entry, kept);
            }
        });
    }

    /**
     * How many controls Tab visits on the card of {@code entry} with its options folded (as a first visit shows it):
     * Continue when a game was kept, Play and Options. Tests count Tabs with it.
     */
    public static int controlCount(GameEntry<?> entry, boolean withContinue) {
        return controlCount(entry, withContinue, false);
    }

    /**
     * As above, the options {@code open} or folded: open, a row per choice option, two per size option, the two seats
     * and who moves first come after Options.
     */
    public static int controlCount(GameEntry<?> entry, boolean withContinue, boolean open) {
        int n = 2 + (withContinue ? 1 : 0);
        if (!open) return n;
        n += 3;
        for (OptionSpec o : entry.def.options()) n += o.kind == OptionSpec.Kind.SIZE ? 2 : 1;
        return n;
    }

    /** The card's controls in the order Tab visits them: Continue, Play, Options, then the option rows while open. */
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

    /** The option's value as the game names it: a choice's own word ("random"), not the word the row shows. */
    private String value(int i) {
        OptionRow[] r = rows.get(i);
        if (r.length == 2) return r[0].value() + "x" + r[1].value();
        String[] choices = specs.get(i).choices();
        return r[0].index() < choices.length ? choices[r[0].index()] : r[0].value();
    }

    private void saveChoices() {
        drawPicture();
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
