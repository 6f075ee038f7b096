package parlour.game;

import java.util.ArrayList;
import java.util.List;
import parlour.match.Text;

/** A game's own engine-protocol commands as a table of names and what each does: the one dispatch all games share. */
public final class CommandTable<P> implements EngineExtension<P> {
    /** One command: what it answers to its arguments in the session. */
    public interface Command<P> {
        /** @throws IllegalArgumentException with the reason when it cannot be done */
        String run(List<String> args, EngineSession<P> session);
    }

    /** A command that takes no arguments. */
    public interface Query<P> {
        /** @throws IllegalArgumentException with the reason when it cannot be done */
        String answer(EngineSession<P> session);
    }

    private final List<String> names = new ArrayList<>();
    private final List<Command<P>> commands = new ArrayList<>();

    /** This table with {@code name} added after the commands before it ({@code list_commands} keeps the order). */
    public CommandTable<P> with(String name, Command<P> command) {
        names.add(name);
        commands.add(command);
        return this;
    }

    /** This table with {@code name} added as a command that refuses any argument. */
    public CommandTable<P> withoutArgs(final String name, final Query<P> query) {
        return with(name, (args, session) -> {
            MatchEngine.noArgs(name, args);
            return query.answer(session);
        });
    }

    @Override
    public String[] commands() {
        return names.toArray(new String[0]);
    }

    @Override
    public String execute(String command, List<String> args, EngineSession<P> session) {
        int i = names.indexOf(command);
        if (i < 0) throw new IllegalArgumentException("unknown command " + Text.quote(command));
        return commands.get(i).run(args, session);
    }
}
