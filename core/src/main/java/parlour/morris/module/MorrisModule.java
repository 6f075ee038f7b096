package parlour.morris.module;

import java.util.Arrays;
import java.util.List;
import parlour.board.GameModule;
import parlour.board.GameUi;
import parlour.game.EngineExtension;
import parlour.game.Players;
import parlour.morris.MorrisDrawing;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisAdvice;
import parlour.morris.ai.MorrisCommands;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.view.MorrisView;

/**
 * Six and Nine Men's Morris in the catalogue, one part: their listings, and their rules sharing computer players,
 * advice and solver commands over the launcher's Six Men's Morris tables (a {@link MorrisDatabase.Source} service).
 */
public final class MorrisModule extends GameModule {
    public static final MorrisModule MODULE = new MorrisModule();

    private MorrisModule() {
        super(
                "morris",
                new Listing("morris6", "Six Men's Morris", "flying", "doublemill", "drawafter"),
                new Listing("morris9", "Nine Men's Morris", "flying", "doublemill", "drawafter"));
    }

    @Override
    public List<Made<?>> make(Services services) {
        final MorrisDatabase tables = new MorrisDatabase(services.get(MorrisDatabase.Source.class));
        Players<MorrisPosition> players = MorrisPlayers.levels(tables);
        EngineExtension<MorrisPosition> solve = MorrisCommands.table(tables);
        MorrisAdvice advice = new MorrisAdvice(tables);
        return Arrays.<Made<?>>asList(
                new Made<>(
                        MorrisGame.SIX.with(players, advice, solve),
                        GameUi.of("morris6", MorrisView::new),
                        new MorrisDrawing()),
                new Made<>(
                        MorrisGame.NINE.with(players, advice, solve),
                        GameUi.of("morris9", MorrisView::new),
                        new MorrisDrawing()));
    }
}
