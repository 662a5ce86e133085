package io.sigment.analytics.engine.audience;

import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/** A random selection of an emulated platform's creators: 2-50 of one subtopic, of one topic, or of any. */
public record CalibrationSelection(Mix mix, List<Creator> creators) {

    public enum Mix {
        SAME_SUBTOPIC,
        SAME_TOPIC,
        UNRELATED
    }

    public static CalibrationSelection draw(PlatformWorld world, SplittableRandom random) {
        return draw(world, random, 2, 50);
    }

    /**
     * A selection of {@code smallest}-{@code largest} creators (as many as the pool has when fewer): the calibration
     * benchmark's {@code -Dcalibration.sizes=2-10} draws only small selections. With 2-50 it is {@link #draw(
     * PlatformWorld, SplittableRandom)}, draw for draw.
     */
    public static CalibrationSelection draw(PlatformWorld world, SplittableRandom random, int smallest, int largest) {
        var all = world.creators();
        Mix mix = Mix.values()[random.nextInt(3)];
        int size = smallest + random.nextInt(largest - smallest + 1);
        var anchor = all.get(random.nextInt(all.size())).subtopic();
        var pool = new ArrayList<>(all.stream()
                .filter(c -> switch (mix) {
                    case SAME_SUBTOPIC -> c.subtopic().id() == anchor.id();
                    case SAME_TOPIC -> c.subtopic().topicId() == anchor.topicId();
                    case UNRELATED -> true;
                })
                .toList());
        Collections.shuffle(pool, new Random(random.nextLong()));
        return new CalibrationSelection(mix, List.copyOf(pool.subList(0, Math.min(size, pool.size()))));
    }

    public List<String> handles() {
        return creators.stream().map(Creator::handle).toList();
    }
}
