package parlour.platform;

import java.util.List;

/**
 * Where a screen's controls are repeated outside the drawn picture, as the web page's own buttons and text boxes
 * that a screen reader names and presses: the canvas alone says nothing of what is on it. Each call replaces the last.
 */
public interface ControlMirror {
    /** The screen's (or its open dialog's) shown controls in focus order, and what to do when one is used. */
    void show(List<Control> controls, Listener listener);

    /**
     * Puts a text beside the controls for a screen reader to read, reached with Tab from the board (the open help),
     * named {@code label}; a null label takes it away. The same {@code passages} shown again change nothing.
     */
    void showText(String label, List<Passage> passages);

    /** One piece of a text shown beside the controls: a heading or a paragraph. */
    final class Passage {
        public final String text;
        public final boolean heading;

        public Passage(String text, boolean heading) {
            this.text = text;
            this.heading = heading;
        }
    }

    /**
     * A dialog opened over the screen: it takes the keys (Esc closes it, Tab stays in it), so the page's focus goes
     * back to the canvas if it was on a copy. Nothing by default.
     */
    default void dialogOpened() {}

    /**
     * A player on a touch screen with no keyboard tapped text field {@code index}: the page's own text box of it takes
     * the focus, so that a phone's keyboard opens; what they type comes back through {@link Listener#typed}. Nothing by
     * default.
     */
    default void typeInto(int index) {}

    /**
     * One control: its name as its button says it, whether it is off for now, and, for a text field, its text; for an
     * adjustable one (an option row: one of a list of values, stepped), its value.
     */
    final class Control {
        public final String name;
        public final boolean disabled;
        /** Null for a button, the text typed so far for a text field. */
        public final String text;
        /** Null but for an adjustable control: its value as shown ("Computer (strong)"). */
        public final String value;
        /** An adjustable control's value's index among its values, and how many values it has. */
        public final int valueIndex, valueCount;

        public Control(String name, boolean disabled, String text, String value, int valueIndex, int valueCount) {
            this.name = name;
            this.disabled = disabled;
            this.text = text;
            this.value = value;
            this.valueIndex = valueIndex;
            this.valueCount = valueCount;
        }
    }

    /** What the page's copy of a control asks of the screen. */
    interface Listener {
        /** The copy of control {@code index} was pressed. */
        void press(int index);

        /**
         * The copy of adjustable control {@code index} asked for its value {@code value} (an index among its values):
         * an arrow key, Home or End on it; -1 is a press (of any control's copy), which steps an adjustable one on.
         */
        void adjust(int index, int value);

        /** Text was typed into the copy of text field {@code index}. */
        void typed(int index, String text);

        /**
         * The page's focus came to the copy of control {@code index}, or left the copies ({@code -1}): the drawn focus
         * follows it there and goes back where it was after.
         */
        void focused(int index);
    }
}
