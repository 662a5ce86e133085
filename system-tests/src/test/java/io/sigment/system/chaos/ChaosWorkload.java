package io.sigment.system.chaos;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * The agents' work during the chaos: per workspace one thread starting small analyses (at most two of its own
 * running at once) and following them with {@code wait_for_job}, and one thread adding creators to a list one
 * call at a time. It records what the agents were told: the jobs acknowledged, the list writes acknowledged, and
 * how the other calls ended.
 */
final class ChaosWorkload {
    private static final int ACTIVE_PER_WORKSPACE = 2;

    final Set<String> acknowledgedJobs = ConcurrentHashMap.newKeySet();
    /** list_id → handles an add_to_creator_list call confirmed. */
    final Map<String, Set<String>> acknowledgedMembers = new ConcurrentHashMap<>();

    final Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<Throwable> crashes = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean stopping;

    /** Starts the threads of every agent; {@code creators} gives the {@code n}-th analysis's creators. */
    void start(List<ChaosAgent> agents, IntFunction<List<String>> creators) {
        var analyses = new AtomicInteger();
        for (int i = 0; i < agents.size(); i++) {
            var agent = agents.get(i);
            var index = i;
            threads.add(thread(
                    "chaos-analyses-" + i, () -> analyses(agent, () -> creators.apply(analyses.getAndIncrement()))));
            threads.add(thread("chaos-lists-" + i, () -> listEdits(agent, index)));
        }
        threads.forEach(Thread::start);
    }

    /** Stops starting work and waits for the threads; fails with what crashed one of them. */
    void stop() throws InterruptedException {
        stopping = true;
        for (var thread : threads) thread.join(120_000);
        if (!crashes.isEmpty()) throw new AssertionError("a workload thread crashed", crashes.get(0));
    }

    private Thread thread(String name, Work work) {
        var thread = new Thread(
                () -> {
                    try {
                        work.run();
                    } catch (Throwable e) {
                        crashes.add(e);
                    }
                },
                name);
        thread.setDaemon(true);
        return thread;
    }

    private interface Work {
        void run() throws Exception;
    }

    /**
     * As an agent does: a start that got no answer, or "Sigment is busy", is asked again with the same
     * creators; if the first one did start, "Already in progress" names its job, which the agent then follows.
     */
    private void analyses(ChaosAgent agent, java.util.function.Supplier<List<String>> nextCreators) throws Exception {
        var active = new ArrayDeque<String>();
        List<String> asking = null;
        while (!stopping) {
            if (active.size() < ACTIVE_PER_WORKSPACE) {
                if (asking == null) asking = nextCreators.get();
                var reply = agent.call(
                        "analyze_creators",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handles", new JsonArray(asking))
                                .put("max_credits", 15));
                count("analyze_creators", reply);
                var jobId = reply.ok() ? reply.result().getString("job_id") : runningJob(reply.refusal());
                if (jobId != null) {
                    acknowledgedJobs.add(jobId);
                    active.add(jobId);
                }
                if (jobId != null || reply.refusal() != null && !reply.refusal().startsWith("Sigment is busy")) {
                    asking = null;
                }
                if (jobId == null) Thread.sleep(1000);
                continue;
            }
            var jobId = active.peek();
            var reply = agent.call(
                    "wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 5));
            count("wait_for_job", reply);
            if (reply.ok() && !"running".equals(reply.result().getString("status"))) active.poll();
            if (!reply.ok()) Thread.sleep(500);
        }
    }

    /** The job an "Already in progress" refusal names. */
    private static String runningJob(String refusal) {
        var prefix = "Already in progress: the same work is running as job ";
        if (refusal == null || !refusal.startsWith(prefix)) return null;
        var rest = refusal.substring(prefix.length());
        return rest.substring(0, rest.indexOf(". "));
    }

    private void listEdits(ChaosAgent agent, int index) throws Exception {
        String listId = null;
        for (int n = 0; !stopping; n++) {
            if (listId == null) {
                var created = agent.call(
                        "create_creator_list",
                        new JsonObject().put("name", "chaos " + index).put("platform", "instagram"));
                count("create_creator_list", created);
                if (created.ok()) {
                    listId = created.result().getString("list_id");
                    acknowledgedMembers.put(listId, ConcurrentHashMap.newKeySet());
                }
            } else {
                var handle = "chaos_" + index + "_" + n;
                var added = agent.call(
                        "add_to_creator_list",
                        new JsonObject().put("list_id", listId).put("usernames", new JsonArray().add(handle)));
                count("add_to_creator_list", added);
                if (added.ok()) acknowledgedMembers.get(listId).add(handle);
            }
            Thread.sleep(250);
        }
    }

    private void count(String tool, ChaosAgent.Reply reply) {
        var how = reply.ok() ? "ok" : reply.refusal() != null ? "refused: " + prefix(reply.refusal()) : "lost";
        outcomes.computeIfAbsent(tool + " " + how, k -> new AtomicInteger()).incrementAndGet();
    }

    private static String prefix(String message) {
        var end = message.indexOf(':');
        return end < 0 ? message : message.substring(0, end);
    }

    int acknowledgedListWrites() {
        return acknowledgedMembers.values().stream().mapToInt(Set::size).sum();
    }
}
