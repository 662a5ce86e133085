package io.sigment.system.k8s;

import static io.sigment.system.k8s.KubernetesManifestsTest.container;
import static io.sigment.system.k8s.KubernetesManifestsTest.name;
import static io.sigment.system.k8s.Manifests.all;
import static io.sigment.system.k8s.Manifests.environment;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.sigment.common.Setting;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hazelcast members come and go one at a time: every Deployment surges one new pod before an old one leaves, and
 * prod's split-brain minimum is a majority of its data members (the scrapers are lite members) that still holds while
 * one of them is drained.
 */
@Tag("kubernetes")
class RollingUpdatesTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void every_deployment_replaces_one_member_at_a_time(String dir) {
        for (var deployment : all(Manifests.build(dir), Deployment.class)) {
            var strategy = deployment.getSpec().getStrategy();
            assertThat(strategy.getType()).as(name(deployment)).isEqualTo("RollingUpdate");
            assertThat(strategy.getRollingUpdate().getMaxSurge().getIntVal())
                    .as(name(deployment) + " maxSurge")
                    .isEqualTo(1);
            assertThat(strategy.getRollingUpdate().getMaxUnavailable().getIntVal())
                    .as(name(deployment) + " maxUnavailable")
                    .isZero();
        }
    }

    /** Split-brain protection counts data members only: the lite members (the scrapers) hold no partition. */
    @Test
    void prod_protects_the_limits_with_a_majority_of_the_data_members_that_survives_one_drained_member() {
        var resources = Manifests.build("overlays/prod");
        var members = all(resources, Deployment.class).stream()
                .filter(d -> !liteMember(d, resources))
                .mapToInt(d -> minimumReplicas(d, resources))
                .sum();
        for (var deployment : all(resources, Deployment.class)) {
            var minimum = Integer.parseInt(
                    environment(container(deployment), resources).get(Setting.CLUSTER_MIN_SIZE.env()));
            assertThat(minimum)
                    .as(name(deployment) + ": a majority of " + members + " data members")
                    .isGreaterThan(members / 2);
            assertThat(minimum)
                    .as(name(deployment) + ": still met with one member drained")
                    .isLessThanOrEqualTo(members - 1);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"base", "overlays/dev", "overlays/prod"})
    void the_scrapers_alone_are_lite_members(String dir) {
        var resources = Manifests.build(dir);
        assertThat(all(resources, Deployment.class))
                .filteredOn(d -> liteMember(d, resources))
                .extracting(KubernetesManifestsTest::name)
                .containsExactly("Deployment sigment-scraper");
    }

    private static boolean liteMember(Deployment deployment, List<HasMetadata> resources) {
        return Boolean.parseBoolean(environment(container(deployment), resources)
                .getOrDefault(Setting.CLUSTER_LITE_MEMBER.env(), Setting.CLUSTER_LITE_MEMBER.defaultValue()));
    }

    @Test
    void dev_with_one_replica_each_leaves_the_protection_off() {
        var resources = Manifests.build("overlays/dev");
        for (var deployment : all(resources, Deployment.class)) {
            assertThat(environment(container(deployment), resources)
                            .getOrDefault(Setting.CLUSTER_MIN_SIZE.env(), Setting.CLUSTER_MIN_SIZE.defaultValue()))
                    .as(name(deployment))
                    .isEqualTo("1");
        }
    }

    private static int minimumReplicas(Deployment deployment, List<HasMetadata> resources) {
        return all(resources, HorizontalPodAutoscaler.class).stream()
                .filter(h -> h.getSpec()
                        .getScaleTargetRef()
                        .getName()
                        .equals(deployment.getMetadata().getName()))
                .map(h -> h.getSpec().getMinReplicas())
                .findFirst()
                .orElse(
                        deployment.getSpec().getReplicas() == null
                                ? 1
                                : deployment.getSpec().getReplicas());
    }
}
