package io.sigment.gateway.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.tools.ToolResults;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What {@link JobTasks} answers, as bytes, for jobs as {@code get_job} shows them (replies recorded from a running
 * stack, in {@code common}'s {@code tool-reply-samples.json}) and for starts as the job-starting tools answer them:
 * a started job as a created task, a running job as a working task, a completed one with its result tool's result
 * (the arguments it was called with echoed), a failed one with and without its error, and what stays a tool result.
 * A stand-in tool caller answers for the services. Held to {@code job-tasks-samples.json}, recorded when
 * {@code JobTasks} still read the replies by key; with {@code -Dsigment.writeTaskSamples=true} samples the file does
 * not have yet are added to it.
 */
class JobTasksSamplesTest {
    private static final Path FILE = Path.of("src/test/resources/job-tasks-samples.json");
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneOffset.UTC);
    private static final Authentication AUTH =
            new Authentication(Authentication.Outcome.AUTHENTICATED, Optional.empty());

    private static final String RUNNING_ANALYSIS = "{\"job_id\":\"snapshot:an_0/sn_3\",\"kind\":\"analysis\","
            + "\"status\":\"running\",\"stage\":\"scraping\",\"platform\":\"instagram\",\"analysis_id\":\"an_0\","
            + "\"snapshot_id\":\"sn_3\",\"creators_total\":3,\"credits\":{\"held\":15,\"charged\":0,\"balance\":100},"
            + "\"created_at\":\"2026-11-28T10:38:14.773651Z\",\"updated_at\":\"2026-11-28T10:38:14.851662Z\","
            + "\"started_at\":\"2026-11-28T10:38:14.851662Z\",\"poll_after_seconds\":5,\"next\":\"Still running\"}";
    private static final String QUEUED_NO_POLL = "{\"job_id\":\"discovery:dc_1\",\"kind\":\"discovery\","
            + "\"status\":\"running\",\"stage\":\"queued\",\"discovery_id\":\"dc_1\","
            + "\"credits\":{\"held\":20,\"charged\":0},\"created_at\":\"2026-11-28T10:38:20Z\","
            + "\"updated_at\":\"2026-11-28T10:38:21Z\"}";
    private static final String COMPLETED_ANALYSIS = "{\"job_id\":\"snapshot:an_0/sn_3\",\"kind\":\"analysis\","
            + "\"status\":\"completed\",\"stage\":\"analyzing\",\"creators\":[{\"posts\":12,\"handle\":\"emma\","
            + "\"status\":\"scraped\",\"engagements\":11923}],\"headline\":{\"core_pct\":9.2},"
            + "\"platform\":\"instagram\",\"analysis_id\":\"an_0\",\"snapshot_id\":\"sn_3\","
            + "\"platform_cost\":{\"provider_runs\":10,\"youtube_units\":0,\"provider_results\":28948},"
            + "\"creators_total\":1,\"creators_scraped\":1,\"creators_analyzed\":1,"
            + "\"progress\":{\"posts_done\":36,\"posts_total\":36,\"creators_done\":3,\"creators_total\":3},"
            + "\"credits\":{\"held\":0,\"charged\":15,\"balance\":85},\"created_at\":\"2026-11-28T10:38:14.773651Z\","
            + "\"updated_at\":\"2026-11-28T10:38:19.602937Z\",\"started_at\":\"2026-11-28T10:38:14.851662Z\","
            + "\"finished_at\":\"2026-11-28T10:38:19.602937Z\"}";
    private static final String COMPLETED_DISCOVERY = "{\"job_id\":\"discovery:dc_0\",\"kind\":\"discovery\","
            + "\"status\":\"completed\",\"stage\":\"analyzing\",\"topic\":\"retro gaming\","
            + "\"platforms\":[\"instagram\"],\"candidates\":27,\"discovery_id\":\"dc_0\",\"groups_found\":3,"
            + "\"creators_found\":27,\"credits\":{\"held\":0,\"charged\":20,\"balance\":60},"
            + "\"created_at\":\"2026-11-28T10:38:20.298554Z\",\"updated_at\":\"2026-11-28T10:39:03.809046Z\","
            + "\"started_at\":\"2026-11-28T10:38:20.380246Z\",\"finished_at\":\"2026-11-28T10:39:03.809046Z\"}";
    private static final String COMPLETED_SELECTION = "{\"job_id\":\"selection:opt_1\",\"kind\":\"selection\","
            + "\"status\":\"completed\",\"stage\":\"analyzing\",\"analysis_id\":\"an_0\","
            + "\"credits\":{\"held\":0,\"charged\":5,\"balance\":95},\"created_at\":\"2026-11-28T10:00:00Z\","
            + "\"updated_at\":\"2026-11-28T10:00:01Z\",\"started_at\":\"2026-11-28T10:00:00Z\","
            + "\"finished_at\":\"2026-11-28T10:00:01Z\"}";
    private static final String FAILED = "{\"job_id\":\"snapshot:an_1/sn_1\",\"kind\":\"analysis\","
            + "\"status\":\"failed\",\"stage\":\"scraping\",\"analysis_id\":\"an_1\",\"snapshot_id\":\"sn_1\","
            + "\"platform\":\"tiktok\",\"credits\":{\"held\":0,\"charged\":0,\"refunded\":15,\"balance\":100},"
            + "\"error\":\"The scrape failed. The 15 credits held for it were returned.\","
            + "\"created_at\":\"2026-11-28T10:00:00Z\",\"updated_at\":\"2026-11-28T10:00:09Z\","
            + "\"started_at\":\"2026-11-28T10:00:00Z\",\"finished_at\":\"2026-11-28T10:00:09Z\"}";
    private static final String FAILED_WITHOUT_ERROR = "{\"job_id\":\"snapshot:an_1/sn_1\",\"kind\":\"analysis\","
            + "\"status\":\"failed\",\"stage\":\"scraping\",\"credits\":{\"held\":0,\"charged\":0},"
            + "\"created_at\":\"2026-11-28T10:00:00Z\",\"updated_at\":\"2026-11-28T10:00:09Z\"}";
    private static final String STARTED = "{\"job_id\":\"snapshot:an_6/sn_3\",\"status\":\"running\","
            + "\"stage\":\"scraping\",\"analysis_id\":\"an_6\",\"snapshot_id\":\"sn_3\",\"platform\":\"instagram\","
            + "\"creators_total\":3,\"poll_after_seconds\":10,"
            + "\"credits\":{\"held\":15,\"charged\":0,\"balance\":100,\"available\":85},\"next\":\"Call wait_for_job\"}";
    private static final String STARTED_DISCOVERY = "{\"job_id\":\"discovery:dc_7\",\"status\":\"running\","
            + "\"stage\":\"queued\",\"discovery_id\":\"dc_7\",\"topic\":\"retro gaming\",\"platforms\":[\"instagram\"],"
            + "\"poll_after_seconds\":30,\"credits\":{\"held\":20,\"charged\":0,\"balance\":80,\"available\":60},"
            + "\"next\":\"Call wait_for_job\"}";
    private static final String STARTED_WITHOUT_JOB = "{\"job_id\":null,\"status\":\"completed\","
            + "\"stage\":\"analyzing\",\"poll_after_seconds\":0,"
            + "\"credits\":{\"held\":0,\"charged\":0,\"balance\":80,\"available\":80}}";

    @Test
    void tasks_answer_the_recorded_bytes() throws Exception {
        var samples = new LinkedHashMap<String, String>();
        for (var job : Map.of(
                        "running analysis", RUNNING_ANALYSIS,
                        "queued without poll advice", QUEUED_NO_POLL,
                        "completed analysis", COMPLETED_ANALYSIS,
                        "completed discovery", COMPLETED_DISCOVERY,
                        "completed selection", COMPLETED_SELECTION,
                        "failed", FAILED,
                        "failed without error", FAILED_WITHOUT_ERROR)
                .entrySet()) {
            samples.put(
                    "tasks/get " + job.getKey(),
                    tasks(job.getValue()).get(AUTH, "r1", taskParams()).await().encode());
        }
        samples.put("tasks/get unknown", failure(tasks(null).get(AUTH, "r1", taskParams())));
        for (var start : Map.of(
                        "started analysis", STARTED,
                        "started discovery", STARTED_DISCOVERY,
                        "started without a job", STARTED_WITHOUT_JOB)
                .entrySet()) {
            samples.put(
                    "tools/call " + start.getKey(),
                    starting(ToolResults.success(new JsonObject(start.getValue())))
                            .call(AUTH, "r1", callParams())
                            .await()
                            .encode());
        }
        samples.put(
                "tools/call refused",
                starting(ToolResults.failure(ToolError.invalidArguments("handles: at most 50 items")))
                        .call(AUTH, "r1", callParams())
                        .await()
                        .encode());
        assertRecorded(samples);
    }

    /** Tasks whose services answer {@code get_job} with {@code job} (not found when null), and a result tool its input. */
    private static JobTasks tasks(String job) {
        McpMethods.ToolCaller caller = (principal, requestId, params) -> {
            var name = params.getString("name");
            if (name.equals("get_job")) {
                return Future.succeededFuture(
                        job == null
                                ? ToolResults.failure(ToolError.notFound("job"))
                                : ToolResults.success(new JsonObject(job)));
            }
            return Future.succeededFuture(ToolResults.success(
                    new JsonObject().put("tool", name).put("arguments", params.getJsonObject("arguments"))));
        };
        return new JobTasks(ToolCatalog.load(), caller, CLOCK);
    }

    private static JobTasks starting(JsonObject result) {
        return new JobTasks(
                ToolCatalog.load(), (principal, requestId, params) -> Future.succeededFuture(result), CLOCK);
    }

    private static JsonObject meta() {
        return new JsonObject()
                .put(Revision2026.CLIENT_CAPABILITIES_KEY, new JsonObject().put("extensions", JobTasks.capability()));
    }

    private static JsonObject taskParams() {
        return new JsonObject().put("taskId", "snapshot:an_0/sn_3").put("_meta", meta());
    }

    private static JsonObject callParams() {
        return new JsonObject()
                .put("name", "analyze_creators")
                .put("arguments", new JsonObject())
                .put("_meta", meta());
    }

    private static String failure(Future<JsonObject> answer) {
        try {
            answer.await();
            return "answered";
        } catch (JsonRpc.Failure failure) {
            return "fails: " + failure.code() + " " + failure.getMessage();
        } catch (RuntimeException other) {
            return "fails: " + other.getClass().getSimpleName() + ": " + other.getMessage();
        }
    }

    private static void assertRecorded(Map<String, String> samples) throws Exception {
        var recorded = Files.exists(FILE) ? new JsonObject(Files.readString(FILE)) : new JsonObject();
        if (Boolean.getBoolean("sigment.writeTaskSamples")) {
            var all = new TreeMap<String, Object>(recorded.getMap());
            samples.forEach(all::putIfAbsent);
            recorded = new JsonObject(new LinkedHashMap<>(all));
            Files.writeString(FILE, recorded.encodePrettily() + "\n");
        }
        var differ = new ArrayList<String>();
        for (var name : recorded.fieldNames()) {
            var now = samples.get(name);
            if (!recorded.getString(name).equals(now)) {
                differ.add(name + "\n  recorded: " + recorded.getString(name) + "\n  now:      " + now);
            }
        }
        assertThat(differ).as("task answers that differ from " + FILE).isEmpty();
        assertThat(samples.keySet()).containsExactlyInAnyOrderElementsOf(recorded.fieldNames());
    }
}
