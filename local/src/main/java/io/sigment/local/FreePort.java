package io.sigment.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/** A loopback port free at the moment it is asked for, for a server the local stack starts itself. */
public final class FreePort {
    private FreePort() {}

    /** A free port; {@code forWhat} names the server in the error when there is none. */
    public static int any(String forWhat) {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port for " + forWhat, e);
        }
    }
}
