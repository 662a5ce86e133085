package io.sigment.common;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import java.util.Arrays;
import java.util.Optional;

/** The spec's platform enumeration (used across tools): {@code instagram}, {@code youtube}, {@code tiktok}. */
@JsonDeserialize(using = Platform.Wire.class)
public enum Platform {
    INSTAGRAM("Instagram"),
    YOUTUBE("YouTube"),
    TIKTOK("TikTok");

    /** The one wording of a wrong platform (the gateway's schema check says the same). */
    public static final String RULE = "must be one of instagram, youtube, tiktok";

    private final String title;

    Platform(String title) {
        this.title = title;
    }

    /** The name in tool arguments, results and storage. */
    @JsonValue
    public String key() {
        return name().toLowerCase();
    }

    /** The name people read. */
    public String title() {
        return title;
    }

    public static Optional<Platform> find(String key) {
        return Arrays.stream(values()).filter(p -> p.key().equals(key)).findFirst();
    }

    /** The platform named by a tool argument; an agent-facing error otherwise. */
    public static Platform parse(Object value) {
        return find(value instanceof String s ? s : null)
                .orElseThrow(() -> ToolError.invalidArguments("platform: " + RULE));
    }

    /** The platform in a contract record's JSON, read as {@link #parse} reads it. */
    static final class Wire extends ArgumentDeserializer<Platform> {
        Wire() {
            super(Platform.class, "platform", json -> parse(json.getValue("platform")));
        }
    }
}
