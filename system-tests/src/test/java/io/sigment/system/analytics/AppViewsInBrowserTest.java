package io.sigment.system.analytics;

import org.junit.jupiter.api.Tag;
import org.junit.platform.suite.api.AfterSuite;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectClasses;
import org.junit.platform.suite.api.Suite;

/**
 * The MCP Apps views in a real browser ({@link AppViewsHost}), one class a view, run one after another in one test JVM
 * so that they share one browser, one host page and one set of results on the JVM's one stack; their names do not
 * end in {@code Test}, so surefire runs them only here. {@code failIfNoTests = false}: {@code ProcessKillingTests}, the
 * suite of the package's {@code processes} classes, also finds this suite and filters all of its classes out.
 */
@Suite(failIfNoTests = false)
@SelectClasses({AnalysisViewInBrowser.class, DiscoveryViewInBrowser.class, SelectionViewInBrowser.class})
@IncludeClassNamePatterns(".*")
@Tag("browser")
@Tag("node")
class AppViewsInBrowserTest {
    @AfterSuite
    static void stopTheBrowserAndTheHostPage() {
        AppViewsHost.closeShared();
    }
}
