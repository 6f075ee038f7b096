/**
 * The game's helpers that play along: the computer's turns in slices, hints and the analysis overlay, the mistakes
 * found on review and the move list, the puzzle on the match, the restarts that replace the match, and the marks drawn
 * on the board.
 */
package parlour.shell.play;
