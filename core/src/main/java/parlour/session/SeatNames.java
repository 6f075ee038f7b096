package parlour.session;

import static parlour.words.Tr.t;

import java.util.function.Function;
import parlour.game.PlayerNames;
import parlour.match.Match;
import parlour.match.Seat;

/**
 * Who sits in each seat of a match, in words: "You" against the computer, "Player 1" between people, "Computer
 * (easy)", their short forms, whose turn it is and what to wait for. The side panel, the status line, the announced
 * moves, the saves' names and the page read seats through it; it is the one place that words each kind of seat.
 */
public final class SeatNames implements PlayerNames {
    private final Match<?> match;

    /**
     * What a correspondence game adds to whose turn it is ("Move by 5 Dec 15:04."), or null where it adds nothing: set
     * by the friend links' code. A second kind from the start, so that GWT does not call the links' kind directly and
     * bring its code (the dates' words) with the seats' names before the first frame.
     */
    public static Function<Match<?>, String> due = m -> null;

    public SeatNames(Match<?> match) {
        this.match = match;
    }

    /**
     * The name shown for a player: "You" for the one person at this screen, "Player 2" for the other person here,
     * "Friend" for someone elsewhere, or "Computer (level)".
     */
    @Override
    public String name(int p) {
        Seat s = match.seat(p);
        if (s.kind() == Seat.Kind.ELSEWHERE) return t("Friend");
        if (s.kind() != Seat.Kind.COMPUTER) return isYou(p) ? t("You") : t("Player {0}", p);
        return bothComputer() ? t("Computer {0} ({1})", p, level(s.level())) : t("Computer ({0})", level(s.level()));
    }

    /** Whether seat {@code p} is "You": the one person at this screen, whoever plays the other side. */
    @Override
    public boolean isYou(int p) {
        return match.seat(p).movesHere() && !match.seat(3 - p).movesHere();
    }

    /**
     * The short form of seat {@code p}'s name: "P1", "Computer", "Computer 2" (the name said, without its level: the
     * computer's one word where there is room for it); "You" stays.
     */
    public String shortName(int p) {
        if (match.seat(p).kind() == Seat.Kind.ELSEWHERE) return t("Friend");
        if (match.seat(p).kind() != Seat.Kind.COMPUTER) return isYou(p) ? t("You") : t("P{0}", p);
        return bothComputer() ? t("Computer {0}", p) : t("Computer");
    }

    /** The shortest form, where even {@link #shortName} has no room: "AI" for the computer. */
    public String shortestName(int p) {
        return match.seat(p).kind() == Seat.Kind.COMPUTER ? t("AI") : shortName(p);
    }

    private boolean bothComputer() {
        return match.seat(1).kind() == Seat.Kind.COMPUTER && match.seat(2).kind() == Seat.Kind.COMPUTER;
    }

    /** "You start. Drawn at random.", naming the seat to move as the side panel does. */
    public String drawnFirst() {
        return isYou(match.toMove())
                ? t("You start. Drawn at random.")
                : t("{0} starts. Drawn at random.", name(match.toMove()));
    }

    /**
     * Whose turn it is, in a sentence to hear: "Your move.", "You move again.", "Computer (easy) is thinking.",
     * "Waiting for your friend's move."
     */
    public String turn(boolean again) {
        return withDue(turnAlone(again));
    }

    private String withDue(String turn) {
        String d = due.apply(match);
        return d == null ? turn : turn + " " + d;
    }

    private String turnAlone(boolean again) {
        String who = name(match.toMove());
        if (friendToMove()) return again ? t("{0} moves again.", who) : t("Waiting for your friend's move.");
        if (!match.hereToMove()) return again ? t("{0} moves again.", who) : t("{0} is thinking.", who);
        if (isYou(match.toMove())) return again ? t("You move again.") : t("Your move.");
        return again ? t("{0} moves again.", who) : t("{0} to move.", who);
    }

    /**
     * Why the board takes no move while another seat or the rounds are to move: "Wait for the computer to move.",
     * "Waiting for your friend's move."
     */
    public String waitFor() {
        if (match.toMove() == 0) return t("Wait for the next round.");
        if (match.seatToMove().kind() == Seat.Kind.COMPUTER) return t("Wait for the computer to move.");
        return withDue(t("Waiting for your friend's move."));
    }

    /** Whether the game waits for a move of someone elsewhere (a friend's seat is to move). */
    public boolean friendToMove() {
        return !match.isOver() && match.toMove() != 0 && match.seatToMove().kind() == Seat.Kind.ELSEWHERE;
    }

    /** {@link #waitFor} for the page's script, in English as its other answers: "it is the computer's turn". */
    public String waitForInEnglish() {
        if (match.toMove() == 0) return "wait for the next round";
        if (match.seatToMove().kind() == Seat.Kind.COMPUTER) return "it is the computer's turn";
        return "it is your friend's turn";
    }

    /** The seat in a list of saves: "you", "player 1" between people, "friend", "computer (strong)". */
    public String inSaveList(int p) {
        Seat s = match.seat(p);
        if (s.kind() == Seat.Kind.ELSEWHERE) return t("friend");
        if (s.kind() == Seat.Kind.COMPUTER) return t("computer ({0})", level(s.level()));
        return isYou(p) ? t("you") : t("player {0}", p);
    }

    /** The words of a computer's level ("easy"), in the player's language. */
    public static String level(String level) {
        return t(level);
    }
}
