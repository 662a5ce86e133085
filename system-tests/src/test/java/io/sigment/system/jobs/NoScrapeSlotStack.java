package io.sigment.system.jobs;

import io.sigment.common.Setting;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.TestStack;

/**
 * One stack with no scrape slot (every job started stays queued, so active), shared by the classes that need that:
 * {@link JobStartChecksTest} and {@link DiscoveryJobStartChecksTest}, run one after the other in one test JVM by
 * {@link NoScrapeSlotTests}, which stops it at its end (a class run alone leaves it to the JVM's end). Each test uses
 * users and workspaces of its own, and every limit they reach is per workspace. The settings are both classes':
 * {@code JOBS_MAX_QUEUED} far above the jobs they queue together, and the hold sweeper's 1-second stale age, which
 * {@link JobStartChecksTest} needs for a lost job's hold and which leaves the holds of queued jobs alone (it reads at
 * most 100 open holds a sweep, oldest first: both classes together open fewer than 20).
 */
final class NoScrapeSlotStack {
    private static LocalStack stack;

    private NoScrapeSlotStack() {}

    static synchronized LocalStack shared() {
        if (stack == null) {
            stack = TestStack.startOwn(config -> config.with(Setting.JOBS_SCRAPE_SLOTS, 0)
                    .with(Setting.JOBS_MAX_QUEUED, 1000)
                    .with(Setting.JOBS_STALE_HOLD_SECONDS, 1));
            Runtime.getRuntime().addShutdownHook(new Thread(NoScrapeSlotStack::closeShared));
        }
        return stack;
    }

    static synchronized void closeShared() {
        if (stack != null) {
            stack.close();
            stack = null;
        }
    }
}
