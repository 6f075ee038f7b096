package parlour.html.client;

import static parlour.words.Tr.t;

import com.google.gwt.core.client.JavaScriptObject;
import com.google.gwt.dom.client.Element;
import java.util.List;
import java.util.function.Predicate;
import parlour.platform.ControlMirror;
import parlour.platform.Platform;

/**
 * The widget's controls as the page's own elements beside the canvas, which screen readers name and press: the move
 * field (reached with Tab from the board, drawn over the board's foot while it has the focus, hidden otherwise) and a
 * toolbar repeating the screen's buttons and text fields (read and pressed by a screen reader, never drawn). While a
 * game's field is there Tab goes on from it into the toolbar, the drawn focus ring following over the board's
 * controls; elsewhere Tab skips the toolbar and walks the drawn controls inside the canvas. While help is open, its
 * text is there as a document that Tab reaches from the board (never drawn either: the help window serves the eyes).
 */
final class PageControls implements ControlMirror, Platform.MoveField {
    private final JavaScriptObject dom;
    private Predicate<String> typed;
    private ControlMirror.Listener listener;
    /** The text shown beside the controls, or null. */
    private List<Passage> shownText;

    PageControls(Element host) {
        dom = build(host);
        nameInLanguage();
    }

    @Override
    public void attach(String forms, Predicate<String> typed) {
        this.typed = typed;
        setForms(dom, forms);
        nameInLanguage();
    }

    /** Gives the field, the toolbar and the board the names a screen reader says, in the language spoken now. */
    void nameInLanguage() {
        name(
                dom,
                t("Move:") + " ",
                t("Move field"),
                t("Game controls"),
                t("Parlour game board: Tab goes to the move field, / opens it"));
    }

    private static native void name(JavaScriptObject dom, String label, String form, String bar, String board) /*-{
        dom.label.firstChild.nodeValue = label;
        dom.form.setAttribute("aria-label", form);
        dom.bar.setAttribute("aria-label", bar);
        var canvas = dom.host.querySelector("canvas");
        if (canvas) canvas.setAttribute("aria-label", board);
    }-*/;

    @Override
    public void detach() {
        typed = null;
        setForms(dom, null);
    }

    @Override
    public void focus() {
        focusField(dom);
    }

    @Override
    public void show(List<Control> controls, ControlMirror.Listener listener) {
        this.listener = listener;
        boolean focusedCopy = copyFocused(dom);
        for (int i = 0; i < controls.size(); i++) {
            Control c = controls.get(i);
            setControl(dom, i, c.name, c.disabled, c.text, c.value, c.valueIndex, c.valueCount);
        }
        trimToolbar(dom, controls.size());
        // the copy with the page's focus went (its control is not shown now): the keys go back to the canvas
        if (focusedCopy && !copyFocused(dom)) focusCanvas(dom);
    }

    @Override
    public void showText(String label, List<Passage> passages) {
        if (label != null && passages == shownText) return;
        shownText = label == null ? null : passages;
        JavaScriptObject region = newText(dom, label);
        if (label == null) return;
        for (Passage p : passages) addPassage(region, p.text, p.heading);
    }

    public void dialogOpened() {
        if (copyFocused(dom)) focusCanvas(dom);
    }

    @Override
    public void typeInto(int index) {
        focusCopy(dom, index);
    }

    /** The copy of text field {@code index} takes the page's focus (after the tap that asked is done), its text selected. */
    private static native void focusCopy(JavaScriptObject dom, int index) /*-{
        var e = dom.bar.childNodes[index];
        if (!e || e.tagName !== "INPUT") return;
        setTimeout(function () {
            e.focus();
            e.select();
        }, 0);
    }-*/;

    private static native boolean copyFocused(JavaScriptObject dom) /*-{
        return dom.bar.contains(dom.host.ownerDocument.activeElement);
    }-*/;

    private static native void focusCanvas(JavaScriptObject dom) /*-{
        var canvas = dom.host.querySelector("canvas");
        if (canvas) canvas.focus();
    }-*/;

    /** A line typed and sent with Enter: true when the game took it (the field empties). */
    boolean sent(String text) {
        return typed != null && typed.test(text);
    }

    /** The copy of control {@code index} was pressed ({@code value} -1) or asked for an adjustable's value. */
    void pressed(int index, int value) {
        if (listener != null) listener.adjust(index, value);
    }

    void typedInto(int index, String text) {
        if (listener != null) listener.typed(index, text);
    }

    void focusedCopy(int index) {
        if (listener != null) listener.focused(index);
    }

    private native JavaScriptObject build(Element host) /*-{
        var self = this, doc = host.ownerDocument;
        function hidden(e) {
            // read by screen readers, drawn nowhere: the usual visually-hidden pattern
            e.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);"
                    + "white-space:nowrap;margin:0;padding:0;border:0";
        }
        var form = doc.createElement("form");
        form.className = "parlour-move";
        form.hidden = true;
        var label = doc.createElement("label");
        label.appendChild(doc.createTextNode(""));
        var input = doc.createElement("input");
        input.type = "text";
        input.className = "parlour-move-input";
        input.autocomplete = "off";
        input.spellcheck = false;
        var forms = doc.createElement("span");
        forms.className = "parlour-move-forms";
        forms.id = "parlour-move-forms-" + Math.floor(Math.random() * 1e9);
        input.setAttribute("aria-describedby", forms.id);
        label.appendChild(input);
        form.appendChild(label);
        form.appendChild(forms);
        function shown(on) {
            if (!on) { hidden(form); return; }
            form.style.cssText = "position:absolute;left:4px;right:4px;bottom:4px;margin:0;padding:6px 8px;"
                    + "background:#fff;color:#111;border:2px solid #1565c0;border-radius:6px;font:16px sans-serif;"
                    + "box-shadow:0 2px 8px rgba(0,0,0,.3);z-index:2";
            input.style.cssText = "font:16px sans-serif;width:60%;min-width:6em;outline:2px solid #1565c0;";
            forms.style.cssText = "display:block;font-size:13px;color:#333;margin-top:4px";
        }
        hidden(form);
        input.addEventListener("focus", function () { shown(true); });
        input.addEventListener("blur", function () { shown(false); });
        form.addEventListener("submit", function (e) {
            e.preventDefault();
            // a refused text stays to be mended, selected: the next move typed replaces it
            if (self.@parlour.html.client.PageControls::sent(Ljava/lang/String;)(input.value)) input.value = "";
            else input.select();
        });
        input.addEventListener("keydown", function (e) {
            // Esc goes back to the board, and only that: the board must not also take it (as Menu)
            if (e.key === "Escape") {
                e.preventDefault();
                e.stopPropagation();
                var c = host.querySelector("canvas");
                if (c) setTimeout(function () { c.focus(); }, 0);
            }
        });
        var bar = doc.createElement("div");
        bar.className = "parlour-controls";
        bar.setAttribute("role", "toolbar");
        hidden(bar);
        bar.addEventListener("focusout", function (e) {
            if (!e.relatedTarget || !bar.contains(e.relatedTarget))
                self.@parlour.html.client.PageControls::focusedCopy(I)(-1);
        });
        host.appendChild(form);
        host.appendChild(bar);
        if (doc.defaultView.getComputedStyle(host).position === "static") host.style.position = "relative";
        return {host: host, form: form, label: label, input: input, forms: forms, bar: bar};
    }-*/;

    /**
     * The field follows the canvas in the page's order, and the toolbar the field, so that Tab goes from the board to
     * the field and on over the controls' copies; without a field Tab skips the copies.
     */
    private static native void setForms(JavaScriptObject dom, String forms) /*-{
        var canvas = dom.host.querySelector("canvas");
        if (canvas && canvas.nextSibling !== dom.form) canvas.parentNode.insertBefore(dom.form, canvas.nextSibling);
        if (dom.form.nextSibling !== dom.bar) dom.form.parentNode.insertBefore(dom.bar, dom.form.nextSibling);
        dom.form.hidden = forms == null;
        dom.forms.textContent = forms == null ? "" : forms;
        for (var e = dom.bar.firstChild; e; e = e.nextSibling) e.tabIndex = dom.form.hidden ? -1 : 0;
    }-*/;

    /** After the key that asked for it: its character (the / of the shortcut) is typed where the focus was. */
    private static native void focusField(JavaScriptObject dom) /*-{
        if (!dom.form.hidden) setTimeout(function () { dom.input.focus(); }, 0);
    }-*/;

    /**
     * Takes the text shown away and, with a {@code label}, puts an empty one in its place right after the canvas (Tab
     * goes from the board to it, Esc back); returns it, or null.
     */
    private static native JavaScriptObject newText(JavaScriptObject dom, String label) /*-{
        if (dom.text && dom.text.parentNode) dom.text.parentNode.removeChild(dom.text);
        dom.text = null;
        if (label == null) return null;
        var doc = dom.host.ownerDocument, e = doc.createElement("div");
        e.className = "parlour-text";
        e.setAttribute("role", "document");
        e.setAttribute("aria-label", label);
        e.tabIndex = 0;
        // read by screen readers, drawn nowhere: the usual visually-hidden pattern
        e.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);"
                + "white-space:normal;margin:0;padding:0;border:0";
        var canvas = dom.host.querySelector("canvas");
        e.addEventListener("keydown", function (k) {
            if (k.key === "Escape" && canvas) {
                k.preventDefault();
                k.stopPropagation();
                canvas.focus();
            }
        });
        if (canvas) canvas.parentNode.insertBefore(e, canvas.nextSibling);
        else dom.host.appendChild(e);
        dom.text = e;
        return e;
    }-*/;

    private static native void addPassage(JavaScriptObject region, String text, boolean heading) /*-{
        var e = region.ownerDocument.createElement(heading ? "h2" : "p");
        e.textContent = text;
        region.appendChild(e);
    }-*/;

    private static native void trimToolbar(JavaScriptObject dom, int count) /*-{
        while (dom.bar.childNodes.length > count) dom.bar.removeChild(dom.bar.lastChild);
    }-*/;

    /**
     * What makes a copy adjustable, or null: its code comes with the menu's (whose option rows are the adjustable
     * controls), so that the first frame waits for none of it.
     */
    private static JavaScriptObject adjustable;

    /**
     * Makes the copies of adjustable controls (option rows, each with a value) spin buttons from now on, called where
     * the menu's code came. A spin button rather than a slider: a few named values stepped one by one, no track to
     * drag. It is named by the row's label alone, its value apart; Up and Right step it on, Down and Left back, round
     * from the last value to the first as the drawn row's keys; Home and End go to the first and the last value;
     * Enter, Space or a click step it on as the drawn row's > button.
     */
    static native void makeAdjustable() /*-{
        @parlour.html.client.PageControls::adjustable = function (self, e, index, name, now, count, value, made) {
            if (made) {
                e.setAttribute("role", "spinbutton");
                e.setAttribute("aria-valuemin", 0);
                e.addEventListener("keydown", function (k) {
                    var n = +e.getAttribute("aria-valuemax") + 1, at = +e.getAttribute("aria-valuenow");
                    var by = {ArrowUp: 1, ArrowRight: 1, Enter: 1, " ": 1, ArrowDown: n - 1, ArrowLeft: n - 1,
                            Home: -at, End: n - 1 - at}[k.key];
                    // the browser's own keys (Alt+Left goes back) are left alone
                    if (by == null || k.altKey || k.ctrlKey || k.metaKey) return;
                    k.preventDefault();
                    self.@parlour.html.client.PageControls::pressed(II)(index, (at + by) % n);
                });
            }
            e.setAttribute("aria-label", name);
            e.setAttribute("aria-valuemax", count - 1);
            e.setAttribute("aria-valuenow", now);
            e.setAttribute("aria-valuetext", value);
        };
    }-*/;

    /**
     * The copy of control {@code index}, made anew only where the control's kind changed: a copy the page's focus is on
     * keeps it while its name, state and value change. An unavailable button stays focusable (aria-disabled) and says
     * so. An adjustable control (with a {@code value}: value {@code now} of {@code count}) is a spin button (see
     * {@link #makeAdjustable}; before that code came, a button that steps it on: the option rows come with that code).
     */
    private native void setControl(
            JavaScriptObject dom,
            int index,
            String name,
            boolean off,
            String text,
            String value,
            int now,
            int count) /*-{
        var self = this, doc = dom.host.ownerDocument, old = dom.bar.childNodes[index], e = old;
        var adjustable = value != null && @parlour.html.client.PageControls::adjustable;
        var tag = adjustable ? "DIV" : text == null ? "BUTTON" : "INPUT";
        if (!old || old.tagName !== tag) {
            e = doc.createElement(tag);
            e.addEventListener("focus", function () {
                self.@parlour.html.client.PageControls::focusedCopy(I)(index);
            });
            if (text == null) {
                e.type = "button";
                e.addEventListener("click", function () {
                    if (e.getAttribute("aria-disabled") !== "true") self.@parlour.html.client.PageControls::pressed(II)(index, -1);
                });
            } else {
                e.type = "text";
                e.addEventListener("input", function () {
                    self.@parlour.html.client.PageControls::typedInto(ILjava/lang/String;)(index, e.value);
                });
            }
            var focused = old && doc.activeElement === old;
            if (old) dom.bar.replaceChild(e, old); else dom.bar.appendChild(e);
            if (focused) e.focus();
        }
        if (adjustable) adjustable(self, e, index, name, now, count, value, e !== old);
        else if (text == null) {
            if (e.textContent !== name) e.textContent = name;
        } else {
            if (e.value !== text && doc.activeElement !== e) e.value = text;
            e.setAttribute("aria-label", name);
        }
        if (text == null) e.setAttribute("aria-disabled", off ? "true" : "false");
        e.tabIndex = dom.form.hidden ? -1 : 0;
    }-*/;
}
