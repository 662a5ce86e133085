package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

/**
 * A contract record's JSON derived from the record itself (Jackson databind), instead of a hand-written
 * {@code toJson}/{@code fromJson}: each component under its name in snake_case, in the record's order, a null
 * component left out ({@link WireJson#compact}'s rule), an absent or null field read as null (0 or false for a
 * primitive), unknown fields ignored (a newer sender may add some).
 */
public final class WireCodec {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .serializationInclusion(JsonInclude.Include.NON_NULL)
      .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();

  private WireCodec() {
  }

  public static JsonObject toJson(Record record) {
    try {
      return new JsonObject(MAPPER.writeValueAsString(record));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write " + record.getClass().getSimpleName(), e);
    }
  }

  public static <T extends Record> T fromJson(JsonObject json, Class<T> type) {
    try {
      return MAPPER.readValue(json.encode(), type);
    } catch (JsonProcessingException e) {
      throw new DecodeException("not a " + type.getSimpleName() + ": " + e.getOriginalMessage());
    }
  }
}
