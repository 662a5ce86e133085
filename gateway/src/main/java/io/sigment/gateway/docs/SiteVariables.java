package io.sigment.gateway.docs;

import io.sigment.common.Config;
import java.util.Map;

/** Values the hand-written pages refer to as {@code {{name}}}: this deployment's addresses. */
final class SiteVariables {
    private SiteVariables() {}

    static Map<String, String> of(Config config) {
        return Map.of("base_url", config.publicBaseUrl());
    }
}
