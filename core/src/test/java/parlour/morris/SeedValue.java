package parlour.morris;

import parlour.morris.ai.MorrisPlayers;

/** The seed's placement value of a point, read through the players' package for the tests. */
final class SeedValue {
    private SeedValue() {}

    static int of(MorrisPosition p, String point) {
        return MorrisPlayers.seedValue(p, MorrisMove.NONE, p.board().pointNamed(point));
    }
}
