package io.sigment.local.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** A run of free loopback ports, for {@code ./sigment up --processes}, which numbers its processes' ports from a base. */
public final class ConsecutivePorts {
  private ConsecutivePorts() {
  }

  /** The first of {@code count} consecutive ports nobody listens on now. */
  public static int free(int count) {
    for (int attempt = 0; attempt < 100; attempt++) {
      var base = ThreadLocalRandom.current().nextInt(20_000, 40_000);
      var free = true;
      for (int port = base; port < base + count && free; port++) {
        try (var socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
          socket.setReuseAddress(true);
        } catch (IOException taken) {
          free = false;
        }
      }
      if (free) return base;
    }
    throw new IllegalStateException("no " + count + " consecutive free ports");
  }
}
