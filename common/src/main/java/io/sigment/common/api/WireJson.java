package io.sigment.common.api;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * How the contracts' records write and read their JSON: a field that is null is left out, and a field absent or
 * null reads as the record's default (Vert.x's {@code getString(name, default)} answers null for a present null).
 * A list of records is a JSON array of their objects, in order.
 */
public final class WireJson {
    private WireJson() {}

    /** {@code json} without its null fields. */
    public static JsonObject compact(JsonObject json) {
        json.getMap().values().removeIf(Objects::isNull);
        return json;
    }

    /** The string {@code name}, or {@code absent} when it is missing or null. */
    public static String text(JsonObject json, String name, String absent) {
        var value = json.getString(name);
        return value == null ? absent : value;
    }

    /** The records of the array {@code name}, each read with {@code read}; none when it is missing or null. */
    public static <T> List<T> list(JsonObject json, String name, Function<JsonObject, T> read) {
        return list(json.getJsonArray(name), read);
    }

    /** The records of {@code array}, each read with {@code read}; none for null. */
    public static <T> List<T> list(JsonArray array, Function<JsonObject, T> read) {
        return array == null
                ? List.of()
                : array.stream().map(item -> read.apply((JsonObject) item)).toList();
    }

    /** {@code records}, each written with {@code write}, as one (mutable) array. */
    public static <T> JsonArray array(List<T> records, Function<? super T, JsonObject> write) {
        var array = new JsonArray();
        records.forEach(item -> array.add(write.apply(item)));
        return array;
    }
}
