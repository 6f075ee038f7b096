package parlour.shell.menu;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Cell;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.GameSlot;
import parlour.shell.launch.Navigator;
import parlour.shell.screen.OpeningNotices;
import parlour.ui.BaseScreen;
import parlour.ui.HelpToggle;
import parlour.ui.OptionRow;

/**
 * The title screen: each game a card (its picture, name, Play and folded options), the settings, help and quit; the game
 * cards of a row as wide as each other, their names as high.
 */
public final class MenuScreen extends BaseScreen {
    private final Navigator app;
    private final Table root = new Table();
    private final HelpToggle help;
    private final List<Actor> order = new ArrayList<>();
    /** The controls Tab visits before the cards (Back to the game) and after them (Help, Quit). */
    private final List<Actor> before = new ArrayList<>(), after = new ArrayList<>();
    /** A {@link GameCard} per game, or a {@link GameLoadCard} for one whose code had not come. */
    private final List<Table> gameCards = new ArrayList<>();

    private final SettingsCard settingsCard;
    private final ScrollPane scroller;
    /** Where the menu was scrolled before a live theme switch made it anew, or -1. */
    private float keptScroll = -1;
    /** The card of the game the menu was opened from, scrolled into view at the first layout in a window; then null. */
    private GameCard cardInView;

    public MenuScreen(final Navigator app) {
        super(app);
        this.app = app;
        help = new HelpToggle(
                stage,
                skin,
                app.platform(),
                "parlour",
                new Runnable() {
                    @Override
                    public void run() {
                        applyFocusOrder();
                    }
                },
                app.later()::help);

        Label title = new Label("Parlour", skin, "title");
        Label tagline =
                new Label(t("Classic pencil-and-paper games, played against a friend or the computer."), skin, "small");
        tagline.setWrap(true);
        tagline.setAlignment(Align.center);

        // the focus starts on the Play of the game the menu was opened from, or else on the first game's
        final String gameBehind = app.gameBehindMenu();
        Actor firstFocus = null;
        for (GameSlot g : app.catalogue().slots()) {
            if (g.entry() != null) {
                GameCard card = newCard(g.entry());
                gameCards.add(card);
                if (firstFocus == null) firstFocus = card.playButton();
                if (g.id.equals(gameBehind)) {
                    firstFocus = card.playButton();
                    cardInView = card;
                }
            } else {
                GameLoadCard card = new GameLoadCard(
                        g, skin, this::play, this::fullCard, a -> focus.ringVisible() && focus.focused() == a);
                gameCards.add(card);
                heading(Collections.<Actor>singletonList(card.playButton()), t(g.title));
                if (firstFocus == null) firstFocus = card.playButton();
            }
        }

        settingsCard = new SettingsCard(app, skin, theme, this::madeAnew);
        heading(settingsCard.focusOrder(), t("Settings"));

        Table bottom = new Table();
        // a touch-only screen shows no keys
        final boolean keys = !app.platform().touchOnly();
        TextButton helpButton = new TextButton(keys ? t("Help") + " (H)" : t("Help"), skin, "quiet");
        helpButton.setName("Help (H)");
        helpButton.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                help.toggle();
            }
        });
        bottom.add(helpButton).minWidth(120).pad(4);
        after.add(helpButton);
        if (app.platform().canQuit()) {
            TextButton quit = new TextButton(t("Quit"), skin, "quiet");
            quit.setName("Quit");
            quit.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    app.platform().quit();
                }
            });
            bottom.add(quit).minWidth(120).pad(4);
            after.add(quit);
        }

        root.top().pad(PAD);
        root.add(title).padTop(8).row();
        taglineCell = root.add(tagline).width(520).padBottom(16);
        taglineCell.row();
        if (gameBehind != null) {
            TextButton back = new TextButton(keys ? t("Back to the game") + " (Esc)" : t("Back to the game"), skin);
            back.setName("Back to the game (Esc)");
            back.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    app.backToGame();
                }
            });
            root.add(back).height(44).padBottom(8).row();
            before.add(back);
        }
        cards.top();
        root.add(cards).row();
        root.add(bottom).padTop(12).row();
        scroller = new ScrollPane(root, skin);
        scroller.setFillParent(true);
        scroller.setScrollingDisabled(true, false);
        scroller.setFadeScrollBars(true);
        stage.addActor(scroller);
        stage.setScrollFocus(scroller);
        makeOrder();
        setFocusOrder(order);
        focus.focus(firstFocus);
        OpeningNotices.tell(app, this);
    }

    /** Play on a card whose game's code came after the menu was made: the game starts with the player's last choices. */
    private void play(GameEntry<?> entry) {
        if (!gone) new GameCard(app, entry, skin, this).play();
    }

    /**
     * A short card's game code came while the menu is open: the game's full card takes its place, scrolled so that what
     * the player looks at stays where it was: the card's Play when they asked for the card (under the pointer that
     * fetched it, with the focus if that Play had it), else the control with the keyboard's focus, or without a focus
     * ring the first control in view (cards fetched ahead grow around it). The menu grows a blank foot where it could not scroll that far otherwise.
     */
    private void fullCard(GameLoadCard shortCard, GameEntry<?> entry) {
        int at = gameCards.indexOf(shortCard);
        if (gone || at < 0) return;
        Actor oldPlay = shortCard.playButton();
        boolean focused = focus.focused() == oldPlay;
        Actor anchor = shortCard.asked() || focused ? oldPlay : focus.ringVisible() ? focus.focused() : firstInView();
        scroller.validate();
        float before = anchor == null ? 0 : anchor.localToStageCoordinates(new Vector2()).y;
        GameCard card = newCard(entry);
        gameCards.set(at, card);
        makeOrder();
        relayout();
        scroller.validate();
        if (anchor == oldPlay) anchor = card.playButton();
        if (anchor == null || anchor.getStage() == null) {
            applyFocusOrder();
            return;
        }
        // the card grew above the anchor: scroll down as far as it moved
        float wanted = scroller.getScrollY() + before - anchor.localToStageCoordinates(new Vector2()).y;
        if (wanted > scroller.getMaxY()) {
            foot += wanted - scroller.getMaxY();
            root.padBottom(PAD + foot);
            root.invalidateHierarchy();
            scroller.validate();
        }
        scroller.setScrollY(wanted);
        scroller.updateVisualScroll();
        scroller.invalidate();
        scroller.validate();
        applyFocusOrder();
        if (focused) focus.focus(card.playButton());
    }

    /** The first of the menu's controls whose middle is in the window, or null. */
    private Actor firstInView() {
        for (Actor a : order) {
            if (a.getStage() == null) continue;
            float y = a.localToStageCoordinates(new Vector2(0, a.getHeight() / 2)).y;
            if (y >= 0 && y <= stage.getHeight()) return a;
        }
        return null;
    }

    /** A game's full card, its controls under its heading, the menu's Tab order following its fold. */
    private GameCard newCard(GameEntry<?> entry) {
        final GameCard card = new GameCard(app, entry, skin, this);
        heading(card.allControls(), t(entry.def.title()));
        card.onFold(new Runnable() {
            @Override
            public void run() {
                folded(card);
            }
        });
        return card;
    }

    /** A card's options folded or unfolded: Tab visits its rows or not, the menu is laid out again and says which. */
    private void folded(GameCard card) {
        if (gone) return;
        makeOrder();
        applyFocusOrder();
        relayout();
        focus.focus(card.optionsButton());
        sayFocus(null);
    }

    /** The menu's controls in Tab's order: the way back, each card's, the settings, Help and Quit. */
    private void makeOrder() {
        order.clear();
        order.addAll(before);
        for (Table c : gameCards) {
            if (c instanceof GameCard) order.addAll(((GameCard) c).focusOrder());
            else order.add(((GameLoadCard) c).playButton());
        }
        order.addAll(settingsCard.focusOrder());
        order.addAll(after);
    }

    /** The blank below the menu's foot that keeps a full card's Play in place (see {@link #fullCard}). */
    private float foot;

    /** The menu's controls in Tab's order, and Help's close button while help is open. */
    private void applyFocusOrder() {
        List<Actor> withHelp = new ArrayList<>(order);
        if (help.isOpen()) withHelp.add(help.closeButton());
        setFocusOrder(withHelp);
    }

    /**
     * The menu shown: a player who listens hears where they are and where the keyboard's focus is; a moment later the
     * games whose code has not come are fetched, one after another, so that every card gets its picture and options.
     */
    @Override
    public void show() {
        super.show();
        sayFocus(t("Parlour menu"));
        if (shownFor < 0) shownFor = 0;
    }

    /**
     * Seconds after the menu shows before its short cards' code is fetched: its first frames are drawn first. (Counted
     * here, not by a delayed action: the web compiler would fold the menu's fetch into the run action that every screen
     * has, and with it the menu's code into the code every page fetches.)
     */
    private static final float AHEAD_AFTER = 0.5f;

    /** Seconds since the menu showed (-1 before), until its short cards' code is asked for. */
    private float shownFor = -1;

    private boolean fetchingAhead;

    @Override
    public void render(float delta) {
        super.render(delta);
        if (shownFor < 0 || fetchingAhead) return;
        shownFor += delta;
        if (shownFor < AHEAD_AFTER) return;
        fetchingAhead = true;
        fetchAhead(0);
    }

    /** Frames keep coming until the short cards' code was asked for. */
    @Override
    protected boolean moving() {
        return shownFor >= 0 && !fetchingAhead;
    }

    /** Fetches the code of the first short card from {@code from} on, then of the next once it came or could not. */
    private void fetchAhead(int from) {
        for (int i = from; i < gameCards.size() && !gone; i++) {
            if (gameCards.get(i) instanceof GameLoadCard) {
                final int next = i + 1;
                ((GameLoadCard) gameCards.get(i)).fetchAhead(() -> fetchAhead(next));
                return;
            }
        }
    }

    /** Whether the menu was left: a game's code that comes after is for the next menu. */
    private boolean gone;

    @Override
    public void dispose() {
        gone = true;
        super.dispose();
    }

    private final Table cards = new Table();
    /** The tagline's place, as wide as the window allows. */
    private final Cell<Label> taglineCell;
    /** The menu's padding on each side, and a card's. */
    private static final float PAD = 16, CARD_PAD = 10;
    /** A game card's least and most width: four side by side in a laptop's window, one on a phone. */
    private static final float CARD_MIN = 220, CARD_MAX = 300, SETTINGS_MAX = 420;

    /** The menu made anew for a new theme or language: the focus back on the Theme option, scrolled where it was. */
    private Screen madeAnew() {
        MenuScreen m = new MenuScreen(app);
        m.focusSettings(scroller.getScrollY());
        return m;
    }

    private void focusSettings(float scrollY) {
        cardInView = null;
        focus.focus(settingsCard.themeRow());
        focus.setRingVisible(true);
        keptScroll = scrollY;
    }

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (keycode == Keys.H || keycode == Keys.F1) {
            help.toggle();
            return true;
        }
        if (keycode == Keys.ESCAPE && help.isOpen()) {
            help.toggle();
            return true;
        }
        if (keycode == Keys.ESCAPE && app.backToGame()) return true;
        if (help.pageKey(keycode)) return true;
        return false;
    }

    @Override
    protected void layout(float width, float height) {
        cards.clearChildren();
        // within the window: the menu's padding on both sides; each card's too
        float room = width - 2 * PAD;
        int games = gameCards.size();
        int perRow = Math.max(1, Math.min(games, (int) (room / (CARD_MIN + 2 * CARD_PAD))));
        // rows as even as they go: two and two rather than three and one
        int rows = (games + perRow - 1) / perRow;
        perRow = Math.max(1, (games + rows - 1) / rows);
        // every game card as wide as the others
        float cardW = Math.max(0, Math.min(CARD_MAX, room / perRow - 2 * CARD_PAD));
        taglineCell.width(Math.min(520, room));
        // the names of a row as high as its tallest (one wraps where another fits a line): pictures and Plays line up
        for (int start = 0; start < games; start += perRow) {
            float tallest = 0;
            int end = Math.min(games, start + perRow);
            for (int i = start; i < end; i++)
                if (gameCards.get(i) instanceof GameCard)
                    tallest = Math.max(tallest, ((GameCard) gameCards.get(i)).nameHeight(cardW));
            for (int i = start; i < end; i++)
                if (gameCards.get(i) instanceof GameCard) ((GameCard) gameCards.get(i)).setNameHeight(tallest);
        }
        for (int i = 0; i < games; i++) {
            Table card = gameCards.get(i);
            if (card instanceof GameCard) ((GameCard) card).fitWidth(cardW);
            cards.add(card).width(cardW).top().pad(CARD_PAD);
            if (i % perRow == perRow - 1) cards.row();
        }
        if (games % perRow != 0) cards.row();
        // the settings below the games, a card of their own
        float settingsW = Math.max(0, Math.min(SETTINGS_MAX, room - 2 * CARD_PAD));
        OptionRow.fitRows(settingsCard, settingsW);
        cards.add(settingsCard).colspan(perRow).width(settingsW).top().pad(CARD_PAD);
        help.place(width, height);
        if (keptScroll >= 0) {
            scroller.validate();
            scroller.setScrollY(keptScroll);
            scroller.updateVisualScroll();
            keptScroll = -1;
        } else if (cardInView != null && height > 0) {
            // the card's top, its heading, at the top of the view (the pane's scroll counts down from the menu's top),
            // or lower where the card is taller than the view: its Play, which has the focus, is always in it
            scroller.validate();
            Vector2 at = cardInView.localToAscendantCoordinates(root, new Vector2());
            Vector2 play = cardInView.playButton().localToAscendantCoordinates(root, new Vector2());
            float headingOnTop = root.getHeight() - (at.y + cardInView.getHeight()) - CARD_PAD;
            float playInView = root.getHeight() - scroller.getHeight() - play.y + CARD_PAD;
            scroller.setScrollY(Math.max(headingOnTop, playInView));
            scroller.updateVisualScroll();
            cardInView = null;
        }
    }
}
