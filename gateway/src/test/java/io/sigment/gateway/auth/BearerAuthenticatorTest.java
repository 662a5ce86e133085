package io.sigment.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.sigment.common.testing.MovableClock;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The authenticator against a stand-in for accounts-service's {@code verify_api_key} on the bus: a verified
 * key is cached, and a revocation broadcast received once {@code start()} completed evicts it.
 */
class BearerAuthenticatorTest {
    private static final String KEY = "ak_" + "a".repeat(43);
    private final Vertx vertx = Vertx.vertx();

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_revocation_broadcast_after_start_evicts_the_cached_credential() {
        var verifications = accountsAnsweringActive();
        var authenticator = started();

        assertThat(authenticator.authenticate("Bearer " + KEY, "req-1").await().principal())
                .isPresent();
        authenticator.authenticate("Bearer " + KEY, "req-2").await();
        assertThat(verifications).as("cached").hasValue(1);

        vertx.eventBus().publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("credential_id", "key_1"));
        // The broadcast reaches the subscriber on its event loop, not on this thread: wait for it to act.
        var deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (verifications.get() < 2 && System.nanoTime() < deadline) {
            assertThat(authenticator
                            .authenticate("Bearer " + KEY, "req-3")
                            .await()
                            .principal())
                    .isPresent();
        }
        assertThat(verifications).as("asked again after the revocation").hasValue(2);
    }

    @Test
    void a_broadcast_naming_a_user_evicts_every_cached_credential_of_that_user() {
        var verifications = accountsAnsweringActive();
        var authenticator = started();
        authenticator.authenticate("Bearer " + KEY, "req-1").await();
        authenticator.authenticate("Bearer " + KEY, "req-2").await();
        assertThat(verifications).as("cached").hasValue(1);

        vertx.eventBus().publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("user_id", "usr_other"));
        vertx.eventBus().publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("user_id", "usr_1"));
        var deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (verifications.get() < 2 && System.nanoTime() < deadline) {
            authenticator.authenticate("Bearer " + KEY, "req-3").await();
        }
        assertThat(verifications).as("asked again after the user's removal").hasValue(2);
    }

    @Test
    void a_verification_answered_across_an_eviction_is_not_cached() {
        var verifications = new AtomicInteger();
        var held = new java.util.concurrent.atomic.AtomicReference<io.vertx.core.eventbus.Message<JsonObject>>();
        vertx.eventBus()
                .<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
                    if (verifications.incrementAndGet() == 1) held.set(message);
                    else message.reply(activeKey());
                })
                .completion()
                .await();
        var authenticator = started();
        var first = authenticator.authenticate("Bearer " + KEY, "req-1");
        var deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (held.get() == null && System.nanoTime() < deadline) Thread.onSpinWait();
        authenticator.forgetUser("usr_1");
        held.get().reply(activeKey());
        assertThat(first.await().principal()).isPresent();

        // The verification's own completion handler drops it on the event loop, after this thread saw the answer.
        while (verifications.get() < 2 && System.nanoTime() < deadline) {
            authenticator.authenticate("Bearer " + KEY, "req-2").await();
        }
        assertThat(verifications).as("read before the eviction, so asked again").hasValue(2);
    }

    @Test
    void made_up_tokens_filling_the_cache_never_evict_a_valid_cached_credential() {
        var validHash = io.sigment.common.Credentials.sha256Hex(KEY);
        var validChecks = new AtomicInteger();
        vertx.eventBus()
                .<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
                    if (!validHash.equals(message.body().getJsonObject("args").getString("key_sha256"))) {
                        message.reply(ApiKeyVerification.unknown().toJson());
                        return;
                    }
                    validChecks.incrementAndGet();
                    message.reply(activeKey());
                })
                .completion()
                .await();
        var authenticator = started();
        assertThat(authenticator
                        .authenticate("Bearer " + KEY, "req-valid")
                        .await()
                        .principal())
                .isPresent();

        for (int i = 0; i < BearerAuthenticator.MAX_CACHED + 50; i++) {
            var outcome = authenticator
                    .authenticate("Bearer ak_madeup" + i, "req-" + i)
                    .await()
                    .outcome();
            assertThat(outcome).isEqualTo(Authentication.Outcome.INVALID);
        }
        assertThat(authenticator
                        .authenticate("Bearer " + KEY, "req-again")
                        .await()
                        .principal())
                .isPresent();
        assertThat(validChecks).as("the valid key is still cached").hasValue(1);
    }

    @Test
    void while_accounts_is_silent_a_credential_verified_within_the_grace_is_honoured_and_no_longer() {
        var clock = new MovableClock();
        clock.set(java.time.Instant.parse("2026-11-28T12:00:00Z"));
        var verifications = new AtomicInteger();
        var consumer = vertx.eventBus().<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
            verifications.incrementAndGet();
            message.reply(activeKey());
        });
        consumer.completion().await();
        var authenticator = started(clock, Duration.ofSeconds(30));
        assertThat(authenticator.authenticate("Bearer " + KEY, "req-1").await().principal())
                .isPresent();
        consumer.unregister().await(); // accounts killed: nobody answers on its address

        clock.advance(Duration.ofSeconds(31)); // past the check's 30 s: the gateway asks again, and hears nothing
        assertThat(authenticator.authenticate("Bearer " + KEY, "req-2").await().principal())
                .as("verified 31 s ago, accounts silent")
                .isPresent();
        assertThat(authenticator
                        .authenticate("Bearer ak_" + "b".repeat(43), "req-3")
                        .await()
                        .outcome())
                .as("never verified")
                .isEqualTo(Authentication.Outcome.UNCONFIRMED);

        clock.advance(BearerAuthenticator.SILENT_GRACE);
        assertThat(authenticator.authenticate("Bearer " + KEY, "req-4").await().outcome())
                .as("past the grace")
                .isEqualTo(Authentication.Outcome.UNCONFIRMED);
        assertThat(verifications).hasValue(1);
    }

    @Test
    void while_accounts_is_silent_an_evicted_credential_is_not_honoured() {
        var clock = new MovableClock();
        var consumer = vertx.eventBus().<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
            message.reply(activeKey());
        });
        consumer.completion().await();
        var authenticator = started(clock, Duration.ofSeconds(30));
        authenticator.authenticate("Bearer " + KEY, "req-1").await();
        consumer.unregister().await();

        authenticator.forget("key_1"); // what the revocation broadcast does
        assertThat(authenticator.authenticate("Bearer " + KEY, "req-2").await().outcome())
                .isEqualTo(Authentication.Outcome.UNCONFIRMED);
    }

    /** What accounts-service answers for an active key of user usr_1 in workspace ws_1. */
    /** Accounts answering every verification with an active key; the count of verifications asked. */
    private AtomicInteger accountsAnsweringActive() {
        var verifications = new AtomicInteger();
        vertx.eventBus()
                .<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
                    verifications.incrementAndGet();
                    message.reply(activeKey());
                })
                .completion()
                .await();
        return verifications;
    }

    private static JsonObject activeKey() {
        return ApiKeyVerification.active(
                        "key_1",
                        "usr_1",
                        "test key",
                        List.of(new MemberWorkspace("ws_1", "Home", "owner", "free")),
                        List.of(),
                        List.of())
                .toJson();
    }

    private BearerAuthenticator started() {
        return started(Clock.systemUTC(), Duration.ofMinutes(5));
    }

    private BearerAuthenticator started(Clock clock, Duration ttl) {
        var authenticator = new BearerAuthenticator(
                vertx,
                new ServiceClient(vertx, Duration.ofSeconds(5)),
                clock,
                ttl,
                "http://localhost",
                "http://localhost/mcp");
        authenticator.start().await();
        return authenticator;
    }
}
