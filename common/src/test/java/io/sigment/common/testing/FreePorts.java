package io.sigment.common.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;

/** Loopback ports nobody listens on, never the same one twice in a JVM. */
public final class FreePorts {
  private static final Set<Integer> HANDED_OUT = new HashSet<>();

  private FreePorts() {
  }

  public static synchronized int next() {
    for (int attempt = 0; attempt < 50; attempt++) {
      try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
        var port = socket.getLocalPort();
        if (HANDED_OUT.add(port)) return port;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    throw new IllegalStateException("no free port");
  }
}
