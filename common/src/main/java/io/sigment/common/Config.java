package io.sigment.common;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Settings of one process, read from environment variables {@code SIGMENT_*}; immutable. */
public final class Config {
    private final Map<String, String> values;

    private Config(Map<String, String> values) {
        this.values = Map.copyOf(values);
    }

    public static Config fromEnv() {
        return of(System.getenv());
    }

    public static Config of(Map<String, String> env) {
        var values = new HashMap<String, String>();
        for (var setting : Setting.values()) {
            var value = env.get(setting.env());
            if (value != null) values.put(setting.env(), value.trim());
        }
        return new Config(values);
    }

    public Config with(Setting setting, Object value) {
        var copy = new HashMap<>(values);
        copy.put(setting.env(), String.valueOf(value));
        return new Config(copy);
    }

    public String get(Setting setting) {
        var value = values.get(setting.env());
        return value == null || value.isEmpty() ? setting.defaultValue() : value;
    }

    public Optional<String> optional(Setting setting) {
        var value = get(setting);
        return value.isEmpty() ? Optional.empty() : Optional.of(value);
    }

    public int integer(Setting setting) {
        var value = get(setting);
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(setting.env() + " must be an integer, got '" + value + "'");
        }
    }

    /** A switch: exactly {@code true} or {@code false}; anything else stops the process, naming the setting. */
    public boolean bool(Setting setting) {
        var value = get(setting);
        if (value.equals("true")) return true;
        if (value.equals("false")) return false;
        throw new IllegalArgumentException(setting.env() + " must be true or false, got '" + value + "'");
    }

    public List<String> list(Setting setting) {
        return Arrays.stream(get(setting).split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    /** The explicitly set values, as environment variables for a child process. */
    public Map<String, String> asEnv() {
        return values;
    }

    public String publicBaseUrl() {
        var base = optional(Setting.PUBLIC_BASE_URL).orElse("http://localhost:" + integer(Setting.HTTP_PORT));
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    public String mcpUrl() {
        return publicBaseUrl() + "/mcp";
    }

    public String authUrl() {
        return optional(Setting.AUTH_URL).orElse(publicBaseUrl());
    }

    public String docsUrl() {
        return optional(Setting.DOCS_URL).orElse(publicBaseUrl() + "/docs");
    }
}
