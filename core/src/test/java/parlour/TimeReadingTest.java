package parlour;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.badlogic.gdx.Graphics;
import java.util.Date;
import org.junit.jupiter.api.Test;
import parlour.app.ParlourApp;
import parlour.match.Clock;
import parlour.platform.TimeSource;
import parlour.session.SeatDriver;

/**
 * The game tells the time one way, so that a test can hold it: only {@link TimeSource} reads the computer's clocks;
 * what a player sees (the frame step, the game clocks, animations, autosave, notices, the computer's pace, dates) runs
 * on the platform's time source, which a headless test steps by hand; {@link Clock}, real time even in a test,
 * measures work alone: the computer's search and the frame statistics.
 */
class TimeReadingTest {
    @Test
    void onlyTheTimeSourceReadsTheComputersClocks() {
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
                .check(ArchitectureTest.CORE);
    }

    @Test
    void onlyTheComputersSearchAndTheFrameStatisticsMeasureRealTime() {
        noClasses()
                .that(not(resideInAPackage("parlour.*.ai.."))
                        .and(not(belongToAnyOf(Clock.class, SeatDriver.class, ParlourApp.class))))
                .should()
                .callMethod(Clock.class, "now")
                .because("what a player sees runs on the platform's time, which a test steps by hand")
                .check(ArchitectureTest.CORE);
    }
}
