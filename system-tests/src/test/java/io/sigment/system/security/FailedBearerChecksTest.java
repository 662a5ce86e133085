package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A client spraying made-up keys is refused (429 with Retry-After) after a few failed checks a minute; other
 * clients, and their valid keys, are untouched. The stack's gateway sits behind the test's loopback "proxy", so
 * the client address is the last {@code X-Forwarded-For} entry.
 */
@Tag("stack")
class FailedBearerChecksTest {

    @Test
    void failed_checks_from_one_address_are_rate_limited_and_other_clients_keep_working() {
        var stack = TestStack.shared();
        var url = stack.gatewayUrl() + "/mcp";
        var list = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list");
        var sprayer = Map.of("X-Forwarded-For", "198.51.100.1, 203.0.113.66");
        int unauthorized = 0;
        McpHttp.Reply last = null;
        for (int i = 0; i < 40; i++) {
            last = new McpHttp(url, "ak_madeup" + i).post(list, sprayer);
            if (last.status() == 401) unauthorized++;
        }
        assertThat(unauthorized).isEqualTo(20);
        assertThat(last.status()).isEqualTo(429);
        assertThat(Long.parseLong(last.header("Retry-After"))).isBetween(1L, 60L);

        var user = TestAccounts.newUser(stack);
        var other = new McpHttp(url, user.apiKey()).post(list, Map.of("X-Forwarded-For", "203.0.113.67"));
        assertThat(other.status()).isEqualTo(200);
        assertThat(new McpHttp(url, "ak_madeup_elsewhere")
                        .post(list, Map.of("X-Forwarded-For", "203.0.113.68"))
                        .status())
                .isEqualTo(401);
    }

    @Test
    void a_valid_key_behind_an_address_that_sprayed_junk_is_never_refused() {
        var stack = TestStack.shared();
        var url = stack.gatewayUrl() + "/mcp";
        var list = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list");
        var sharedNat = Map.of("X-Forwarded-For", "203.0.113.9");
        McpHttp.Reply last = null;
        for (int i = 0; i < 25; i++) last = new McpHttp(url, "ak_junk_nat" + i).post(list, sharedNat);
        assertThat(last.status()).isEqualTo(429);

        var user = TestAccounts.newUser(stack);
        assertThat(new McpHttp(url, user.apiKey()).post(list, sharedNat).status())
                .isEqualTo(200);
        assertThat(new McpHttp(url, user.apiKey())
                        .post(list, Map.of("X-Forwarded-For", "2001:db8:7:7::1"))
                        .status())
                .isEqualTo(200);
    }
}
