/**
 * The game in words for a player who listens or types: the status and result lines, each move in words, the clocks and
 * their low-time warnings, the cursor's place, the announcer that says each event once, and the typed moves read from
 * the move field. Sentences only: no scene2d widget is made here.
 */
package parlour.shell.speech;
