package parlour.dots.module;

import java.util.Collections;
import java.util.List;
import parlour.board.GameModule;
import parlour.board.GameUi;
import parlour.dots.DotsDrawing;
import parlour.dots.DotsGame;
import parlour.dots.ai.DotsAdvice;
import parlour.dots.ai.DotsCommands;
import parlour.dots.ai.DotsPlayers;
import parlour.dots.view.DotsView;

/** Dots and Boxes in the catalogue: its listing, and its rules with computer players, advice and solver commands. */
public final class DotsModule extends GameModule {
    public static final DotsModule MODULE = new DotsModule();

    private DotsModule() {
        super("dots", new Listing(DotsGame.ID, "Dots and Boxes", "size"));
    }

    @Override
    public List<Made<?>> make(Services services) {
        return Collections.<Made<?>>singletonList(new Made<>(
                DotsGame.RULES.with(DotsPlayers.LEVELS, DotsAdvice.INSTANCE, DotsCommands.TABLE),
                GameUi.of(DotsGame.ID, DotsView::new),
                new DotsDrawing()));
    }
}
