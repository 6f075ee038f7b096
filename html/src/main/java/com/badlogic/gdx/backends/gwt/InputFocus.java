package com.badlogic.gdx.backends.gwt;

import com.badlogic.gdx.Gdx;

/**
 * Sets the GWT backend's keyboard focus flag, which is package-private: the embedded widget takes
 * keys only while its canvas has the page's focus (by default the backend takes keys typed anywhere).
 */
public final class InputFocus {
    private InputFocus() {}

    public static void set(boolean focused) {
        if (Gdx.input instanceof DefaultGwtInput) ((DefaultGwtInput) Gdx.input).hasFocus = focused;
    }
}
