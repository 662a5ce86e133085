package io.sigment.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.Cluster;
import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.FreePorts;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import org.junit.jupiter.api.Test;

/** accounts-service's own Main in a second JVM, reached over Hazelcast and the clustered event bus. */
class ClusterAcrossJvmsTest {

    @Test
    void a_request_crosses_two_jvms_and_fails_fast_once_the_service_process_is_killed() throws Exception {
        var child = TestConfig.withFreshDatabase(TestConfig.node());
        var self = TestConfig.joining(child);
        child = child.with(Setting.CLUSTER_MEMBERS, self.get(Setting.CLUSTER_MEMBERS));

        try (var accounts = ChildJvm.start("io.sigment.accounts.Main", env(child))) {
            accounts.awaitHttpOk(
                    "http://127.0.0.1:" + child.integer(Setting.MANAGEMENT_PORT) + "/health/ready",
                    Duration.ofSeconds(60));
            var vertx = Cluster.start(self, Metrics.newRegistry()).await();
            try {
                var client = new ServiceClient(vertx, Duration.ofSeconds(3));
                var caller = Caller.system("cross-jvm-test");
                var unknownKey = new JsonObject().put("key_sha256", "00".repeat(32));

                var reply = client.request(AccountsAction.VERIFY_API_KEY, caller, unknownKey)
                        .await();
                assertThat(reply.getString("status")).isEqualTo("unknown");

                accounts.kill();
                var failure = catchThrowable(() -> client.request(AccountsAction.VERIFY_API_KEY, caller, unknownKey)
                        .await());
                assertThat(failure)
                        .as("a transient error within the client's 3 s, not a hang")
                        .isInstanceOf(ToolError.class);
                assertThat(((ToolError) failure).kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
            } finally {
                vertx.close().await();
            }
        }
    }

    private static HashMap<String, String> env(Config config) {
        var env = new HashMap<>(config.asEnv());
        env.put(Setting.PROCESS_NAME.env(), "accounts-child");
        // Outside a demo accounts refuses to start without a mail server; this test sends none, so a closed port will
        // do.
        env.put(Setting.MAIL_SMTP_URL.env(), "smtp+plain://127.0.0.1:" + FreePorts.next());
        env.put(Setting.MAIL_FROM.env(), "Sigment tests <no-reply@sigment.test>");
        return env;
    }
}
