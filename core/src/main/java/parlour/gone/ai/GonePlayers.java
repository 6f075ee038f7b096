package parlour.gone.ai;

import java.util.List;
import java.util.Random;
import parlour.game.LevelTable;
import parlour.game.Players;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.match.Thinker;

/**
 * Gone's computer players by level: the random player, and the best challenger, which places a challenge's seeds by
 * searching the rules' rounds; otherwise either level starts the rounds (or makes a random board) and picks a legal
 * move at random.
 */
public final class GonePlayers {
    private GonePlayers() {}

    /** A row for each level the rules name: its player and the longest it thinks. */
    public static final Players<GonePosition> LEVELS = new LevelTable<GonePosition>(
            GoneGame.RULES.players(),
            LevelTable.level("random", 0, (p, random, maxMillis) -> atRandom(p, random)),
            LevelTable.level(
                    "best",
                    1500,
                    (p, random, maxMillis) ->
                            p.phase == GonePosition.SEED ? new GoneChallenger(p, maxMillis) : atRandom(p, random)));

    /** A legal move at random, or in the editor the rounds (or a random board when there is nothing to play). */
    private static Thinker atRandom(GonePosition p, Random random) {
        List<String> legal = GoneGame.RULES.legalMoves(p);
        String move = p.phase == GonePosition.EDIT
                ? (legal.contains("play") ? "play" : "random-" + (1 + random.nextInt(1000)))
                : legal.get(random.nextInt(legal.size()));
        return new Thinker() {
            @Override
            public boolean think(double budgetMillis) {
                return true;
            }

            @Override
            public String move() {
                return move;
            }
        };
    }
}
