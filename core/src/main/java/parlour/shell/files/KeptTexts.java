package parlour.shell.files;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextArea;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.List;
import java.util.function.Consumer;
import parlour.platform.Platform;
import parlour.platform.SaveStore;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/** The dialogs saved games and kept boards share: name one to keep, choose one kept, paste a text to import, show one to export. */
final class KeptTexts {
    private KeptTexts() {}

    /**
     * Lists {@code names} as buttons (each named {@code buttonPrefix} + its name, for tests) in a scrolling list;
     * a click closes the dialog and hands the name to {@code chosen}. Import text… (only where {@code importText} is not null) opens {@code importText}, and
     * Open a file… (only where {@code openFile} is not null) runs {@code openFile}.
     */
    static void choose(
            BaseScreen screen,
            String title,
            String text,
            List<String> names,
            List<String> labels,
            String buttonPrefix,
            final Consumer<String> chosen,
            final Runnable importText,
            final Runnable openFile) {
        final Dialog d = new Dialog(title, screen.skin());
        d.text(text);
        Table list = new Table();
        for (int i = 0; i < names.size(); i++) {
            final String n = names.get(i);
            TextButton b = new TextButton(labels.get(i), screen.skin(), "quiet");
            b.setName(buttonPrefix + n);
            // a long name wraps rather than losing its end
            b.getLabel().setAlignment(Align.left);
            b.getLabel().setWrap(true);
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    d.close();
                    chosen.accept(n);
                }
            });
            list.add(b).growX().minWidth(0).padBottom(3).row();
            d.addFocusable(b);
        }
        if (!names.isEmpty()) {
            ScrollPane scroll = new ScrollPane(list, screen.skin());
            scroll.setScrollingDisabled(true, false);
            d.contentTable()
                    .add(scroll)
                    .growX()
                    .maxHeight(Math.max(120, screen.stage().getHeight() - 260))
                    .row();
        }
        if (importText != null) {
            d.button(t("Import text…"), Dialog.closing(importText));
        }
        if (openFile != null) {
            d.button(t("Open a file…"), Dialog.closing(openFile));
        }
        d.button(t("Cancel"), null);
        screen.open(d);
    }

    /** As below, without a share link. */
    static void name(
            BaseScreen screen,
            String title,
            String text,
            String suggested,
            String fieldName,
            SaveStore store,
            Runnable empty,
            Consumer<String> replace,
            Consumer<String> write,
            Runnable export) {
        name(screen, title, text, suggested, fieldName, store, empty, replace, write, export, null, null, null);
    }

    /**
     * Asks for a name (up to 80 characters, {@code suggested} first) to keep something under in {@code store}:
     * Save hands a new name to {@code write} and a taken one to {@code replace}; an empty name goes to
     * {@code empty} and the dialog stays. Export as text opens {@code export}, Share link {@code share} and Link for
     * your friend {@code friend} where they are not null.
     */
    static void name(
            BaseScreen screen,
            String title,
            String text,
            String suggested,
            String fieldName,
            final SaveStore store,
            final Runnable empty,
            final Consumer<String> replace,
            final Consumer<String> write,
            final Runnable export,
            final Runnable share,
            final Runnable friend,
            final Consumer<String> diagram) {
        Dialog d = new Dialog(title, screen.skin());
        d.text(text);
        final TextField name = new TextField(suggested, screen.skin());
        name.setName(fieldName);
        name.setUserObject(title);
        name.setMaxLength(80);
        d.content(name, true);
        TextButton save = d.button(t("Save"), new Dialog.Action() {
            @Override
            public boolean run() {
                String n = name.getText().trim();
                if (n.isEmpty()) {
                    empty.run();
                    return false;
                }
                if (store.exists(n)) replace.accept(n);
                else write.accept(n);
                return true;
            }
        });
        d.button(t("Export as text"), Dialog.closing(export));
        if (share != null) {
            d.button(t("Share link"), Dialog.closing(share)).setName("Share link");
        }
        if (friend != null)
            d.button(t("Link for your friend"), Dialog.closing(friend)).setName("Link for your friend");
        if (diagram != null)
            d.button(
                            t("Save diagram (SVG)"),
                            Dialog.closing(() -> diagram.accept(name.getText().trim())))
                    .setName("Save diagram");
        d.button(t("Cancel"), null);
        d.pressOnEnter(name, save);
        screen.open(d);
        screen.focusField(name);
    }

    /**
     * A text area to paste into (at most {@code maxLength} characters: laying out megabytes of pasted text
     * would freeze the screen); Load hands the text to {@code load}.
     */
    static void paste(
            final BaseScreen screen,
            Platform platform,
            String title,
            String text,
            String areaName,
            int maxLength,
            final Consumer<String> load) {
        Dialog d = new Dialog(title, screen.skin());
        d.text(text);
        final TextArea area = new TextArea("", screen.skin());
        area.setName(areaName);
        area.setUserObject(title);
        area.setPrefRows(10);
        area.setMaxLength(maxLength);
        d.content(area, true);
        d.button(t("Load"), Dialog.closing(() -> load.accept(area.getText())));
        d.button(t("Paste"), pasteInto(area, screen, platform));
        d.button(t("Cancel"), null);
        d.wide();
        screen.open(d);
        screen.focusField(area);
    }

    /** The Paste button's action: the system clipboard's text into {@code area}, or a message saying why not; the dialog stays. */
    private static Dialog.Action pasteInto(final TextArea area, final BaseScreen screen, Platform platform) {
        return new Dialog.Action() {
            @Override
            public boolean run() {
                platform.readClipboard(
                        new Consumer<String>() {
                            @Override
                            public void accept(String text) {
                                area.setText(
                                        text.length() > area.getMaxLength()
                                                ? text.substring(0, area.getMaxLength())
                                                : text);
                                area.setCursorPosition(area.getText().length());
                                screen.focusField(area);
                            }
                        },
                        new Consumer<String>() {
                            @Override
                            public void accept(String why) {
                                screen.message(t("Paste"), why);
                            }
                        });
                return false;
            }
        };
    }

    /** Shows {@code shown} in a text area to select and copy (an export). */
    static void show(BaseScreen screen, String title, String text, String areaName, String shown) {
        Dialog d = new Dialog(title, screen.skin());
        d.text(text);
        TextArea area = new TextArea(shown, screen.skin());
        area.setName(areaName);
        area.setUserObject(title);
        area.setPrefRows(10);
        d.content(area, true);
        d.button(t("Close"), null);
        d.wide();
        screen.open(d);
    }

    /**
     * Shows {@code link} in a one-line field, selected, to copy (the share link, a friend link), with a Copy button
     * that puts it on the clipboard and says so.
     */
    static Dialog showLink(
            BaseScreen screen,
            final Platform platform,
            String title,
            String text,
            String fieldName,
            final String link) {
        Dialog d = new Dialog(title, screen.skin());
        d.text(text);
        TextField field = new TextField(link, screen.skin());
        field.setName(fieldName);
        field.setUserObject(title);
        d.content(field, true);
        d.button(t("Copy"), () -> {
                    platform.writeClipboard(link);
                    platform.announce(t("The link is copied: paste it where your friend will read it."), false);
                    return false;
                })
                .setName("Copy");
        d.button(t("Close"), null);
        d.wide();
        screen.open(d);
        screen.focusField(field);
        field.selectAll();
        return d;
    }
}
