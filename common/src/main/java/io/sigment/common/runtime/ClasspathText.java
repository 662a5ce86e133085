package io.sigment.common.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A text file that ships inside a jar (a catalog, a template, a page), read whole as UTF-8. */
public final class ClasspathText {
    private ClasspathText() {}

    /**
     * The resource at {@code path}, absolute on the classpath ({@code "/mcp/tools.json"}); missing stops the caller.
     */
    public static String read(String path) {
        try (var in = ClasspathText.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException(path.substring(1) + " is missing from the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
