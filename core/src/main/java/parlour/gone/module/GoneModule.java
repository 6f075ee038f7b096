package parlour.gone.module;

import java.util.Collections;
import java.util.List;
import parlour.board.GameModule;
import parlour.board.GameUi;
import parlour.gone.GoneDrawing;
import parlour.gone.GoneGame;
import parlour.gone.ai.GoneCommands;
import parlour.gone.ai.GonePlayers;
import parlour.gone.view.GoneView;

/** Gone in the catalogue: its listing, and its rules with computer players and engine commands. */
public final class GoneModule extends GameModule {
    public static final GoneModule MODULE = new GoneModule();

    private GoneModule() {
        super("gone", new Listing("gone", "Gone", "size", "adjacency", "mode", "k"));
    }

    @Override
    public List<Made<?>> make(Services services) {
        return Collections.<Made<?>>singletonList(new Made<>(
                GoneGame.RULES.with(GonePlayers.LEVELS, GoneCommands.TABLE),
                GameUi.of("gone", GoneView::new),
                new GoneDrawing()));
    }
}
