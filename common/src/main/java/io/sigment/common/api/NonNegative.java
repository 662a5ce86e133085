package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code long} component of an action's request record (credits, prices, seconds): {@link WireCodec#fromJson}
 * checks the field before it reads the record, with the record's other checked components in the record's order,
 * with {@code ToolArgs.nonNegative}'s rule and wording (a whole number {@code >= 0}: {@code "<name>: must be an
 * integer >= 0"}). An {@code optional} one may be absent or null.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface NonNegative {
    boolean optional() default false;
}
