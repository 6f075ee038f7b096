package parlour.shell.speech;

import static parlour.words.Tr.t;

import java.util.List;
import parlour.game.GameDef;
import parlour.game.LevelNote;
import parlour.match.Match;
import parlour.session.AutomatonPace;
import parlour.session.MoveSteps;
import parlour.session.SeatNames;
import parlour.shell.panel.SidePanel;

/** The words of the side panel for any game: the result line and the status line (whose turn, and how). */
public final class TurnText {
    private TurnText() {}

    /**
     * "You win 5 to 4", "Computer (easy) wins (on time)", "You win: Computer (easy) was reduced to two pieces", "A tie,
     * 3 all", "A draw"; an uncontested end: its verdict alone.
     */
    public static <P> String result(GameDef<P> def, Match<P> match, SidePanel panel) {
        P p = match.position();
        int w = match.winner();
        SeatNames names = new SeatNames(match);
        String why = match.flagged() > 0 ? t("on time") : def.whyOver(p, names);
        if (w == 0 && !def.contested(p))
            return why == null ? t("The end") : Character.toUpperCase(why.charAt(0)) + why.substring(1);
        String detail = def.resultDetail(p);
        String text;
        if (w == 0) {
            // Polish says the draw's word alone ("{0}"), which starts small
            String draw = capitalised(t("A {0}", t(def.drawWord())));
            text = detail.isEmpty() ? draw : t("{0}, {1}", draw, detail);
        } else if (names.isYou(w)) {
            text = detail.isEmpty() ? t("You win") : t("You win {0}", detail);
        } else {
            String who = names.name(w);
            text = detail.isEmpty() ? t("{0} wins", who) : t("{0} wins {1}", who, detail);
        }
        if (why == null) return text;
        // a reason naming a computer ("Computer (easy) was reduced…") goes after a colon: no brackets within brackets
        return why.indexOf('(') < 0 ? text + " (" + why + ")" : t("{0}: {1}", text, why);
    }

    /** How to move in {@code p}: with the mouse and the keys, or by taps on a touch screen with no keyboard. */
    public static <P> String howToMove(GameDef<P> def, P p, boolean touch) {
        return touch ? def.notation().howToTouch(p) : def.notation().howToMove(p);
    }

    /**
     * Whose turn it is and what they may do, or the result and how to play again. {@code begun} are the steps of a
     * move the player has begun on the board: the status then says what comes next. On a {@code touch} screen with no
     * keyboard, how to move names taps and buttons.
     */
    public static <P> String status(
            GameDef<P> def, Match<P> match, SidePanel panel, AutomatonPace pace, List<String> begun, boolean touch) {
        P p = match.position();
        if (match.isOver()) return t("{0}. Press Restart (R) to play again.", result(def, match, panel));
        if (match.toMove() == 0) {
            if (!pace.isPlaying()) return t("Paused: Play (P) runs the rounds, Step (N) plays one.");
            return touch
                    ? t("The rounds run ({0}). Pause stops them.", pace.speedText())
                    : t("The rounds run ({0}). P pauses.", pace.speedText());
        }
        if (!def.contested(p)) return howToMove(def, p, touch);
        SeatNames names = new SeatNames(match);
        String who = names.name(match.toMove());
        // the game's note is a marked text: said in the player's language
        String why = match.moveCount() == 0 ? null : def.againNote(match.positionAt(match.moveCount() - 1), p);
        String again = why == null ? null : t(why);
        if (match.hereToMove() && !begun.isEmpty()) {
            String next = def.notation().nextStep(p, begun, MoveSteps.next(def, p, begun));
            if (next != null) return names.isYou(match.toMove()) ? next : who + ": " + next;
        }
        if (match.hereToMove()) {
            return (again != null ? t("{0}: you {1}, move again.", who, again) : names.turn(false))
                    + (match.moveCount() == 0 ? " " + howToMove(def, p, touch) : "");
        }
        if (names.friendToMove()) return again != null ? t("{0} {1} and moves again…", who, again) : names.waitFor();
        String level = match.seatToMove().level();
        LevelNote note = level == null ? null : def.players().note(level, p);
        if (again != null) return t("{0} {1} and moves again…", who, again);
        return note == null ? t("{0} is thinking…", who) : t("{0} is thinking ({1})…", who, note.words);
    }

    /**
     * A move in words with who made it: "You draw the line from b2 to b3", "Computer (easy) draws the line from b2 to
     * b3 and closes a box: 3 to 2"; the automaton's without a name. {@code before} and {@code after}: the positions
     * the move was played in and made.
     */
    static <P> String moveInWords(GameDef<P> def, Match<P> match, P before, String move, P after) {
        int mover = def.toMove(before);
        SeatNames names = new SeatNames(match);
        if (mover == 0) return capitalised(def.notation().inWords(before, move, after, false, names));
        return names.name(mover) + " " + def.notation().inWords(before, move, after, names.isYou(mover), names);
    }

    /** Move {@code n} of the match (from 1) in words with who made it, as {@link #moveInWords} says it. */
    public static <P> String moveInWords(GameDef<P> def, Match<P> match, int n) {
        return moveInWords(def, match, match.positionAt(n - 1), match.moves().get(n - 1), match.positionAt(n));
    }

    /** Whose turn it is, in a sentence to hear: "Your move.", "You move again.", "Computer (easy) is thinking." */
    static <P> String turn(GameDef<P> def, Match<P> match) {
        boolean again = match.moveCount() > 0 && def.toMove(match.positionAt(match.moveCount() - 1)) == match.toMove();
        return new SeatNames(match).turn(again);
    }

    /**
     * What follows now, in a sentence to hear: the result of a finished game, whose turn it is in a contested one,
     * nothing while the automaton's rounds or a board's editing go on.
     */
    public static <P> String next(GameDef<P> def, Match<P> match) {
        if (match.isOver()) return result(def, match, null) + ".";
        return match.toMove() == 0 || !def.contested(match.position()) ? "" : turn(def, match);
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
