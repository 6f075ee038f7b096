package parlour.shell.commands;

import static parlour.words.Tr.t;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import parlour.board.KeyTable.Command;

/**
 * One command of the game screen in its registry ({@link GameCommands}): its key and words ({@link Command}), whether
 * this game offers it, what it does, what its button says now, and how that button looks where space is short. The keys,
 * the buttons and the More dialog all read it, so that they never disagree.
 */
final class CommandEntry {
    final Command command;
    /** Whether its key works here: the game has what it needs (an automaton, advice, board files), and on a board only shown it changes nothing. */
    final boolean offered;

    final Runnable action;
    /** Whether it has a button of its own here (the rarest commands have only their key). */
    private boolean button;
    /** What its button says now, in English; null: the command's own words. */
    private Supplier<String> words;
    /** Whether its button is off now; null: never. */
    private BooleanSupplier disabled;
    /** The words its button says while its state is on (Pause, Sound on), which pick the icon and symbol of that state. */
    private String onWords;
    /** The button's atlas icon where space is short, and the one while its state is on; null: none, its words show. */
    private String icon, iconOn;
    /** A short text for the button where space is short and it has no icon, and the one while its state is on. */
    private String symbol, symbolOn;
    /** Fewer words (in English) where the command's own are too long for its button; null: its own. */
    private String brief;

    CommandEntry(Command command, boolean offered, Runnable action) {
        this.command = command;
        this.offered = offered;
        this.action = action;
        this.button = offered && command.hasButton();
    }

    /** No button where {@code shown} is false (the key stays). */
    CommandEntry buttonWhen(boolean shown) {
        button &= shown;
        return this;
    }

    /** Its button says what {@code words} answers (in English), read each time the screen shows the match's state. */
    CommandEntry says(Supplier<String> words) {
        this.words = words;
        return this;
    }

    /** A button of two states, saying {@code on} or {@code off} as {@code state} answers; its icon and symbol follow. */
    CommandEntry toggles(BooleanSupplier state, String off, String on) {
        onWords = on;
        return says(() -> state.getAsBoolean() ? on : off);
    }

    CommandEntry disabledWhen(BooleanSupplier disabled) {
        this.disabled = disabled;
        return this;
    }

    CommandEntry icon(String icon) {
        return icons(icon, icon);
    }

    CommandEntry icons(String off, String on) {
        icon = off;
        iconOn = on;
        return this;
    }

    CommandEntry symbols(String off, String on) {
        symbol = off;
        symbolOn = on;
        return this;
    }

    CommandEntry brief(String english) {
        brief = english;
        return this;
    }

    boolean hasButton() {
        return button;
    }

    /** What its button says now, in English, or null for the command's own words. */
    String words() {
        return words == null ? null : words.get();
    }

    boolean disabled() {
        return disabled != null && disabled.getAsBoolean();
    }

    /** The atlas icon of its button saying {@code english}, or null where it has none. */
    String iconFor(String english) {
        return english.equals(onWords) ? iconOn : icon;
    }

    /** The short text of its button saying {@code english} ({@code text} in the player's language) where it has no icon. */
    String symbolFor(String english, String text) {
        String s = english.equals(onWords) ? symbolOn : symbol;
        return s == null ? text : s;
    }

    /** The words where {@code text}, its own, are too long for its button. */
    String briefFor(String text) {
        return brief == null ? text : t(brief);
    }
}
