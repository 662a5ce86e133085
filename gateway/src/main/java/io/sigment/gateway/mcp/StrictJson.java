package io.sigment.gateway.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.util.Optional;

/**
 * What JSON allows but a JSON-RPC message must not hold: a member named twice in one object (which one counts is
 * up to the parser: "method" twice could mean either) and a number no double can hold ({@code 1e999}, which would
 * come back as {@code Infinity}, not JSON). Checked on the body's tokens before the message is read.
 */
final class StrictJson {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private StrictJson() {}

    /** A body that is JSON but not an acceptable message: why, for an invalid-request error. */
    record Unacceptable(String why) {}

    /** Why {@code body} (already known to be JSON) is not acceptable; empty when it is. */
    static Optional<Unacceptable> check(String body) {
        try (JsonParser parser = FACTORY.createParser(body)) {
            for (var token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.VALUE_NUMBER_FLOAT && !Double.isFinite(parser.getDoubleValue())) {
                    return Optional.of(new Unacceptable("the number " + shortened(parser.getText())
                            + " is too large for a JSON-RPC message; send finite numbers"));
                }
            }
            return Optional.empty();
        } catch (com.fasterxml.jackson.core.exc.StreamReadException duplicate) {
            var name = duplicate.getProcessor() == null ? null : currentName(duplicate.getProcessor());
            return Optional.of(new Unacceptable(
                    name == null
                            ? "a member is named twice in one object"
                            : "the member \"" + shortened(name)
                                    + "\" is named twice in one object; send each member once"));
        } catch (IOException e) {
            return Optional.of(new Unacceptable("the body could not be read as JSON"));
        }
    }

    private static String currentName(JsonParser parser) {
        try {
            return parser.currentName();
        } catch (IOException e) {
            return null;
        }
    }

    private static String shortened(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "…";
    }
}
