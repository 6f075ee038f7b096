/**
 * The widgets around the board: the side panel (players, scores, clocks, status and notice), the result banner and the
 * offer to resume a kept game. They show what they are told; what a command does, and its button, live in the commands
 * room.
 */
package parlour.shell.panel;
