package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/** The calibration benchmark's draws, scrape and truth, for {@code AudienceBreakdown} in the estimator's package. */
public final class CalibrationDraws {
    public record Sel(String mix, List<Creator> creators) {}

    public static Sel draw(PlatformWorld world, SplittableRandom random) {
        var s = CalibrationSelection.draw(world, random);
        return new Sel(s.mix().name(), s.creators());
    }

    public static List<CreatorSample> samples(PlatformWorld world, List<Creator> creators) {
        return EmulatedScrape.samples(world, creators);
    }

    public static List<Set<Integer>> audiences(PlatformWorld world, List<Creator> creators) {
        return EmulatedScrape.truth(world, creators).audiences().stream()
                .map(audience -> Arrays.stream(audience).boxed().collect(Collectors.toSet()))
                .toList();
    }
}
