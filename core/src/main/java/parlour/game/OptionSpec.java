package parlour.game;

import static parlour.words.Tr.mark;
import static parlour.words.Tr.refusal;
import static parlour.words.Tr.said;
import static parlour.words.Tr.t;

import java.util.Arrays;
import parlour.match.Text;
import parlour.words.Refusal;

/**
 * One option of a game, as data: the menu card, the command line, the page's attributes, the usage
 * text and the save file's header tags are all made from it. An option is a choice among fixed values
 * or a board size ({@code COLSxROWS} within ranges).
 */
public final class OptionSpec {
    /** How the option's values look: a list of words, or a board size. */
    public enum Kind {
        CHOICE,
        SIZE
    }

    public final Kind kind;
    /** The name on the command line ({@code --size}), in the page ({@code data-size}) and, capitalised, in save files. */
    public final String name;
    /** The label on the menu card. */
    public final String label;
    /** One line for the usage text. */
    public final String help;

    public final String defaultValue;
    private final String[] choices;
    private final int minCols, maxCols, minRows, maxRows;
    private final String unit;
    private final String[] sizeLabels;
    /** For an open choice: what else it accepts (such as a board description), or null. */
    private final Checker other;

    /** Checks a value of an open choice that is not one of its listed choices. */
    public interface Checker {
        /**
         * The canonical form of {@code value}.
         *
         * @throws IllegalArgumentException saying what is wrong, quoting a bounded part of the value
         */
        String check(String value);
    }

    private OptionSpec(
            Kind kind,
            String name,
            String label,
            String help,
            String defaultValue,
            String[] choices,
            int minCols,
            int maxCols,
            int minRows,
            int maxRows,
            String unit,
            String[] sizeLabels,
            Checker other) {
        this.kind = kind;
        this.name = name;
        this.label = label;
        this.help = help;
        this.defaultValue = defaultValue;
        this.choices = choices;
        this.minCols = minCols;
        this.maxCols = maxCols;
        this.minRows = minRows;
        this.maxRows = maxRows;
        this.unit = unit;
        this.sizeLabels = sizeLabels;
        this.other = other;
    }

    /** An option taking one of {@code choices}; the first one listed by the menu is the default's position. */
    public static OptionSpec choice(String name, String label, String help, String defaultValue, String... choices) {
        return openChoice(name, label, help, defaultValue, null, choices);
    }

    /**
     * A choice that also takes values the game checks itself (a board description): the menu offers the
     * listed {@code choices}, the command line, page and save files may give any value {@code other} accepts.
     */
    public static OptionSpec openChoice(
            String name, String label, String help, String defaultValue, Checker other, String... choices) {
        return new OptionSpec(
                Kind.CHOICE,
                name,
                label,
                help,
                defaultValue,
                Arrays.copyOf(choices, choices.length),
                0,
                0,
                0,
                0,
                null,
                null,
                other);
    }

    /**
     * A board size {@code COLSxROWS} counted in {@code unit} ("boxes", "cells"), with the labels of its two
     * menu rows ("Boxes across", "Boxes up").
     */
    public static OptionSpec size(
            String name,
            String label,
            String help,
            String defaultValue,
            int minCols,
            int maxCols,
            int minRows,
            int maxRows,
            String unit,
            String acrossLabel,
            String upLabel) {
        return new OptionSpec(
                Kind.SIZE,
                name,
                label,
                help,
                defaultValue,
                null,
                minCols,
                maxCols,
                minRows,
                maxRows,
                unit,
                new String[] {acrossLabel, upLabel},
                null);
    }

    /** The units of size options, said in the player's language in a size's refusal. */
    static final String[] UNITS = {mark("cells")};

    /** Whether this choice also takes values of its own besides the listed ones (a board description). */
    public boolean isOpen() {
        return other != null;
    }

    /** The values of a choice option, in menu order. */
    public String[] choices() {
        return choices == null ? new String[0] : Arrays.copyOf(choices, choices.length);
    }

    public int minCols() {
        return minCols;
    }

    public int maxCols() {
        return maxCols;
    }

    public int minRows() {
        return minRows;
    }

    public int maxRows() {
        return maxRows;
    }

    public String acrossLabel() {
        return sizeLabels[0];
    }

    public String upLabel() {
        return sizeLabels[1];
    }

    /** The tag name in save files: the name with a capital first letter ({@code Size}). */
    public String tagName() {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * The canonical form of {@code value}.
     *
     * @throws IllegalArgumentException saying what is wrong and what is accepted
     */
    public String check(String value) {
        String v = value == null ? "" : value.trim().toLowerCase();
        if (kind == Kind.SIZE) {
            int[] s = parseSize(v, value);
            return s[0] + "x" + s[1];
        }
        for (String c : choices) if (c.equals(v)) return c;
        if (other != null) return other.check(value);
        throw refusal("must be one of {0}, not {1}", Text.join(choices), Text.quote(value));
    }

    /** {cols, rows} of a size option's (checked) value. */
    public int[] size(String value) {
        return parseSize(value == null ? "" : value.trim().toLowerCase(), value);
    }

    private int[] parseSize(String t, String original) {
        int x = t.indexOf('x');
        Refusal form = refusal(
                "{0} is not a board size: write {1} across x {1} up, like {2}",
                Text.quote(original), said(unit), defaultValue);
        if (x <= 0 || x == t.length() - 1) throw form;
        int cols, rows;
        try {
            cols = Text.smallNumber(t.substring(0, x), "");
            rows = Text.smallNumber(t.substring(x + 1), "");
        } catch (IllegalArgumentException e) {
            throw form;
        }
        if (cols < minCols || cols > maxCols || rows < minRows || rows > maxRows) {
            throw refusal(
                    "board size {0} is out of range: from {1}x{2} to {3}x{4} {5}",
                    Text.shorten(original), minCols, minRows, maxCols, maxRows, said(unit));
        }
        return new int[] {cols, rows};
    }

    /** The accepted values for the usage text: {@code a|b|c} or {@code COLSxROWS}. */
    public String valuesText() {
        if (kind == Kind.SIZE) return "COLSxROWS";
        StringBuilder sb = new StringBuilder();
        for (String c : choices) sb.append(sb.length() == 0 ? "" : "|").append(c);
        if (other != null) sb.append("|...");
        return sb.toString();
    }
}
