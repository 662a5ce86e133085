package io.sigment.common.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a boolean component of an action's request record: {@link WireCodec#fromJson} reads it as {@code true} only when
 * the field is JSON {@code true}; absent, null or anything else is {@code false}, never a refusal.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Flag {}
