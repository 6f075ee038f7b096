package parlour.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import parlour.match.Match;
import parlour.match.SaveFormatException;
import parlour.shell.launch.GameEntry;

/**
 * Fuzz target: share links, {@code embed.html?game=ID&position=CODE}. The browser makes and reads the code
 * (WebPlatform.linkTo: base64url of the save text's UTF-8; frame.js unshare), mirrored here; core gets the decoded
 * text through setPosition, loaded into the game the link names (GameEntry.load). A game played from the fuzz data
 * makes a link, kept whole, cut, retyped or damaged as links are on their way, for its game or another. A whole link
 * shows the same game; any other code is refused in the browser as damaged, or by the save reader with a clear
 * message naming the line, or shows a game that saves and loads back ({@link SaveFileFuzzTest}'s checks).
 */
class ShareLinkFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void shareLink(FuzzedDataProvider data) {
        link(SaveFileFuzzTest.game(data.consumeByte()), data);
    }

    private static <P> void link(GameEntry<P> game, FuzzedDataProvider data) {
        Match<P> m = FuzzGames.played(game, FuzzGames.options(game.def, data, 24), data, data.consumeInt(0, 60));
        String code = Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(game.save(m).getBytes(StandardCharsets.UTF_8));
        int damage = data.consumeInt(0, 7);
        if (damage == 1) code = code.substring(0, data.consumeInt(0, code.length()));
        else if (damage == 2 && !code.isEmpty()) {
            int at = data.consumeInt(0, code.length() - 1);
            code = code.substring(0, at) + data.consumeChar() + code.substring(at + 1);
        } else if (damage == 3) code = code + "==";
        else if (damage == 4) code = code.replace('-', '+').replace('_', '/');
        else if (damage == 5) code = code.replace("-", "%2D");
        else if (damage == 6) code = data.consumeString(300);
        else if (damage == 7) {
            int at = data.consumeInt(0, code.length());
            code = code.substring(0, at) + data.consumeString(4) + code.substring(at);
        }
        GameEntry<?> shown = data.consumeInt(0, 7) == 0 ? SaveFileFuzzTest.game(data.consumeByte()) : game;
        String text = unshare(code);
        if (text == null) return; // frame.js: "the link's position is damaged"; core is not asked
        if (damage == 0 && shown == game) {
            try {
                Match<P> back = game.load(text, "setPosition");
                assertEquals(m.position(), back.position(), "a whole link shows the same game");
                assertEquals(m.moves(), back.moves());
            } catch (SaveFormatException e) {
                throw new AssertionError("a whole link does not load: " + e.getMessage(), e);
            }
        }
        SaveFileFuzzTest.check(shown, text, "setPosition");
    }

    /**
     * frame.js's unshare: a code of the base64url letters alone is decoded (atob, then the bytes as UTF-8, where a
     * bad sequence throws); anything else is taken as the save text itself. Null where core is not asked: an empty
     * code, or one the browser cannot decode.
     */
    static String unshare(String code) {
        if (code.isEmpty()) return null; // an empty position= is no position
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            boolean letter =
                    c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_';
            if (!letter) return code;
        }
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(code);
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            return null;
        }
    }
}
