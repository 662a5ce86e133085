package io.sigment.common.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.util.function.Function;

/**
 * A contract record's component that {@link WireCodec} reads the way an action's arguments are read: {@code read}
 * gets the field alone, as {@code {name: value}} ({@code {}} when absent or null), so its checks and the agent's
 * {@code ToolError} (an id's limits, a required field) stay those of the {@code ToolArgs} reading it had.
 */
public abstract class ArgumentDeserializer<T> extends StdDeserializer<T> {
  private final String name;
  private final Function<JsonObject, T> read;

  protected ArgumentDeserializer(Class<?> type, String name, Function<JsonObject, T> read) {
    super(type);
    this.name = name;
    this.read = read;
  }

  @Override
  public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
    return read.apply(new JsonObject().put(name, parser.readValueAs(Object.class)));
  }

  @Override
  public T getNullValue(DeserializationContext context) {
    return read.apply(new JsonObject());
  }

  @Override
  public Object getAbsentValue(DeserializationContext context) {
    return read.apply(new JsonObject());
  }
}
