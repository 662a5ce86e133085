package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a reply record's component: it may be null. Written as null ({@code @JsonInclude(ALWAYS)}), its output schema
 * ({@link RecordShapes}) says its type or {@code "null"}; left out when null (the codec's default), the field is then
 * absent, so it cannot also be {@link InEveryReply}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface MayBeNull {}
