/**
 * The game screen: the scene2d adapter that every game plays in, the parts it is built from and how they are joined,
 * where each goes on the window, the order of each frame's work and how the screen shows what the match did. It
 * composes the rooms below it (commands, panel, play, files, speech) and decides nothing itself: the match session does.
 */
package parlour.shell.screen;
