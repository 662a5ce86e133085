package io.sigment.local.app;

import io.sigment.local.LocalStack;
import io.sigment.local.testing.HeadlessChromium;
import io.sigment.local.testing.TestStack;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The app's browser tests' common ground: one {@link AppBrowser} per class on the shared stack, closed after it. */
abstract class AppBrowserTest {
  static AppBrowser app;
  static HeadlessChromium chromium;
  static LocalStack stack;

  @BeforeAll
  static void startBrowser() {
    app = AppBrowser.start();
    chromium = app.chromium;
    stack = TestStack.shared();
  }

  @AfterAll
  static void closeBrowser() {
    if (app != null) app.close();
  }
}
