package parlour.app;

import java.util.ArrayList;
import java.util.List;
import parlour.arrows.ArrowsGame;
import parlour.arrows.ai.ArrowsAdvice;
import parlour.arrows.ai.ArrowsCommands;
import parlour.arrows.ai.ArrowsPlayers;
import parlour.arrows.view.ArrowsView;
import parlour.board.GameUi;
import parlour.dots.DotsGame;
import parlour.dots.ai.DotsAdvice;
import parlour.dots.ai.DotsCommands;
import parlour.dots.ai.DotsPlayers;
import parlour.dots.view.DotsView;
import parlour.game.EngineExtension;
import parlour.game.LevelPlayers;
import parlour.gone.GoneGame;
import parlour.gone.ai.GoneCommands;
import parlour.gone.ai.GonePlayers;
import parlour.gone.view.GoneView;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisPosition;
import parlour.morris.ai.MorrisAdvice;
import parlour.morris.ai.MorrisCommands;
import parlour.morris.ai.MorrisDatabase;
import parlour.morris.ai.MorrisPlayers;
import parlour.morris.view.MorrisView;
import parlour.shell.GameEntry;
import parlour.shell.GameList;

/**
 * The one list that names every game: each game's rules, computer players, analysis and board view put
 * together, with the services a launcher hands in. Launchers, tools and tests build their catalogue here.
 */
public final class Catalogue {
    private Catalogue() {}

    /**
     * Every game Parlour plays, in menu order.
     *
     * @param boardFiles reads board files named in the engine protocol, or null where there are none (the web)
     * @param morrisTables Six Men's Morris's perfect tables, or null where there are none
     */
    public static GameList games(ArrowsCommands.FileReader boardFiles, MorrisDatabase.Source morrisTables) {
        List<GameEntry<?>> games = new ArrayList<>();
        games.add(new GameEntry<>(
                DotsGame.RULES.with(
                        new LevelPlayers<>(DotsGame.RULES.players(), DotsPlayers::create, DotsPlayers::thinkMillis),
                        DotsAdvice.INSTANCE,
                        DotsCommands.TABLE),
                GameUi.of("dots", DotsView::new)));
        games.add(new GameEntry<>(
                GoneGame.RULES.with(
                        new LevelPlayers<>(GoneGame.RULES.players(), GonePlayers::create, GonePlayers::thinkMillis),
                        GoneCommands.TABLE),
                GameUi.of("gone", GoneView::new)));
        final MorrisDatabase tables = new MorrisDatabase(morrisTables);
        LevelPlayers<MorrisPosition> morris = new LevelPlayers<>(
                MorrisGame.SIX.players(),
                (level, p, random, maxMillis) -> MorrisPlayers.create(level, p, random, maxMillis, tables),
                MorrisPlayers::thinkMillis,
                (level, p) -> MorrisPlayers.note(level, p, tables));
        EngineExtension<MorrisPosition> solve = MorrisCommands.table(tables);
        MorrisAdvice advice = new MorrisAdvice(tables);
        games.add(new GameEntry<>(MorrisGame.SIX.with(morris, advice, solve), GameUi.of("morris6", MorrisView::new)));
        games.add(new GameEntry<>(MorrisGame.NINE.with(morris, advice, solve), GameUi.of("morris9", MorrisView::new)));
        games.add(new GameEntry<>(
                ArrowsGame.RULES.with(
                        new LevelPlayers<>(
                                ArrowsGame.RULES.players(), ArrowsPlayers::create, ArrowsPlayers::thinkMillis),
                        ArrowsAdvice.INSTANCE,
                        ArrowsCommands.table(boardFiles)),
                GameUi.of("arrows", ArrowsView::new)));
        return new GameList(games);
    }
}
