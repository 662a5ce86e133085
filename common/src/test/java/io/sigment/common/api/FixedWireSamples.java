package io.sigment.common.api;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AgentAccess;
import io.sigment.common.api.accounts.AgentWorkspace;
import io.sigment.common.api.accounts.ClientRegistration;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.TokenFacts;
import io.sigment.common.api.accounts.TokenVerification;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.api.lists.SharedAnalysis;
import io.sigment.common.api.lists.SharedView;
import io.sigment.common.api.scraper.CreatorSamples;
import io.sigment.common.api.scraper.SamplesReply;
import io.sigment.common.api.scraper.SamplesRequest;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.TopicSearchRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * Hand-picked values of the records whose wire has more than one shape (flattened, keyed by a kind, written only in
 * part) or whose reader checks arguments: what each writes, and what each reads from inputs a sender may send (errors
 * with their messages). {@link WireSamplesTest} holds them equal to {@code wire-fixed-samples.json}, recorded from the
 * hand-written codecs before they were derived. Five reads of malformed input changed when they were derived, none of
 * them sent by a service: a {@code reuse} of null (a failure, now false) or not a boolean (a failure still, now
 * Jackson's) in stored {@code DiscoveryParams}, an {@code active} that is no boolean in a token verification and a {@code same_topic_within_24h} likewise in
 * pricing facts (likewise),
 * and a list link whose {@code list} is null (a view neither list nor analysis, now the list link's empty page).
 */
final class FixedWireSamples {
    private final Map<String, Callable<Object>> samples = new LinkedHashMap<>();

    private FixedWireSamples() {}

    /** Each sample's name and what it gives now ("fails: Type: message" for what it throws). */
    static Map<String, String> now() {
        var all = new FixedWireSamples();
        all.agentWorkspace();
        all.clientRegistration();
        all.tokenVerification();
        all.discoveryRequest();
        all.pricingFacts();
        all.discoveryParams();
        all.sharedView();
        all.samples();
        all.samplesRequest();
        all.scrapeRequest();
        all.topicSearchRequest();
        var out = new LinkedHashMap<String, String>();
        all.samples.forEach((name, sample) -> out.put(name, run(sample)));
        return out;
    }

    private static String run(Callable<Object> sample) {
        try {
            var value = sample.call();
            return value instanceof JsonObject json ? json.encode() : String.valueOf(value);
        } catch (Exception e) {
            var kind = e instanceof ToolError error
                    ? "ToolError(" + error.kind() + ")"
                    : e.getClass().getSimpleName();
            return "fails: " + kind + ": " + e.getMessage();
        }
    }

    private void writes(String name, Callable<JsonObject> write) {
        samples.put(name + " writes", write::call);
    }

    private void reads(String name, Function<JsonObject, Object> read, String... inputs) {
        for (var i = 0; i < inputs.length; i++) {
            var input = inputs[i];
            samples.put(name + " reads " + input, () -> read.apply(new JsonObject(input)));
        }
    }

    private void agentWorkspace() {
        writes(
                "AgentWorkspace approved",
                () -> new AgentWorkspace(new MemberWorkspace("ws_1", "Acme", "owner", "pro"), "approved").toJson());
        writes(
                "AgentWorkspace old accounts",
                () -> new AgentWorkspace(new MemberWorkspace("ws_1", null, "member", null), null).toJson());
        reads(
                "AgentWorkspace",
                AgentWorkspace::fromJson,
                "{\"workspace_id\":\"ws_1\",\"name\":\"Acme\",\"role\":\"owner\",\"plan\":\"pro\","
                        + "\"agent_status\":\"approved\",\"more\":1}",
                "{\"agent_status\":null,\"workspace_id\":\"ws_1\"}",
                "{}");
    }

    private void clientRegistration() {
        writes(
                "ClientRegistration full",
                () -> new ClientRegistration(
                                List.of("https://app.example/cb", "http://localhost:3000/cb"), "Claude", "mcp")
                        .toJson());
        writes("ClientRegistration bare", () -> new ClientRegistration(List.of(), null, null).toJson());
        reads(
                "ClientRegistration",
                ClientRegistration::fromJson,
                "{\"redirect_uris\":[\"https://a.example/cb\"],\"client_name\":\"Claude\",\"scope\":\"mcp\","
                        + "\"grant_types\":[\"authorization_code\"]}",
                "{\"redirect_uris\":\"https://a.example/cb\"}",
                "{\"redirect_uris\":[\"https://a.example/cb\",5,null,true,{\"a\":1}]}",
                "{\"redirect_uris\":null,\"client_name\":null,\"scope\":null}",
                "{\"client_name\":5}",
                "{\"scope\":[\"a\"]}",
                "{\"client_name\":true}",
                "{}");
    }

    private void tokenVerification() {
        var agent = new AgentAccess(
                "ag_1",
                "Claude",
                "approved",
                List.of(
                        new AgentWorkspace(new MemberWorkspace("ws_1", "Acme", "owner", "pro"), "approved"),
                        new AgentWorkspace(new MemberWorkspace("ws_2", "Beta", "member", "free"), null)),
                List.of(new Departure("ws_3", "Gone", "left")));
        var facts = new TokenFacts("https://mcp.example/mcp", "mcp", "Bearer", 1_800_000_000L, 1_799_996_400L);
        writes("TokenVerification inactive", TokenVerification.INACTIVE::toJson);
        writes(
                "TokenVerification inactive with facts",
                () -> new TokenVerification(false, "iss", "sub", "cl", facts, "gr_1", agent).toJson());
        writes(
                "TokenVerification sigment's",
                () -> new TokenVerification(true, "https://as.example", "u_1", "mcp_1", facts, "gr_1", agent).toJson());
        writes(
                "TokenVerification introspected",
                () -> new TokenVerification(
                                true,
                                "https://as.example",
                                "u_1",
                                "mcp_1",
                                new TokenFacts(null, null, "Bearer", 0, 0),
                                null,
                                null)
                        .toJson());
        writes(
                "TokenVerification external",
                () -> new TokenVerification(true, null, "u_1", null, null, null, agent).toJson());
        reads(
                "TokenVerification",
                TokenVerification::fromJson,
                "{}",
                "{\"active\":false,\"iss\":\"i\",\"agent_id\":\"ag_1\"}",
                "{\"active\":true}",
                "{\"active\":true,\"iss\":\"i\",\"sub\":\"s\",\"client_id\":\"c\"}",
                "{\"active\":true,\"aud\":\"a\"}",
                "{\"active\":true,\"exp\":5}",
                "{\"active\":true,\"token_type\":null}",
                "{\"active\":true,\"scope\":\"mcp\",\"iat\":7}",
                "{\"active\":true,\"agent_id\":null}",
                "{\"active\":true,\"agent_id\":\"ag_1\",\"workspaces\":null,\"removed_from\":[{\"workspace_id\":\"w\"}]}",
                "{\"active\":true,\"iss\":\"https://as.example\",\"sub\":\"u_1\",\"client_id\":\"mcp_1\","
                        + "\"aud\":\"https://mcp.example/mcp\",\"scope\":\"mcp\",\"token_type\":\"Bearer\","
                        + "\"exp\":1800000000,\"iat\":1799996400,\"grant_id\":\"gr_1\",\"agent_id\":\"ag_1\","
                        + "\"client_name\":\"Claude\",\"agent_status\":\"approved\",\"workspaces\":[{\"workspace_id\":"
                        + "\"ws_1\",\"name\":\"Acme\",\"role\":\"owner\",\"plan\":\"pro\",\"agent_status\":\"approved\"}],"
                        + "\"removed_from\":[{\"workspace_id\":\"ws_3\",\"name\":\"Gone\",\"reason\":\"left\"}]}",
                "{\"active\":\"yes\"}");
    }

    private DiscoveryRequest discovery() {
        return new DiscoveryRequest(
                new DiscoveryId("dc_1"), "running shoes", List.of(Platform.INSTAGRAM, Platform.TIKTOK), 10_000, 20);
    }

    private static final String[] DISCOVERY_INPUTS = {
        "{\"discovery_id\":\"dc_1\",\"topic\":\"running shoes\",\"platforms\":[\"instagram\",\"tiktok\"],"
                + "\"min_followers\":10000,\"per_subtopic_limit\":20}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"  yoga  \"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":null,\"min_followers\":null}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[\"tiktok\",\"youtube\",\"tiktok\"]}",
        "{}",
        "{\"topic\":\"yoga\"}",
        "{\"discovery_id\":\"\",\"topic\":\"yoga\"}",
        "{\"discovery_id\":\"dc_1\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"y\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":5}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[\"myspace\"]}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[]}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":\"instagram\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"min_followers\":-1}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"min_followers\":\"10\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"per_subtopic_limit\":21}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"per_subtopic_limit\":2.5}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":true,\"more\":[1]}",
    };

    private void discoveryRequest() {
        writes("DiscoveryRequest", () -> discovery().toJson());
        reads("DiscoveryRequest", DiscoveryRequest::fromJson, DISCOVERY_INPUTS);
    }

    private void pricingFacts() {
        writes("PricingFacts topic never ran", () -> PricingFacts.sameTopic(false, null));
        writes("PricingFacts topic ran", () -> PricingFacts.sameTopic(true, new DiscoveryId("dc_1")));
        writes("PricingFacts rerun", () -> PricingFacts.rerun(true, List.of("a", "@b"), "ws_1"));
        writes("PricingFacts rerun nowhere", () -> PricingFacts.rerun(false, List.of(), null));
        writes("PricingFacts recently analyzed", () -> PricingFacts.recentlyAnalyzed(List.of("A", "@b")));
        writes("PricingFacts none recently analyzed", () -> PricingFacts.recentlyAnalyzed(List.of()));
        reads(
                "PricingFacts",
                PricingFacts::fromJson,
                "{\"same_topic_within_24h\":true,\"discovery_id\":\"dc_1\"}",
                "{\"same_topic_within_24h\":false}",
                "{\"analysis_completed_before\":true,\"handles\":[\"a\",\"b\"],\"workspace_id\":\"ws_1\"}",
                "{\"recently_analyzed_handles\":[\"a\"]}",
                "{\"recently_analyzed_handles\":[]}",
                "{}",
                "{\"handles\":[1,null],\"same_topic_within_24h\":null,\"discovery_id\":null}",
                "{\"handles\":\"a\",\"recently_analyzed_handles\":null}",
                "{\"discovery_id\":\"\"}",
                "{\"same_topic_within_24h\":\"yes\"}");
    }

    private void discoveryParams() {
        writes("DiscoveryParams reuse", () -> new DiscoveryParams(discovery(), true).toJson());
        writes("DiscoveryParams new", () -> new DiscoveryParams(discovery(), false).toJson());
        reads("DiscoveryParams", DiscoveryParams::fromJson, DISCOVERY_INPUTS);
        reads(
                "DiscoveryParams",
                DiscoveryParams::fromJson,
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":false}",
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":null}",
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":\"yes\"}");
    }

    private void sharedView() {
        var analysis = new SharedAnalysis(new AnalysisId("an_1"), null, "instagram", "2026-02-01T00:00:00Z");
        writes(
                "SharedView list",
                () -> SharedView.ofList(new JsonObject()
                                .put("name", "Runners")
                                .put("platform", "instagram")
                                .put("members", new JsonArray().add(new JsonObject().put("handle", "a"))))
                        .toJson());
        writes(
                "SharedView analysis",
                () -> SharedView.ofAnalysis("ws_1", analysis).toJson());
        writes(
                "SharedView analysis without workspace",
                () -> SharedView.ofAnalysis(null, analysis).toJson());
        reads(
                "SharedView",
                SharedView::fromJson,
                "{\"kind\":\"creator_list\",\"list\":{\"name\":\"Runners\",\"members\":[]}}",
                "{\"kind\":\"creator_list\"}",
                "{\"kind\":\"creator_list\",\"list\":null,\"workspace_id\":\"ws_1\"}",
                "{\"kind\":\"analysis\",\"workspace_id\":\"ws_1\",\"analysis\":{\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"sn_1\",\"platform\":\"instagram\",\"expires_at\":\"2026-02-01T00:00:00Z\"}}",
                "{\"kind\":\"analysis\",\"analysis\":{\"analysis_id\":\"an_1\"}}",
                "{\"kind\":\"analysis\"}",
                "{\"workspace_id\":\"ws_1\",\"analysis\":{\"analysis_id\":\"an_1\"},\"list\":{\"name\":\"x\"}}",
                "{\"kind\":\"other\",\"analysis\":{\"analysis_id\":\"an_1\"}}",
                "{}");
    }

    private void samples() {
        var post = new JsonObject()
                .put("post_id", "p1")
                .put("impressions", 1200)
                .put("published_at", "2026-01-02T03:04:05Z")
                .put("engagers", 3)
                .put("people", "OjAAAAEAAAAAAAIAEAAAAAEAAgADAA==")
                .put("counts", "AQAAAAIAAAADAAAA")
                .put("likes", 10);
        var first = new CreatorSamples("runner", "c_1", new JsonArray().add(post));
        writes("CreatorSamples", first::toJson);
        writes("CreatorSamples nulls", () -> new CreatorSamples(null, null, null).toJson());
        reads(
                "CreatorSamples",
                CreatorSamples::fromJson,
                "{\"handle\":\"runner\",\"creator_id\":\"c_1\",\"posts\":[{\"post_id\":\"p1\"}]}",
                "{\"posts\":null}",
                "{}");
        writes(
                "SamplesReply",
                () -> new SamplesReply(
                                Platform.TIKTOK,
                                List.of(first, new CreatorSamples("b", "c_2", new JsonArray())),
                                List.of("gone"))
                        .toJson());
        writes("SamplesReply none", () -> new SamplesReply(Platform.YOUTUBE, List.of(), List.of()).toJson());
        reads(
                "SamplesReply",
                SamplesReply::fromJson,
                "{\"platform\":\"tiktok\",\"encoding\":\"roaring-portable-base64+int32le-base64\",\"creators\":"
                        + "[{\"handle\":\"runner\",\"creator_id\":\"c_1\",\"posts\":[]}],\"unknown\":[\"gone\"]}",
                "{\"platform\":\"youtube\"}",
                "{\"platform\":\"youtube\",\"creators\":null,\"unknown\":null,\"encoding\":\"other\"}",
                "{\"platform\":\"myspace\"}",
                "{}");
    }

    private void samplesRequest() {
        writes(
                "SamplesRequest of a scrape",
                () -> SamplesRequest.ofScrape(Platform.INSTAGRAM, "scr_1", List.of("a", "b"))
                        .toJson());
        writes(
                "SamplesRequest since",
                () -> new SamplesRequest(Platform.YOUTUBE, null, List.of("a"), "2026-01-01T00:00:00Z").toJson());
        writes(
                "SamplesRequest whole scrape",
                () -> new SamplesRequest(Platform.TIKTOK, "scr_1", List.of(), null).toJson());
        reads(
                "SamplesRequest",
                SamplesRequest::fromJson,
                "{\"platform\":\"instagram\",\"handles\":[\"a\",\" b \"]}",
                "{\"platform\":\"instagram\",\"handle\":\" a \"}",
                "{\"platform\":\"instagram\",\"handle\":\"a\",\"handles\":[\"b\",\"c\"]}",
                "{\"platform\":\"instagram\",\"handle\":\"\"}",
                "{\"platform\":\"instagram\",\"handle\":null,\"scrape_id\":\"scr_1\"}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\"}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":null}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":[]}",
                "{\"platform\":\"instagram\",\"scrape_id\":null,\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"\",\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\"}",
                "{\"platform\":\"instagram\",\"handles\":[]}",
                "{\"platform\":\"instagram\",\"handles\":\"a\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"  \"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"yesterday\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"2026-01-01T00:00:00Z\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":null}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":5}",
                "{\"handles\":[\"a\"]}",
                "{\"platform\":\"myspace\",\"handles\":[\"a\"]}",
                "{}");
    }

    private void scrapeRequest() {
        writes(
                "ScrapeRequest",
                () -> ScrapeRequest.of("scr_1", Platform.INSTAGRAM, List.of("a", "b"))
                        .toJson());
        writes(
                "ScrapeRequest chosen",
                () -> new ScrapeRequest("scr_2", Platform.YOUTUBE, List.of("a"), 3, 5000).toJson());
        writes(
                "ScrapeRequest without id",
                () -> new ScrapeRequest(null, Platform.TIKTOK, List.of("a"), 3, 5000).toJson());
        Function<JsonObject, Object> read = json -> {
            var request = ScrapeRequest.fromJson(json);
            var id = request.scrapeId();
            return id != null && id.startsWith("scr_") && id.length() > 20 && !json.containsKey("scrape_id")
                    ? "new id " + request.toString().replace(id, "scr_...")
                    : request;
        };
        reads(
                "ScrapeRequest",
                read,
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":3,"
                        + "\"engagers_per_post\":5000}",
                "{\"platform\":\"instagram\",\"handles\":[\" a \",\"b\"]}",
                "{\"scrape_id\":null,\"platform\":\"instagram\",\"handles\":[\"a\"]}",
                "{\"scrape_id\":\"\",\"platform\":\"instagram\",\"handles\":[\"a\"]}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":0}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":null}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"engagers_per_post\":20001}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"engagers_per_post\":\"9\"}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[]}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\"}",
                "{\"scrape_id\":\"scr_1\",\"handles\":[\"a\"]}",
                "{}");
    }

    private void topicSearchRequest() {
        writes(
                "TopicSearchRequest",
                () -> new TopicSearchRequest(Platform.YOUTUBE, "yoga", 10_000, 150, 2, 1000).toJson());
        reads(
                "TopicSearchRequest",
                TopicSearchRequest::fromJson,
                "{\"platform\":\"youtube\",\"topic\":\" yoga \"}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_followers\":5,\"max_candidates\":500,"
                        + "\"min_matching_posts\":20,\"post_limit\":10}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_followers\":-5}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"max_candidates\":0}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_matching_posts\":21}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"post_limit\":9}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"post_limit\":null}",
                "{\"platform\":\"youtube\",\"topic\":\"y\"}",
                "{\"platform\":\"youtube\"}",
                "{\"topic\":\"yoga\"}",
                "{}");
    }
}
