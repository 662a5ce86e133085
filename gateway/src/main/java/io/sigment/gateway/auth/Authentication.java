package io.sigment.gateway.auth;

import java.util.Optional;

/** The outcome of checking a request's bearer token. */
public record Authentication(Outcome outcome, Optional<Principal> principal) {

    public enum Outcome {
        /** A known credential (possibly revoked or not yet approved: see the principal's status). */
        AUTHENTICATED,
        /** No {@code Authorization: Bearer} header. */
        MISSING,
        /** A token we do not recognise. */
        INVALID,
        /** The token could not be checked right now (accounts-service did not answer). */
        UNCONFIRMED
    }

    public static Authentication of(Principal principal) {
        return new Authentication(Outcome.AUTHENTICATED, Optional.of(principal));
    }

    public static Authentication missing() {
        return new Authentication(Outcome.MISSING, Optional.empty());
    }

    public static Authentication invalid() {
        return new Authentication(Outcome.INVALID, Optional.empty());
    }

    public static Authentication unconfirmed() {
        return new Authentication(Outcome.UNCONFIRMED, Optional.empty());
    }
}
