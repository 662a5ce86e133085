package io.sigment.common.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Vert.x's JSON tree to and from Jackson's tokens without text between them, for {@link WireCodec}: each value is the
 * one Vert.x would have parsed from the text (a whole number an {@code Integer} when it fits, else a {@code Long};
 * a fraction a {@code Double}; anything else, such as an {@code Instant}, as Vert.x encodes it), strings passed on by
 * reference, so a record's JSON costs no more than a tree walk.
 */
final class WireTree {
    private WireTree() {}

    /** The value at {@code parser}'s current token, as Vert.x would parse its text. */
    static Object read(JsonParser parser) throws IOException {
        return switch (parser.currentToken()) {
            case START_OBJECT -> {
                var map = new LinkedHashMap<String, Object>();
                for (var name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
                    parser.nextToken();
                    map.put(name, read(parser));
                }
                yield map;
            }
            case START_ARRAY -> {
                var list = new ArrayList<Object>();
                while (parser.nextToken() != JsonToken.END_ARRAY) list.add(read(parser));
                yield list;
            }
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> whole(parser.getNumberValue());
            case VALUE_NUMBER_FLOAT ->
                parser.getNumberValue() instanceof Double fraction ? fraction : Double.parseDouble(parser.getText());
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            case VALUE_EMBEDDED_OBJECT -> Json.decodeValue(Json.encode(parser.getEmbeddedObject()));
            default -> throw new IllegalStateException("no JSON value at " + parser.currentToken());
        };
    }

    /** Writes {@code value} (a JSON object's or array's content) to {@code generator}, as if from its encoded text. */
    static void write(Object value, JsonGenerator generator) throws IOException {
        if (value == null) generator.writeNull();
        else if (value instanceof String text) generator.writeString(text);
        else if (value instanceof Integer number) generator.writeNumber(number);
        else if (value instanceof Boolean bool) generator.writeBoolean(bool);
        else if (value instanceof Double number) generator.writeNumber(number);
        else if (value instanceof JsonObject object) writeObject(object.getMap(), generator);
        else if (value instanceof Map<?, ?> map) writeObject(map, generator);
        else if (value instanceof JsonArray array) writeArray(array.getList(), generator);
        else if (value instanceof List<?> list) writeArray(list, generator);
        else if (value instanceof Long
                || value instanceof Short
                || value instanceof Byte
                || value instanceof BigInteger) {
            var number = whole((Number) value);
            if (number instanceof Integer small) generator.writeNumber(small);
            else if (number instanceof Long large) generator.writeNumber(large);
            else generator.writeNumber((BigInteger) number);
        } else write(Json.decodeValue(Json.encode(value)), generator);
    }

    private static void writeObject(Map<?, ?> map, JsonGenerator generator) throws IOException {
        generator.writeStartObject();
        for (var entry : map.entrySet()) {
            generator.writeFieldName((String) entry.getKey());
            write(entry.getValue(), generator);
        }
        generator.writeEndObject();
    }

    private static void writeArray(List<?> list, JsonGenerator generator) throws IOException {
        generator.writeStartArray();
        for (var item : list) write(item, generator);
        generator.writeEndArray();
    }

    /** {@code number} as the narrowest of {@code Integer}, {@code Long} and {@code BigInteger} that holds it. */
    private static Number whole(Number number) {
        if (number instanceof Integer) return number;
        if (number instanceof BigInteger big && big.bitLength() >= 32) {
            return big.bitLength() < 64 ? (Number) big.longValue() : big;
        }
        var value = number.longValue();
        return value == (int) value ? (Number) (int) value : (Number) value;
    }
}
