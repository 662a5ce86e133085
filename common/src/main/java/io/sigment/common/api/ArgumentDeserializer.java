package io.sigment.common.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.util.function.Function;

/**
 * A contract record's component that {@link WireCodec} reads the way an action's arguments are read: {@code read}
 * gets the field alone, as {@code {name: value}} ({@code {}} when absent or null), so its checks and what it throws
 * (the agent's {@code ToolError} for an id's limits or a required field) stay those of the reading it had.
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
        return readField(new JsonObject().put(name, parser.readValueAs(Object.class)));
    }

    @Override
    public T getNullValue(DeserializationContext context) {
        return readField(new JsonObject());
    }

    @Override
    public Object getAbsentValue(DeserializationContext context) {
        return readField(new JsonObject());
    }

    /**
     * {@code value} (null when absent) checked as this reads it, before {@link WireCodec} reads the record: what
     * {@code read} throws is thrown as it is.
     */
    void check(Object value) {
        read.apply(value == null ? new JsonObject() : new JsonObject().put(name, value));
    }

    private T readField(JsonObject field) {
        try {
            return read.apply(field);
        } catch (RuntimeException e) {
            throw new Refused(e);
        }
    }

    /** What {@code read} threw, carried through Jackson's wrapping for {@link WireCodec} to throw as it is. */
    static final class Refused extends RuntimeException {
        Refused(RuntimeException cause) {
            super(cause.getMessage(), cause, false, false);
        }

        RuntimeException refusal() {
            return (RuntimeException) getCause();
        }
    }
}
