package io.sigment.gateway.mcp;

import java.util.List;

/**
 * Which protocol era serves a message: the newest era that claims it (the body's {@code _meta} first, checked
 * against the headers, as revision 2026-07-28 says), else the 2025 rules; each era refuses what breaks its rules.
 */
final class McpAdmission {
    /** Newest first; the last one claims every message. */
    private final List<ProtocolRevision> revisions;

    McpAdmission(McpMethods methods) {
        this.revisions = List.of(new Revision2026Rules(methods), new Revision2025Rules(methods));
    }

    ProtocolRevision.Admission admit(McpRequest request) {
        for (var revision : revisions) {
            var admission = revision.admit(request);
            if (admission != null) return admission;
        }
        throw new IllegalStateException("the 2025 rules serve every message no newer era claims");
    }
}
