package parlour.html;

import com.badlogic.gdx.backends.gwt.preloader.DefaultAssetFilter;

/**
 * What the web widget's site carries and preloads, for the GWT compiler (gdx.assetfilterclass). The sounds
 * are not preloaded: libGDX's Web Audio sounds fetch their own file when they are made, so preloading them
 * only downloaded them twice and held back the first frame. Nor are the languages' words (a page shows one language)
 * the help texts (read when Help opens) and the puzzle collections (read when a page asks for one), which the game asks for when it needs them (WebPreloader), nor the fonts'
 * licence, which the game never reads. libGDX's 3D shaders and its default font,
 * which Parlour never uses, are left out (the preloader would fetch them before every first frame).
 */
public final class WebAssetFilter extends DefaultAssetFilter {
    @Override
    public boolean accept(String file, boolean isDirectory) {
        String f = file.replace('\\', '/');
        if (f.startsWith("com/badlogic/gdx/graphics/g3d/") || f.startsWith("com/badlogic/gdx/utils/lsans-15"))
            return false;
        return super.accept(file, isDirectory);
    }

    @Override
    public boolean preload(String file) {
        String f = file.replace('\\', '/');
        return !f.startsWith("sounds/")
                && !f.startsWith("i18n/")
                && !f.startsWith("help/")
                && !f.startsWith("puzzles/")
                && !f.equals("fonts/LICENSE-DejaVu.txt");
    }
}
