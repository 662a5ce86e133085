package io.sigment.gateway.auth;

import io.vertx.core.http.HttpServerRequest;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed bearer checks per client address, so one client spraying made-up tokens cannot flood accounts-service
 * with verifications: past {@link #MAX_PER_MINUTE} failures in a minute, the address is refused (429) until the
 * minute ends. Per gateway replica (each sees its own share of a client's requests).
 *
 * <p>The client address is the TCP peer, or, when the peer is a private or loopback address (the ingress
 * controller in front of the gateway), the last entry of {@code X-Forwarded-For}, which that proxy appended:
 * a client on the internet cannot pick it.
 */
public final class FailedBearerChecks {
  static final int MAX_PER_MINUTE = 20;
  private static final int MAX_TRACKED = 50_000;
  private static final long MINUTE_MS = 60_000;

  private final Clock clock;
  private final Map<String, Window> windows = new ConcurrentHashMap<>();

  public FailedBearerChecks(Clock clock) {
    this.clock = clock;
  }

  private record Window(long startMs, int failures) {
  }

  /** Seconds until {@code client} may try again, or 0 when it may now. */
  public long retryAfterSeconds(String client) {
    if (client == null) return 0;
    var window = windows.get(client);
    var now = clock.millis();
    if (window == null || now - window.startMs >= MINUTE_MS || window.failures < MAX_PER_MINUTE) return 0;
    return Math.max(1, (window.startMs + MINUTE_MS - now + 999) / 1000);
  }

  public void failed(String client) {
    if (client == null) return;
    if (windows.size() >= MAX_TRACKED) windows.clear();
    var now = clock.millis();
    windows.compute(client, (key, window) -> window == null || now - window.startMs >= MINUTE_MS
        ? new Window(now, 1) : new Window(window.startMs, window.failures + 1));
  }

  /**
   * The address a failure is counted against (see the class comment); null for a client on this machine itself
   * (a loopback peer that forwards nobody), which is not limited.
   */
  public static String clientOf(HttpServerRequest request) {
    var peer = request.remoteAddress() == null ? "unknown" : request.remoteAddress().host();
    var forwarded = request.getHeader("X-Forwarded-For");
    if (forwarded == null) return isLoopback(peer) ? null : peer;
    if (!isPrivate(peer)) return peer;
    var hops = forwarded.split(",");
    var last = hops[hops.length - 1].trim();
    return last.isEmpty() ? peer : last;
  }

  private static boolean isLoopback(String host) {
    return host.equals("127.0.0.1") || host.equals("0:0:0:0:0:0:0:1") || host.equals("::1");
  }

  private static boolean isPrivate(String host) {
    if (host.isEmpty() || !(Character.isDigit(host.charAt(0)) || host.indexOf(':') >= 0)) return false;
    try {
      var address = InetAddress.getByName(host);
      return address.isLoopbackAddress() || address.isSiteLocalAddress() || address.isLinkLocalAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }
}
