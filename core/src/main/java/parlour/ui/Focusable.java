package parlour.ui;

/** A widget that takes keys itself while it has the keyboard focus (the board, an option row). */
public interface Focusable {
    /** @return true if the key was used; otherwise the navigator uses it to move the focus */
    boolean focusKeyDown(int keycode);
}
