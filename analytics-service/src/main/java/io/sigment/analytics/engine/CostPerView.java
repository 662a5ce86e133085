package io.sigment.analytics.engine;

import io.sigment.common.Platform;
import java.util.EnumMap;
import java.util.Map;

/** USD paid per view of a sponsored post, per platform. */
public record CostPerView(Map<Platform, Double> usdPerView) {
    /** Typical sponsored-post CPMs: Instagram $10, YouTube $20, TikTok $6 per 1,000 views. */
    public static final CostPerView DEFAULTS = new CostPerView(Map.of(
            Platform.INSTAGRAM, 0.010,
            Platform.YOUTUBE, 0.020,
            Platform.TIKTOK, 0.006));

    public CostPerView {
        usdPerView = Map.copyOf(new EnumMap<>(usdPerView));
        usdPerView.values().forEach(v -> {
            if (v < 0 || !Double.isFinite(v)) {
                throw new IllegalArgumentException("cost per view must be finite and >= 0");
            }
        });
    }

    public double of(Platform platform) {
        Double value = usdPerView.get(platform);
        return value != null ? value : DEFAULTS.usdPerView.get(platform);
    }

    public CostPerView with(Platform platform, double usd) {
        var copy = new EnumMap<Platform, Double>(Platform.class);
        copy.putAll(usdPerView);
        copy.put(platform, usd);
        return new CostPerView(copy);
    }
}
