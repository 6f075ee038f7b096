package parlour;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Graphics;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import parlour.app.Catalogue;
import parlour.app.ParlourApp;
import parlour.board.GameModule;
import parlour.game.Players;
import parlour.match.Clock;
import parlour.match.Thinker;
import parlour.platform.TimeSource;
import parlour.session.SeatDriver;
import parlour.shell.files.KeptChoice;
import parlour.shell.launch.GameEntry;
import parlour.shell.launch.LaterCode;
import parlour.shell.screen.GameScreen;

/**
 * The floors of the code, from the top: app (the composition root) -> shell | games, side by side (the shell on its
 * session, the game screen's decisions without libGDX) -> board -> ui -> game, match, store -> platform (what a
 * launcher supplies: the Platform and the stores, file and control-mirror services it hands in) -> words (the texts in
 * the player's language, which every floor, the widget kit too, may say). Every import points down, no package cycle,
 * games never see the shell, the root or one another, the widget kit imports no Parlour package but the platform's
 * services and the words, and a game's rules and AI never touch libGDX: only its view package does. (The launchers, in
 * their own modules, stand above all of it and reach it through app and platform: see their own architecture tests.)
 */
class ArchitectureTest {
    /** Packages every game shares; every other package directly under parlour is a game. */
    private static final List<String> SHARED =
            Arrays.asList("app", "shell", "session", "board", "ui", "game", "match", "store", "platform", "words");

    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("parlour");

    /** The games found in the code: the top-level packages under parlour that are not shared floors. */
    static List<String> games() {
        TreeSet<String> out = new TreeSet<>();
        for (JavaClass c : CORE) {
            String[] parts = c.getPackageName().split("\\.");
            if (parts.length >= 2 && !SHARED.contains(parts[1])) out.add(parts[1]);
        }
        return new ArrayList<>(out);
    }

    private static String[] gamePackages() {
        List<String> out = new ArrayList<>();
        for (String g : games()) out.add("parlour." + g + "..");
        return out.toArray(new String[0]);
    }

    @Test
    void theGamePackagesAreTheCataloguesModules() {
        TreeSet<String> catalogued = new TreeSet<>();
        for (GameModule m : Catalogue.MODULES) {
            String pkg = m.getClass().getPackage().getName();
            assertEquals(
                    "parlour." + m.part + ".module",
                    pkg,
                    m.getClass().getSimpleName() + " lives in its part's package");
            catalogued.add(m.part);
        }
        assertEquals(
                new ArrayList<>(catalogued),
                games(),
                "every game package has a module in the catalogue, and every module its package");
    }

    @Test
    void noPackageCycle() {
        // the shell's rooms have their own rule (below), with the few ways up it names
        slices().matching("parlour.(**)")
                .should()
                .beFreeOfCycles()
                .ignoreDependency(resideInAPackage("parlour.shell.."), resideInAPackage("parlour.shell.."))
                .check(CORE);
    }

    /** The shell's rooms, from the top: each may import the rooms below it and none above, but for the ways up named. */
    private static final String[] ROOMS = {
        "page", "menu", "screen", "commands", "files", "play", "speech", "panel", "launch"
    };

    /**
     * The shell's rooms, each importing only rooms below it: page and menu (entered from the program, side by side) ->
     * screen (composes the game screen) -> commands -> files -> play -> speech -> panel (the widgets the rooms above
     * write to) -> launch (what the program hands in). The ways up that stay, each named: a game screen is made where
     * a game begins (an entry, a kept game resumed, a save loaded); the later code names the makers of the menu, the
     * dialogs, the move list, the result banner and the puzzles for a launcher's split points.
     */
    @Test
    void theShellsRoomsImportOnlyTheRoomsBelowThem() {
        LayeredArchitecture rule = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String room : ROOMS) rule = rule.layer(room).definedBy("parlour.shell." + room + "..");
        for (int i = 0; i < ROOMS.length; i++) {
            // page and menu stand side by side at the top: no room imports either
            rule = i < 2
                    ? rule.whereLayer(ROOMS[i]).mayNotBeAccessedByAnyLayer()
                    : rule.whereLayer(ROOMS[i]).mayOnlyBeAccessedByLayers(Arrays.copyOf(ROOMS, i));
        }
        rule.ignoreDependency(belongToAnyOf(GameEntry.class, KeptChoice.class), belongToAnyOf(GameScreen.class))
                .ignoreDependency(
                        belongToAnyOf(LaterCode.class),
                        resideInAnyPackage(
                                "parlour.shell.menu..",
                                "parlour.shell.page..",
                                "parlour.shell.files..",
                                "parlour.shell.play..",
                                "parlour.shell.panel.."))
                .check(CORE);
    }

    @Test
    void everyClassOfTheShellLivesInARoom() {
        String[] rooms = new String[ROOMS.length];
        for (int i = 0; i < ROOMS.length; i++) rooms[i] = "parlour.shell." + ROOMS[i] + "..";
        classes()
                .that()
                .resideInAPackage("parlour.shell..")
                .should()
                .resideInAnyPackage(rooms)
                .check(CORE);
    }

    @Test
    void theSpeechRoomMakesNoWidgets() {
        noClasses()
                .that()
                .resideInAPackage("parlour.shell.speech..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("com.badlogic.gdx.scenes.scene2d..")
                .because("the game's words are sentences, shown and said by the rooms that own the widgets")
                .check(CORE);
    }

    @Test
    void everyImportPointsDownTheFloors() {
        layeredArchitecture()
                .consideringOnlyDependenciesInAnyPackage("parlour..")
                .layer("app")
                .definedBy("parlour.app..")
                .layer("shell")
                .definedBy("parlour.shell..")
                .layer("session")
                .definedBy("parlour.session..")
                .layer("games")
                .definedBy(gamePackages())
                .layer("board")
                .definedBy("parlour.board..")
                .layer("ui")
                .definedBy("parlour.ui..")
                .layer("ground")
                .definedBy("parlour.game..", "parlour.match..", "parlour.store..")
                .layer("platform")
                .definedBy("parlour.platform..")
                .layer("words")
                .definedBy("parlour.words..")
                .whereLayer("app")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("shell")
                .mayOnlyBeAccessedByLayers("app")
                .whereLayer("session")
                .mayOnlyBeAccessedByLayers("app", "shell")
                .whereLayer("games")
                .mayOnlyBeAccessedByLayers("app")
                .whereLayer("board")
                .mayOnlyBeAccessedByLayers("app", "shell", "games")
                .whereLayer("ui")
                .mayOnlyBeAccessedByLayers("app", "shell", "games", "board")
                .whereLayer("ground")
                .mayOnlyBeAccessedByLayers("app", "shell", "session", "games", "board")
                .whereLayer("platform")
                .mayOnlyBeAccessedByLayers("app", "shell", "games", "board", "ui", "ground")
                .check(CORE);
    }

    @Test
    void theWordsStandBelowEverythingAndImportNoParlourPackage() {
        noClasses()
                .that()
                .resideInAPackage("parlour.words..")
                .should()
                .dependOnClassesThat(resideInAPackage("parlour..").and(not(resideInAPackage("parlour.words.."))))
                .check(CORE);
    }

    @Test
    void gamesNeverImportOneAnother() {
        for (String game : games()) {
            List<String> others = new ArrayList<>();
            for (String g : games()) if (!g.equals(game)) others.add("parlour." + g + "..");
            noClasses()
                    .that()
                    .resideInAPackage("parlour." + game + "..")
                    .should()
                    .dependOnClassesThat()
                    .resideInAnyPackage(others.toArray(new String[0]))
                    .check(CORE);
        }
    }

    @Test
    void theWidgetKitImportsNoParlourPackageButThePlatformsServicesAndTheWords() {
        noClasses()
                .that()
                .resideInAPackage("parlour.ui..")
                .should()
                .dependOnClassesThat(resideInAPackage("parlour..")
                        .and(not(resideInAPackage("parlour.ui..")))
                        .and(not(resideInAPackage("parlour.platform..")))
                        .and(not(resideInAPackage("parlour.words.."))))
                .check(CORE);
    }

    @Test
    void thePlatformImportsNoParlourPackageButTheWords() {
        noClasses()
                .that()
                .resideInAPackage("parlour.platform..")
                .should()
                .dependOnClassesThat(resideInAPackage("parlour..")
                        .and(not(resideInAPackage("parlour.platform..")))
                        .and(not(resideInAPackage("parlour.words.."))))
                .because("a launcher implements it, and may see no floor above it through it")
                .check(CORE);
    }

    @Test
    void rulesAiAndTheGroundNeverImportLibGdx() {
        List<String> plain = new ArrayList<>(
                Arrays.asList("parlour.game..", "parlour.match..", "parlour.store..", "parlour.words.."));
        for (String g : games()) plain.add("parlour." + g + "..");
        noClasses()
                .that(resideInAnyPackage(plain.toArray(new String[0])).and(not(resideInAPackage("..view.."))))
                .should()
                .dependOnClassesThat()
                .resideInAPackage("com.badlogic..")
                .check(CORE);
    }

    @Test
    void theMatchSessionNeverImportsLibGdxNorTheWidgetKit() {
        noClasses()
                .that()
                .resideInAPackage("parlour.session..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("com.badlogic..", "parlour.ui..")
                .because("the game screen's decisions are tested in core without libGDX")
                .check(CORE);
    }

    @Test
    void onlyAGamesViewPackageAndItsModuleUseTheBoardSeam() {
        noClasses()
                .that(resideInAnyPackage(gamePackages())
                        .and(not(resideInAPackage("..view..")))
                        .and(not(resideInAPackage("..module.."))))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("parlour.board..", "parlour.ui..")
                .because("a game's module alone puts its rules and its view together")
                .check(CORE);
    }

    @Test
    void aGamesModulePackageHoldsItsModuleAlone() {
        classes()
                .that()
                .resideInAnyPackage(gamePackages())
                .and()
                .resideInAPackage("..module..")
                .should()
                .beAssignableTo(GameModule.class)
                .because(
                        "the module package may see the game's every part and the board seam, so it holds nothing else")
                .check(CORE);
    }

    @Test
    void aGamesComputerPlayersLiveInItsAiPackage() {
        for (String game : games()) {
            classes()
                    .that(resideInAPackage("parlour." + game + "..")
                            .and(assignableTo(Thinker.class).or(assignableTo(Players.class))))
                    .should()
                    .resideInAPackage("parlour." + game + ".ai..")
                    .because("every game is built one way: its rules at the root, its computer players in ai")
                    .check(CORE);
        }
    }

    @Test
    void aGamesAiNeverImportsItsView() {
        for (String game : games()) {
            noClasses()
                    .that()
                    .resideInAPackage("parlour." + game + ".ai..")
                    .should()
                    .dependOnClassesThat()
                    .resideInAPackage("parlour." + game + ".view..")
                    .because("the computer sees only the rules and a position")
                    .check(CORE);
        }
    }

    /**
     * The game tells the time one way, so that a test can hold it: only {@link TimeSource} reads the computer's clocks,
     * and what a player sees runs on the platform's time source, which a headless test steps by hand; {@link Clock}
     * (real time even in a test) measures work alone: the computer's search and the frame statistics.
     */
    @Test
    void onlyTheTimeSourceReadsTheClocksAndOnlyTheSearchMeasuresRealTime() {
        noClasses()
                .that(not(belongToAnyOf(TimeSource.class)))
                .should()
                .callMethod(System.class, "nanoTime")
                .orShould()
                .callMethod(System.class, "currentTimeMillis")
                .orShould()
                .callConstructor(Date.class)
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("com.badlogic.gdx.utils.TimeUtils")
                .orShould()
                .callMethod(Graphics.class, "getDeltaTime")
                .orShould()
                .callMethod(Graphics.class, "getRawDeltaTime")
                .because("a test gives the game a time it steps by hand, through the Platform")
                .check(CORE);
        noClasses()
                .that(not(resideInAPackage("parlour.*.ai.."))
                        .and(not(belongToAnyOf(Clock.class, SeatDriver.class, ParlourApp.class))))
                .should()
                .callMethod(Clock.class, "now")
                .because("what a player sees runs on the platform's time, which a test steps by hand")
                .check(CORE);
    }
}
