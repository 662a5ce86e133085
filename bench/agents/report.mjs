// The results file of bench/agents-load (markdown on stdout) from what the run left in WORK: agents.json (the
// agents' figures), cpu-before / cpu-after (CPU ticks per process), heap and pg (5 s samples), budget (the
// scrapers' platform quota metrics), jobs, metrics-before-* / metrics-after-* (each process's /metrics) and gc/
// (each process's GC log); the run's description from the environment.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const env = process.env;
const work = env.WORK;
const read = (name) => (existsSync(`${work}/${name}`) ? readFileSync(`${work}/${name}`, "utf8").trim() : "");
const lines = (name) => read(name).split("\n").filter(Boolean);
const agents = JSON.parse(read("agents.json"));
const n = (v, digits = 0) => (v === null || v === undefined ? "–" : Number(v).toFixed(digits));
const kinds = (o) => Object.entries(o).map(([k, v]) => `${k} ${v}`).join(", ") || "0";
const out = [];
const p = (s = "") => out.push(s);

p(`# Agents' load: ${agents.agents} agents, ${agents.workspaces} workspace(s), ${n(agents.duration_s)} s${env.CHAOS === "true" ? ", a kill every minute" : ""}`);
p();
p(`- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
p(`- Command: \`${env.COMMAND}\` (jar ${env.JAR})`);
p(`- Machine: ${env.MACHINE}; load average before ${env.LOAD_BEFORE}, after ${env.LOAD_AFTER}`);
p(`- Stack: \`./sigment up --processes --replicas gateway=2,jobs=2,scraper=2\`, agents alternating between the two gateways`);
p(`- Settings: ${env.SETTINGS.split(" ").map((s) => `\`${s}\``).join(", ")}`);
p(`- Think time: exponential, mean ${agents.think_ms} ms (at most 4×) between an agent's calls`);
p(`- Time: agents start workflows for ${agents.workflow_s ?? "–"} s, then finish waiting for the jobs in flight (up to 60 s more); calls/s are over all ${n(agents.duration_s)} s${agents.warmup_s ? ` but the warm-up`  : ""}`);
if (agents.warmup_s) p(`- Warm-up: the calls that started in the first ${agents.warmup_s} s (freshly started JVMs, every agent's first workflow at once) are tabled apart, after the stack's tables`);
p();
p("## Per tool");
p();
p("| Tool | Calls | Calls/s | OK | p50 ms | p95 ms | p99 ms | Spec limit refusals (by kind) | Other errors (by kind) |");
p("|---|---:|---:|---:|---:|---:|---:|---|---|");
for (const t of agents.tools) {
  p(`| \`${t.tool}\` | ${t.calls} | ${n(t.calls_per_s, 2)} | ${t.ok} | ${n(t.p50_ms)} | ${n(t.p95_ms)} | ${n(t.p99_ms)} | ${kinds(t.limit_refusals)} | ${kinds(t.other_errors)} |`);
}
const total = agents.tools.reduce((s, t) => s + t.calls, 0);
p();
p(`All tools: ${total} calls, ${n(total / (agents.duration_s - (agents.warmup_s ?? 0)), 2)} calls/s${agents.warmup_s ? ` (and ${agents.warmup_tools.reduce((s, t) => s + t.calls, 0)} in the warm-up)` : ""}. \`wait_for_job\` blocks up to 25 s by design: its latency is the job's, not the gateway's.`);
if (agents.retried_on_next_gateway !== undefined) {
  p(`Calls that failed for want of a gateway (\`TRANSPORT\`, counted above) and were retried once on the next gateway, each retry counted as a call of its own: ${agents.retried_on_next_gateway}.`);
}
p();
serverSide();
loadGenerator();
p("## Workflows and jobs");
p();
p(`- Workflows (search → discover → wait → analyze → wait → result → optimize → list → share): ${agents.workflows.started} started, ${agents.workflows.completed} completed, ${n(agents.workflows.per_minute, 2)} completed per minute`);
p(`- Queue waits (job \`started_at\` − \`created_at\`, from \`get_job\`): ${agents.queue_wait_s.jobs} jobs, p50 ${n(agents.queue_wait_s.p50, 1)} s, p95 ${n(agents.queue_wait_s.p95, 1)} s, max ${n(agents.queue_wait_s.max, 1)} s`);
for (const [kind, s] of Object.entries(agents.job_s)) {
  p(`- ${kind} jobs, created to finished: ${s.jobs} finished, p50 ${n(s.p50, 1)} s, p95 ${n(s.p95, 1)} s, max ${n(s.max, 1)} s`);
}
p(`- Jobs in the database at the end: ${read("jobs") || "–"}`);
for (const line of lines("failed")) p(`  - failed: ${line}`);
p();
p("## The stack");
p();
const budget = lines("budget");
p("Platform budget used (the scrapers' `sigment_platform_quota_*` metrics at the end):");
p();
p(budget.length ? "```\n" + budget.join("\n") + "\n```" : "(no `sigment_platform_quota_*` metric exported by the scrapers)");
p();
const pg = lines("pg").map((l) => l.split("|"));
if (pg.length) {
  const col = (i) => pg.map((r) => Number(r[i]));
  const stat = (i) => `mean ${n(col(i).reduce((a, b) => a + b, 0) / pg.length, 1)}, max ${Math.max(...col(i))}`;
  p(`PostgreSQL client connections (pg_stat_activity every 5 s, ${pg.length} samples): active ${stat(1)}; idle ${stat(2)}; idle in transaction ${stat(3)}; waiting on a lock ${stat(4)}; all ${stat(5)}`);
  p();
}
const before = new Map(lines("cpu-before").map((l) => l.split(" ")).map(([name, pid, t]) => [name, { pid, t: Number(t) }]));
const after = lines("cpu-after").map((l) => l.split(" "));
const heap = new Map();
for (const [name, mb] of lines("heap").map((l) => l.split(" "))) {
  if (!mb) continue;
  const h = heap.get(name) ?? [];
  h.push(Number(mb));
  heap.set(name, h);
}
const tck = Number(env.CLK_TCK || 100);
p("| Process | CPU-seconds during the run | CPU % of one core | Heap used MB (mean / max of 5 s samples) |");
p("|---|---:|---:|---:|");
for (const [name, pid, t] of after) {
  const b = before.get(name);
  const restarted = b && b.pid !== pid && name !== "postgresql";
  const cpu = b && !restarted ? (Number(t) - b.t) / tck : null;
  const h = heap.get(name);
  p(`| ${name}${restarted ? " (restarted)" : ""} | ${n(cpu, 1)} | ${cpu === null ? "–" : n((100 * cpu) / Number(env.ELAPSED), 1)} | ${h ? `${n(h.reduce((a, b) => a + b, 0) / h.length)} / ${Math.max(...h)}` : "–"} |`);
}
gcPauses();
if (agents.warmup_tools?.length) {
  p();
  p(`## The warm-up: calls that started in the first ${agents.warmup_s} s`);
  p();
  p("| Tool | Calls | OK | p50 ms | p95 ms | p99 ms | Spec limit refusals (by kind) | Other errors (by kind) |");
  p("|---|---:|---:|---:|---:|---:|---|---|");
  for (const t of agents.warmup_tools) {
    p(`| \`${t.tool}\` | ${t.calls} | ${t.ok} | ${n(t.p50_ms)} | ${n(t.p95_ms)} | ${n(t.p99_ms)} | ${kinds(t.limit_refusals)} | ${kinds(t.other_errors)} |`);
  }
}
if (agents.warmup_tools?.length && agents.whole_reads?.length) {
  p();
  p("Reads counted whole (every call, the warm-up's included; issue 44's goal is p99 ≤ 100 ms):");
  p();
  p("| Read | Calls | p50 ms | p95 ms | p99 ms | Over 100 ms |");
  p("|---|---:|---:|---:|---:|---:|");
  for (const t of agents.whole_reads) {
    p(`| \`${t.tool}\` | ${t.calls} | ${n(t.p50_ms)} | ${n(t.p95_ms)} | ${n(t.p99_ms)} | ${t.over_100_ms} |`);
  }
}
if (env.CHAOS === "true") {
  p();
  p("Chaos (`./sigment chaos --every 60`):");
  p();
  p("```\n" + read("chaos.log") + "\n```");
}
console.log(out.join("\n"));

// Prometheus text: every series of `name` as { labels, value }.
function series(text, name) {
  const out = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith(name + "{")) continue;
    const close = line.lastIndexOf("}");
    const labels = Object.fromEntries([...line.slice(name.length + 1, close).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    out.push({ labels, value: Number(line.slice(close + 1).trim().split(" ")[0]) });
  }
  return out;
}

// The gateways' own latency of each tool call (sigment_tool_call_duration_seconds, from the request's JSON-RPC
// parsed to its answer built: the HTTP exchange, authentication and the network are not in it), both gateways'
// histograms added, the run's calls only (after minus before), beside what the agents timed.
function serverSide() {
  // A gateway restarted during the run (--chaos) counts from its restart: its histogram cannot be differenced.
  const pid = (file, name) => lines(file).map((l) => l.split(" ")).find(([n]) => n === name)?.[1];
  const all = readdirSync(work).filter((f) => /^metrics-after-gateway/.test(f)).map((f) => f.slice("metrics-after-".length));
  const gateways = all.filter((g) => pid("cpu-before", g) === pid("cpu-after", g));
  const restarted = all.filter((g) => !gateways.includes(g));
  if (!gateways.length) return;
  const buckets = new Map(); // tool -> Map(le -> count)
  const limits = new Map(); // the same of sigment_tool_call_limits_seconds, admitted and refused calls together
  for (const g of gateways) {
    const from = existsSync(`${work}/metrics-warm-${g}`) ? "warm" : "before"; // the same calls as the agents' table
    for (const [file, sign] of [[`metrics-after-${g}`, 1], [`metrics-${from}-${g}`, -1]]) {
      const text = read(file);
      for (const [name, into] of [["sigment_tool_call_duration_seconds_bucket", buckets], ["sigment_tool_call_limits_seconds_bucket", limits]]) {
        for (const { labels, value } of series(text, name)) {
          const b = into.get(labels.tool) ?? new Map();
          b.set(labels.le, (b.get(labels.le) ?? 0) + sign * value);
          into.set(labels.tool, b);
        }
      }
    }
  }
  // The upper bound of the bucket the quantile falls in (ms): the server's p99 is at most this.
  const quantile = (b, q) => {
    const sorted = [...b.entries()].map(([le, c]) => [le === "+Inf" ? Infinity : Number(le), c]).sort((x, y) => x[0] - y[0]);
    const total = sorted.at(-1)?.[1] ?? 0;
    if (!total) return null;
    const bound = sorted.find(([, c]) => c >= q * total)?.[0];
    return bound === Infinity ? "> 30 s" : `≤ ${n(bound * 1000, bound < 0.001 ? 2 : bound < 0.01 ? 1 : 0)}`;
  };
  p("### At the gateways and at the agents");
  p();
  const window = agents.warmup_s ? " after the warm-up (their /metrics read when it ended)" : "";
  p(`The gateways' own \`sigment_tool_call_duration_seconds\` (the request's JSON-RPC parsed to its answer built; not the HTTP exchange, authentication or network), the gateways' histograms added, the run's calls only${window}; the percentile is its histogram bucket's upper bound. Limits p99 is that of \`sigment_tool_call_limits_seconds\`, the part of each call spent in the cluster-wide limits (in-flight slot, calls per minute, searches per hour) before its service, admitted and refused calls together (– when the gateways do not export it). The agents' figures are the table above (each agent's first call apart).${restarted.length ? ` Left out, restarted during the run: ${restarted.join(", ")} (the gateways' calls are those of the others only).` : ""}`);
  p();
  p("| Tool | Calls at the gateways | Gateways p50 ms | p99 ms | Limits p99 ms | Agents p50 ms | p99 ms |");
  p("|---|---:|---:|---:|---:|---:|---:|");
  const client = new Map(agents.tools.map((t) => [t.tool, t]));
  for (const [tool, b] of [...buckets.entries()].sort(([a], [c]) => a.localeCompare(c))) {
    const total = b.get("+Inf") ?? 0;
    if (!total) continue;
    const c = client.get(tool);
    const l = limits.get(tool);
    p(`| \`${tool}\` | ${n(total)} | ${quantile(b, 0.5)} | ${quantile(b, 0.99)} | ${(l && quantile(l, 0.99)) ?? "–"} | ${n(c?.p50_ms)} | ${n(c?.p99_ms)} |`);
  }
  p();
}

// The load generator's own processes: how late its event loop ran (every agent's call in that process is
// timestamped on it), how busy it was and its CPU.
function loadGenerator() {
  if (!agents.processes) return;
  p("### The load generator");
  p();
  p(`${agents.processes.length} node process(es) (\`WORKERS\`), each timing its own agents' calls. Event-loop delay: how late a 10 ms timer fired (\`perf_hooks.monitorEventLoopDelay\`), over the whole run; busy: \`eventLoopUtilization\`.`);
  p();
  p("| Process | Agents | CPU-seconds | Event loop busy | Delay p50 ms | p99 ms | p99.9 ms | max ms |");
  p("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const w of agents.processes) {
    const d = w.loop_delay;
    p(`| ${w.worker} | ${w.agents} | ${n(w.cpu_s, 1)} | ${n(100 * w.loop_busy)} % | ${n(d.p50_ms, 1)} | ${n(d.p99_ms, 1)} | ${n(d.p999_ms, 1)} | ${n(d.max_ms)} |`);
  }
  p();
}

// Garbage-collection pauses within the run, from each service process's GC log (-Xlog:gc, utctime).
function gcPauses() {
  if (!existsSync(`${work}/gc`)) return;
  const names = new Map(lines("cpu-before").concat(lines("cpu-after")).map((l) => l.split(" ")).map(([name, pid]) => [pid, name]));
  const from = env.RUN_FROM, to = env.RUN_TO;
  const rows = [];
  for (const file of readdirSync(`${work}/gc`).sort()) {
    const pid = file.replace(/\.log.*$/, "");
    const pauses = [];
    for (const line of readFileSync(`${work}/gc/${file}`, "utf8").split("\n")) {
      const m = /^\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)[^\]]*\].*\bPause\b.* ([\d.]+)ms$/.exec(line);
      if (m && (!from || (m[1] >= from && m[1] <= to))) pauses.push(Number(m[2]));
    }
    // A process the processes file does not list (the platform emulator): named by its jar while it runs.
    const jar = existsSync(`/proc/${pid}/cmdline`) ? /([\w-]+)\.jar/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1] : null;
    rows.push([names.get(pid) ?? jar ?? `pid ${pid}`, pauses]);
  }
  if (!rows.length) return;
  p();
  p("Garbage-collection pauses within the run (each process's `-Xlog:gc`):");
  p();
  p("| Process | Pauses | Total ms | Max ms | Over 50 ms |");
  p("|---|---:|---:|---:|---:|");
  for (const [name, pauses] of rows) {
    p(`| ${name} | ${pauses.length} | ${n(pauses.reduce((a, b) => a + b, 0))} | ${n(pauses.length ? Math.max(...pauses) : null, 1)} | ${pauses.filter((x) => x > 50).length} |`);
  }
}
