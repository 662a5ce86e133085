package io.sigment.gateway.mcp;

import io.vertx.core.json.JsonObject;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The routing headers every 2026-07-28 request must carry, so that proxies can route without reading the
 * body: {@code MCP-Protocol-Version}, {@code Mcp-Method}, and {@code Mcp-Name} where the body names a tool,
 * prompt, resource or task. Values outside plain ASCII arrive as {@code =?base64?<utf-8 in base64>?=}.
 */
final class Revision2026Headers {
    private static final Map<String, String> NAME_FIELD = Map.of(
            "tools/call",
            "name",
            "prompts/get",
            "name",
            "resources/read",
            "uri",
            "tasks/get",
            "taskId",
            "tasks/update",
            "taskId",
            "tasks/cancel",
            "taskId");
    private static final String SENTINEL_PREFIX = "=?base64?";
    private static final String SENTINEL_SUFFIX = "?=";
    private static final Pattern CANONICAL_BASE64 =
            Pattern.compile("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$");

    private Revision2026Headers() {}

    /** The header-mismatch error for the first required header that is missing or disagrees, else null. */
    static JsonObject check(
            Revision2026Admission.Headers headers, Object id, String method, Object params, String claimed) {
        if (headers.version() == null) {
            return Revision2026.headerMismatch(
                    id,
                    "(missing)",
                    "the body envelope names protocol version " + claimed
                            + " but the required MCP-Protocol-Version header is absent");
        }
        if (headers.method() == null) {
            return Revision2026.headerMismatch(
                    id,
                    "(missing)",
                    "the body names method " + method + " but the required Mcp-Method header is absent");
        }
        var field = NAME_FIELD.get(method);
        if (field == null) return null;
        var bodyValue = params instanceof JsonObject p && p.getValue(field) instanceof String s ? s : null;
        if (headers.name() == null) {
            return bodyValue == null
                    ? null
                    : Revision2026.headerMismatch(
                            id,
                            "(missing)",
                            "the body carries params." + field + "=\"" + bodyValue
                                    + "\" but the required Mcp-Name header is absent");
        }
        var decoded = decode(headers.name());
        if (decoded == null) {
            return Revision2026.headerMismatch(
                    id, headers.name(), "the Mcp-Name header carries an invalid Base64 sentinel value");
        }
        if (bodyValue != null && !decoded.equals(bodyValue)) {
            return Revision2026.headerMismatch(
                    id,
                    headers.name(),
                    "the body carries params." + field + "=\"" + bodyValue + "\" but the Mcp-Name header names \""
                            + decoded + "\"");
        }
        return null;
    }

    /** The header's value, its Base64 sentinel decoded; null when the sentinel holds no canonical UTF-8 Base64. */
    static String decode(String value) {
        if (!(value.startsWith(SENTINEL_PREFIX)
                && value.endsWith(SENTINEL_SUFFIX)
                && value.length() >= SENTINEL_PREFIX.length() + SENTINEL_SUFFIX.length())) {
            return value;
        }
        var base64 = value.substring(SENTINEL_PREFIX.length(), value.length() - SENTINEL_SUFFIX.length());
        if (!CANONICAL_BASE64.matcher(base64).matches()) return null;
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Base64.getDecoder().decode(base64)))
                    .toString();
        } catch (CharacterCodingException | IllegalArgumentException notUtf8) {
            return null;
        }
    }
}
