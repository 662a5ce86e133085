package io.sigment.common;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/** The settings' descriptions, read once from {@code settings.properties} (UTF-8) beside {@link Setting}. */
final class SettingDescriptions {
    static final Properties ALL = load();

    private SettingDescriptions() {}

    private static Properties load() {
        Properties descriptions = new Properties();
        try (InputStream in = Setting.class.getResourceAsStream("settings.properties")) {
            if (in == null) {
                throw new IllegalStateException("settings.properties is missing beside Setting");
            }
            descriptions.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return descriptions;
    }
}
