package parlour.desktop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import parlour.app.Launch;
import parlour.game.OptionSpec;
import parlour.match.Seat;
import parlour.shell.files.FriendCard;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaunchOptions;
import parlour.testing.Catalogues;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** Every option of every desktop command is read alike as {@code --opt value} and {@code --opt=value}. */
class CommandLineTest {
    /** A value each option takes; an option missing here fails the test, so a new one gets its case. */
    private static final Map<String, String> SAMPLES = Map.ofEntries(
            Map.entry("--game", "arrows"),
            Map.entry("--p1", "ai:easy"),
            Map.entry("--p2", "human"),
            Map.entry("--first", "2"),
            Map.entry("--friend-page", "https://example.org/f.html"),
            Map.entry("--theme", "dark"),
            Map.entry("--colours", "{\"board\":\"#fffdf5\",\"p1\":\"#005aa0\"}"),
            Map.entry("--sound", "off"),
            Map.entry("--speed", "fast"),
            Map.entry("--viewOnly", "on"),
            Map.entry("--lang", "pl"),
            Map.entry("--announce", "on"),
            Map.entry("--marks", "[{\"kind\":\"ring\",\"at\":\"b2\"}]"),
            Map.entry("--window", "800x600"),
            Map.entry("--games", "3"),
            Map.entry("--size", "6x5"),
            Map.entry("--blocked", "4"),
            Map.entry("--clock", "2.5"),
            Map.entry("--board", "board.txt"),
            Map.entry("--seed", "-7"),
            Map.entry("--adjacency", "8"),
            Map.entry("--max-cells", "100"));

    private static CommandLine line() {
        return DesktopLauncher.commandLine(new Launch(null, null), (o, w, h, a) -> 0, System.out, System.err);
    }

    /** Each command (the window's is "") with each of its options that takes a value. */
    static Stream<Arguments> options() {
        List<Arguments> out = new ArrayList<>();
        CommandLine root = line();
        List<CommandSpec> specs = new ArrayList<>();
        specs.add(root.getCommandSpec());
        for (CommandLine sub : root.getSubcommands().values()) specs.add(sub.getCommandSpec());
        for (CommandSpec spec : specs) {
            for (CommandLine.Model.OptionSpec o : spec.options()) {
                if (o.arity().max() == 0 || o.hidden()) continue;
                out.add(Arguments.of(spec.parent() == null ? "" : spec.name(), o.longestName()));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("options")
    void bothFormsGiveTheSameValue(String command, String option) {
        String value = SAMPLES.get(option);
        assertNotNull(value, "no sample value for " + option);
        Object spaced = parsed(command, option, option, value);
        Object joined = parsed(command, option, option + "=" + value);
        assertNotNull(spaced, option);
        assertEquals(String.valueOf(spaced), String.valueOf(joined), option);
    }

    private static Object parsed(String command, String option, String... args) {
        CommandLine line = line();
        List<String> all = new ArrayList<>();
        if (!command.isEmpty()) all.add(command);
        all.addAll(List.of(args));
        line.parseArgs(all.toArray(new String[0]));
        CommandLine target = command.isEmpty() ? line : line.getSubcommands().get(command);
        return target.getCommandSpec().findOption(option).getValue();
    }

    /** Each game's own options, from the catalogue. */
    static Stream<Arguments> gameOptions() {
        List<Arguments> out = new ArrayList<>();
        for (GameEntry<?> g : Catalogues.STANDARD.games())
            for (OptionSpec o : g.def.options()) out.add(Arguments.of(g.id(), o.name, o.defaultValue));
        return out.stream();
    }

    @ParameterizedTest(name = "--game {0} --{1} {2}")
    @MethodSource("gameOptions")
    void aGamesOwnOptionReachesItsGameInBothForms(String game, String option, String value) {
        String expected = null;
        for (OptionSpec o : Catalogues.STANDARD.byId(game).def.options())
            if (o.name.equals(option)) expected = o.check(value);
        assertEquals(
                expected,
                opened("--game", game, "--" + option, value).gameOptions.get(option));
        assertEquals(
                expected,
                opened("--game=" + game, "--" + option + "=" + value)
                        .gameOptions
                        .get(option));
    }

    @Test
    void pageColoursOpenTheWindowAndAPoorPairIsToldWithTheColourUsed() {
        LaunchOptions o = opened("--game", "dots", "--colours", "{\"board\":\"#ffffff\",\"p1\":\"#ffff66\"}");
        assertEquals("page", o.colours.theme.id);
        assertEquals(
                List.of("command line option 'colours': p1 on board is 1.06:1, below 3:1; #99993d is used instead"),
                o.colourShortfalls);
    }

    @Test
    void aGamesOwnOptionWithoutAGameIsRefusedNamingTheGamesThatTakeIt() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        boolean[] openedWindow = {false};
        CommandLine line = DesktopLauncher.commandLine(
                new Launch(null, null),
                (o, w, h, a) -> {
                    openedWindow[0] = true;
                    return 0;
                },
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true));
        assertEquals(2, CommandLines.execute(line, new String[] {"--size", "5x5"}), err.toString());
        assertThat(openedWindow[0]).as("the menu opened, the size dropped").isFalse();
        assertEquals(
                "parlour: --size is an option of a game: name the game with --game too (dots, gone, arrows)\n",
                err.toString().replace("\r\n", "\n"));
    }

    @Test
    void aFriendElsewhereTakesASeat() {
        assertSame(Seat.ELSEWHERE, opened("--game", "dots", "--p2", "friend").p2);
        assertSame(Seat.ELSEWHERE, opened("--game=morris6", "--p1=friend").p1);
    }

    @Test
    void aFriendPageIsWhereTheFriendLinksGoAndACorrespondenceClockTakesDays() {
        try {
            LaunchOptions o = opened(
                    "--game", "dots", "--p2", "friend", "--clock", "3d", "--friend-page", "https://example.org/f.html");
            assertEquals("3", o.moveDays);
            assertThat(o.problems).isEmpty();
            assertEquals("https://example.org/f.html", FriendCard.page(new NoSite(), "dots"));
        } finally {
            FriendCard.usePage(null);
        }
    }

    /** The desktop's platform as far as friend links ask: it has no site of its own. */
    private static final class NoSite implements parlour.platform.Platform {
        @Override
        public boolean canQuit() {
            return false;
        }

        @Override
        public void quit() {}

        @Override
        public parlour.platform.EntryStore store(String name) {
            return null;
        }

        @Override
        public parlour.platform.SaveStore saves() {
            return null;
        }

        @Override
        public float density() {
            return 1;
        }

        @Override
        public float pixelsPerUnit() {
            return 1;
        }

        @Override
        public void gameEvent(String event) {}
    }

    private static LaunchOptions opened(String... args) {
        LaunchOptions[] seen = {null};
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true);
        CommandLine line = DesktopLauncher.commandLine(
                new Launch(null, null),
                (o, w, h, a) -> (seen[0] = o.options()) == null ? 1 : 0,
                new PrintStream(new ByteArrayOutputStream()),
                errors);
        assertEquals(0, CommandLines.execute(line, args), err.toString());
        assertThat(seen[0]).as("the window was not opened").isNotNull();
        return seen[0];
    }
}
