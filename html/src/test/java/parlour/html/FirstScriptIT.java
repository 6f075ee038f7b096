package parlour.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import parlour.app.Catalogue;
import parlour.board.GameModule;

/**
 * No game's code is in the page's first script: of a game's packages only its module's listing (the module class and
 * its fields, not its make) may be in the compiler's initial fragment, or naming a game's class outside its split
 * point would pull that game into every page unseen. Read from the GWT compile report's size maps (html/pom.xml's
 * -compileReport), which say for each fragment the types, methods and fields it holds (fragment 0: the first
 * script). Nor is a game's code, but for a few bytes, in the fragment of code that several split points share, which
 * every game's page fetches before its first frame. Needs the compiled site (an IT for that; no browser).
 */
class FirstScriptIT {
    private static final Path STORIES =
            Path.of(System.getProperty("parlour.soyc", "target/gwt/extra/parlour/soycReport"), "stories0.xml.gz");

    @Test
    void noGamesCodeButItsModulesListingIsInTheFirstScript() throws Exception {
        assertTrue(Files.exists(STORIES), "no compile report at " + STORIES.toAbsolutePath() + ": compile the site");
        NodeList maps;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(STORIES))) {
            maps = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(in)
                    .getElementsByTagName("sizemap");
        }
        Map<String, TreeSet<Integer>> fragmentsOfGames = new TreeMap<>();
        List<String> inFirst = new ArrayList<>();
        // for each game: the bytes of its code in each fragment after the first script, and the classes of each
        Map<String, Map<Integer, Integer>> bytesOfGames = new TreeMap<>();
        Map<String, Map<Integer, Map<String, Integer>>> classesOfGames = new TreeMap<>();
        for (int i = 0; i < maps.getLength(); i++) {
            Element map = (Element) maps.item(i);
            int fragment = Integer.parseInt(map.getAttribute("fragment"));
            NodeList sizes = map.getElementsByTagName("size");
            for (int j = 0; j < sizes.getLength(); j++) {
                Element size = (Element) sizes.item(j);
                String type = size.getAttribute("type");
                if (!type.equals("type") && !type.equals("method") && !type.equals("field")) continue;
                String ref = size.getAttribute("ref");
                String part = partOf(ref);
                if (part == null) continue;
                fragmentsOfGames.computeIfAbsent(part, p -> new TreeSet<>()).add(fragment);
                boolean listing = ref.startsWith("parlour." + part + ".module.") && !ref.contains("::make(");
                if (fragment == 0 && !listing) inFirst.add(ref);
                if (fragment > 0) {
                    int bytes = Integer.parseInt(size.getAttribute("size"));
                    bytesOfGames.computeIfAbsent(part, p -> new TreeMap<>()).merge(fragment, bytes, Integer::sum);
                    classesOfGames
                            .computeIfAbsent(part, p -> new TreeMap<>())
                            .computeIfAbsent(fragment, f -> new TreeMap<>())
                            .merge(ref.replaceFirst("::.*$", ""), bytes, Integer::sum);
                }
            }
        }
        assertEquals(
                new TreeSet<>(parts()),
                fragmentsOfGames.keySet(),
                "every game's code is in the compile report (else this test reads nothing)");
        for (Map.Entry<String, TreeSet<Integer>> e : fragmentsOfGames.entrySet())
            assertThat(e.getValue().last())
                    .as(e.getKey() + "'s code is in fragments " + e.getValue() + ", none after the first script")
                    .isGreaterThan(0);
        assertEquals(
                new ArrayList<String>(),
                inFirst.size() > 30 ? inFirst.subList(0, 30) : inFirst,
                inFirst.size() + " of the games' types, methods and fields are in the first script");
        // a game's code outside its own fragment is in a fragment that other games' pages fetch too (the code they
        // share): a little of it (Arrows' board option, which the save reader checks) is allowed, a game's rules or
        // players are not (a function of one game's handed to shared code once put Morris's 34 KB there)
        for (Map.Entry<String, Map<Integer, Integer>> e : bytesOfGames.entrySet()) {
            int own = -1;
            for (Map.Entry<Integer, Integer> f : e.getValue().entrySet())
                if (own < 0 || f.getValue() > e.getValue().get(own)) own = f.getKey();
            int elsewhere = 0;
            Map<String, Integer> classes = new TreeMap<>();
            for (Map.Entry<Integer, Integer> f : e.getValue().entrySet())
                if (f.getKey() != own) {
                    elsewhere += f.getValue();
                    classes.putAll(classesOfGames.get(e.getKey()).get(f.getKey()));
                }
            assertThat(elsewhere)
                    .as(e.getKey() + "'s code outside its own fragment " + own + ", in fragments other pages fetch: "
                            + classes)
                    .isLessThanOrEqualTo(OUTSIDE_ITS_FRAGMENT);
        }
    }

    /**
     * The Save and Load dialogs, the move list (its window, its judging of mistakes), the chooser of kept games, the
     * help window, the puzzles, the friend links (their codec, their check, the card, the page's and the paste's way
     * in) and the diagrams (with every game's drawing) come in their own fragments when first opened or asked for: neither in the first script nor in the fragment
     * of code that the games share, which every page fetches before its first frame. GWT turns a call that it can
     * resolve to one class into a direct call, except from the first script's code (its MakeCallsStatic), so the game
     * screen, whose code comes with the games', would pull them into the shared fragment (8 KB more before every first
     * frame for the dialogs, measured; the friend links took the Polish Dots page over its budget, to 301,088 B).
     */
    @Test
    void whatOpensLaterComesApart() throws Exception {
        assertTrue(Files.exists(STORIES), "no compile report at " + STORIES.toAbsolutePath() + ": compile the site");
        NodeList maps;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(STORIES))) {
            maps = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(in)
                    .getElementsByTagName("sizemap");
        }
        // the classes whose code comes only when first opened
        String[] laterCode = {
            "parlour.shell.files.SaveDialogs::",
            "parlour.shell.files.BoardDialogs::",
            "parlour.session.PuzzleSession::",
            "parlour.shell.play.MoveReview::",
            "parlour.shell.play.MoveListWindow::",
            "parlour.shell.play.MistakeFinder::",
            "parlour.shell.files.KeptChooser::",
            "parlour.match.FriendLink::",
            "parlour.match.LinkPacking::",
            "parlour.game.FriendLinks::",
            "parlour.shell.files.FriendCard::",
            "parlour.shell.page.FriendControl::",
            // the help window's making (its text's headings and paragraphs laid out), not its few small methods
            "parlour.ui.HelpPanel::HelpPanel(",
            // the diagrams: the writer, the lone diagram's way to it and each game's drawing (its constructor comes
            // with its game, which makes it), all in the diagrams' fragment
            "parlour.game.diagram.Diagram::",
            "parlour.app.LoneDiagram::",
            "parlour.game.diagram.SvgSketch::",
            "parlour.app.DiagramMaker::",
            "parlour.dots.DotsDrawing::$draw(",
            "parlour.morris.MorrisDrawing::$draw(",
            "parlour.arrows.ArrowsDrawing::$draw(",
            "parlour.gone.GoneDrawing::$draw("
        };
        Map<String, TreeSet<Integer>> fragmentsOf = new TreeMap<>();
        int shared = 0;
        for (int i = 0; i < maps.getLength(); i++) {
            Element map = (Element) maps.item(i);
            int fragment = Integer.parseInt(map.getAttribute("fragment"));
            shared = Math.max(shared, fragment);
            NodeList sizes = map.getElementsByTagName("size");
            for (int j = 0; j < sizes.getLength(); j++) {
                String ref = ((Element) sizes.item(j)).getAttribute("ref");
                for (String later : laterCode)
                    if (ref.startsWith(later))
                        fragmentsOf.computeIfAbsent(later, k -> new TreeSet<>()).add(fragment);
            }
        }
        assertEquals(laterCode.length, fragmentsOf.size(), "the later code is in the report: " + fragmentsOf.keySet());
        final int last = shared;
        for (Map.Entry<String, TreeSet<Integer>> e : fragmentsOf.entrySet())
            assertThat(e.getValue())
                    .as(e.getKey() + " in one fragment of its own, not the first script (0) nor the shared one ("
                            + shared + ")")
                    .hasSize(1)
                    .allMatch(f -> f > 0 && f < last);
        // a drawing is made with its game, so GWT may put it in that game's fragment, before its first frame
        for (String drawing : new String[] {"Dots", "Morris", "Arrows", "Gone"})
            assertThat(fragmentsOf.get("parlour." + drawing.toLowerCase() + "." + drawing + "Drawing::$draw("))
                    .as(drawing + "'s drawing in the diagrams' fragment, not its game's")
                    .isEqualTo(fragmentsOf.get("parlour.game.diagram.Diagram::"));
    }

    /** The most bytes (as the compile report counts them) of one game's code in fragments other games fetch too. */
    private static final int OUTSIDE_ITS_FRAGMENT = 6000;

    private static List<String> parts() {
        List<String> parts = new ArrayList<>();
        for (GameModule m : Catalogue.MODULES) parts.add(m.part);
        return parts;
    }

    /** The catalogue part whose package holds the type, method or field {@code ref}, or null. */
    private static String partOf(String ref) {
        for (String part : parts()) if (ref.startsWith("parlour." + part + ".")) return part;
        return null;
    }
}
