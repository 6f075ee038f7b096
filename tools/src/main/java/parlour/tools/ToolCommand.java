package parlour.tools;

import parlour.app.ParlourApp;
import parlour.match.Text;
import picocli.CommandLine;

/**
 * Runs a benchmark's picocli command: --opt value and --opt=value, typed values (a bad one named with the option),
 * --help and --version (Parlour's). The harnesses are for developers and speak English only.
 */
final class ToolCommand {
    private ToolCommand() {}

    /** Prints Parlour's version for --version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Parlour " + ParlourApp.VERSION};
        }
    }

    /** Runs {@code command} on {@code args} and ends the program with its status (2 for a usage problem). */
    static void main(Object command, String[] args) {
        CommandLine line = new CommandLine(command);
        line.setUsageHelpWidth(100);
        int status = line.execute(args);
        System.exit(status);
    }

    /** A board size, columns and rows. */
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

    /** Reads {@code COLSxROWS}; picocli names the option in its refusal. */
    static final class SizeConverter implements CommandLine.ITypeConverter<Size> {
        @Override
        public Size convert(String value) {
            int x = value.indexOf('x');
            try {
                if (x > 0)
                    return new Size(Integer.parseInt(value.substring(0, x)), Integer.parseInt(value.substring(x + 1)));
            } catch (NumberFormatException e) {
                // refused below
            }
            throw new CommandLine.TypeConversionException("must be COLSxROWS like 5x5, not '" + value + "'");
        }
    }

    /** Reads one of a harness's levels; picocli names the option or parameter in its refusal. */
    abstract static class Levels implements CommandLine.ITypeConverter<String> {
        private final String[] levels;

        /** The players' {@code levels} and the harness's {@code own} yardsticks. */
        Levels(String[] levels, String... own) {
            this.levels = new String[levels.length + own.length];
            System.arraycopy(levels, 0, this.levels, 0, levels.length);
            System.arraycopy(own, 0, this.levels, levels.length, own.length);
        }

        @Override
        public String convert(String value) {
            for (String level : levels) if (level.equals(value)) return value;
            throw new CommandLine.TypeConversionException(
                    "must be one of " + Text.join(levels) + ", not '" + value + "'");
        }
    }
}
