/**
 * The shell's ground, which every other room reads: what a launcher hands in ({@link parlour.shell.launch.LaunchOptions}
 * and its limits), the games one program plays ({@link parlour.shell.launch.GameList}, its slots and entries), what the
 * screens ask of the program that runs them ({@link parlour.shell.launch.Navigator}) and the code that comes later
 * ({@link parlour.shell.launch.LaterCode}). Two ways up stay: an entry makes its game screen, and the later code names
 * the makers of the menu, the dialogs and the puzzles for a launcher's split points.
 */
package parlour.shell.launch;
