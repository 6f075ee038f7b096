package parlour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlour.dots.DotsGame;
import parlour.dots.DotsPosition;
import parlour.match.Mark;
import parlour.match.MarkJson;
import parlour.words.Language;
import parlour.words.Tr;

/** The marks as a listener hears them after the board's description, and a bad one's reason, in English and Polish. */
class MarksInWordsTest {
    private static final Path CATALOGUE = Path.of("../assets/src/main/static/i18n/pl");
    private static final String MARKS = "[{\"kind\":\"arrow\",\"at\":\"a1\",\"to\":\"c3\",\"colour\":\"red\"},"
            + "{\"kind\":\"ring\",\"at\":\"b2\"},{\"kind\":\"line\",\"at\":\"a1-b1\",\"colour\":\"#123456\"},"
            + "{\"kind\":\"fill\",\"at\":\"a1\",\"colour\":\"yellow\"},{\"kind\":\"label\",\"at\":\"c1\",\"text\":\"X\"},"
            + "{\"kind\":\"ring\",\"at\":\"z9\"}]";

    private static Language part(String name) throws IOException {
        Path file = CATALOGUE.resolve(name + ".txt");
        return Language.parse("pl", Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    private static String said(List<String> problems) {
        DotsPosition p = DotsGame.RULES.start(java.util.Map.of("size", "3x3"), 1);
        List<Mark> marks = MarkCheck.check(DotsGame.RULES.notation(), p, MarkJson.objects(MARKS), problems);
        return MarkCheck.inWords(marks);
    }

    @Test
    void theMarksAreSaidInEnglishAndInPolish() throws IOException {
        List<String> problems = new ArrayList<>();
        assertEquals(
                "Marks: an arrow from a1 to c3 (red), a ring on b2, a line a1-b1 (#123456), a1 filled (yellow),"
                        + " c1 labelled 'X'.",
                said(problems));
        assertEquals("[mark 6 ('ring z9'): there is no dot z9 on this board]", problems.toString());
        Tr.use(part("dots").with(part("shared")));
        try {
            problems.clear();
            assertEquals(
                    "Znaczniki: strzałka z a1 do c3 (czerwony), kółko na b2, linia a1-b1 (#123456), a1 zamalowane"
                            + " (żółty), c1 z napisem „X”.",
                    said(problems));
            assertEquals("[znacznik 6 („ring z9”): na tej planszy nie ma kropki z9]", problems.toString());
        } finally {
            Tr.use(Language.ENGLISH);
        }
    }
}
