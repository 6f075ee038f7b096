/**
 * What a web page's script does to the widget: play, undo, positions, hints, analysis, marks and puzzles on the game on
 * screen, through the same calls a click makes, and the game on screen as JSON for its state.
 */
package parlour.shell.page;
