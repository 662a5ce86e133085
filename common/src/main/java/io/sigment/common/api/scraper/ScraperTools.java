package io.sigment.common.api.scraper;

import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.api.RecordShapes;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;
import io.sigment.common.tools.ToolSpec.Handling;

/**
 * The tools scraper answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape, kind and hints. All tools, in catalog order: {@link io.sigment.common.api.ToolSpecs}.
 */
public final class ScraperTools {
    private ScraperTools() {}

    public static final ToolSpec<SearchCreatorsInput> SEARCH_CREATORS = tool(
                    "search_creators", "Search creators", ServiceAddress.SCRAPER)
            .describedAs(
                    "Look up creators by handle or name on Instagram and YouTube. Free; 60 searches per hour. Each "
                            + "result has platform, id (the platform's creator id, also as service_creator_id), "
                            + "handle, "
                            + "name, followers and url: pass ids to get_creator, or handles to analyze_creators.")
            .params(
                    Param.required("query", string().length(2, 200).describe("A handle or a name.")),
                    Param.optional(
                            "limit", integer().range(1, 10).defaultValue(5).describe("How many results.")))
            .takes(SearchCreatorsInput.class)
            .answers(RecordShapes.of(CreatorSearch.class))
            .kind(ToolKind.READ_ONLY, true, true)
            .handled(Handling.hourly());

    public static final ToolSpec<GetCreatorInput> GET_CREATOR = tool(
                    "get_creator", "Get creator", ServiceAddress.SCRAPER)
            .describedAs("A creator's profile: name, bio, followers, country, language and recent activity. Audience "
                    + "demographics (age, gender, geo) only where the creator connected their own account; otherwise "
                    + "the result says so, and a missing demographic never blocks work. Free.")
            .params(
                    Param.required(
                            "platform", oneOf("instagram", "youtube", "tiktok").describe("Platform of the creator.")),
                    Param.required(
                            "creator_id",
                            string().length(1, 100)
                                    .describe("Instagram: handle or service_creator_id. YouTube and TikTok: the id "
                                            + "returned by "
                                            + "search_creators.")))
            .takes(GetCreatorInput.class)
            .answers(RecordShapes.of(CreatorProfile.class))
            .kind(ToolKind.READ_ONLY, true, true);
}
