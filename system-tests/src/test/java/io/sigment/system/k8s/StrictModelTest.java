package io.sigment.system.k8s;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The manifest checks are only worth something if they reject what the API server would reject. */
@Tag("kubernetes")
class StrictModelTest {
    private static final String DEPLOYMENT = """
      apiVersion: apps/v1
      kind: Deployment
      metadata:
        name: sigment-lists
      spec:
        replicas: 2
        template:
          spec:
            containers:
              - name: lists
                image: sigment/lists:dev
                ports:
                  - name: management
                    containerPort: 9090
                env:
                  - name: SIGMENT_LOG_LEVEL
                    value: INFO
                readinessProbe:
                  httpGet:
                    path: /health/ready
                    port: management
      """;

    @Test
    void a_well_formed_deployment_parses_into_the_typed_model_with_nothing_unknown() {
        var deployment = Manifests.typed(DEPLOYMENT, "test");
        assertThat(deployment).isInstanceOf(Deployment.class);
        assertThat(((Deployment) deployment).getSpec().getReplicas()).isEqualTo(2);
    }

    @Test
    void a_port_written_as_a_string_fails() {
        assertRejected(DEPLOYMENT.replace("containerPort: 9090", "containerPort: \"9090\""), "Integer");
    }

    @Test
    void a_count_written_as_a_string_fails() {
        assertRejected(DEPLOYMENT.replace("replicas: 2", "replicas: \"2\""), "Integer");
    }

    @Test
    void an_env_value_written_as_a_number_fails() {
        assertRejected(DEPLOYMENT.replace("value: INFO", "value: 8080"), "String");
    }

    @Test
    void a_flag_written_as_a_string_fails() {
        assertRejected(DEPLOYMENT.replace("  replicas: 2", "  replicas: 2\n  paused: \"false\""), "Boolean");
    }

    @Test
    void a_misspelled_field_is_reported_with_its_path() {
        assertRejected(
                DEPLOYMENT.replace("readinessProbe:", "readinesProbe:"),
                "spec.template.spec.containers[0].readinesProbe");
        assertRejected(DEPLOYMENT.replace("path: /health/ready", "paht: /health/ready"), "readinessProbe.httpGet.paht");
    }

    @Test
    void an_unknown_api_version_does_not_pass_as_a_generic_resource() {
        assertRejected(DEPLOYMENT.replace("apiVersion: apps/v1", "apiVersion: apps/v2"), "expected class");
    }

    private static void assertRejected(String yaml, String reason) {
        assertThat(yaml).as("the broken variant").isNotEqualTo(DEPLOYMENT);
        assertThatThrownBy(() -> Manifests.typed(yaml, "test"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(reason);
    }
}
