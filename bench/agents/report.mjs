// The results file of bench/agents-load (markdown on stdout) from what the run left in WORK: agents.json (the
// agents' figures), cpu-before / cpu-after (CPU ticks per process), heap and pg (5 s samples), budget (the
// scrapers' platform quota metrics) and jobs; the run's description from the environment.
import { existsSync, readFileSync } from "node:fs";

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
p(`- Time: agents start workflows for ${agents.workflow_s ?? "–"} s, then finish waiting for the jobs in flight (up to 60 s more); calls/s are over all ${n(agents.duration_s)} s`);
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
p(`All tools: ${total} calls, ${n(total / agents.duration_s, 2)} calls/s. \`wait_for_job\` blocks up to 25 s by design: its latency is the job's, not the gateway's.`);
if (agents.retried_on_next_gateway !== undefined) {
  p(`Calls that failed for want of a gateway (\`TRANSPORT\`, counted above) and were retried once on the next gateway, each retry counted as a call of its own: ${agents.retried_on_next_gateway}.`);
}
p();
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
if (env.CHAOS === "true") {
  p();
  p("Chaos (`./sigment chaos --every 60`):");
  p();
  p("```\n" + read("chaos.log") + "\n```");
}
console.log(out.join("\n"));
