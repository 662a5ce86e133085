package io.sigment.system.analytics;

import org.junit.jupiter.api.BeforeAll;

/** What each view's class shares: the host page, the browser and the results of {@link AppViewsHost}, made once a JVM. */
abstract class AppViewInBrowser {
    static AppViewsHost views;

    @BeforeAll
    static void theHostPageAndRealResults() throws Exception {
        views = AppViewsHost.shared();
    }
}
