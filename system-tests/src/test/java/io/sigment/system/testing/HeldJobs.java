package io.sigment.system.testing;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.Envelope;
import io.sigment.common.bus.HeldWork;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryContext;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Real jobs that stay running until the test lets them finish. Each is an analysis the job engine admits, holds
 * credits for, scrapes and charges (quote_cost, then analyze_creators of two emulated Instagram creators through
 * {@code /mcp}); its last step, analytics' {@code analyze_snapshot}, is held on the event bus until {@link #finish}:
 * its question ({@link Hold#QUESTION}: nothing is analyzed yet) or its answer ({@link Hold#ANSWER}: the analysis is
 * done, and finishing is only the engine's own completion of the job). Meanwhile the job is {@code running} in stage
 * {@code analyzing}, past its scrape, so it holds none of the cluster's scrape slots, and the held work beats as a
 * slow analytics would, so the engine's watch waits for it however long the test takes.
 */
public final class HeldJobs implements AutoCloseable {
    /** Where the step is held. */
    public enum Hold {
        QUESTION,
        ANSWER
    }

    /** A job to start: by the API key of a member of the workspace. */
    public record Start(String apiKey, String workspaceId) {}

    private static final Duration ARRIVAL = Duration.ofMinutes(3);
    /** Creators of the emulated world taken in turn from here on, two a job, so held jobs never share a dedupe key. */
    private static final int FIRST_CREATOR = 900;

    private static final AtomicInteger NEXT = new AtomicInteger();
    private final LocalStack stack;
    private final Hold hold;
    /** The world's creators from {@link #FIRST_CREATOR} on, smallest audiences first (quicker scrapes). */
    private final List<String> candidates;

    private final Set<String> workspaces = ConcurrentHashMap.newKeySet();
    private final Set<String> finished = ConcurrentHashMap.newKeySet();
    private final Map<String, Held> held = new ConcurrentHashMap<>();
    /** With {@link Hold#ANSWER}: the reply address of each question let through, to the job and work it is for. */
    private final Map<String, Question> questions = new ConcurrentHashMap<>();

    private final Handler<DeliveryContext<Object>> gate = this::gate;

    private record Question(String jobId, String workId) {}

    /** Holds, in {@code stack}, the questions of the jobs this starts; {@link #close} lets every one finish. */
    public HeldJobs(LocalStack stack) {
        this(stack, Hold.QUESTION);
    }

    public HeldJobs(LocalStack stack, Hold hold) {
        this.stack = stack;
        this.hold = hold;
        var creators = stack.emulator()
                .orElseThrow()
                .world()
                .platform(Platform.INSTAGRAM)
                .creators();
        this.candidates = creators.subList(FIRST_CREATOR, creators.size()).stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget).thenComparingInt(Creator::index))
                .map(Creator::handle)
                .toList();
        stack.vertx().eventBus().addInboundInterceptor(gate);
    }

    /**
     * Starts an analysis in {@code workspaceId} as {@code user} (the workspace topped up by its price first) and
     * returns its job id once the job is held.
     */
    public String running(TestAccounts.TestUser user, String workspaceId) {
        return running(user.apiKey(), workspaceId);
    }

    /** As above, by the API key of a member of {@code workspaceId}. */
    public String running(String apiKey, String workspaceId) {
        return start(apiKey, workspaceId).getString("job_id");
    }

    /** As above; analyze_creators' answer (job_id, analysis_id, snapshot_id, ...). */
    public JsonObject start(String apiKey, String workspaceId) {
        workspaces.add(workspaceId);
        var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", apiKey);
        var args = new JsonObject()
                .put("platform", "instagram")
                .put("handles", new JsonArray(nextCreators()))
                .put("workspace_id", workspaceId);
        var price = mcp.ok("quote_cost", args.copy().put("action", "analysis")).getLong("credits");
        if (price > 0) TestCredits.topUp(stack, workspaceId, price);
        var started = mcp.ok("analyze_creators", args.put("max_credits", price));
        var jobId = started.getString("job_id");
        try {
            held(jobId)
                    .arrived
                    .future()
                    .toCompletionStage()
                    .toCompletableFuture()
                    .get(ARRIVAL.toSeconds(), TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(
                    "job " + jobId + " was never held at its analysis: "
                            + mcp.ok("get_job", new JsonObject().put("job_id", jobId))
                                    .encode(),
                    e);
        }
        return started;
    }

    /** Starts the jobs {@code parallel} at a time, as agents would; their job ids in the order given, once all are held. */
    public List<String> runningAll(List<Start> starts, int parallel) throws InterruptedException {
        var pool = Executors.newFixedThreadPool(parallel);
        try {
            var started = new ArrayList<Future<String>>();
            for (var start : starts) started.add(pool.submit(() -> running(start.apiKey(), start.workspaceId())));
            var jobIds = new ArrayList<String>();
            for (var job : started) jobIds.add(job.get());
            return jobIds;
        } catch (ExecutionException e) {
            throw new AssertionError(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Lets the job's analysis run, or its answer through: the engine then completes the job as it completes any. */
    public void finish(String jobId) {
        finished.add(jobId);
        held(jobId).release();
    }

    @Override
    public void close() {
        held.keySet().forEach(this::finish);
        stack.vertx().eventBus().removeInboundInterceptor(gate);
    }

    /** The next two of the {@link #candidates}. */
    private List<String> nextCreators() {
        int from = 2 * NEXT.getAndIncrement() % (candidates.size() - 1);
        return candidates.subList(from, from + 2);
    }

    private Held held(String jobId) {
        return held.computeIfAbsent(jobId, id -> new Held());
    }

    private void gate(DeliveryContext<Object> delivery) {
        var message = delivery.message();
        var answered = hold == Hold.ANSWER ? questions.remove(message.address()) : null;
        if (answered != null) {
            park(delivery, answered);
            return;
        }
        var question = heldQuestion(delivery);
        if (question == null) {
            delivery.next();
        } else if (hold == Hold.QUESTION) {
            park(delivery, question);
        } else {
            questions.put(message.replyAddress(), question);
            delivery.next();
        }
    }

    /** The job and work of an analyze_snapshot question of a job started here and not yet finished, else null. */
    private Question heldQuestion(DeliveryContext<Object> delivery) {
        var message = delivery.message();
        if (!AnalyticsAction.ANALYZE_SNAPSHOT.wire().equals(message.headers().get(Envelope.ACTION))
                || !(message.body() instanceof JsonObject body)
                || message.replyAddress() == null) {
            return null;
        }
        var workspace = body.getJsonObject(Envelope.CALLER, new JsonObject()).getString("workspace_id");
        var jobId = body.getJsonObject(Envelope.ARGS, new JsonObject()).getString("scrape_id");
        if (!workspaces.contains(workspace) || jobId == null || finished.contains(jobId)) return null;
        return new Question(jobId, message.headers().get(Envelope.WATCH));
    }

    private void park(DeliveryContext<Object> delivery, Question question) {
        var context = Vertx.currentContext();
        var job = held(question.jobId());
        if (question.workId() != null) HeldWork.beatUntil(stack.vertx(), question.workId(), job.released.future());
        job.park(() -> context.runOnContext(v -> delivery.next()));
    }

    /** One job's held messages (a question sent again, should the watch miss a beat), let through together. */
    private static final class Held {
        final Promise<Void> arrived = Promise.promise();
        final Promise<Void> released = Promise.promise();
        private final List<Runnable> waiting = new ArrayList<>();

        synchronized void park(Runnable delivery) {
            if (released.future().isComplete()) {
                delivery.run();
                return;
            }
            waiting.add(delivery);
            arrived.tryComplete();
        }

        synchronized void release() {
            released.tryComplete();
            waiting.forEach(Runnable::run);
            waiting.clear();
        }
    }
}
