package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Where a hold made by {@link AccountsAction#AUTHORIZE} stands; on the wire its name in lower case. */
public enum HoldStatus {
    /** Reserved; neither captured nor released. */
    OPEN,
    /** Charged (a {@code charge} entry). */
    CAPTURED,
    /** Freed without charge (a {@code release} entry). */
    RELEASED,
    /** Charged, then refunded (a {@code refund} entry). */
    REFUNDED;

    @JsonValue
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status written as {@link #wire()}; null when absent. */
    @JsonCreator
    public static HoldStatus parse(String wire) {
        return wire == null ? null : valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
