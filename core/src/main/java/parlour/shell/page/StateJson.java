package parlour.shell.page;

import static parlour.match.JsonText.escape;

import com.badlogic.gdx.Gdx;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import parlour.game.GameDef;
import parlour.game.MoveValue;
import parlour.match.Mark;
import parlour.match.Match;
import parlour.shell.play.AdviceDriver;
import parlour.shell.screen.GameScreen;
import parlour.shell.screen.ScreenParts;

/** The game on screen as JSON for the page's script API: fields every game has, and the game's options under one key. */
public final class StateJson {
    private StateJson() {}

    /** The game on {@code screen}, this frame. */
    public static <P> String of(GameScreen<P> screen) {
        return of(screen.entry().def, screen.parts(), screen.parts().viewOnly, Gdx.graphics.getFrameId());
    }

    /** The game a screen shows, with what its computer, its advice, its status line and its puzzle say. */
    static <P> String of(GameDef<P> def, ScreenParts<P> parts, boolean viewOnly, long frameId) {
        Match<P> match = parts.session.match();
        AdviceDriver<P> advice = parts.advice;
        return of(
                def,
                match,
                !viewOnly && parts.seats.showsThinking(match),
                // in a puzzle, its own hint (its first right move), not the game's analysis's
                parts.puzzle.active() ? parts.puzzle.hintShown() : advice == null ? null : advice.shownHint,
                advice != null && advice.isOn(),
                advice == null ? null : advice.shown,
                parts.panel.status(),
                parts.puzzle.json(),
                frameId);
    }

    static <P> String of(
            GameDef<P> def,
            Match<P> match,
            boolean thinking,
            String hint,
            boolean analysisOn,
            List<MoveValue> analysis,
            String status,
            String puzzle,
            long frameId) {
        P p = match.position();
        StringBuilder sb = new StringBuilder();
        sb.append("{\"game\":\"").append(def.id()).append('"');
        // the game's own options under one key; each also at the top level, where scripts written for Dots read "size"
        StringBuilder options = new StringBuilder();
        for (Map.Entry<String, String> o : def.optionsOf(match.start()).entrySet()) {
            String pair = "\"" + escape(o.getKey()) + "\":\"" + escape(o.getValue()) + "\"";
            sb.append(',').append(pair);
            options.append(options.length() == 0 ? "" : ",").append(pair);
        }
        sb.append(",\"options\":{").append(options).append('}');
        sb.append(",\"players\":[\"")
                .append(escape(match.seat(1).toString()))
                .append("\",\"")
                .append(escape(match.seat(2).toString()))
                .append("\"]");
        sb.append(",\"toMove\":").append(match.toMove());
        if (def.score(p, 1) != null)
            sb.append(",\"score\":[")
                    .append(value(def.score(p, 1)))
                    .append(',')
                    .append(value(def.score(p, 2)))
                    .append(']');
        if (match.hasClocks()) {
            sb.append(",\"clocks\":[")
                    .append(Math.round(match.clockLeft(1)))
                    .append(',')
                    .append(Math.round(match.clockLeft(2)))
                    .append(']');
        }
        int w = match.winner();
        sb.append(",\"result\":\"")
                .append(w < 0 ? "none" : w == 0 ? escape(def.drawWord()) : String.valueOf(w))
                .append('"');
        sb.append(",\"moves\":").append(list(match.moves()));
        sb.append(",\"legal\":").append(list(match.isOver() ? Collections.<String>emptyList() : def.legalMoves(p)));
        sb.append(",\"thinking\":").append(thinking);
        sb.append(",\"hint\":").append(hint == null ? "null" : "\"" + escape(hint) + "\"");
        sb.append(",\"analysisOn\":").append(analysisOn);
        sb.append(",\"analysis\":[");
        if (analysis != null) {
            boolean first = true;
            for (MoveValue v : analysis) {
                sb.append(first ? "" : ",")
                        .append("{\"move\":\"")
                        .append(escape(v.move))
                        .append("\",\"value\":")
                        .append(v.value)
                        .append(",\"exact\":")
                        .append(v.exact)
                        .append(",\"best\":")
                        .append(v.isBest())
                        .append(",\"blunder\":")
                        .append(v.kind == MoveValue.BLUNDER)
                        .append('}');
                first = false;
            }
        }
        sb.append(']');
        sb.append(",\"marks\":[");
        List<Mark> marks = match.marks();
        for (int i = 0; i < marks.size(); i++) {
            sb.append(i == 0 ? "{" : ",{");
            boolean first = true;
            for (Map.Entry<String, String> f : marks.get(i).fields().entrySet()) {
                sb.append(first ? "\"" : ",\"")
                        .append(f.getKey())
                        .append("\":\"")
                        .append(escape(f.getValue()))
                        .append('"');
                first = false;
            }
            sb.append('}');
        }
        sb.append("],\"comments\":[");
        boolean firstComment = true;
        for (Map.Entry<Integer, String> c : match.comments().entrySet()) {
            if (c.getKey() > match.moveCount()) continue;
            sb.append(firstComment ? "" : ",")
                    .append("{\"move\":")
                    .append(c.getKey())
                    .append(",\"text\":\"")
                    .append(escape(c.getValue()))
                    .append("\"}");
            firstComment = false;
        }
        sb.append(']');
        sb.append(",\"puzzle\":").append(puzzle);
        sb.append(",\"frames\":").append(frameId);
        sb.append(",\"status\":\"").append(escape(status)).append('"');
        sb.append('}');
        return sb.toString();
    }

    /** A score as a JSON number where it is one, else as a string. */
    private static String value(String score) {
        boolean number = !score.isEmpty() && score.length() < 10;
        for (int i = 0; i < score.length() && number; i++)
            number = score.charAt(i) >= '0' && score.charAt(i) <= '9'
                    || i == 0 && score.charAt(i) == '-' && score.length() > 1;
        return number ? score : "\"" + escape(score) + "\"";
    }

    private static String list(List<String> items) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++)
            sb.append(i == 0 ? "" : ",")
                    .append('"')
                    .append(escape(items.get(i)))
                    .append('"');
        return sb.append(']').toString();
    }
}
