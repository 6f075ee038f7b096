package parlour.shell.menu;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.List;
import parlour.shell.files.KeptChoice;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.ui.BaseScreen;
import parlour.ui.OptionRow;
import parlour.ui.ShortenedLabel;
import parlour.ui.Theme;

/**
 * A game's card on the menu: its name, a small picture of its board (the game's own diagram, in the theme's colours),
 * Continue when an unfinished game was kept, Play, and Options, which unfolds the game's choices ({@link CardChoices})
 * below. Whether the options are open is remembered in the settings under the game's id.
 */
public final class GameCard extends Table {
    private final Navigator app;
    private final GameEntry<?> entry;
    private final Theme theme;
    /** The card's option rows, the seats and who moves first. */
    private final CardChoices choices;

    private final List<Actor> focusOrder = new ArrayList<>();

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
        choices = new CardChoices(app, entry, skin, this::drawPicture);
        defaults().growX().padTop(4);
        heading = new Label(t(entry.def.title()), skin, "heading");
        heading.setWrap(true);
        // at the top of a row's tallest name
        heading.setAlignment(Align.topLeft);
        picture = new BoardPicture(app.assets().region("white"), PICTURE_HEIGHT);
        noPicture = entry.drawing == null;
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
        open = OPEN.equals(settings.get(choices.key(OPTIONS_KEY), FOLDED));
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
            for (OptionRow row : choices.allRows) {
                add(row).row();
                focusOrder.add(row);
            }
        }
    }

    /** Folds or unfolds the option rows, remembered for the next menu. */
    void setOpen(boolean open) {
        this.open = open;
        app.settings().put(choices.key(OPTIONS_KEY), open ? OPEN : FOLDED);
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
        all.addAll(choices.allRows);
        return all;
    }

    /** Lays the card out for {@code width}: the rows fitted to it, shown or not. */
    void fitWidth(float width) {
        for (OptionRow row : choices.allRows) row.fitWidth(width);
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
        try {
            picture.drawingSize(diagrams.picture(entry, choices.gameOptions(), theme, picture));
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
        return 2 + (withContinue ? 1 : 0) + (open ? CardChoices.rowCount(entry) : 0);
    }

    /** The card's controls in the order Tab visits them: Continue, Play, Options, then the option rows while open. */
    public List<Actor> focusOrder() {
        return focusOrder;
    }

    public TextButton playButton() {
        return play;
    }

    /** Starts a game with the card's choices (the player's last for this game, unless changed on the card). */
    void play() {
        app.switchTo(entry.newScreen(app, choices.options()));
    }
}
