package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CAPTURE}, {@link AccountsAction#RELEASE} and {@link AccountsAction#REFUND}: the
 * hold's status after it, what it charged and refunded, and the workspace's credits ({@code credits} on the wire).
 */
public record HoldSettled(
        String holdId, HoldStatus status, long amount, long charged, long refunded, long balance, long available) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static HoldSettled fromJson(JsonObject json) {
        var written = WireCodec.fromJson(json, Written.class);
        var credits = written.credits() == null ? Credits.NONE : written.credits();
        return new HoldSettled(
                written.holdId(),
                written.status(),
                written.amount(),
                credits.charged(),
                credits.refunded(),
                credits.balance(),
                credits.available());
    }

    @JsonValue
    Written wire() {
        return new Written(holdId, status, amount, new Credits(charged, refunded, balance, available));
    }

    /** The wire's form: every field written, the workspace's credits nested under {@code credits}. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record Written(String holdId, HoldStatus status, long amount, Credits credits) {}

    private record Credits(long charged, long refunded, long balance, long available) {
        static final Credits NONE = new Credits(0, 0, 0, 0);
    }
}
