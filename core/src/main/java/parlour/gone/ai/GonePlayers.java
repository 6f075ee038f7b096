package parlour.gone.ai;

import java.util.List;
import java.util.Random;
import parlour.gone.GoneGame;
import parlour.gone.GonePosition;
import parlour.match.Text;
import parlour.match.Thinker;

/** Gone's computer players by level: the random player, and the best challenger that searches the rules' rounds. */
public final class GonePlayers {
    private GonePlayers() {}

    /**
     * The level's player for the side to move: in a challenge's seeding the best level places its seeds by search;
     * otherwise either level starts the rounds (or makes a random board) and picks a legal move at random.
     *
     * @throws IllegalArgumentException for a level that is neither random nor best
     */
    public static Thinker create(String level, GonePosition p, Random random, double maxMillis) {
        if (!level.equals("random") && !level.equals("best"))
            throw new IllegalArgumentException("unknown level " + Text.quote(level) + " (known: random, best)");
        if (p.phase == GonePosition.SEED && level.equals("best")) return new GoneChallenger(p, maxMillis);
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

    /** The wall-clock time a level takes for a move at most. */
    public static double thinkMillis(String level) {
        return level.equals("best") ? 1500 : 0;
    }
}
