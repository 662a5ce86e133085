#!/usr/bin/env bash
# After an agents' load (bench/agents-load, most of all with --chaos): lets the jobs still running end, then reads
# PostgreSQL directly for what must hold however processes died: every job an agent was told about exists, every job
# ended, each job's money is as its outcome says (one hold, settled once: a job that kept its credits completed and
# was charged exactly once at its price; any other had them back in full), no hold left open, and each workspace's
# balance is the sum of its ledger with nothing held. Prints a Markdown section; exits 1 when anything does not hold.
#
#   bench/agents/money-and-jobs.sh DATABASE_URL AGENTS_JSON [DRAIN_SECONDS=300] [DRAIN_MAX_SECONDS=900]
#       (AGENTS_JSON: agents.mjs's summary, whose acknowledged_jobs are the job ids the agents were given)
#   It waits DRAIN_SECONDS for the running jobs to end, and past that as long as one of them still moves (its row
#   updated in the last minute), up to DRAIN_MAX_SECONDS: a slow job is told from a stuck one, and the jobs still
#   running at the end are listed with their stage, attempts, lease and last update.
set -euo pipefail
db="$1" summary="$2" drain="${3:-300}" drain_max="${4:-900}"
q() { psql -qAtX -v ON_ERROR_STOP=1 "$db" -c "$1"; }

waited=0
# Moving: a running job changed in the last minute, or its owner still renews its lease (a discovery's scrape stage can
# wait minutes for the cluster's scrape slots without a row change); drain_max bounds both.
moving() { [ "$(q "SELECT count(*) FROM jobs.jobs WHERE status = 'running' AND (updated_at > now() - interval '60 seconds'
  OR lease_until > now())")" -gt 0 ]; }
while [ "$(q "SELECT count(*) FROM jobs.jobs WHERE status = 'running'")" -gt 0 ] \
    && { [ "$waited" -lt "$drain" ] || { [ "$waited" -lt "$drain_max" ] && moving; }; }; do
  sleep 5; waited=$((waited + 5))
done

acknowledged=$(jq -r '.acknowledged_jobs // [] | join(",")' "$summary")
missing=$(q "SELECT count(*) FROM unnest(string_to_array('$acknowledged', ',')) AS a(job_id)
  WHERE a.job_id <> '' AND NOT EXISTS (SELECT 1 FROM jobs.jobs j WHERE j.job_id = a.job_id)")
running=$(q "SELECT count(*) FROM jobs.jobs WHERE status = 'running'")
# Per job: its hold entries and what was charged, refunded and released against it.
per_job="SELECT j.job_id, j.kind, j.status, j.price, j.charged AS kept,
    (SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'hold') AS holds,
    (SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'charge') AS charges,
    (SELECT coalesce(sum(amount), 0) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'charge') AS charged,
    (SELECT coalesce(sum(amount), 0) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'refund') AS refunded,
    (SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'release') AS releases
  FROM jobs.jobs j WHERE j.status <> 'running' AND j.hold_id IS NOT NULL"
# A job kept its credits (jobs.charged) only when completed: then its hold was charged once, at its price, and never
# refunded. Otherwise (failed, or completed but not worth charging, e.g. a discovery that found no one) the credits
# went back: the hold released, or charged and refunded in full. Either way one hold and one settlement.
settled="m.holds = 1 AND m.charges + m.releases = 1 AND CASE
    WHEN m.kept THEN m.status = 'completed' AND m.charged = m.price AND m.refunded = 0
    ELSE m.refunded = m.charged END"
wrong_money=$(q "SELECT count(*) FROM ($per_job) m WHERE NOT ($settled)")
wrong_rows=$(q "SELECT m.job_id || ' ' || m.kind || ' ' || m.status || ': price ' || m.price || ', kept ' || m.kept
    || ', holds ' || m.holds || ', charges ' || m.charges || ' (' || m.charged || ' credits), refunded '
    || m.refunded || ', releases ' || m.releases FROM ($per_job) m WHERE NOT ($settled) LIMIT 20")
charged_twice=$(q "SELECT count(*) FROM ($per_job) m WHERE m.charges > 1")
outcomes=$(q "SELECT string_agg(n || ' ' || outcome, ', ' ORDER BY outcome) FROM (SELECT count(*) AS n,
    m.kind || ' ' || m.status || CASE WHEN m.kept THEN ', charged' WHEN m.charged > 0 THEN ', charge refunded'
         ELSE ', hold released' END AS outcome
  FROM ($per_job) m GROUP BY 2) o")
open_holds=$(q "SELECT count(*) FROM accounts.ledger h WHERE h.kind = 'hold' AND NOT EXISTS (
  SELECT 1 FROM accounts.ledger c WHERE c.hold_id = h.hold_id AND c.kind IN ('charge', 'release'))")
# The latest entry of each workspace carries its balance and available credits after it.
ledgers="SELECT l.workspace_id,
    sum(CASE l.kind WHEN 'top_up' THEN l.amount WHEN 'refund' THEN l.amount WHEN 'charge' THEN -l.amount ELSE 0 END) AS summed,
    (SELECT balance_after FROM accounts.ledger x WHERE x.workspace_id = l.workspace_id ORDER BY entry_id DESC LIMIT 1) AS balance,
    (SELECT available_after FROM accounts.ledger x WHERE x.workspace_id = l.workspace_id ORDER BY entry_id DESC LIMIT 1) AS available
  FROM accounts.ledger l GROUP BY l.workspace_id"
workspaces=$(q "SELECT count(*) FROM ($ledgers) w")
wrong_ledgers=$(q "SELECT count(*) FROM ($ledgers) w WHERE w.balance <> w.summed OR w.available <> w.balance")

cat <<MD

## Money and jobs after the run

Read in PostgreSQL after the agents stopped and the jobs still running were given ${drain} s to end, and up to
${drain_max} s while one of them still moved or renewed its lease (waited ${waited} s): \`bench/agents/money-and-jobs.sh\`.

| What must hold | Found |
|---|---:|
| Jobs the agents were given (\`job_id\` in an answer) missing from \`jobs.jobs\` | ${missing} of $(jq '.acknowledged_jobs // [] | length' "$summary") |
| Jobs still running | ${running} |
| Jobs whose money is not as their outcome says | ${wrong_money} (outcomes: ${outcomes:-none}) |
| Jobs charged more than once | ${charged_twice} |
| Holds neither charged nor released | ${open_holds} |
| Workspaces whose balance is not the sum of their ledger, or with credits held | ${wrong_ledgers} of ${workspaces} |
MD
still_running=$(q "SELECT job_id || ' ' || kind || ' stage ' || stage || ', attempts ' || attempts
    || ', lease ' || coalesce(lease_owner, '-') || ' until ' || coalesce(to_char(lease_until, 'HH24:MI:SS'), '-')
    || ', created ' || to_char(created_at, 'HH24:MI:SS') || ', started ' || coalesce(to_char(started_at, 'HH24:MI:SS'), '-')
    || ', last update ' || to_char(updated_at, 'HH24:MI:SS') || ' (now ' || to_char(now(), 'HH24:MI:SS') || ')'
  FROM jobs.jobs WHERE status = 'running' ORDER BY created_at LIMIT 20")
if [ -n "$still_running" ]; then
  printf '\nJobs still running (at most 20):\n\n```\n%s\n```\n' "$still_running"
fi
if [ -n "$wrong_rows" ]; then
  printf '\nJobs whose money is not as their outcome says (at most 20):\n\n```\n%s\n```\n' "$wrong_rows"
fi
[ "$missing" = 0 ] && [ "$running" = 0 ] && [ "$wrong_money" = 0 ] && [ "$charged_twice" = 0 ] \
  && [ "$open_holds" = 0 ] && [ "$wrong_ledgers" = 0 ]
