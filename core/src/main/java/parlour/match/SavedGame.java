package parlour.match;

import static parlour.words.Tr.t;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Parlour save format, version 1: plain text that people can read and edit.
 *
 * <pre>
 * [Parlour "1"]
 * [Game "dots"]
 * [Size "3x3"]
 * [Player1 "human"]
 * [Player2 "ai:easy"]
 * [FirstPlayer "1"]
 * [Result "*"]
 *
 * a1-b1 b3-c3 ...
 * </pre>
 *
 * Header tags come first, one per line as {@code [Name "value"]}; then the moves in the game's
 * notation, separated by spaces or line breaks. A {@code ;} outside a quoted value starts a comment to the end of the line.
 * A comment on a move follows it in braces, as PGN writes one: {@code a1-b1 {the chain rule}} (one before the first
 * move is on move 0); it may run over lines but holds no brace.
 * The first tag must be {@code Parlour} with the format version. Unknown tags are kept.
 */
public final class SavedGame {
    public static final String VERSION = "1";
    /**
     * The longest save text read: 4 MB. A full 15x15 game is under 3 KB, but a game whose moves hold whole boards
     * (a 512x512 one is 263 KB) can be long; a longer game is not written at all (see {@link #whyNotKept}).
     */
    public static final int MAX_CHARS = 4 << 20;
    /** {@link #MAX_CHARS} as the players read it. */
    public static final String MAX_SIZE_TEXT = "4 MB";
    /** The longest move token unless a game says otherwise (see {@code GameDef.longestMove}). */
    public static final int MAX_MOVE_CHARS = 32;
    /** The longest tag value: long enough for an option that describes a board with a hundred blocked cells. */
    public static final int MAX_TAG_CHARS = 640;

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<String> moves = new ArrayList<>();
    private final List<Integer> moveLines = new ArrayList<>();
    private final Map<String, Integer> tagLines = new LinkedHashMap<>();
    private final Map<Integer, String> comments = new TreeMap<>();

    public Map<String, String> tags() {
        return tags;
    }

    public List<String> moves() {
        return moves;
    }
    /** The 1-based line of each move in the text it was read from (0 for games built in code). */
    public int lineOf(int moveIndex) {
        return moveIndex < moveLines.size() ? moveLines.get(moveIndex) : 0;
    }

    public String tag(String name) {
        return tags.get(name);
    }

    /** The 1-based line tag {@code name} was read from: its own line, or line 1 when it is missing. */
    public int lineOfTag(String name) {
        Integer line = tagLines.get(name);
        return line == null ? 1 : line;
    }

    /** The comments on moves by move number (0: before the first move), in order. */
    public Map<Integer, String> comments() {
        return comments;
    }

    public void addMove(String move) {
        moves.add(move);
        moveLines.add(0);
    }

    /**
     * Why a save's {@code text} is not written, or null when it may be: one too long to be read back would lose
     * the game it holds, so the last version kept stays instead.
     */
    public static String whyNotKept(String text) {
        if (text.length() <= MAX_CHARS) return null;
        return t(
                "the game is {0} MB long, over the {1} a save may hold (undo the largest changes to make it shorter)",
                Math.round(text.length() / (double) (1 << 20) * 10) / 10.0, MAX_SIZE_TEXT);
    }

    /** The text of this game in the save format. */
    public String write() {
        StringBuilder sb = new StringBuilder();
        sb.append("[Parlour \"").append(VERSION).append("\"]\n");
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (e.getKey().equals("Parlour")) continue;
            sb.append('[')
                    .append(e.getKey())
                    .append(" \"")
                    .append(escape(e.getValue()))
                    .append("\"]\n");
        }
        sb.append('\n');
        int col = 0;
        List<String> items = new ArrayList<>();
        if (comments.containsKey(0)) items.add("{" + comments.get(0) + "}");
        for (int i = 0; i < moves.size(); i++) {
            items.add(moves.get(i));
            if (comments.containsKey(i + 1)) items.add("{" + comments.get(i + 1) + "}");
        }
        for (String m : items) {
            if (col > 0 && col + m.length() + 1 > 72) {
                sb.append('\n');
                col = 0;
            } else if (col > 0) {
                sb.append(' ');
                col++;
            }
            sb.append(m);
            col += m.length();
        }
        if (col > 0) sb.append('\n');
        return sb.toString();
    }

    private static String escape(String v) {
        return v.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /**
     * Reads a save file's text.
     *
     * @param source the file or slot name used in error messages
     * @throws SaveFormatException naming the line when the text is not a Parlour save
     */
    public static SavedGame read(String text, String source) throws SaveFormatException {
        return read(text, source, MAX_MOVE_CHARS);
    }

    /**
     * Reads a save file's text whose moves may be up to {@code maxMoveChars} long (a game's own notation).
     *
     * @throws SaveFormatException naming the line when the text is not a Parlour save
     */
    public static SavedGame read(String text, String source, int maxMoveChars) throws SaveFormatException {
        if (text == null || text.trim().isEmpty()) throw new SaveFormatException(source, 0, t("the file is empty"));
        if (text.length() > MAX_CHARS) {
            throw new SaveFormatException(source, 0, t("it is too long to be a save (over {0})", MAX_SIZE_TEXT));
        }
        // a byte order mark, as some editors write one, is not part of the text
        if (text.charAt(0) == '\uFEFF') text = text.substring(1);
        SavedGame g = new SavedGame();
        List<String> lines = Text.lines(text);
        boolean inMoves = false;
        MoveReader moveReader = new MoveReader(g, source, maxMoveChars);
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i);
            if (inMoves && line.trim().startsWith("[") && !moveReader.inComment())
                throw new SaveFormatException(source, lineNo, t("a header tag after the moves began"));
            if (inMoves || !line.trim().startsWith("[") && !g.tags.isEmpty()) {
                moveReader.line(line, lineNo);
                inMoves = moveReader.began();
                continue;
            }
            line = withoutComment(line).trim();
            for (int k = 0; k < line.length(); k++) {
                char c = line.charAt(k);
                if (c != '\t' && Text.isControl(c)) {
                    throw new SaveFormatException(
                            source, lineNo, t("a control character (U+{0}) that has no place in a save", hex(c)));
                }
            }
            if (line.isEmpty()) continue;
            if (line.startsWith("[")) {
                readTag(g, line, source, lineNo);
                if (g.tags.size() == 1 && !g.tags.containsKey("Parlour")) {
                    throw new SaveFormatException(
                            source, lineNo, t("not a Parlour save file (it must begin with [Parlour \"1\"])"));
                }
                continue;
            }
            throw new SaveFormatException(
                    source, lineNo, t("not a Parlour save file (it must begin with [Parlour \"1\"])"));
        }
        moveReader.end();
        String version = g.tags.get("Parlour");
        if (version == null)
            throw new SaveFormatException(source, 1, t("not a Parlour save file (it must begin with [Parlour \"1\"])"));
        if (!version.equals(VERSION)) {
            throw new SaveFormatException(
                    source,
                    g.lineOfTag("Parlour"),
                    t(
                            "save format version {0} is not supported (this Parlour reads version {1})",
                            version.length() <= 12 ? version : Text.quote(version), VERSION));
        }
        return g;
    }

    /** Reads the moves and their comments in braces, line by line: a comment may run over lines. */
    private static final class MoveReader {
        private final SavedGame g;
        private final String source;
        private final int maxMoveChars;
        private final StringBuilder token = new StringBuilder();
        /** The comment being read, or null outside one, and the line it began on. */
        private StringBuilder comment;

        private int commentLine;

        MoveReader(SavedGame g, String source, int maxMoveChars) {
            this.g = g;
            this.source = source;
            this.maxMoveChars = maxMoveChars;
        }

        void line(String line, int lineNo) throws SaveFormatException {
            for (int k = 0; k < line.length(); k++) {
                char c = line.charAt(k);
                if (c != '\t' && Text.isControl(c)) {
                    throw new SaveFormatException(
                            source, lineNo, t("a control character (U+{0}) that has no place in a save", hex(c)));
                }
                if (comment != null) {
                    if (c == '{') throw new SaveFormatException(source, lineNo, t("a comment cannot hold {0}", "{"));
                    if (c == '}') {
                        String text = comment.toString().trim();
                        String before = g.comments.get(g.moves.size());
                        g.comments.put(g.moves.size(), before == null ? text : before + " " + text);
                        comment = null;
                    } else comment.append(c);
                    continue;
                }
                if (c == ';') break;
                if (c == '}')
                    throw new SaveFormatException(
                            source, lineNo, t("a {0} that closes no comment (a comment cannot hold {0})", "}"));
                if (c == '{' || Character.isWhitespace(c)) {
                    endToken(lineNo);
                    if (c == '{') {
                        comment = new StringBuilder();
                        commentLine = lineNo;
                    }
                } else token.append(c);
            }
            endToken(lineNo);
            if (comment != null) comment.append(' ');
        }

        private void endToken(int lineNo) throws SaveFormatException {
            if (token.length() == 0) return;
            if (token.length() > maxMoveChars)
                throw new SaveFormatException(
                        source, lineNo, t("{0} is too long to be a move", Text.quote(token.toString())));
            g.moves.add(token.toString());
            g.moveLines.add(lineNo);
            token.setLength(0);
        }

        boolean inComment() {
            return comment != null;
        }

        /** Whether a move or a comment was read: a header tag may no longer come. */
        boolean began() {
            return !g.moves.isEmpty() || !g.comments.isEmpty() || comment != null;
        }

        void end() throws SaveFormatException {
            if (comment != null)
                throw new SaveFormatException(
                        source, commentLine, t("a comment begun with {0} is never closed with {1}", "{", "}"));
        }
    }

    private static String hex(char c) {
        String h = Integer.toHexString(c).toUpperCase();
        return "0000".substring(h.length()) + h;
    }

    /** The line up to a {@code ;} that starts a comment: one outside a tag's quoted value. */
    private static String withoutComment(String line) {
        boolean quoted = false;
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (quoted && c == '\\') k++;
            else if (c == '"') quoted = !quoted;
            else if (c == ';' && !quoted) return line.substring(0, k);
        }
        return line;
    }

    private static void readTag(SavedGame g, String line, String source, int lineNo) throws SaveFormatException {
        if (!line.endsWith("]")) throw new SaveFormatException(source, lineNo, t("a header tag must end with ]"));
        String body = line.substring(1, line.length() - 1).trim();
        int space = body.indexOf(' ');
        if (space <= 0)
            throw new SaveFormatException(
                    source, lineNo, t("a header tag needs a name and a quoted value, like [Game \"dots\"]"));
        String name = body.substring(0, space);
        if (name.length() > 40)
            throw new SaveFormatException(source, lineNo, t("{0} is too long to be a tag name", Text.quote(name)));
        for (int k = 0; k < name.length(); k++) {
            char c = name.charAt(k);
            if (!Character.isLetterOrDigit(c) && c != '_')
                throw new SaveFormatException(source, lineNo, t("{0} is not a tag name", Text.quote(name)));
        }
        String rest = body.substring(space + 1).trim();
        if (rest.length() < 2 || rest.charAt(0) != '"' || rest.charAt(rest.length() - 1) != '"') {
            throw new SaveFormatException(source, lineNo, t("the value of tag {0} must be in double quotes", name));
        }
        if (rest.length() - 2 > MAX_TAG_CHARS) {
            throw new SaveFormatException(
                    source, lineNo, t("the value of tag {0} is too long (over {1} characters)", name, MAX_TAG_CHARS));
        }
        StringBuilder value = new StringBuilder();
        for (int k = 1; k < rest.length() - 1; k++) {
            char c = rest.charAt(k);
            if (c == '\\' && k + 1 < rest.length() - 1) c = rest.charAt(++k);
            else if (c == '"')
                throw new SaveFormatException(source, lineNo, t("a stray quote in the value of tag {0}", name));
            value.append(c);
        }
        if (g.tags.containsKey(name)) throw new SaveFormatException(source, lineNo, t("tag {0} appears twice", name));
        g.tags.put(name, value.toString());
        g.tagLines.put(name, lineNo);
    }
}
