package io.sigment.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 40, H1: every body the gateway reads goes through {@link RequestBodies}, uploads off, a limit each. */
class RequestBodiesTest {

    @Test
    void no_gateway_route_makes_a_body_handler_of_its_own() throws IOException {
        try (var sources = Files.walk(Path.of("src/main/java"))) {
            var makers = sources.filter(path -> path.toString().endsWith(".java"))
                    .filter(path -> !path.endsWith(Path.of("io/sigment/gateway/http/RequestBodies.java")))
                    .filter(path -> read(path).contains("BodyHandler.create"))
                    .toList();
            assertThat(makers).as("body handlers made outside RequestBodies").isEmpty();
        }
    }

    @Test
    void a_body_handler_needs_a_positive_limit() {
        assertThatThrownBy(() -> RequestBodies.upTo(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(RequestBodies.upTo(1024)).isNotNull();
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
