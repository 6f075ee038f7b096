package parlour.shell.commands;

/** Some of the game screen's commands that belong together, added to its registry with what they need to run. */
public interface CommandGroup<P> {
    /** Adds the group's commands to {@code commands}; {@code played}: the game is played here, not only shown. */
    void addTo(GameCommands<P> commands, boolean played);
}
