package io.sigment.gateway.auth;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Failed bearer checks per client address and per credential string, so one client spraying made-up tokens is
 * slowed down (429 with Retry-After instead of 401 once past {@link #MAX_PER_MINUTE} failures from its address,
 * or {@link #MAX_PER_CREDENTIAL} of one token, in a minute). Only tokens that failed verification are ever
 * answered 429: a credential that verifies is served whatever its address did, so a shared address (a NAT, a
 * hosted client's egress) cannot lock its valid users out. {@code client} is the address's limit key
 * ({@link io.sigment.gateway.http.ClientAddresses#limitKey}: IPv6 per /64).
 * Per gateway replica; at most {@link #MAX_TRACKED} keys, the least recently failing dropped first.
 */
public final class FailedBearerChecks {
    static final int MAX_PER_MINUTE = 20;
    static final int MAX_PER_CREDENTIAL = 10;
    static final int MAX_TRACKED = 50_000;
    private static final long MINUTE_MS = 60_000;

    private final Clock clock;
    private final Map<String, Window> windows = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Window> eldest) {
            return size() > MAX_TRACKED;
        }
    };

    public FailedBearerChecks(Clock clock) {
        this.clock = clock;
    }

    private record Window(long startMs, int failures) {}

    /** Seconds until a failed token from {@code client} (or this credential string) may be answered 401 again. */
    public synchronized long retryAfterSeconds(String client, String credential) {
        return Math.max(
                client == null ? 0 : wait("address:" + client, MAX_PER_MINUTE),
                credential == null ? 0 : wait("credential:" + credential, MAX_PER_CREDENTIAL));
    }

    public synchronized void failed(String client, String credential) {
        if (client != null) count("address:" + client);
        if (credential != null) count("credential:" + credential);
    }

    synchronized int tracked() {
        return windows.size();
    }

    private long wait(String key, int max) {
        var window = windows.get(key);
        var now = clock.millis();
        if (window == null || now - window.startMs >= MINUTE_MS || window.failures < max) return 0;
        return Math.max(1, (window.startMs + MINUTE_MS - now + 999) / 1000);
    }

    private void count(String key) {
        var now = clock.millis();
        windows.compute(
                key,
                (k, window) -> window == null || now - window.startMs >= MINUTE_MS
                        ? new Window(now, 1)
                        : new Window(window.startMs, window.failures + 1));
    }
}
