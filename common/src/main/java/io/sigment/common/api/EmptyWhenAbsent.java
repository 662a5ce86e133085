package io.sigment.common.api;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a contract record's component: {@link WireCodec} reads it as empty ({@code ""}, an empty list) when the JSON
 * leaves it out or says null, instead of null, as a reader that must not fail on a missing field wants.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@JacksonAnnotationsInside
@JsonSetter(nulls = Nulls.AS_EMPTY)
public @interface EmptyWhenAbsent {}
