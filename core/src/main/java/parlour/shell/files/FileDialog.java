package parlour.shell.files;

import static parlour.words.Tr.t;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;
import parlour.platform.LocalFiles;
import parlour.ui.BaseScreen;
import parlour.ui.Dialog;

/**
 * A file dialog drawn by the game itself (the desktop has no native one here), usable by keyboard alone: a
 * name or path field (Enter opens a folder or takes the file; Down goes to the list), the folder's folders and
 * then its board files (arrow keys and Enter), Up, and Esc to close. Saving asks before it replaces a file.
 */
final class FileDialog {
    private final BoardDialogs<?> boards;
    private final BaseScreen screen;
    private final LocalFiles files;
    private final boolean load;

    FileDialog(BoardDialogs<?> boards, BaseScreen screen, LocalFiles files, boolean load) {
        this.boards = boards;
        this.screen = screen;
        this.files = files;
        this.load = load;
    }

    /** Shows {@code folder}, with {@code name} in the field. */
    void open(final String folder, String name) {
        final Dialog d = new Dialog(load ? t("Load board") : t("Save board"), screen.skin());
        List<LocalFiles.Entry> entries;
        String problem = null;
        try {
            entries = files.list(folder);
        } catch (RuntimeException e) {
            entries = new ArrayList<>();
            problem = e.getMessage();
        }
        d.text(
                load
                        ? t(
                                "Load a board file ({0}). Type a name or a path, or press Down for the list. Undo right after loading brings this game back.",
                                extensionsText())
                        : t(
                                "Save the board as a file ({0}). Type a name or a path, or press Down for the list.",
                                extensionsText()));
        d.text(folder);
        final TextField field = new TextField(name, screen.skin());
        field.setName("file name");
        field.setUserObject(t("File name"));
        d.content(field, true);
        Table list = new Table();
        final List<Actor> shown = new ArrayList<>();
        for (final LocalFiles.Entry e : entries) {
            if (!e.folder && !fits(e.name)) continue;
            TextButton b = new TextButton(e.folder ? e.name + "/" : e.name, screen.skin(), "quiet");
            b.setName((e.folder ? "folder " : "file ") + e.name);
            b.getLabel().setAlignment(Align.left);
            b.getLabel().setWrap(true);
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    if (e.folder) {
                        d.close();
                        open(e.path, field.getText());
                    } else if (load) {
                        d.close();
                        boards.remember(folder);
                        boards.loadFile(e.path);
                    } else {
                        field.setText(e.name);
                        screen.focusField(field);
                    }
                }
            });
            list.add(b).growX().minWidth(0).padBottom(2).row();
            d.addFocusable(b);
            shown.add(b);
        }
        if (problem != null || shown.isEmpty()) {
            list.add(new Label(problem != null ? problem : t("No folders or board files here."), screen.skin()))
                    .left()
                    .row();
        }
        ScrollPane scroll = new ScrollPane(list, screen.skin());
        scroll.setScrollingDisabled(true, false);
        d.contentTable()
                .add(scroll)
                .growX()
                .height(Math.max(90, Math.min(260, screen.stage().getHeight() - 300)))
                .row();
        final TextButton act = d.button(load ? t("Load") : t("Save"), new Dialog.Action() {
            @Override
            public boolean run() {
                return take(d, folder, field.getText());
            }
        });
        final String up = files.parent(folder);
        if (up != null) {
            d.button(t("Up"), Dialog.closing(() -> open(up, field.getText())));
        }
        d.button(t("Cancel"), null);
        d.pressOnEnter(field, act);
        field.addListener(new InputListener() {
            @Override
            public boolean keyDown(InputEvent event, int keycode) {
                if (keycode != Keys.DOWN || shown.isEmpty()) return false;
                screen.focusOn(shown.get(0));
                return true;
            }
        });
        d.wide();
        screen.open(d);
        screen.focusField(field);
        if (!load) selectBaseName(field);
    }

    /** What was typed: a folder opens; a file loads, or is saved (asking before a file is replaced). @return whether the dialog closes */
    private boolean take(Dialog d, String folder, String typed) {
        if (typed.trim().isEmpty()) {
            screen.message(
                    load ? t("Load board") : t("Save board"), t("Type a file name, or choose one from the list."));
            return false;
        }
        final String path;
        try {
            path = files.resolve(folder, typed);
        } catch (RuntimeException e) {
            screen.message(t("Not a file name"), e.getMessage());
            return false;
        }
        if (files.isFolder(path)) {
            d.close();
            open(path, load ? "" : boards.suggestedName());
            return false;
        }
        String target = load || fits(path) ? path : path + "." + boards.extensions()[0];
        boards.remember(files.parent(target) == null ? folder : files.parent(target));
        if (load) {
            d.close();
            boards.loadFile(target);
            return false;
        }
        if (files.exists(target)) {
            confirmReplace(target);
            return true;
        }
        return boards.saveFile(target);
    }

    private void confirmReplace(final String path) {
        screen.confirm(
                t("Replace the file?"),
                t("{0} exists already. Replace it with this board?", Text.quote(files.name(path))),
                t("Replace"),
                Dialog.closing(() -> boards.saveFile(path)),
                null);
    }

    /** Whether the name ends with one of the game's board file extensions. */
    private boolean fits(String name) {
        String lower = name.toLowerCase();
        for (String e : boards.extensions()) if (lower.endsWith("." + e)) return true;
        return false;
    }

    private String extensionsText() {
        StringBuilder sb = new StringBuilder();
        for (String e : boards.extensions())
            sb.append(sb.length() == 0 ? "." : ", .").append(e);
        return sb.toString();
    }

    /** Selects the name before its extension, so typing replaces just the name. */
    private static void selectBaseName(TextField field) {
        String t = field.getText();
        int dot = t.lastIndexOf('.');
        if (dot > 0) field.setSelection(0, dot);
    }
}
