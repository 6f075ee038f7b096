package parlour.morris.ai;

import parlour.game.CommandTable;
import parlour.morris.MorrisPosition;

/**
 * The engine protocol command Morris adds: {@code solve} gives the value for the side to move ({@code win N},
 * {@code loss N} in plies, or {@code draw}) where it can be proved. ({@code result} says {@code draw}, the game's word.)
 */
public final class MorrisCommands {
    private MorrisCommands() {}

    /** @param database where {@code solve} looks first, before it searches */
    public static CommandTable<MorrisPosition> table(final MorrisDatabase database) {
        return new CommandTable<MorrisPosition>().withoutArgs("solve", session -> {
            MorrisPosition p = session.match().position();
            if (p.isOver()) throw new IllegalArgumentException("the game is over: there is nothing to solve");
            return MorrisSolve.solve(p, session.timeLimitMillis(), database);
        });
    }
}
