package io.sigment.emulator.http;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** One scraping-provider actor: JSON input in, the run's dataset items out. */
@FunctionalInterface
interface Actor {
    JsonArray run(JsonObject input);

    /** The input does not fit the actor; answered 400 {@code invalid-input}. */
    final class InvalidInput extends RuntimeException {
        InvalidInput(String message) {
            super(message, null, false, false);
        }
    }

    static JsonArray requiredArray(JsonObject input, String field) {
        var value = input.getValue(field);
        if (value instanceof JsonArray array && !array.isEmpty()) return array;
        if (value instanceof String s && !s.isBlank()) return new JsonArray().add(s);
        throw new InvalidInput("Input is not valid: field input." + field + " is required");
    }

    static int limit(JsonObject input, String field, int defaultValue) {
        try {
            var value = input.getValue(field);
            return value == null ? defaultValue : Math.max(0, ((Number) value).intValue());
        } catch (ClassCastException e) {
            throw new InvalidInput("Input is not valid: field input." + field + " must be an integer");
        }
    }
}
