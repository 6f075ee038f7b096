package sitebuild;

import com.google.gwt.core.ext.LinkerContext;
import com.google.gwt.core.ext.TreeLogger;
import com.google.gwt.core.ext.linker.AbstractLinker;
import com.google.gwt.core.ext.linker.Artifact;
import com.google.gwt.core.ext.linker.ArtifactSet;
import com.google.gwt.core.ext.linker.EmittedArtifact;
import com.google.gwt.core.ext.linker.LinkerOrder;
import com.google.gwt.core.ext.linker.StylesheetReference;

/**
 * Leaves out GWT's Chrome theme, which libGDX's backend inherits for its text-input dialog, a GWT widget Parlour never
 * shows: without this linker every page fetched the theme's stylesheet (4.5 KB gzipped) before its first frame, and the
 * site carried the stylesheet and its images.
 */
@LinkerOrder(LinkerOrder.Order.PRE)
public final class NoThemeLinker extends AbstractLinker {
    @Override
    public String getDescription() {
        return "Parlour: no GWT theme";
    }

    @Override
    public ArtifactSet link(TreeLogger logger, LinkerContext context, ArtifactSet artifacts) {
        ArtifactSet kept = new ArtifactSet();
        for (Artifact<?> a : artifacts) {
            if (a instanceof StylesheetReference) continue;
            if (a instanceof EmittedArtifact
                    && ((EmittedArtifact) a).getPartialPath().startsWith("gwt/chrome/")) continue;
            kept.add(a);
        }
        return kept;
    }
}
