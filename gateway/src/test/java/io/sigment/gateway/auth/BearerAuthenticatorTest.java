package io.sigment.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
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
    var verifications = new AtomicInteger();
    vertx.eventBus().<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
      verifications.incrementAndGet();
      message.reply(new JsonObject().put("status", "active").put("user_id", "usr_1").put("key_id", "key_1")
          .put("name", "test key").put("workspaces", new JsonArray().add(new JsonObject().put("workspace_id", "ws_1"))));
    }).completion().await();
    var authenticator = new BearerAuthenticator(vertx, new ServiceClient(vertx, Duration.ofSeconds(5)),
        Clock.systemUTC(), Duration.ofMinutes(5));
    authenticator.start().await();

    assertThat(authenticator.authenticate("Bearer " + KEY, "req-1").await().principal()).isPresent();
    authenticator.authenticate("Bearer " + KEY, "req-2").await();
    assertThat(verifications).as("cached").hasValue(1);

    vertx.eventBus().publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("credential_id", "key_1"));
    assertThat(authenticator.authenticate("Bearer " + KEY, "req-3").await().principal()).isPresent();
    assertThat(verifications).as("asked again after the revocation").hasValue(2);
  }
}
