/**
 * The widgets around the board: the side panel (players, scores, clocks, status and notice), the command buttons and the
 * More dialog, the result banner, the offer to resume a kept game, and the move field with the bar drawn for it. They
 * show what they are told; what a command does lives in the commands room.
 */
package parlour.shell.panel;
