package parlour.arrows.view;

import com.badlogic.gdx.Input.Keys;

/**
 * Which key names which direction of the compass round the mover's next cell (0 up, then clockwise to 7): the arrow
 * keys, the number pad round 5 and the letters Q W E / A D / Z X C.
 */
final class CompassKeys {
    private CompassKeys() {}

    /** The direction a key names: arrows, number pad 1-9 round 5, or Q W E / A D / Z X C; -1 for other keys. */
    static int direction(int keycode) {
        switch (keycode) {
            case Keys.UP:
            case Keys.NUMPAD_8:
            case Keys.W:
                return 0;
            case Keys.NUMPAD_9:
            case Keys.E:
                return 1;
            case Keys.RIGHT:
            case Keys.NUMPAD_6:
            case Keys.D:
                return 2;
            case Keys.NUMPAD_3:
            case Keys.C:
                return 3;
            case Keys.DOWN:
            case Keys.NUMPAD_2:
            case Keys.X:
                return 4;
            case Keys.NUMPAD_1:
            case Keys.Z:
                return 5;
            case Keys.LEFT:
            case Keys.NUMPAD_4:
            case Keys.A:
                return 6;
            case Keys.NUMPAD_7:
            case Keys.Q:
                return 7;
            default:
                return -1;
        }
    }
}
