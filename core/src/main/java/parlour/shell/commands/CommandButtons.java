package parlour.shell.commands;

import static parlour.words.Tr.t;

import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.Image;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import parlour.board.KeyTable.Command;
import parlour.ui.Assets;
import parlour.ui.ShortenedLabel;
import parlour.ui.Theme;
import parlour.ui.UiKit;

/**
 * The game screen's command buttons. Where there is room they say what they do and their key
 * ("Undo (U)"); where space is short they show an icon (or a symbol), so that nothing spills out and the
 * board keeps the larger share. On a touch-only screen the words never carry a key; elsewhere a button that shows no
 * key says its words and key above it while the mouse is over it. Each keeps its name ("Undo (U)") for scripts, tests
 * and the layout report.
 */
public final class CommandButtons {
    /** How a command is run when its button is pressed. */
    interface Runner {
        void run(Command c);
    }

    /** The gap around each button. */
    private static final float PAD = 3;

    private final Assets assets;
    private final Theme theme;
    private final Skin skin;
    private final Map<Command, TextButton> buttons = new EnumMap<>(Command.class);
    /** Each button's entry in the commands' registry: its icon and its shorter forms. */
    private final Map<Command, CommandEntry> entries = new EnumMap<>(Command.class);

    private final Map<Command, String> texts = new EnumMap<>(Command.class);
    /** The words each button shows, in the player's language (a language switch shows them anew). */
    private final Map<Command, String> shownWords = new EnumMap<>(Command.class);

    private final List<TextButton> list = new ArrayList<>();
    /** The buttons on screen now: all of them, or the first few and More. */
    private final List<TextButton> shown = new ArrayList<>();

    private final TextButton more;
    /** The pointed-at button's words and key, above it, where the button shows no key (an icon, or no room). */
    private final Table tip = new Table();

    private final Label tipWords;
    /** The line above the buttons (a collection puzzle's number, title and difficulty), shown when it has forms. */
    private final ShortenedLabel caption;

    private boolean compact;
    private boolean withKeys;
    /** No keyboard to speak of (a phone, a tablet): keys are never shown. */
    private final boolean touchOnly;
    /** A button's height, and its least width as an icon: a finger's target on a touch screen. */
    private final float height;
    /** The letters the board takes while it has the focus: their commands show Shift with the letter. */
    private String boardLetters = "";

    public CommandButtons(Assets assets, Theme theme, Skin skin, boolean touchOnly, final Runnable openMore) {
        this.assets = assets;
        this.theme = theme;
        this.skin = skin;
        this.touchOnly = touchOnly;
        this.withKeys = !touchOnly;
        this.height = touchOnly ? UiKit.TOUCH_TARGET : 38;
        tipWords = new Label("", skin);
        tip.setBackground(UiKit.framed(assets, theme.panel, theme.mutedText));
        tip.add(tipWords);
        tip.setTouchable(Touchable.disabled);
        tip.setName("key tip");
        caption = new ShortenedLabel(skin, "default");
        caption.setName("puzzle caption");
        more = new TextButton(t("More…"), skin);
        more.setName("More…");
        more.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                openMore.run();
            }
        });
    }

    void add(CommandEntry e, Runner runner) {
        addAt(list.size(), e, runner);
    }

    /** Adds a button at {@code index} of the list (the first places show where More offers the rest). */
    void addAt(int index, CommandEntry e, final Runner runner) {
        final Command c = e.command;
        TextButton b = new TextButton(c.shownText(!touchOnly), skin);
        // the words with the key, or without it where the button is narrow
        ShortenedLabel words = new ShortenedLabel(b.getLabel().getStyle());
        words.setAlignment(b.getLabel().getLabelAlign());
        b.setLabel(words);
        b.setName(c.buttonText(true));
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                runner.run(c);
            }
        });
        b.addListener(new InputListener() {
            @Override
            public void enter(InputEvent event, float x, float y, int pointer, Actor fromActor) {
                // a mouse over it (a finger's touch is no pointing)
                if (pointer == -1 && (fromActor == null || !fromActor.isDescendantOf(event.getListenerActor())))
                    showTip(c);
            }

            @Override
            public void exit(InputEvent event, float x, float y, int pointer, Actor toActor) {
                if (pointer == -1 && (toActor == null || !toActor.isDescendantOf(event.getListenerActor())))
                    tip.remove();
            }
        });
        buttons.put(c, b);
        entries.put(c, e);
        list.add(index, b);
        show(c);
    }

    /** Takes a command's button away, if it has one. */
    void remove(Command c) {
        TextButton b = buttons.remove(c);
        if (b == null) return;
        entries.remove(c);
        list.remove(b);
        texts.remove(c);
        shownWords.remove(c);
    }

    /** The line above the buttons, longest form first; none clears it. */
    void setCaption(String... forms) {
        caption.setForms(forms.length == 0 ? new String[] {""} : forms);
    }

    private boolean captioned() {
        return !caption.longest().isEmpty();
    }

    boolean has(Command c) {
        return buttons.containsKey(c);
    }

    TextButton get(Command c) {
        return buttons.get(c);
    }

    /** The buttons on screen, More included when some are left out. */
    public List<TextButton> shown() {
        return shown;
    }

    /** The commands left out of the screen for lack of room, which More offers. */
    List<Command> hidden() {
        List<Command> out = new ArrayList<>();
        for (Command c : buttons.keySet()) if (!shown.contains(buttons.get(c))) out.add(c);
        return out;
    }

    /** Whether the buttons show their words, not icons (the result's line on restarting names the button then). */
    public boolean showWords() {
        return !compact;
    }

    /** Sets whether buttons show icons (compact) or words, and whether words carry their key (never on a touch-only screen). */
    public void setStyle(boolean compact, boolean withKeys) {
        tip.remove();
        this.compact = compact;
        this.withKeys = withKeys && !touchOnly;
        for (Command c : buttons.keySet()) show(c);
    }

    /** Sets a button's state and words ({@code label}, in English, or the command's own). */
    void set(Command c, boolean disabled, String label) {
        TextButton b = buttons.get(c);
        if (b == null) return;
        // an icon takes its colour from the state: dim where the button is disabled
        boolean turned = b.isDisabled() != disabled;
        b.setDisabled(disabled);
        String text = label == null ? c.label : label;
        if (turned || !text.equals(texts.get(c)) || !t(text).equals(shownWords.get(c))) {
            texts.put(c, text);
            show(c);
        }
    }

    private void show(Command c) {
        TextButton b = buttons.get(c);
        String english = texts.containsKey(c) ? texts.get(c) : c.label;
        String text = t(english);
        shownWords.put(c, text);
        // a screen reader's name for it (the page's copy of the button): the words and the key, as a tooltip would say
        b.setUserObject(touchOnly ? text : text + " (" + keyText(c) + ")");
        b.clearChildren();
        CommandEntry entry = entries.get(c);
        String icon = compact ? entry.iconFor(english) : null;
        if (icon != null) {
            Image image = new Image(assets.region(icon));
            image.setColor(b.isDisabled() ? theme.mutedText : theme.buttonText);
            b.add(image).size(22);
        } else {
            ShortenedLabel words = (ShortenedLabel) b.getLabel();
            if (compact) words.setForms(entry.symbolFor(english, text));
            else if (withKeys) words.setForms(text + " (" + keyText(c) + ")", text, entry.briefFor(text));
            else words.setForms(text, entry.briefFor(text));
            b.add(b.getLabel()).expand().fill().minWidth(0);
        }
    }

    /** Shows {@code c}'s words and key above its button where the button does not say the key; never on a touch-only screen. */
    private void showTip(Command c) {
        TextButton b = buttons.get(c);
        if (touchOnly || b == null || b.getStage() == null) return;
        String full = shownWords.get(c) + " (" + keyText(c) + ")";
        if (!compact && full.contentEquals(b.getLabel().getText())) return;
        tipWords.setText(full);
        tip.pack();
        Vector2 at = b.localToStageCoordinates(new Vector2(b.getWidth() / 2, b.getHeight()));
        float stageW = b.getStage().getWidth(), stageH = b.getStage().getHeight();
        float x = Math.max(0, Math.min(stageW - tip.getWidth(), at.x - tip.getWidth() / 2));
        // above the button, or below it where the stage's top is too near
        float y = at.y + 4 + tip.getHeight() <= stageH ? at.y + 4 : at.y - b.getHeight() - 4 - tip.getHeight();
        tip.setPosition(Math.round(x), Math.round(y));
        b.getStage().addActor(tip);
    }

    /** The letters the board plays with while it has the focus (Arrows' direction keys). */
    void setBoardLetters(String letters) {
        boardLetters = letters;
        for (Command c : buttons.keySet()) show(c);
    }

    /** The key shown on a button: Shift with a letter the board takes for itself. */
    private String keyText(Command c) {
        return c.key.length() == 1 && boardLetters.contains(c.key) ? "Shift+" + c.key : c.key;
    }

    /**
     * The buttons in a table, {@code perRow} to a row, in at most {@code maxRows} rows: where they do not all
     * fit, the first ones and a More button that offers the rest.
     */
    public Table table(int perRow, int maxRows) {
        shown.clear();
        // the caption takes a row of its own where there are two or more
        boolean withCaption = captioned() && maxRows >= 2;
        int room = Math.max(2, perRow * Math.max(1, maxRows - (withCaption ? 1 : 0)));
        if (list.size() <= room) {
            shown.addAll(list);
        } else {
            shown.addAll(list.subList(0, room - 1));
            shown.add(more);
            more.setText(compact ? "…" : t("More…"));
        }
        Table t = new Table();
        if (withCaption)
            t.add(caption)
                    .colspan(perRow)
                    .growX()
                    .minWidth(0)
                    .height(height)
                    .pad(PAD)
                    .row();
        for (int i = 0; i < shown.size(); i++) {
            t.add(shown.get(i)).growX().uniformX().minWidth(0).height(height).pad(PAD);
            if (i % perRow == perRow - 1) t.row();
        }
        return t;
    }

    /** The height one row of buttons takes, its gaps included. */
    public float row() {
        return height + 2 * PAD;
    }

    /** The least width one icon button takes, its gaps included. */
    public float iconCell() {
        return (touchOnly ? UiKit.TOUCH_TARGET : 42) + 2 * PAD;
    }

    /** Rows needed for the caption and all the buttons at {@code perRow} a row. */
    public int rows(int perRow) {
        return (captioned() ? 1 : 0) + (list.size() + perRow - 1) / perRow;
    }
}
