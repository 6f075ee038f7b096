package parlour.dots.ai;

/**
 * The transposition table the strong player and the analysis keep between searches: what one decision
 * learned (exact values above all) serves the next, and no frame pays again for allocating a table.
 * Keys are whole line sets of one board shape, so a new shape gets a new table.
 */
final class SharedTable {
    /** Size in ints (4 MB; 2^18 entries on small boards, fewer on big ones). */
    private static final int INTS = 1 << 20;

    private static TranspositionTable table;
    private static int cols;
    private static int rows;

    private SharedTable() {}

    /** The table for searches from {@code board}'s position (its shape and undrawn lines as they are now). */
    static TranspositionTable from(SearchBoard board) {
        if (table == null || cols != board.cols || rows != board.rows) {
            table = null; // let the old one go before the new one is allocated
            table = new TranspositionTable(TranspositionTable.bitsWithin(INTS, board.words), board.words);
            cols = board.cols;
            rows = board.rows;
        }
        table.rootHas(board.undrawn);
        return table;
    }
}
