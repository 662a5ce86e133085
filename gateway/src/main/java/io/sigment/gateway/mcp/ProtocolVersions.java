package io.sigment.gateway.mcp;

import java.util.List;

/** The MCP revisions this server speaks, newest first. */
public final class ProtocolVersions {
    public static final List<String> SUPPORTED = List.of("2025-11-25", "2025-06-18", "2025-03-26");
    /** What a request without an {@code MCP-Protocol-Version} header is taken to speak (MCP's rule). */
    public static final String ASSUMED_WITHOUT_HEADER = "2025-03-26";

    private ProtocolVersions() {}

    public static boolean supported(String version) {
        return SUPPORTED.contains(version);
    }

    /** The client's requested version if we speak it, otherwise our newest. */
    public static String negotiate(String requested) {
        return supported(requested) ? requested : SUPPORTED.get(0);
    }
}
