package parlour.shell;

import java.util.List;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextArea;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;

import parlour.ui.Dialog;
import parlour.ui.SaveStore;

/** The game screen's save, load, export and import dialogs, for any game: they move save-format text. */
final class SaveDialogs {
    /** What the dialogs need of the screen. */
    interface Host {
        Skin skin();

        SaveStore store();

        /** The game in progress in the save format. */
        String saveText();

        /** A name to offer for a new save. */
        String suggestedName();

        /** Reads a save; on a problem the game in progress is untouched and the player told. */
        void loadText(String text, String source);

        void open(Dialog d);

        void message(String title, String text);

        void say(String notice);

        void status(String text);

        float stageWidth();

        float stageHeight();

        void focusField(TextField field);
    }

    private final Host host;

    SaveDialogs(Host host) {
        this.host = host;
    }

    void openSave() {
        final SaveStore store = host.store();
        final Dialog d = new Dialog("Save game", host.skin());
        d.text("Save this game under a name. Saves are kept in " + store.location() + ".");
        final TextField name = new TextField(host.suggestedName(), host.skin());
        name.setMaxLength(80);
        d.content(name, true);
        final TextButton saveButton = d.button("Save", new Dialog.Action() {
            @Override
            public boolean run() {
                final String n = name.getText().trim();
                if (n.isEmpty()) {
                    host.say("A save needs a name.");
                    return false;
                }
                if (store.read(n) != null) {
                    confirmReplace(store, n);
                    return true;
                }
                write(store, n);
                return true;
            }
        });
        d.button("Export as text", new Dialog.Action() {
            @Override
            public boolean run() {
                openExport();
                return true;
            }
        });
        d.button("Cancel", null);
        d.pressOnEnter(name, saveButton);
        host.open(d);
        host.focusField(name);
    }

    /** Asks before a save of the same name is replaced. */
    private void confirmReplace(final SaveStore store, final String n) {
        Dialog d = new Dialog("Replace the save?", host.skin());
        d.text("There is already a save named \"" + n + "\". Replace it with this game?");
        d.button("Replace", new Dialog.Action() {
            @Override
            public boolean run() {
                write(store, n);
                return true;
            }
        });
        d.button("Cancel", new Dialog.Action() {
            @Override
            public boolean run() {
                openSave();
                return true;
            }
        });
        host.open(d);
    }

    private void write(SaveStore store, String n) {
        try {
            store.write(n, host.saveText());
            host.say("");
            host.status("Saved as \"" + n + "\".");
        } catch (RuntimeException e) {
            host.message("Could not save", "The game could not be saved as \"" + n + "\": " + e.getMessage());
        }
    }

    private void openExport() {
        Dialog d = new Dialog("Export", host.skin());
        d.text("The game in Parlour's save format. Select it all (Ctrl+A) and copy it (Ctrl+C).");
        TextArea area = new TextArea(host.saveText(), host.skin());
        area.setPrefRows(10);
        d.content(area, true);
        d.button("Close", null);
        host.open(d);
        widen(d);
    }

    private void widen(Dialog d) {
        d.setWidth(Math.min(560, host.stageWidth() - 16));
        d.setPosition(Math.round((host.stageWidth() - d.getWidth()) / 2), Math.round((host.stageHeight() - d.getHeight()) / 2));
    }

    void openLoad() {
        final SaveStore store = host.store();
        final Dialog d = new Dialog("Load game", host.skin());
        List<String> names = store.names();
        d.text(names.isEmpty() ? "There are no saved games yet (they are kept in " + store.location() + ")."
                : "Choose a saved game. The game in progress stays until the chosen one has been read.");
        Table list = new Table();
        for (final String n : names) {
            TextButton b = new TextButton(n, host.skin(), "quiet");
            b.getLabel().setAlignment(Align.left);
            b.getLabel().setEllipsis(true);
            b.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    d.close();
                    String text = store.read(n);
                    if (text == null) {
                        host.message("Could not load", "The save \"" + n + "\" is no longer there (was it deleted?).\n\nYour current game is unchanged.");
                        return;
                    }
                    host.loadText(text, "save \"" + n + "\"");
                }
            });
            list.add(b).growX().minWidth(0).padBottom(3).row();
            d.addFocusable(b);
        }
        if (!names.isEmpty()) {
            ScrollPane scroll = new ScrollPane(list, host.skin());
            scroll.setScrollingDisabled(true, false);
            d.contentTable().add(scroll).growX().maxHeight(Math.max(120, host.stageHeight() - 260)).row();
        }
        d.button("Import text…", new Dialog.Action() {
            @Override
            public boolean run() {
                openImport();
                return true;
            }
        });
        d.button("Cancel", null);
        host.open(d);
    }

    private void openImport() {
        final Dialog d = new Dialog("Import", host.skin());
        d.text("Paste a game in Parlour's save format (Ctrl+V).");
        final TextArea area = new TextArea("", host.skin());
        area.setPrefRows(10);
        area.setMaxLength(200000);
        d.content(area, true);
        d.button("Load", new Dialog.Action() {
            @Override
            public boolean run() {
                host.loadText(area.getText(), "the pasted text");
                return true;
            }
        });
        d.button("Cancel", null);
        host.open(d);
        widen(d);
        host.focusField(area);
    }
}
