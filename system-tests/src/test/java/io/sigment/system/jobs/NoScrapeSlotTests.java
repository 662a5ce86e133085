package io.sigment.system.jobs;

import org.junit.jupiter.api.Tag;
import org.junit.platform.suite.api.AfterSuite;
import org.junit.platform.suite.api.SelectClasses;
import org.junit.platform.suite.api.Suite;

/**
 * The classes on a stack with no scrape slot, one after the other in one test JVM, so that they share the one stack
 * {@link NoScrapeSlotStack} starts (a stack start and its idle time fewer; issue 44 item 4). system-tests' pom keeps
 * surefire from also running each class on its own ({@code ProcessKillingClassesExcludedTest}); {@code
 * -Dtest=JobStartChecksTest} still runs one. {@code failIfNoTests = false}: {@code ProcessKillingTests}, the suite of
 * the {@code processes} classes, also finds this suite and filters all of its classes out.
 */
@Suite(failIfNoTests = false)
@SelectClasses({DiscoveryJobStartChecksTest.class, JobStartChecksTest.class})
@Tag("stack")
class NoScrapeSlotTests {
    @AfterSuite
    static void stopTheStack() {
        NoScrapeSlotStack.closeShared();
    }
}
