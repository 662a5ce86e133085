package io.sigment.web.share;

import io.sigment.common.Handle;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.lists.SharedAnalysis;
import io.sigment.common.api.lists.SharedList;
import io.sigment.common.api.scraper.KnownCreator;
import io.sigment.web.Templates;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Map;

/**
 * The HTML of public share pages (templates {@code share/*.jte}): plain, readable, no scripts; everything that came
 * from users is escaped. Here the JSON that lists- and analytics-service answered becomes the pages' view records.
 */
final class ShareHtml {
    private ShareHtml() {}

    /**
     * A creator list as {@code resolve_share_link} shows it: name, platform, description, members with their profile
     * links and, where a member carries them, followers and median views.
     */
    static String list(SharedList list, Map<String, KnownCreator> known) {
        return Templates.render("share/list.jte", listView(list, known));
    }

    /** The page of {@code list}, with what is {@code known} of its members by their handles' keys. */
    static SharedListView listView(SharedList list, Map<String, KnownCreator> known) {
        var members = new ArrayList<SharedListView.Member>();
        for (var member : list.members()) {
            members.add(new SharedListView.Member(
                    member.profileUrl() == null ? "" : member.profileUrl(),
                    member.handle(),
                    stats(known.get(Handle.keyOf(member.handle())))));
        }
        var description = list.description();
        return new SharedListView(
                list.name(),
                platformName(list.platform()),
                list.memberCount(),
                day(list.updatedAt()),
                description == null || description.isBlank() ? null : description,
                members,
                list.page() > 1
                        ? Integer.valueOf(firstNumber(list.page(), list.pages(), list.memberCount(), members.size()))
                        : null,
                list.page(),
                list.pages());
    }

    /**
     * The number of a page's first member. Pages before the last are full, so their size is the page size; the last
     * page holds the list's last members (its own size says nothing of the others').
     */
    static int firstNumber(int page, int pages, int memberCount, int onPage) {
        return page < pages ? (page - 1) * onPage + 1 : memberCount - onPage + 1;
    }

    private static String stats(KnownCreator known) {
        var stats = new StringBuilder();
        if (known == null) return "";
        if (known.followers() != null) {
            stats.append(PlainNumbers.people(known.followers().doubleValue())).append(" followers");
        }
        if (known.medianViews() != null) {
            stats.append(stats.isEmpty() ? "" : " · ")
                    .append(PlainNumbers.people(known.medianViews()))
                    .append(" median views");
        }
        return stats.toString();
    }

    /**
     * An analysis result as get_analysis_result gives it: the audience estimates in words with their 95% intervals,
     * the top creators, the recommended selection and mixes, the pictures; or what the snapshot is doing.
     */
    static String analysis(SharedAnalysis analysis, JsonObject reply) {
        var result = AnalysisResult.fromJson(reply);
        var creators = result.handles() == null ? 0 : result.handles().size();
        var measured = result.finishedAt() != null ? result.finishedAt() : result.snapshotCreatedAt();
        return Templates.render(
                "share/analysis.jte",
                new SharedAnalysisView(
                        platformName(analysis.platform()),
                        creators,
                        measured == null ? null : day(measured),
                        day(measured),
                        day(analysis.expiresAt()),
                        result.completed() ? AnalysisHtml.of(result) : null,
                        "failed".equals(result.status()),
                        result.estimated()));
    }

    /** A page that only says something: not found, temporarily unavailable. */
    static String message(String title, String text) {
        return Templates.render("share/message.jte", new ShareMessageView(title, text));
    }

    static String platformName(String platform) {
        return switch (String.valueOf(platform)) {
            case "instagram" -> "Instagram";
            case "youtube" -> "YouTube";
            case "tiktok" -> "TikTok";
            default -> String.valueOf(platform);
        };
    }

    /** "2030-01-01T10:00:00Z" → "2030-01-01". */
    static String day(String instant) {
        return instant == null || instant.length() < 10 ? String.valueOf(instant) : instant.substring(0, 10);
    }
}
