package parlour.ui;

import java.util.ArrayList;
import java.util.List;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;

import parlour.LaunchOptions;
import parlour.ParlourApp;
import parlour.dots.DotsGame;
import parlour.dots.DotsScreen;
import parlour.dots.ai.DotsPlayers;
import parlour.match.Seat;

/** The title screen: the games with their options, the settings, help and quit. */
public final class MenuScreen extends BaseScreen {
    private final Table root = new Table();
    private final Label sizeSummary;
    private final OptionRow across;
    private final OptionRow up;
    private final OptionRow player1;
    private final OptionRow player2;
    private final OptionRow first;
    private final String[] seatNames;
    private HelpPanel help;
    private final List<Actor> order = new ArrayList<>();

    public MenuScreen(final ParlourApp app) {
        super(app);
        final Settings settings = app.settings();
        String[] counts = new String[15];
        for (int i = 0; i < 15; i++) counts[i] = String.valueOf(i + 1);
        seatNames = new String[1 + DotsPlayers.LEVELS.length];
        seatNames[0] = "Human";
        for (int i = 0; i < DotsPlayers.LEVELS.length; i++) seatNames[i + 1] = "Computer (" + DotsPlayers.LEVELS[i] + ")";

        Label title = new Label("Parlour", skin, "title");
        Label tagline = new Label("Classic pencil-and-paper games, played against a friend or the computer.", skin, "small");
        tagline.setWrap(true);
        tagline.setAlignment(Align.center);

        OptionRow.Listener remember = new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                saveChoices();
            }
        };
        across = new OptionRow(skin, "Boxes across", counts, intOpt("dots.cols", DotsGame.DEFAULT_COLS) - 1, remember);
        up = new OptionRow(skin, "Boxes up", counts, intOpt("dots.rows", DotsGame.DEFAULT_ROWS) - 1, remember);
        player1 = new OptionRow(skin, "Player 1", seatNames, seatIndex(settings.get("dots.p1", "human")), remember);
        player2 = new OptionRow(skin, "Player 2", seatNames, seatIndex(settings.get("dots.p2", "ai:" + DotsPlayers.DEFAULT_LEVEL)), remember);
        first = new OptionRow(skin, "First move", new String[] {"Player 1", "Player 2"}, intOpt("dots.first", 1) - 1, remember);
        sizeSummary = new Label("", skin, "small");

        TextButton play = new TextButton("Play Dots and Boxes", skin);
        play.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                startGame();
            }
        });

        Table dots = new Table();
        dots.defaults().growX().padTop(4);
        dots.add(new Label("Dots and Boxes", skin, "heading")).left().row();
        dots.add(across).row();
        dots.add(up).row();
        dots.add(sizeSummary).right().row();
        dots.add(player1).row();
        dots.add(player2).row();
        dots.add(first).row();
        dots.add(play).padTop(10).height(44).row();
        order.add(play);

        String saved = settings.autosave(DotsGame.ID);
        if (saved != null) {
            TextButton resume = new TextButton("Continue the unfinished game", skin, "quiet");
            resume.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    LaunchOptions o = new LaunchOptions();
                    o.game = DotsGame.ID;
                    app.switchTo(DotsScreen.resume(app, o));
                }
            });
            dots.add(resume).padTop(6).row();
            order.add(resume);
        }
        order.add(across);
        order.add(up);
        order.add(player1);
        order.add(player2);
        order.add(first);

        final String[] themeNames = new String[Theme.ALL.length];
        int themeIndex = 0;
        for (int i = 0; i < Theme.ALL.length; i++) {
            themeNames[i] = Theme.ALL[i].name;
            if (Theme.ALL[i] == theme) themeIndex = i;
        }
        final OptionRow themeRow = new OptionRow(skin, "Theme", themeNames, themeIndex, new OptionRow.Listener() {
            @Override
            public void changed(final int index) {
                app.setTheme(Theme.ALL[index], new ParlourApp.ScreenFactory() {
                    @Override
                    public com.badlogic.gdx.Screen create() {
                        MenuScreen m = new MenuScreen(app);
                        m.focusSettings();
                        return m;
                    }
                });
            }
        });
        OptionRow soundRow = new OptionRow(skin, "Sound", new String[] {"Off", "On"}, app.assets().soundOn() ? 1 : 0, new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                app.setSound(index == 1);
                app.assets().play("click");
            }
        });
        OptionRow speedRow = new OptionRow(skin, "Animation", Settings.SPEED_NAMES, settings.speedIndex(), new OptionRow.Listener() {
            @Override
            public void changed(int index) {
                settings.setSpeedIndex(index);
            }
        });
        Table prefs = new Table();
        prefs.defaults().growX().padTop(4);
        prefs.add(new Label("Settings", skin, "heading")).left().row();
        prefs.add(themeRow).row();
        prefs.add(soundRow).row();
        prefs.add(speedRow).row();
        order.add(themeRow);
        order.add(soundRow);
        order.add(speedRow);

        Table bottom = new Table();
        TextButton helpButton = new TextButton("Help (H)", skin, "quiet");
        helpButton.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                toggleHelp();
            }
        });
        bottom.add(helpButton).minWidth(120).pad(4);
        order.add(helpButton);
        if (app.platform().canQuit()) {
            TextButton quit = new TextButton("Quit", skin, "quiet");
            quit.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    app.platform().quit();
                }
            });
            bottom.add(quit).minWidth(120).pad(4);
            order.add(quit);
        }

        root.top().pad(16);
        root.add(title).padTop(8).row();
        root.add(tagline).width(520).padBottom(16).row();
        Table cards = new Table();
        cards.top();
        cards.add(dots).width(460).top().pad(10);
        cards.add(prefs).width(460).top().pad(10);
        root.add(cards).row();
        root.add(bottom).padTop(12).row();
        this.cards = cards;
        this.dotsCard = dots;
        this.prefsCard = prefs;
        ScrollPane scroller = new ScrollPane(root, skin);
        scroller.setFillParent(true);
        scroller.setScrollingDisabled(true, false);
        scroller.setFadeScrollBars(true);
        stage.addActor(scroller);
        stage.setScrollFocus(scroller);
        setFocusOrder(order);
        focus.focus(play);
        updateSummary();
        for (String problem : app.launchOptions().problems) message("Page options", problem);
        app.launchOptions().problems.clear();
    }

    private final Table cards;
    private final Table dotsCard;
    private final Table prefsCard;

    void focusSettings() {
        focus.focus(order.get(order.size() - (app.platform().canQuit() ? 5 : 4)));
        focus.setRingVisible(true);
    }

    private int intOpt(String key, int fallback) {
        try {
            return Integer.parseInt(app.settings().get(key, String.valueOf(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private int seatIndex(String seat) {
        for (int i = 0; i < DotsPlayers.LEVELS.length; i++) {
            if (seat.equals("ai:" + DotsPlayers.LEVELS[i])) return i + 1;
        }
        return 0;
    }

    private Seat seatAt(int index) {
        return index == 0 ? Seat.HUMAN : Seat.computer(DotsPlayers.LEVELS[index - 1]);
    }

    private void saveChoices() {
        Settings s = app.settings();
        s.put("dots.cols", String.valueOf(across.index() + 1));
        s.put("dots.rows", String.valueOf(up.index() + 1));
        s.put("dots.p1", seatAt(player1.index()).toString());
        s.put("dots.p2", seatAt(player2.index()).toString());
        s.put("dots.first", String.valueOf(first.index() + 1));
        updateSummary();
    }

    private void updateSummary() {
        int c = across.index() + 1, r = up.index() + 1;
        sizeSummary.setText(c + " x " + r + " boxes, " + (c + 1) + " x " + (r + 1) + " dots");
    }

    private void startGame() {
        LaunchOptions o = new LaunchOptions();
        o.game = DotsGame.ID;
        o.cols = across.index() + 1;
        o.rows = up.index() + 1;
        o.p1 = seatAt(player1.index());
        o.p2 = seatAt(player2.index());
        o.first = first.index() + 1;
        app.switchTo(new DotsScreen(app, o));
    }

    private void toggleHelp() {
        if (help != null) {
            help.remove();
            help = null;
            setFocusOrder(order);
            return;
        }
        help = new HelpPanel(skin, "parlour", new Runnable() {
            @Override
            public void run() {
                toggleHelp();
            }
        });
        help.place(stage.getWidth(), stage.getHeight());
        stage.addActor(help);
        List<Actor> withHelp = new ArrayList<>(order);
        withHelp.add(help.closeButton());
        setFocusOrder(withHelp);
    }

    @Override
    protected boolean shortcut(int keycode, boolean ctrl, boolean shift) {
        if (keycode == Keys.H || keycode == Keys.F1) {
            toggleHelp();
            return true;
        }
        if (keycode == Keys.ESCAPE && help != null) {
            toggleHelp();
            return true;
        }
        if (keycode == Keys.PAGE_DOWN && help != null) {
            help.scrollPage(1);
            return true;
        }
        if (keycode == Keys.PAGE_UP && help != null) {
            help.scrollPage(-1);
            return true;
        }
        return false;
    }

    @Override
    protected void layout(float width, float height) {
        cards.clearChildren();
        float cardW = Math.min(460, width - 40);
        boolean wide = width >= 2 * cardW + 60;
        cards.add(dotsCard).width(cardW).top().pad(10);
        if (!wide) cards.row();
        cards.add(prefsCard).width(cardW).top().pad(10);
        if (help != null) help.place(width, height);
    }
}
