/**
 * The game screen's commands: a registry of one entry a command (its key and words from the key table, whether this
 * game offers it, what it does, what its button shows), and the buttons and the More dialog that read it, so that the
 * keys, the buttons and More never disagree.
 */
package parlour.shell.commands;
