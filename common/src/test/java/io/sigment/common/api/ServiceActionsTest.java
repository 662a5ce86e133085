package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ServiceActionsTest {

    @Test
    void every_action_travels_under_its_constant_in_snake_case_once_per_service() {
        assertThat(ServiceActions.all())
                .allSatisfy(action -> assertThat(action.wire()).matches("[a-z]+(_[a-z]+)*"));
        var perService = ServiceActions.all()
                .collect(Collectors.groupingBy(a -> a.service() + "/" + a.wire(), Collectors.counting()));
        assertThat(perService.values()).containsOnly(1L);
        assertThat(AccountsAction.LIST_OPEN_HOLDS.wire()).isEqualTo("list_open_holds");
        assertThat(AccountsAction.AUTHORIZE.service()).isEqualTo(ServiceAddress.ACCOUNTS);
    }

    @Test
    void a_name_resolves_only_at_the_service_that_has_it() {
        assertThat(ServiceActions.named(ServiceAddress.JOBS, "wait_for_job")).contains(JobsAction.WAIT_FOR_JOB);
        assertThat(ServiceActions.named(ServiceAddress.ACCOUNTS, "wait_for_job"))
                .isEmpty();
        assertThat(ServiceActions.named(ServiceAddress.JOBS, "wait_for_jobs")).isEmpty();
    }

    @Test
    void a_service_binds_only_its_own_actions_and_a_typed_call_reaches_them() {
        var vertx = Vertx.vertx();
        try {
            Action echo = (caller, args) -> Future.succeededFuture(args.copy().put("caller", caller.requestId()));
            assertThatThrownBy(() -> ServiceAddress.JOBS.bind(vertx, Map.of(AccountsAction.AUTHORIZE, echo)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("authorize");
            ServiceAddress.JOBS.bind(vertx, Map.of(JobsAction.GET_JOB, echo)).await();
            var reply = new ServiceClient(vertx, Duration.ofSeconds(5))
                    .request(JobsAction.GET_JOB, Caller.system("r-1"), new JsonObject().put("job_id", "j"))
                    .await();
            assertThat(reply.getString("job_id")).isEqualTo("j");
            assertThat(reply.getString("caller")).isEqualTo("r-1");
        } finally {
            vertx.close().await();
        }
    }
}
