package io.sigment.common.bus;

/**
 * One operation a service answers at its address: the constants of each service's contract in
 * {@code io.sigment.common.api.<service>}, used by both its callers and its dispatcher binding, so a misspelt
 * action does not compile. {@link #wire()} is what travels in the {@link Envelope#ACTION} header.
 */
public interface ServiceAction {
    ServiceAddress service();

    String wire();
}
