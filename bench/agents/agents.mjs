// Simulated agents for bench/agents-load: each agent is one official MCP TypeScript SDK Client over Streamable
// HTTP with its own API key as bearer, running the spec's workflow (§4: search, discover, analyze, wait, read the
// result with targets, optimize, lists, share, and re-reads of past results) with think times between calls,
// until the run's end. The agents are spread over WORKERS node processes (agent i in process i mod WORKERS), each
// timing its own agents' calls on its own event loop; this process merges what they measured. Every process also
// measures its event loop's delay (perf_hooks.monitorEventLoopDelay): a loop busy parsing a result delays every
// other agent's timestamp in it, so a client-side tail shows there and not in the gateways' own histograms.
//
// Env: AGENTS_KEYS (a file: one line per agent, "<workspace label> <mcp url> <api key>"), DURATION_S, THINK_MS
// (mean think time between calls), WARMUP_S (calls that start within it are tabled apart, default 0), WORKERS
// (node processes, default 1), OUT (a JSON file this writes at the end:
// per-tool latencies and errors, workflows, queue waits, each process's event-loop delay and CPU), CALLS_LOG
// (optional: a file this writes at the end with one JSON line per call: start in ms since the run began, agent,
// tool, ms, error kind, the agent's previous tool and the idle ms since it ended, to tell a slow tool from a slow
// position in the workflow). Prints one progress line every 30 s to stderr.
import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const allAgents = readFileSync(process.env.AGENTS_KEYS, "utf8").trim().split("\n").map((line, index) => {
  const [workspace, url, key] = line.trim().split(/\s+/);
  return { index, workspace, url, key };
});
const workers = Math.max(1, Number(process.env.WORKERS ?? 1));
const worker = process.env.AGENTS_WORKER === undefined ? null : Number(process.env.AGENTS_WORKER);
const agents = worker === null ? allAgents : allAgents.filter((agent) => agent.index % workers === worker);
// The gateways, in the order the agents alternate between them. An agent whose gateway stops answering (a kill
// with --chaos) does what a client behind a load balancer gets done for it: it connects to the next gateway and
// retries the call once ("calls in flight on a killed gateway may fail; the agent's retry succeeds").
const gateways = [...new Set(allAgents.map((agent) => agent.url))];
const durationMs = Number(process.env.DURATION_S ?? 120) * 1000;
const thinkMs = Number(process.env.THINK_MS ?? 2000);
const started = Number(process.env.AGENTS_STARTED ?? Date.now()); // the workers share the parent's start
const endsAt = started + durationMs;

// The spec's §7 messages (and the service's other ToolError kinds) by how they begin: the kind, and whether it is
// one of the spec's own limit refusals (§8), counted apart from everything else.
const KINDS = [
  ["Not started: this costs", "OVER_MAX_CREDITS", true],
  ["Insufficient credits", "INSUFFICIENT_CREDITS", true],
  ["Daily agent spend cap reached", "DAILY_CAP", true],
  ["Plan limit", "PLAN_LIMIT", true],
  ["Already in progress", "ALREADY_IN_PROGRESS", true],
  ["Too many active jobs", "TOO_MANY_ACTIVE_JOBS", true],
  ["Rate limit reached", "RATE_LIMITED", true],
  ["Sigment is busy: Sigment's daily budget", "PLATFORM_BUDGET_SPENT", true],
  ["Sigment is busy: the platform is at capacity", "BUSY", true],
  ["Sigment is busy", "UNAVAILABLE", false],
  ["Not found, or this account has no access", "NOT_FOUND", false],
  ["Could not confirm this session", "SESSION_UNCONFIRMED", false],
  ["Invalid arguments", "INVALID_ARGUMENTS", false],
  ["Not available", "INVALID_ARGUMENTS", false],
  ["Not ready", "INVALID_ARGUMENTS", false],
  ["Top-ups are not configured", "UNAVAILABLE", false],
];
const LIMIT_KINDS = new Set(KINDS.filter(([, , limit]) => limit).map(([, kind]) => kind));

function kindOf(text) {
  const found = KINDS.find(([prefix]) => text.startsWith(prefix));
  if (found) return found[1];
  if (/is not approved to use this account/.test(text)) return "NOT_APPROVED";
  if (/^Access for ".*" was revoked/.test(text)) return "REVOKED";
  return "OTHER";
}

const stats = new Map(); // tool -> { ms: [], ok, errors: {kind: n} }, of the calls started after the warm-up
const warmupStats = new Map(); // the same, of the calls started within the warm-up
const warmupMs = Number(process.env.WARMUP_S ?? 0) * 1000;
const queueWaitsS = [];
const jobTimes = { discovery: [], analysis: [] }; // created → finished, seconds
const workflows = { started: 0, completed: 0, completedAt: [] };
const samples = [];
const retries = { count: 0 }; // calls retried on the next gateway after a transport failure
const acknowledgedJobs = []; // every job_id an answer gave an agent: bench/agents/money-and-jobs.sh checks each

const callsLog = process.env.CALLS_LOG ? [] : null;

function record(tool, ms, kind, where, text = null) {
  if (callsLog && where) {
    const end = performance.now();
    callsLog.push({ t: Math.round(end - ms - where.t0), agent: where.index, tool, ms: Math.round(ms), kind,
      prev: where.last?.tool ?? null, idle_ms: where.last ? Math.round(end - ms - where.last.end) : null,
      ...(text ? { error: text.slice(0, 160) } : {}) });
    where.last = { tool, end };
  }
  const table = Date.now() - ms < started + warmupMs ? warmupStats : stats;
  let s = table.get(tool);
  if (!s) table.set(tool, (s = { ms: [], ok: 0, errors: {} }));
  s.ms.push(ms);
  if (kind) s.errors[kind] = (s.errors[kind] ?? 0) + 1;
  else s.ok++;
}

class Refused extends Error {
  constructor(tool, kind, text) {
    super(`${tool}: ${kind}: ${text.slice(0, 160)}`);
    this.kind = kind;
    this.text = text;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// How long a refusal tells the agent to wait before its next workflow: spec §7's messages end with what to do, and the
// spec's agent does it ("Retry in a few minutes" is not five seconds). "Too many active jobs" says to wait_for_job on
// the running jobs, but those are other agents' of the workspace (an agent waits for its own): it waits about as long
// as one or two wait_for_job calls would. Anything else (a part of Sigment not answering: "Retry in a few seconds") 5 s.
function waitAfterMs(kind, text = "") {
  const after = /Retry after (\d+) seconds/.exec(text);
  if (after) return Number(after[1]) * 1000;
  if (/Retry in a few minutes/.test(text)) return 60000 + Math.random() * 120000;
  if (/Retry in a minute/.test(text)) return 60000;
  if (kind === "TOO_MANY_ACTIVE_JOBS") return 25000 + Math.random() * 25000;
  return 5000;
}
// Think time: exponential around the mean, capped at 4x, never past the end.
const think = () => sleep(Math.min(-Math.log(1 - Math.random()) * thinkMs, 4 * thinkMs, Math.max(0, endsAt - Date.now())));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const TOPICS = ["home workouts", "vegan baking", "trail running", "budget travel", "skincare routines", "indie games",
  "urban gardening", "street photography", "coffee brewing", "minimalist fashion", "yoga for beginners", "cycling"];

// Instagram handles only: the agents analyze on Instagram, and search_creators answers every platform's creators
// (an analysis of a search's five handles, one of them Instagram's, failed "only 1 of 5 creators could be scraped").
function handlesIn(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => handlesIn(v, out));
  else if (value && typeof value === "object") {
    if (typeof value.platform === "string" && value.platform !== "instagram") return out;
    for (const [k, v] of Object.entries(value)) {
      if ((k === "handle" || k === "username") && typeof v === "string") out.add(v);
      else handlesIn(v, out);
    }
  }
  return out;
}

async function runAgent(index, agent) {
  let gateway = gateways.indexOf(agent.url);
  let client = null;
  // A new session on the next gateway; false when none answers.
  const reconnect = async () => {
    await client?.close().catch(() => {});
    for (let tries = 0; tries < gateways.length; tries++) {
      gateway = (gateway + 1) % gateways.length;
      const next = new Client({ name: `agents-load-${index}`, version: "1.0.0" });
      const transport = new StreamableHTTPClientTransport(new URL(gateways[gateway]), {
        requestInit: { headers: { Authorization: `Bearer ${agent.key}` } },
      });
      const t0 = performance.now();
      try {
        await next.connect(transport);
        record("initialize", performance.now() - t0, null);
        client = next;
        return true;
      } catch {
        record("initialize", performance.now() - t0, "TRANSPORT");
      }
    }
    return false;
  };
  const where = { index, t0: performance.now() - (Date.now() - started), last: null, first: true };
  const call = async (tool, args, retried = false) => {
    // Each agent's first call (get_account) is tabled apart: all agents make it within the first seconds of the run,
    // on freshly started JVMs, with every per-user record still to be made; it decided get_account's p99 before.
    const name = where.first ? `${tool} (each agent's first call)` : tool;
    where.first = false;
    const t0 = performance.now();
    let result;
    try {
      result = await client.callTool({ name: tool, arguments: args }, undefined, { timeout: 60000 });
    } catch (error) {
      // HTTP-level (429, a gateway gone) or protocol errors: by status where the SDK says it, else TRANSPORT.
      const status = /HTTP (\d{3})/.exec(String(error?.message))?.[1] ?? error?.code;
      const kind = status == 429 ? "HTTP_429" : `TRANSPORT${status ? "_" + status : ""}`;
      record(name, performance.now() - t0, kind, where);
      // A gateway gone (no HTTP answer, or its session unknown to the other): once, on the next gateway.
      if (!retried && kind !== "HTTP_429" && (await reconnect())) {
        retries.count++;
        return call(tool, args, true);
      }
      throw new Refused(tool, kind, String(error?.message ?? error));
    }
    const ms = performance.now() - t0;
    if (result.isError) {
      const text = result.content?.[0]?.text ?? "";
      const kind = kindOf(text);
      record(name, ms, kind, where, text);
      throw new Refused(tool, kind, text);
    }
    record(name, ms, null, where);
    return result.structuredContent;
  };
  const past = { analyses: [], discoveries: [], lists: [], jobs: [] };

  const waitFor = async (job, kind) => {
    let current = job;
    while (current.status === "running" && Date.now() < endsAt + 60000) {
      current = await call("wait_for_job", { job_id: job.job_id, timeout_seconds: 25 });
    }
    const final = await call("get_job", { job_id: job.job_id });
    if (final.created_at && final.started_at) {
      queueWaitsS.push((Date.parse(final.started_at) - Date.parse(final.created_at)) / 1000);
    }
    if (final.created_at && final.finished_at) {
      jobTimes[kind].push((Date.parse(final.finished_at) - Date.parse(final.created_at)) / 1000);
    }
    return final;
  };

  const workflow = async () => {
    workflows.started++;
    const topic = pick(TOPICS);
    await call("get_account", {});
    await think();
    const found = await call("search_creators", { query: topic.split(" ")[0], limit: 5 });
    await think();
    let handles = [...handlesIn(found)];
    const quote = await call("quote_cost", { action: "discovery" });
    await think();
    const discovery = await call("discover_creators", { topic, max_credits: Math.max(quote.credits ?? 20, 0) });
    past.jobs.push(discovery.job_id);
    acknowledgedJobs.push(discovery.job_id);
    const discovered = await waitFor(discovery, "discovery");
    if (discovered.status === "completed") {
      past.discoveries.push(discovery.discovery_id);
      const result = await call("get_discovery", { discovery_id: discovery.discovery_id });
      handles = [...new Set([...handlesIn(result), ...handles])];
    }
    await think();
    handles = handles.slice(0, 15 + Math.floor(Math.random() * 16));
    if (handles.length < 2) return; // an analysis needs at least 2 creators scraped
    const analysisQuote = await call("quote_cost", { action: "analysis", platform: "instagram", handles });
    await think();
    const analysis = await call("analyze_creators", { platform: "instagram", handles, max_credits: analysisQuote.credits });
    past.jobs.push(analysis.job_id);
    acknowledgedJobs.push(analysis.job_id);
    const analyzed = await waitFor(analysis, "analysis");
    if (analyzed.status !== "completed") return;
    past.analyses.push(analysis.analysis_id);
    const targets = { min_core_pct: 7, min_core_reach: 100000 };
    await call("get_analysis_result", { platform: "instagram", analysis_id: analysis.analysis_id, ...targets });
    await think();
    const optimized = await call("optimize_selection", { analysis_id: analysis.analysis_id, ...targets, max_credits: 5 });
    await think();
    const list = await call("create_creator_list", { name: `${topic} ${index}-${workflows.started}`, platform: "instagram" });
    past.lists.push(list.list_id);
    const best = optimized.best?.members?.length ? optimized.best.members : handles.slice(0, 5);
    await call("set_creator_list", { list_id: list.list_id, usernames: best.slice(0, 100),
      description: `core ${optimized.best?.core_pct}% of the measured audience` });
    await think();
    await call("get_creator_list", { list_id: list.list_id });
    if (Math.random() < 0.5) await call("share_analysis", { analysis_id: analysis.analysis_id });
    else await call("share_creator_list", { list_id: list.list_id });
    workflows.completed++;
    workflows.completedAt.push(Date.now() - started);
  };

  // Re-reads of past results between workflows, as an agent coming back to its work does.
  const reread = async () => {
    const reads = [
      () => call("list_analyses", { platform: "instagram" }),
      () => call("list_creator_lists", {}),
      () => call("list_discoveries", { limit: 10 }),
      () => call("get_credit_history", { limit: 20 }),
      () => call("get_account", {}),
    ];
    if (past.analyses.length) reads.push(() => call("get_analysis_result", { platform: "instagram", analysis_id: pick(past.analyses) }));
    if (past.discoveries.length) reads.push(() => call("get_discovery", { discovery_id: pick(past.discoveries) }));
    if (past.lists.length) reads.push(() => call("get_creator_list", { list_id: pick(past.lists) }));
    if (past.jobs.length) reads.push(() => call("get_job", { job_id: pick(past.jobs) }));
    for (let n = 1 + Math.floor(Math.random() * 4); n > 0 && Date.now() < endsAt; n--) {
      try {
        await pick(reads)();
      } catch {
        // counted by kind in record()
      }
      await think();
    }
  };

  await sleep(Math.random() * Math.min(thinkMs * 2, durationMs / 4)); // agents do not all start at once
  gateway = (gateway + gateways.length - 1) % gateways.length; // reconnect() moves on to the agent's own first
  while (!(await reconnect())) {
    if (Date.now() >= endsAt) return;
    await sleep(1000);
  }
  while (Date.now() < endsAt) {
    try {
      await workflow();
    } catch (error) {
      // "Already in progress": the spec's agent polls the job it names (another agent of the workspace started
      // the same work), then starts its next workflow. Any other refusal ends this workflow; the agent waits
      // as its text says (waitAfterMs) and starts the next one.
      const running = error instanceof Refused && error.kind === "ALREADY_IN_PROGRESS"
        && /as job (\S+?)\.(\s|$)/.exec(error.text)?.[1];
      if (running) {
        try {
          let job = await call("get_job", { job_id: running });
          while (job.status === "running" && Date.now() < endsAt + 60000) {
            job = await call("wait_for_job", { job_id: running, timeout_seconds: 25 });
          }
        } catch {
          // counted by kind in record()
        }
      } else if (error instanceof Refused && error.kind !== "OTHER") {
        await sleep(Math.min(waitAfterMs(error.kind, error.text), Math.max(0, endsAt - Date.now())));
      }
      else if (!(error instanceof Refused)) { record("agent", 0, "SCRIPT"); console.error(String(error?.stack ?? error)); }
    }
    await reread();
  }
  await client?.close().catch(() => {});
}

// This process's event loop: its delay (how late a 10 ms timer fires, so how late any agent's answer is timestamped)
// over the run and per 30 s window, the share of time it was busy, and the CPU it used.
const RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const windowDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
loopDelay.enable();
windowDelay.enable();
const busyAtStart = performance.eventLoopUtilization();
let busyAtWindow = busyAtStart;
const cpuAtStart = process.cpuUsage();
// The histogram holds the timer's whole interval in ns; the delay is what exceeds the resolution.
const late = (h, p) => Math.max(0, (p === "max" ? h.max : h.percentile(p)) / 1e6 - RESOLUTION_MS);
const delays = (h) => ({ p50_ms: late(h, 50), p99_ms: late(h, 99), p999_ms: late(h, 99.9), max_ms: late(h, "max") });

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

async function runHere() {
  const progress = setInterval(() => {
    const calls = [...stats.values(), ...warmupStats.values()].reduce((n, s) => n + s.ms.length, 0);
    const busy = performance.eventLoopUtilization(busyAtWindow);
    busyAtWindow = performance.eventLoopUtilization();
    const line = { t_s: Math.round((Date.now() - started) / 1000), ...(worker === null ? {} : { worker }), calls,
      workflows_completed: workflows.completed, loop_delay_p99_ms: Math.round(late(windowDelay, 99)),
      loop_delay_max_ms: Math.round(late(windowDelay, "max")), loop_busy: Number(busy.utilization.toFixed(2)) };
    windowDelay.reset();
    samples.push(line);
    console.error(`agents-load: ${JSON.stringify(line)}`);
  }, 30000);
  await Promise.all(agents.map((agent) => runAgent(agent.index, agent)));
  clearInterval(progress);
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    stats: Object.fromEntries(stats), warmupStats: Object.fromEntries(warmupStats), queueWaitsS, jobTimes, workflows, samples, retries: retries.count,
    acknowledgedJobs, callsLog,
    process: { worker: worker ?? 0, agents: agents.length, loop_delay: delays(loopDelay),
      loop_busy: performance.eventLoopUtilization(busyAtStart).utilization, cpu_s: (cpu.user + cpu.system) / 1e6 },
  };
}

// WORKERS > 1: one child process per slice of the agents, all sharing this process's start; each writes what it
// measured (every call's latency, not percentiles) and this process merges them.
async function runWorkers() {
  const children = Array.from({ length: workers }, (_, i) => new Promise((resolve, reject) => {
    const out = `${process.env.OUT}.worker-${i}`;
    fork(new URL(import.meta.url).pathname, [], {
      env: { ...process.env, AGENTS_WORKER: String(i), AGENTS_STARTED: String(started), OUT: out },
    }).on("exit", (code) => (code === 0 ? resolve(JSON.parse(readFileSync(out, "utf8"))) : reject(new Error(`worker ${i} exited ${code}`))));
  }));
  return Promise.all(children);
}

if (worker !== null) {
  writeFileSync(process.env.OUT, JSON.stringify(await runHere()));
  process.exit(0);
}
const parts = workers > 1 ? await runWorkers() : [await runHere()];

const all = (f) => parts.flatMap(f);
const elapsedS = (Date.now() - started) / 1000;
// Per tool over the processes: calls, calls/s over the span they were made in, percentiles, errors by kind.
function perTool(keys, spanS) {
  const merged = new Map(); // tool -> { ms, ok, errors }
  for (const part of parts) {
    for (const [tool, s] of keys.flatMap((key) => Object.entries(part[key]))) {
      const m = merged.get(tool) ?? { ms: [], ok: 0, errors: {} };
      m.ms.push(...s.ms);
      m.ok += s.ok;
      for (const [k, v] of Object.entries(s.errors)) m.errors[k] = (m.errors[k] ?? 0) + v;
      merged.set(tool, m);
    }
  }
  return [...merged.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tool, s]) => {
    const sorted = [...s.ms].sort((a, b) => a - b);
    const limit = Object.entries(s.errors).filter(([k]) => LIMIT_KINDS.has(k) || k === "HTTP_429");
    const other = Object.entries(s.errors).filter(([k]) => !LIMIT_KINDS.has(k) && k !== "HTTP_429");
    return { tool, calls: sorted.length, calls_per_s: sorted.length / spanS, ok: s.ok,
      p50_ms: pct(sorted, 50), p95_ms: pct(sorted, 95), p99_ms: pct(sorted, 99), over_100_ms: sorted.filter((ms) => ms > 100).length,
      limit_refusals: Object.fromEntries(limit), other_errors: Object.fromEntries(other) };
  });
}
const tools = perTool(["stats"], elapsedS - warmupMs / 1000);
const warmupTools = perTool(["warmupStats"], warmupMs / 1000);
// Issue 44's goal counts a run whole: the reads' percentiles over every call, the warm-up's included.
const GOAL_READS = /^(get_job|get_analysis_result|list_\w+)$/;
const wholeReads = perTool(["stats", "warmupStats"], elapsedS).filter((t) => GOAL_READS.test(t.tool));
const sortedWaits = all((p) => p.queueWaitsS).sort((a, b) => a - b);
const completed = parts.reduce((n, p) => n + p.workflows.completed, 0);
const summary = {
  agents: allAgents.length, workspaces: new Set(allAgents.map((a) => a.workspace)).size, started_ms: started,
  duration_s: elapsedS,
  workflow_s: durationMs / 1000,
  think_ms: thinkMs, warmup_s: warmupMs / 1000, tools, warmup_tools: warmupTools, whole_reads: wholeReads,
  workflows: { started: parts.reduce((n, p) => n + p.workflows.started, 0), completed, per_minute: completed / (durationMs / 60000) },
  queue_wait_s: { jobs: sortedWaits.length, p50: pct(sortedWaits, 50), p95: pct(sortedWaits, 95), max: sortedWaits.at(-1) ?? null },
  job_s: Object.fromEntries(Object.keys(jobTimes).map((k) => {
    const s = all((p) => p.jobTimes[k]).sort((a, b) => a - b);
    return [k, { jobs: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) ?? null }];
  })),
  processes: parts.map((p) => p.process),
  samples: all((p) => p.samples),
  retried_on_next_gateway: parts.reduce((n, p) => n + p.retries, 0),
  acknowledged_jobs: all((p) => p.acknowledgedJobs),
};
writeFileSync(process.env.OUT, JSON.stringify(summary, null, 2));
if (callsLog) writeFileSync(process.env.CALLS_LOG, all((p) => p.callsLog).sort((a, b) => a.t - b.t).map((c) => JSON.stringify(c)).join("\n") + "\n");
