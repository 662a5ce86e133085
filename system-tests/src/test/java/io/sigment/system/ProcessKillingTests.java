package io.sigment.system;

import io.sigment.system.testing.ProcessesTopology;
import org.junit.platform.suite.api.AfterSuite;
import org.junit.platform.suite.api.IncludeTags;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The classes tagged {@code processes} (they start and kill service JVMs and are timed by leases and cluster
 * heartbeats), one after another in one test JVM, so that the ones on {@link ProcessesTopology#shared()} share it; the
 * other test JVMs drive their stacks over HTTP beside it meanwhile. system-tests' pom keeps surefire from also running each
 * of these classes on its own ({@link ProcessKillingClassesExcludedTest}); {@code -Dtest=ChaosTest} still runs one.
 */
@Suite
@SelectPackages("io.sigment.system")
@IncludeTags("processes")
class ProcessKillingTests {
    @AfterSuite
    static void stopTheSharedTopology() {
        ProcessesTopology.closeShared();
    }
}
