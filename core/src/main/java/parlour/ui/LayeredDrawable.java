package parlour.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.utils.BaseDrawable;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;

/** Two drawables painted on top of each other (a fill and its outline), padded like the first. */
final class LayeredDrawable extends BaseDrawable {
    private final Drawable under;
    private final Drawable over;

    LayeredDrawable(Drawable under, Drawable over) {
        super(under);
        this.under = under;
        this.over = over;
    }

    @Override
    public void draw(Batch batch, float x, float y, float width, float height) {
        under.draw(batch, x, y, width, height);
        over.draw(batch, x, y, width, height);
    }
}
