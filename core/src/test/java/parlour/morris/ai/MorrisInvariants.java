package parlour.morris.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import parlour.game.GameSaves;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.match.Seat;
import parlour.morris.MorrisGame;
import parlour.morris.MorrisNotation;
import parlour.morris.MorrisPosition;
import parlour.soak.GameInvariants;

/**
 * Six or Nine Men's Morris in the soak, with the rule options (flying, double mill, draw after) and the
 * first player drawn per game: legal moves and results against {@link MorrisReference}, pieces on the
 * board, in hand and lost adding up, and the search board's make, unmake and Zobrist hash followed move
 * by move against one rebuilt from the position.
 */
public final class MorrisInvariants implements GameInvariants<MorrisPosition> {
    private static final String[] DRAW = {"50", "20", "100", "never"};
    private final MorrisGame game;
    private MorrisReference reference;
    private int first;
    /** The reference's state of each position of the game so far, the current one last. */
    private final List<MorrisReference.State> states = new ArrayList<>();

    private SearchBoard board;

    public MorrisInvariants(MorrisGame game) {
        this.game = game;
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public Match<MorrisPosition> newMatch(Random random) {
        Map<String, String> o = new LinkedHashMap<>();
        boolean flying = random.nextBoolean(), twice = random.nextInt(3) == 0;
        String draw = DRAW[random.nextInt(DRAW.length)];
        o.put("flying", flying ? "on" : "off");
        o.put("doublemill", twice ? "on" : "off");
        o.put("drawafter", draw);
        first = 1 + random.nextInt(2);
        Match<MorrisPosition> m = GameSaves.newMatch(game, o, first, Seat.HUMAN, Seat.HUMAN);
        reference = new MorrisReference(
                game == MorrisGame.NINE, flying, twice, draw.equals("never") ? 0 : Integer.parseInt(draw));
        states.clear();
        states.add(reference.start(first));
        board = new SearchBoard(m.position());
        return m;
    }

    @Override
    public List<String> legalMoves(MorrisPosition p) {
        return game.legalMoves(p);
    }

    @Override
    public List<String> referenceMoves(MorrisPosition p) {
        MorrisReference.State s = top();
        return (int) reference.result(s)[0] >= 0 ? new ArrayList<String>() : reference.moves(s);
    }

    private MorrisReference.State top() {
        return states.get(states.size() - 1);
    }

    @Override
    public void checkPosition(MorrisPosition p) {
        MorrisReference.State s = top();
        check(
                p.firstPlayer == first && p.toMove() == s.toMove,
                "to move " + p.toMove() + ", the reference says " + s.toMove);
        for (int q = 0; q < p.board().points; q++) {
            int at = s.owner[reference.index(p.board().name(q))];
            check(p.at(q) == at, "point " + p.board().name(q) + " holds " + p.at(q) + ", the reference says " + at);
        }
        for (int pl = 1; pl <= 2; pl++) {
            check(
                    p.hand(pl) == s.hand[pl],
                    "player " + pl + " has " + p.hand(pl) + " in hand, the reference says " + s.hand[pl]);
            check(s.onBoard(pl) + s.hand[pl] + s.lost[pl] == reference.pieces, "player " + pl + "'s pieces add up");
            check(
                    game.score(p, pl).equals(String.valueOf(s.onBoard(pl) + s.hand[pl])),
                    "player " + pl + "'s score is the pieces left");
        }
        check(
                p.quiet() == s.quiet && p.repetitions() == s.repetitions(),
                "quiet moves " + p.quiet() + " and repetitions " + p.repetitions() + ", the reference says " + s.quiet
                        + " and " + s.repetitions());
        Object[] r = reference.result(s);
        check(
                p.winner() == (int) r[0],
                "winner " + p.winner() + " (" + p.why() + "), the reference says " + r[0] + " (" + r[1] + ")");
        check(
                r[1] == null ? p.why() == null : r[1].equals(p.why()),
                "why over: " + p.why() + ", the reference says " + r[1]);
    }

    @Override
    public void checkMove(MorrisPosition before, String move, MorrisPosition after) {
        int mover = before.toMove();
        int removals = move.length() - move.replace("x", "").length();
        check(game.score(after, mover).equals(game.score(before, mover)), "the mover keeps every piece");
        check(
                Integer.parseInt(game.score(after, 3 - mover))
                        == Integer.parseInt(game.score(before, 3 - mover)) - removals,
                "the opponent loses one piece a removal");
        states.add(reference.apply(top(), move));
        board.make(MorrisNotation.parse(before, move));
        same(after);
    }

    @Override
    public void checkUndo(MorrisPosition after, String move, MorrisPosition before) {
        board.unmake(MorrisNotation.parse(before, move));
        states.remove(states.size() - 1);
        same(before);
    }

    /** The search board, moved by make and unmake, equals one built from {@code p}, hash included. */
    private void same(MorrisPosition p) {
        SearchBoard fresh = new SearchBoard(p);
        for (int pl = 1; pl <= 2; pl++) {
            check(board.men[pl] == p.men(pl) && board.hand[pl] == p.hand(pl), "search board pieces of player " + pl);
        }
        check(board.toMove == p.toMove(), "search board side to move");
        check(
                board.hash == board.fullHash(),
                "search board hash " + board.hash + " against its recount " + board.fullHash());
        check(
                board.hash == fresh.hash,
                "search board hash " + board.hash + " against a board built afresh " + fresh.hash);
        check(
                board.lost() == (p.winner() == 3 - p.toMove() && p.isOver()),
                "search board lost() agrees with the result");
    }

    @Override
    public String[] levels() {
        return MorrisGame.SIX.players().levels();
    }

    @Override
    public String computerMove(MorrisPosition p, String level, Random random, double millis) {
        return GameInvariants.thoughtMove(MorrisPlayers.SEARCHING.computer(level, p, random, millis));
    }

    @Override
    public String save(Match<MorrisPosition> match) {
        return GameSaves.save(game, match).write();
    }

    @Override
    public Match<MorrisPosition> load(String text) throws SaveFormatException {
        return GameSaves.load(game, text, "soak");
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }
}
