package parlour.shell.menu;

import static parlour.words.Tr.t;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import java.util.ArrayList;
import java.util.List;
import parlour.shell.commands.GameCommands;
import parlour.shell.launch.Navigator;
import parlour.store.Settings;
import parlour.ui.OptionRow;
import parlour.ui.Theme;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * The menu's Settings card: the theme, the sound, the animation, the coordinates and the language, a row of choices
 * each. A new theme or language makes the menu anew ({@code menuAnew}); the others take effect where they are.
 */
final class SettingsCard extends Table {
    private final OptionRow themeRow;
    private final List<Actor> rows = new ArrayList<>();

    SettingsCard(Navigator app, Skin skin, Theme shown, Navigator.ScreenFactory menuAnew) {
        Settings settings = app.settings();
        String[] themeNames = new String[Theme.ALL.length];
        int themeIndex = 0;
        for (int i = 0; i < Theme.ALL.length; i++) {
            themeNames[i] = t(Theme.ALL[i].name);
            if (Theme.ALL[i] == shown) themeIndex = i;
        }
        themeRow = new OptionRow(
                skin, t("Theme"), themeNames, themeIndex, index -> app.setTheme(Theme.ALL[index], menuAnew));
        OptionRow soundRow = new OptionRow(
                skin, t("Sound"), new String[] {t("Off"), t("On")}, app.assets().soundOn() ? 1 : 0, index -> {
                    app.setSound(index == 1);
                    app.assets().play("click");
                });
        OptionRow speedRow = new OptionRow(
                skin, t("Animation"), translated(Settings.SPEED_NAMES), settings.speedIndex(), settings::setSpeedIndex);
        OptionRow coordinatesRow = new OptionRow(
                skin,
                t("Coordinates"),
                new String[] {t("Off"), t("On")},
                GameCommands.coordinatesShown(settings) ? 1 : 0,
                index -> settings.put("coordinates", index == 1 ? "on" : "off"));
        int languageIndex = 0;
        for (int i = 0; i < Language.CODES.length; i++)
            if (Language.CODES[i].equals(Tr.language().code)) languageIndex = i;
        OptionRow languageRow = new OptionRow(
                skin,
                t("Language"),
                Language.NAMES,
                languageIndex,
                index -> app.setLanguage(Language.CODES[index], menuAnew));
        defaults().growX().padTop(4);
        add(new Label(t("Settings"), skin, "heading")).left().row();
        for (OptionRow row : new OptionRow[] {themeRow, soundRow, speedRow, coordinatesRow, languageRow}) {
            add(row).row();
            rows.add(row);
        }
    }

    /** The rows, in Tab's order. */
    List<Actor> focusOrder() {
        return rows;
    }

    /** The Theme row, which has the focus again in a menu made anew for a new theme or language. */
    OptionRow themeRow() {
        return themeRow;
    }

    /** Words in the player's language for each of {@code english}. */
    private static String[] translated(String[] english) {
        String[] out = new String[english.length];
        for (int i = 0; i < english.length; i++) out[i] = t(english[i]);
        return out;
    }
}
