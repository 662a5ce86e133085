package io.sigment.gateway.mcp;

/**
 * What the transport read of one POST to {@code /mcp}: its routing headers, its decoded body ({@code message}: a
 * {@code JsonObject}, a {@code JsonArray}, any other JSON value, or the {@code DecodeException} of a body that is
 * not JSON, or the {@link StrictJson.Unacceptable} of JSON no message may be).
 */
public record McpRequest(Revision2026Admission.Headers headers, Object message) {}
