package parlour.morris.ai;

import java.util.Arrays;
import java.util.List;
import parlour.game.EngineExtension;
import parlour.game.EngineSession;
import parlour.game.MatchEngine;
import parlour.match.Text;
import parlour.morris.MorrisPosition;

/**
 * The engine protocol command Morris adds: {@code solve} gives the value for the side to move ({@code win N},
 * {@code loss N} in plies, or {@code draw}) where it can be proved. ({@code result} says {@code draw}, the game's word.)
 */
public final class MorrisCommands implements EngineExtension<MorrisPosition> {
    private static final String[] COMMANDS = {"solve"};
    private final MorrisDatabase database;

    /** @param database where {@code solve} looks first, before it searches */
    public MorrisCommands(MorrisDatabase database) {
        this.database = database;
    }

    @Override
    public String[] commands() {
        return Arrays.copyOf(COMMANDS, COMMANDS.length);
    }

    @Override
    public String execute(String command, List<String> args, EngineSession<MorrisPosition> session) {
        MatchEngine.noArgs(command, args);
        MorrisPosition p = session.match().position();
        switch (command) {
            case "solve":
                if (p.isOver()) throw new IllegalArgumentException("the game is over: there is nothing to solve");
                return MorrisSolve.solve(p, session.timeLimitMillis(), database);
            default:
                throw new IllegalArgumentException("unknown command " + Text.quote(command));
        }
    }
}
