package io.sigment.common.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Loopback ports nobody listens on, each handed out once on this machine while the JVM that took it lives: test
 * JVMs side by side (forks of one module, modules built together) never get the same one. Each port is reserved
 * by a lock on a file of its own, which the OS releases when the JVM exits, however it exits. The ports lie below
 * Linux's ephemeral range, so no outgoing connection (a database client's, an HTTP client's) takes one between the
 * check and the server's bind.
 */
public final class FreePorts {
    private static final int LOWEST = 15_000;
    /** Linux's ephemeral ports start at 32768. */
    private static final int HIGHEST = 32_000;

    private static final Path LOCKS = Path.of(System.getProperty("java.io.tmpdir"), "sigment-test-ports");
    private static final Set<Integer> HANDED_OUT = new HashSet<>();
    /** Held open for the JVM's life: closing a channel releases its lock. */
    private static final List<FileLock> HELD = new ArrayList<>();

    private FreePorts() {}

    public static synchronized int next() {
        return consecutive(1);
    }

    /** The first of {@code count} consecutive free ports, each reserved as {@link #next()} reserves one. */
    public static synchronized int consecutive(int count) {
        try {
            Files.createDirectories(LOCKS);
            for (int attempt = 0; attempt < 1000; attempt++) {
                var base = ThreadLocalRandom.current().nextInt(LOWEST, HIGHEST - count);
                var locks = new ArrayList<FileLock>();
                for (int port = base; port < base + count; port++) {
                    var lock = reserve(port);
                    if (lock == null || !free(port)) {
                        if (lock != null) lock.channel().close();
                        break;
                    }
                    locks.add(lock);
                }
                if (locks.size() == count) {
                    HELD.addAll(locks);
                    for (int port = base; port < base + count; port++) HANDED_OUT.add(port);
                    return base;
                }
                for (var lock : locks) lock.channel().close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("no " + count + " consecutive free ports");
    }

    /** The port's lock, or null when this JVM or another one holds it. */
    private static FileLock reserve(int port) throws IOException {
        if (HANDED_OUT.contains(port)) return null;
        var channel =
                FileChannel.open(LOCKS.resolve(port + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            var lock = channel.tryLock();
            if (lock == null) channel.close();
            return lock;
        } catch (OverlappingFileLockException | IOException e) {
            channel.close();
            return null;
        }
    }

    /** Nobody listens on it, and no connection of a closed listener lingers (a bind without SO_REUSEADDR succeeds). */
    private static boolean free(int port) {
        try (var socket = new ServerSocket()) {
            socket.setReuseAddress(false);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1);
            return true;
        } catch (IOException taken) {
            return false;
        }
    }
}
