package io.sigment.accounts.plans;

import io.sigment.common.api.accounts.AccountView;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** A workspace's plan: which platforms, how many creators per analysis, which paid tools, how many members. */
public record Plan(
        String id,
        String name,
        List<String> platforms,
        int maxHandlesPerAnalysis,
        boolean optimizeSelection,
        int maxMembers) {

    private static final Map<String, String> PLATFORM_NAMES =
            Map.of("instagram", "Instagram", "youtube", "YouTube", "tiktok", "TikTok");

    public Plan {
        platforms = List.copyOf(platforms);
    }

    /**
     * What this plan lacks for a paid action, as the end of a sentence after "Plan limit: ", or empty when
     * the plan allows it. {@code handleCount} 0 means the count is not known yet (e.g. a re-run).
     */
    public Optional<String> lacks(String action, List<String> requestedPlatforms, int handleCount) {
        if (action.equals(SpendAction.OPTIMIZE_SELECTION) && !optimizeSelection) {
            return Optional.of("the " + name + " plan does not include optimize_selection.");
        }
        for (var platform : requestedPlatforms) {
            if (!platforms.contains(platform)) {
                return Optional.of("the " + name + " plan does not include " + displayName(platform) + " (it covers "
                        + platforms.stream().map(Plan::displayName).collect(Collectors.joining(" and ")) + ").");
            }
        }
        if (handleCount > maxHandlesPerAnalysis) {
            return Optional.of("the " + name + " plan analyzes up to " + maxHandlesPerAnalysis
                    + " creators at a time and this asks for " + handleCount + ".");
        }
        return Optional.empty();
    }

    public static String displayName(String platform) {
        return PLATFORM_NAMES.getOrDefault(platform, platform);
    }

    /** As {@code get_account} shows it. */
    public AccountView.Plan shown() {
        return new AccountView.Plan(id, name, platforms, maxHandlesPerAnalysis, optimizeSelection, maxMembers);
    }
}
