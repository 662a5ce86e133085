package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestStack;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 40, H1: a stranger's multipart upload to any route that reads a body leaves no file behind (vertx-web's
 * default body handler wrote each upload under {@code file-uploads/} and kept it).
 */
@Tag("stack")
class NoUploadsToDiskTest {
    private static final String BOUNDARY = "sigment-upload-test";

    /** Every route of the gateway that reads a body (the {@code /app/*} ones by their shared handler and a few names). */
    private static final List<String> ROUTES = List.of(
            "/mcp",
            "/docs/mcp",
            "/webhooks/stripe",
            "/checkout/sandbox/cs_test_nope/complete",
            "/oauth/register",
            "/oauth/token",
            "/oauth/revoke",
            "/oauth/introspect",
            "/oauth/authorize",
            "/app/sign-in",
            "/app/sign-out",
            "/app/api/api-keys",
            "/app/api/agents/nope/approve",
            "/app/api-keys",
            "/app/workspaces",
            "/app/workspaces/switch",
            "/app/members/invite",
            "/app/invitations/nope/accept",
            "/app/invitations/nope/sign-up",
            "/app/analyses",
            "/app/discoveries",
            "/app/plans",
            "/app/top-up",
            "/app/no-such-page");

    @Test
    void multipart_uploads_to_every_route_that_reads_a_body_write_no_file() {
        var gateway = TestStack.shared().gatewayUrl();
        var before = uploadedFiles();
        for (var route : ROUTES) {
            for (var size : new int[] {2_000, 250_000}) {
                var reply = McpHttp.send(HttpRequest.newBuilder(URI.create(gateway + route))
                        .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                        .POST(HttpRequest.BodyPublishers.ofString(multipart(size)))
                        .build());
                assertThat(reply.status())
                        .as(route + " answers, without an internal error")
                        .isBetween(200, 499);
            }
        }
        assertThat(uploadedFiles())
                .as("files left in file-uploads/ (working directory or temporary directory)")
                .isEqualTo(before);
    }

    private static String multipart(int fileBytes) {
        return "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nstranger@example.com\r\n"
                + "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"filler.bin\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n" + "x".repeat(fileBytes) + "\r\n--" + BOUNDARY
                + "--\r\n";
    }

    private static Set<Path> uploadedFiles() {
        return Stream.of(Path.of("file-uploads"), Path.of(System.getProperty("java.io.tmpdir"), "file-uploads"))
                .filter(Files::isDirectory)
                .flatMap(NoUploadsToDiskTest::walk)
                .collect(Collectors.toSet());
    }

    private static Stream<Path> walk(Path directory) {
        try (var files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile).map(Path::toAbsolutePath).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
