package io.sigment.common.runtime;

import java.util.List;

/**
 * The JDK internals Hazelcast and Netty reach into, as options for starting a Sigment JVM by hand (runnable
 * jars carry the same in their manifest's Add-Opens/Add-Exports).
 */
public final class JvmOptions {
  public static final List<String> OPENS = List.of(
      "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/java.nio=ALL-UNNAMED",
      "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED", "--add-opens", "java.management/sun.management=ALL-UNNAMED",
      "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED",
      "--add-exports", "java.base/jdk.internal.ref=ALL-UNNAMED");

  private JvmOptions() {
  }
}
