package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 5: limits keyed on the client (from the trusted proxy chain), not on the ingress in front of
 * the gateway; sign-in failures lock an account for growing times that end by themselves.
 */
@Tag("stack")
class ClientAddressLimitsTest {

    private static int register(String forwardedFor) {
        var body = new JsonObject()
                .put("client_name", "Limit test")
                .put("token_endpoint_auth_method", "none")
                .put("redirect_uris", new JsonArray().add("http://localhost:3000/callback"));
        return McpHttp.send(HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + "/oauth/register"))
                        .header("Content-Type", "application/json")
                        .header("X-Forwarded-For", forwardedFor)
                        .POST(HttpRequest.BodyPublishers.ofString(body.encode()))
                        .build())
                .status();
    }

    @Test
    void client_registrations_are_limited_per_client_address_not_per_ingress() {
        for (int i = 1; i <= 30; i++)
            assertThat(register("198.51.100.77")).as("registration " + i).isEqualTo(201);
        assertThat(register("198.51.100.77")).isEqualTo(429);
        assertThat(register("198.51.100.78"))
                .as("another client behind the same ingress")
                .isEqualTo(201);
    }

    /** Issue 40, L1: an IPv6 client picks any address of its /64, so per-address limits count the /64. */
    @Test
    void client_registrations_from_one_ipv6_64_are_limited_like_one_address() {
        var refused = 0;
        for (int i = 1; i <= 40; i++) {
            if (register("2001:db8:40:1:" + Integer.toHexString(i) + "::" + Integer.toHexString(i * 7)) == 429)
                refused++;
        }
        assertThat(refused).as("of 40 registrations from one /64").isEqualTo(10);
        assertThat(register("2001:db8:40:2::1"))
                .as("the next /64 is another client")
                .isEqualTo(201);
    }

    @Test
    void sign_in_failures_lock_the_account_for_growing_times_that_end_by_themselves() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        var browser = new BrowserSession(stack.gatewayUrl());
        for (int attempt = 1; attempt <= 5; attempt++) {
            assertThat(browser.signIn(email, "guess " + attempt).status())
                    .as("attempt " + attempt)
                    .isEqualTo(401);
        }
        var locked = browser.signIn(email, password);
        assertThat(locked.status()).as("even the right password while locked").isEqualTo(429);
        assertThat(locked.body()).contains("Too many sign-in attempts").contains("1 minute");

        endLock(user.userId());
        assertThat(browser.signIn(email, "guess 6").status()).isEqualTo(401);
        assertThat(browser.signIn(email, password).body())
                .as("the lock doubles")
                .contains("2 minutes");

        endLock(user.userId());
        assertThat(new BrowserSession(stack.gatewayUrl())
                        .signIn(email, password)
                        .status())
                .isEqualTo(303);
        for (int attempt = 1; attempt <= 4; attempt++) {
            assertThat(browser.signIn(email, "again " + attempt).status())
                    .as("a success starts the count afresh")
                    .isEqualTo(401);
        }
    }

    /** Time passing: the lock's end moved into the past. */
    static void endLock(String userId) {
        var pool = TestStack.pool();
        try {
            pool.preparedQuery("UPDATE accounts.sign_in_failures SET locked_until = now() - interval '1 second' "
                            + "WHERE user_id = $1")
                    .execute(Tuple.of(userId))
                    .await();
        } finally {
            pool.close();
        }
    }
}
