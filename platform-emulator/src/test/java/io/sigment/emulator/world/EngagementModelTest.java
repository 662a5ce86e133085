package io.sigment.emulator.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Who engages is the world's ground truth and the audience estimates' scales were fitted on it: the model's shortcuts
 * (fans kept per creator, the exponential skipped far from the threshold) must not move a single engager.
 */
class EngagementModelTest {

    @Test
    void the_exponential_shortcut_decides_every_draw_as_the_exponential_does() {
        var random = new SplittableRandom(11);
        double[] edges = {0, 1e-300, 1e-17, 1e-16, 2.2e-16, 1e-15, 1e-12, 1e-9, 1e-4, 0.5, 1, 2, 30, 800};
        int checked = 0;
        for (int i = 0; i < 2_000_000; i++) {
            double x = i < edges.length * 1000
                    ? edges[i / 1000] * (1 + random.nextDouble() * 1e-3)
                    : Math.pow(10, -18 + 21 * random.nextDouble());
            double threshold = 1 - Math.exp(-x);
            // draws around the threshold and on both bounds of the band the shortcut leaves to the exponential
            for (double u : new double[] {
                random.nextDouble(),
                threshold,
                Math.nextDown(threshold),
                Math.nextUp(threshold),
                Math.min(Math.nextDown(1.0), x),
                x - x * x / 2
            }) {
                if (u < 0 || u >= 1) continue;
                assertThat(EngagementModel.engages(u, x)).as("u=%s x=%s", u, x).isEqualTo(u < threshold);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10_000_000);
    }

    /**
     * The engagers of 40 creators' 30 posts on each platform of the world of seed 42 (the default), digested. The digest
     * was taken from the model before its shortcuts; a change here changes the world every figure was measured on.
     */
    @Test
    void the_default_world_has_the_engagers_it_always_had() throws Exception {
        var world = World.generate(42, 1200);
        var digest = MessageDigest.getInstance("SHA-256");
        long engagers = 0;
        for (var platform : Platform.values()) {
            var creators = world.platform(platform).creators();
            for (int c = 0; c < 40; c++) {
                for (var post : creators.get(c * 30).posts()) {
                    var e = world.platform(platform).engagers(post);
                    var bytes = ByteBuffer.allocate(e.size() * 6);
                    for (int i = 0; i < e.size(); i++)
                        bytes.putInt(e.people()[i]).put(e.likes()[i]).put(e.comments()[i]);
                    digest.update(bytes.array());
                    engagers += e.size();
                }
            }
        }
        assertThat(engagers).isEqualTo(EXPECTED_ENGAGERS);
        assertThat(HexFormat.of().formatHex(digest.digest())).isEqualTo(EXPECTED_DIGEST);
    }

    private static final long EXPECTED_ENGAGERS = 1_851_470;
    private static final String EXPECTED_DIGEST = "fc3b037d36e6cdcd2ebbf64c4e7d1d2d434f4a8129c79f728e9d4d6bb1efa16a";
}
