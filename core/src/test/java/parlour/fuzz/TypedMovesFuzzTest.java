package parlour.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import parlour.game.GameDef;
import parlour.game.PlayerNames;
import parlour.match.Match;
import parlour.match.Text;
import parlour.shell.launch.GameEntry;
import parlour.shell.speech.TypedField;
import parlour.words.Language;
import parlour.words.Tr;

/**
 * Fuzz target: the move field (typed moves and word commands, the accessibility work) in any game of the catalogue,
 * in English or Polish, in a position the data reaches by legal moves: texts of moves, their steps, the games' words
 * and questions, mixed and mangled, read as the game screen reads them (TypedMoves, then MoveSteps and the match),
 * and by each game's typedSteps and describe. A text is played, begun, answered or refused: a move played is a legal
 * one in the notation, steps begun begin a legal move, a refusal is a clear message, an answer and a played move's
 * words are printable sentences; nothing escapes.
 */
class TypedMovesFuzzTest {
    /** The games' words and questions, in English and Polish (some with their diacritics), one a slash. */
    private static final String[] WORDS =
            ("line/draw/from/to/between/join/dot/connect/linia/kreskę/od/do/między/połącz/move/place/put/on/"
                            + "remove/take/capture/x/fly/usuń/zbij/przesuń/na/postaw/pionek/młynek/north/north-east/ne/nw/se/sw/n/"
                            + "e/s/w/up/down/left/right/up-right/down left/północ/pn-wsch/góra/dół/w prawo/w lewo/zachód/arrow/"
                            + "black/white/hole/b/h/clear/fill/random/go/play/start/seed/round/next/czarny/biały/dziura/wyczyść/"
                            + "wypełnij/losuj/ziarno/dalej/następna/board:/board/describe/opisz/help/pomoc/?/score/turn/whose turn/"
                            + "lines/where can i move/moves/row/column/col/wiersz/kolumna/rząd/ring/outer/middle/inner/pieces/"
                            + "mills/seeds/pebbles/plansza/wynik/czyja kolej/gdzie mogę/pierścień/runda/kamyki")
                    .split("/");

    private static final String[] BETWEEN = {" ", "-", ",", ", ", "  ", "\t", " - ", "x", ".", "!", "\n", ""};

    @FuzzTest(maxDuration = "10s")
    void typedMoves(FuzzedDataProvider data) {
        GameEntry<?> game = SaveFileFuzzTest.game(data.consumeByte());
        Tr.use(data.consumeBoolean() ? FuzzGames.polish() : Language.ENGLISH);
        try {
            type(game, data);
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }

    private static <P> void type(GameEntry<P> game, FuzzedDataProvider data) {
        GameDef<P> def = game.def;
        Match<P> m = FuzzGames.played(game, FuzzGames.options(def, data, 16), data, data.consumeInt(0, 80));
        Checks<P> checks = new Checks<>(def);
        TypedField<P> field = new TypedField<>(def, m, checks);
        sentences(field.board());
        sentences(def.notation().typedForms());
        int texts = data.consumeInt(1, 12);
        for (int i = 0; i < texts && data.remainingBytes() > 0; i++) {
            P before = m.position();
            checks.text = text(def, m, data);
            field.submit(checks.text);
            // the game's own readers, called as the field calls them
            try {
                assertThat(def.notation().typedSteps(before, checks.text.trim()))
                        .as("steps, never none")
                        .isNotEmpty();
            } catch (IllegalArgumentException e) {
                Clear.message(e.getMessage());
            }
            String told = def.notation().describe(before, TypedField.normalised(checks.text));
            if (told != null) sentences(told);
        }
        FuzzGames.loadsBack(game, m);
    }

    /** What the field did, checked as it happens. */
    private static final class Checks<P> implements TypedField.Seen<P> {
        private final GameDef<P> def;
        String text;

        Checks(GameDef<P> def) {
            this.def = def;
        }

        @Override
        public void played(P before, String move) {
            Supplier<String> typed = () -> Text.quote(text) + " played " + Text.quote(move);
            if (FuzzGames.listsEvery(def, before))
                assertThat(def.legalMoves(before)).as(typed).contains(move);
            assertEquals(move, def.notation().canonical(before, move), () -> typed.get() + ", not in the notation");
            P after = def.play(before, move);
            sentences(def.notation().inWords(before, move, after, true, PlayerNames.NUMBERED));
            sentences(def.notation().inWords(before, move, after, false, PlayerNames.NUMBERED));
        }

        @Override
        public void more(P position, List<String> steps) {
            boolean begins = false;
            for (String move : def.legalMoves(position)) {
                List<String> parts = def.notation().parts(move);
                begins |= parts.size() > steps.size()
                        && parts.subList(0, steps.size()).equals(steps);
            }
            assertTrue(begins, () -> Text.quote(text) + " began " + steps + ", which begin no legal move");
        }

        @Override
        public void answered(String words) {
            sentences(words);
        }

        @Override
        public void refused(String reason) {
            Clear.message(reason);
        }
    }

    /** A text to type: words and moves of the game with separators, cased at random, or anything. */
    private static <P> String text(GameDef<P> def, Match<P> m, FuzzedDataProvider data) {
        if (data.consumeInt(0, 5) == 0) return data.consumeString(40);
        List<String> legal = m.isOver() ? Collections.<String>emptyList() : def.legalMoves(m.position());
        StringBuilder sb = new StringBuilder();
        int words = data.consumeInt(1, 6);
        for (int i = 0; i < words; i++) {
            int kind = data.consumeInt(0, 5);
            String w;
            if (kind <= 1 && !legal.isEmpty()) {
                String move = legal.get(data.consumeInt(0, legal.size() - 1));
                List<String> parts = def.notation().parts(move);
                w = kind == 0 ? move : parts.get(data.consumeInt(0, parts.size() - 1));
            } else if (kind <= 3) w = data.pickValue(WORDS);
            else if (kind == 4) w = String.valueOf(data.consumeInt(-1, 30));
            else w = data.consumeString(6);
            if (data.consumeInt(0, 3) == 0) w = w.toUpperCase();
            sb.append(i == 0 ? "" : data.pickValue(BETWEEN)).append(w);
        }
        return sb.toString();
    }

    /** Words for a listener: something said, nothing unprintable. */
    private static void sentences(String words) {
        assertThat(words).as("words say something").isNotNull();
        assertThat(words.trim()).as("words say something").isNotEmpty();
        for (int i = 0; i < words.length(); i++)
            if (Text.isControl(words.charAt(i)))
                fail("U+" + Integer.toHexString(words.charAt(i)) + " in " + Text.quote(words));
    }
}
