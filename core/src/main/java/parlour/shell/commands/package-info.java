/**
 * What each of the game screen's commands does, whether its button, its key or the More dialog asked for it, and which
 * commands the screen shows: one place between the key table and the rooms that carry a command out.
 */
package parlour.shell.commands;
