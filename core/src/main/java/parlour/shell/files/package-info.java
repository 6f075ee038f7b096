/**
 * Saved games and board files: the save and load dialogs, the board-file dialogs and the game's own file dialog, the
 * names kept saves go by, the unfinished games kept to resume, and the game on screen as those dialogs see it.
 */
package parlour.shell.files;
