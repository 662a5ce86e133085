package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.Validator;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The repository's server.json, what the MCP registry lists, against the registry's published schema (vendored as
 * src/test/resources/registry/server.schema.json, $id .../schemas/2025-09-29/server.schema.json): a remote
 * Streamable HTTP server at {@code /mcp} with a bearer API key or OAuth.
 */
class RegistryManifestTest {
    private static JsonObject json(Path path) throws Exception {
        return new JsonObject(Files.readString(path));
    }

    @Test
    void server_json_is_valid_against_the_registry_schema() throws Exception {
        var schema = json(Path.of("src", "test", "resources", "registry", "server.schema.json"));
        var manifest = json(Path.of("..", "server.json"));
        var validator = Validator.create(
                JsonSchema.of(schema),
                new JsonSchemaOptions()
                        .setDraft(Draft.DRAFT7)
                        .setBaseUri("https://static.modelcontextprotocol.io/schemas/2025-09-29/")
                        .setOutputFormat(OutputFormat.Basic));
        var result = validator.validate(manifest);
        assertThat(result.getValid()).as(String.valueOf(result.getErrors())).isTrue();
        assertThat(manifest.getString("$schema")).isEqualTo(schema.getString("$id"));
    }

    @Test
    void a_manifest_breaking_the_schema_is_caught() throws Exception {
        var schema = json(Path.of("src", "test", "resources", "registry", "server.schema.json"));
        var broken = json(Path.of("..", "server.json")).put("name", "no slash here");
        broken.remove("version");
        var validator = Validator.create(
                JsonSchema.of(schema),
                new JsonSchemaOptions()
                        .setDraft(Draft.DRAFT7)
                        .setBaseUri("https://static.modelcontextprotocol.io/schemas/2025-09-29/")
                        .setOutputFormat(OutputFormat.Basic));
        assertThat(validator.validate(broken).getValid()).isFalse();
    }

    @Test
    void server_json_names_the_remote_endpoint_and_how_to_authenticate() throws Exception {
        var manifest = json(Path.of("..", "server.json"));
        var remote = manifest.getJsonArray("remotes").getJsonObject(0);
        assertThat(remote.getString("type")).isEqualTo("streamable-http");
        assertThat(remote.getString("url")).startsWith("https://").endsWith("/mcp");
        var header = remote.getJsonArray("headers").getJsonObject(0);
        assertThat(header.getString("name")).isEqualTo("Authorization");
        assertThat(header.getString("value")).isEqualTo("Bearer {api_key}");
        assertThat(header.getBoolean("isSecret")).isTrue();
        assertThat(manifest.getString("description").length()).isBetween(1, 100);
    }
}
