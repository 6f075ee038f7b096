package parlour.arrows.module;

import java.util.Collections;
import java.util.List;
import parlour.arrows.ArrowsDrawing;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ai.ArrowsAdvice;
import parlour.arrows.ai.ArrowsCommands;
import parlour.arrows.ai.ArrowsPlayers;
import parlour.arrows.view.ArrowsView;
import parlour.board.GameModule;
import parlour.board.GameUi;

/**
 * Arrows in the catalogue: its listing, and its rules with computer players, advice and engine commands, which read
 * board files by name where the launcher hands in an {@link ArrowsCommands.FileReader} (the desktop's).
 */
public final class ArrowsModule extends GameModule {
    public static final ArrowsModule MODULE = new ArrowsModule();

    private ArrowsModule() {
        super("arrows", new Listing("arrows", "Arrows", "size", "blocked", "clock", "board"));
    }

    @Override
    public List<Made<?>> make(Services services) {
        return Collections.<Made<?>>singletonList(new Made<>(
                ArrowsGame.RULES.with(
                        ArrowsPlayers.LEVELS,
                        ArrowsAdvice.INSTANCE,
                        ArrowsCommands.table(services.get(ArrowsCommands.FileReader.class))),
                GameUi.of("arrows", ArrowsView::new),
                new ArrowsDrawing()));
    }
}
