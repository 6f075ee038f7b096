package parlour.desktop;

import static parlour.words.Tr.t;

import parlour.match.Text;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Typed option values for the desktop commands: each converter's refusal names the option and what it takes
 * ("--games must be a whole number, not 'x'"), in the player's language, where picocli would say "'x' is not an int".
 */
public final class OptionValues {
    private OptionValues() {}

    /** A refusal {@link CommandProblems} prints as it is. */
    public static TypeConversionException problem(String message) {
        return new TypeConversionException(message);
    }

    /** A whole number from {@code min} to {@code max}. */
    public static ITypeConverter<Long> whole(String option, long min, long max) {
        return v -> {
            long n = digits(v.startsWith("-") ? v.substring(1) : v);
            if (n < 0) throw problem(t("{0} must be a whole number, not {1}", option, Text.quote(v)));
            if (v.startsWith("-")) n = -n;
            if (n < min || n > max)
                throw problem(
                        t("{0} must be a whole number from {1} to {2}, not {3}", option, min, max, Text.quote(v)));
            return n;
        };
    }

    /** A whole number of at most 18 digits, or -1. */
    private static long digits(String v) {
        if (v.isEmpty() || v.length() > 18) return -1;
        long n = 0;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c < '0' || c > '9') return -1;
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** A board size: columns and rows. */
    static final class Size {
        final int cols, rows;

        Size(int cols, int rows) {
            this.cols = cols;
            this.rows = rows;
        }

        @Override
        public String toString() {
            return cols + "x" + rows;
        }
    }

    /** A board size {@code COLSxROWS}, each from {@code min} to {@code max}, such as {@code example}. */
    static ITypeConverter<Size> size(String option, int min, int max, String example) {
        return v -> {
            String s = v.trim().toLowerCase();
            int x = s.indexOf('x');
            long cols = x > 0 ? digits(s.substring(0, x)) : -1, rows = x > 0 ? digits(s.substring(x + 1)) : -1;
            if (cols < 0 || rows < 0)
                throw problem(t("{0} must be COLSxROWS like {1}, not {2}", option, example, Text.quote(v)));
            if (cols < min || cols > max || rows < min || rows > max)
                throw problem(t("{0} must be from {1}x{1} to {2}x{2}, not {3}", option, min, max, Text.quote(v)));
            return new Size((int) cols, (int) rows);
        };
    }

    /** A number of seconds above 0 (2.5 too), at most a day. */
    static ITypeConverter<Double> seconds(String option) {
        return v -> {
            double s = -1;
            boolean plain = !v.isEmpty();
            for (int i = 0; i < v.length(); i++)
                plain &= (v.charAt(i) >= '0' && v.charAt(i) <= '9') || v.charAt(i) == '.';
            try {
                if (plain) s = Double.parseDouble(v);
            } catch (NumberFormatException e) {
                s = -1;
            }
            if (!(s > 0 && s <= 86400))
                throw problem(t(
                        "{0} must be a number of seconds above 0 and at most 86400, like 60 or 2.5, not {1}",
                        option, Text.quote(v)));
            return s;
        };
    }

    /** One of {@code values}, as it is. */
    public static ITypeConverter<String> choice(String option, String... values) {
        return v -> {
            for (String c : values) if (c.equals(v)) return c;
            throw problem(t("{0} must be one of {1}, not {2}", option, Text.join(values), Text.quote(v)));
        };
    }
}
