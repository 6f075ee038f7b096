/**
 * The title screen: the games' cards with their options and seats, the card of a game whose code has not come yet, and
 * the settings, help and quit around them. Made only through the later code's menu maker.
 */
package parlour.shell.menu;
