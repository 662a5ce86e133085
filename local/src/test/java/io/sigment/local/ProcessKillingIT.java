package io.sigment.local;

import org.junit.platform.suite.api.IncludeTags;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The classes tagged {@code processes} (they start and kill service JVMs and are timed by leases and cluster
 * heartbeats), one after another in one JVM of their own, so that the ones on {@code ProcessesTopology.shared()} share
 * it. Failsafe runs this suite first and {@link SigmentScriptIT}, then {@code LongPollsAtScaleIT}, in a second JVM
 * beside it: both of those mostly wait on processes or parked requests, and the surefire JVMs that drive stacks over
 * HTTP have finished by then. One class alone: {@code -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=ChaosTest}.
 */
@Suite
@SelectPackages("io.sigment.local")
@IncludeTags("processes")
class ProcessKillingIT {
}
