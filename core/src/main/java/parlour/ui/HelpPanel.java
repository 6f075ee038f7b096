package parlour.ui;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.Window;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import parlour.platform.AssetFiles;
import parlour.platform.ControlMirror;
import parlour.words.Tr;

/**
 * The help window: rules and every control, read from help/NAME.txt (or help/CODE/NAME.txt in the player's language). It is not modal, so play goes on
 * while it is open (SRD 7.3.1.6), and it has a close button (7.3.1.7). Lines starting with "# " are headings. Made
 * only by the code a launcher brings when help is first asked for ({@link #of}), so that a page's first frame comes
 * without it.
 */
public final class HelpPanel extends Window {
    private final TextButton close;
    private final ScrollPane scroll;
    /** The text as its headings and paragraphs, for a screen reader (see {@link ControlMirror#showText}). */
    private final List<ControlMirror.Passage> passages = new ArrayList<>();

    public HelpPanel(Skin skin, String name, Runnable onClose) {
        super(t("Help"), skin);
        setModal(false);
        setMovable(true);
        setKeepWithinStage(true);
        Table body = new Table();
        body.top().left();
        // the player's language's help where there is one (help/pl/NAME.txt), else the English
        FileHandle translated = Gdx.files.internal(translated(name));
        FileHandle file = !isEnglish() && translated.exists() ? translated : Gdx.files.internal(english(name));
        List<String> lines;
        try {
            lines = TextLines.of(file);
        } catch (GdxRuntimeException e) {
            // the web widget fetches help when it opens: a lost connection leaves it unread, and the next opening asks
            // again
            Gdx.app.error("parlour", e.getMessage());
            lines = Collections.singletonList(
                    t("The help could not be loaded. Close it and open Help again to try once more."));
        }
        StringBuilder para = new StringBuilder();
        for (String line : lines) {
            if (line.startsWith("# ")) {
                flush(body, skin, para);
                passages.add(new ControlMirror.Passage(line.substring(2), true));
                Label h = new Label(line.substring(2), skin, "heading");
                // a heading wraps like the text under it, or a narrow window would cut it (and, being the widest, widen
                // the text)
                h.setWrap(true);
                body.add(h).growX().left().padTop(10).row();
            } else if (line.trim().isEmpty()) {
                flush(body, skin, para);
            } else {
                if (para.length() > 0) para.append('\n');
                para.append(line);
            }
        }
        flush(body, skin, para);
        scroll = new ScrollPane(body, skin);
        scroll.setFadeScrollBars(false);
        scroll.setScrollingDisabled(true, false);
        close = new TextButton(t("Close"), skin);
        close.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                onClose.run();
            }
        });
        add(scroll).expand().fill().row();
        add(close).right().padTop(8);
    }

    /** Brings the code that makes a help window (fetched apart on the web): {@code ready} gets it, or {@code failed} why not. */
    public interface Code {
        void help(Consumer<Function<HelpToggle, HelpPanel>> ready, Consumer<String> failed);
    }

    /** The window of {@code toggle}, whose Close button closes it: what a launcher's split point hands over. */
    public static HelpPanel of(final HelpToggle toggle) {
        return new HelpPanel(toggle.skin, toggle.name, new Runnable() {
            @Override
            public void run() {
                toggle.toggle();
            }
        });
    }

    /**
     * Makes help text {@code name} ready to read (see {@link AssetFiles}), then runs {@code then}: the player's language's
     * file, or the English one where there is none.
     */
    static void whenReady(final AssetFiles files, final String name, final Runnable then) {
        if (isEnglish()) {
            files.whenReady(new String[] {english(name)}, then);
            return;
        }
        files.whenReady(new String[] {translated(name)}, new Runnable() {
            @Override
            public void run() {
                if (Gdx.files.internal(translated(name)).exists()) then.run();
                else files.whenReady(new String[] {english(name)}, then);
            }
        });
    }

    private static boolean isEnglish() {
        return Tr.language().code.equals("en");
    }

    private static String translated(String name) {
        return "help/" + Tr.language().code + "/" + name + ".txt";
    }

    private static String english(String name) {
        return "help/" + name + ".txt";
    }

    private void flush(Table body, Skin skin, StringBuilder para) {
        if (para.length() == 0) return;
        passages.add(new ControlMirror.Passage(para.toString(), false));
        Label l = new Label(para.toString(), skin);
        l.setWrap(true);
        body.add(l).growX().left().padTop(4).row();
        para.setLength(0);
    }

    /** The text's headings and paragraphs, in order. */
    public List<ControlMirror.Passage> passages() {
        return passages;
    }

    public TextButton closeButton() {
        return close;
    }

    /** Scrolls by a page: PageUp/PageDown work while help is open. */
    public void scrollPage(int dir) {
        scroll.setScrollY(scroll.getScrollY() + dir * scroll.getHeight() * 0.9f);
    }

    /** Places the window over the right part of a stage of the given size. */
    public void place(float stageW, float stageH) {
        float w = Math.min(560, stageW - 24);
        float h = Math.min(stageH - 24, 640);
        setSize(w, h);
        setPosition(stageW - w - 12, (stageH - h) / 2);
    }
}
