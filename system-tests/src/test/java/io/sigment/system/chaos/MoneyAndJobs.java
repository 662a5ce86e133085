package io.sigment.system.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the database says after the chaos, read directly in PostgreSQL: every job ended, each one's hold settled
 * as its outcome demands, no hold open, and each workspace's ledger adding up to its balance.
 */
final class MoneyAndJobs {
    private final Pool pool;
    private final String[] workspaces;

    MoneyAndJobs(Pool pool, List<String> workspaces) {
        this.pool = pool;
        this.workspaces = workspaces.toArray(String[]::new);
    }

    /** Jobs of the workspaces still running. */
    long running() {
        return rows("SELECT count(*) FROM jobs.jobs WHERE workspace_id = ANY($1) AND status = 'running'")
                .get(0)
                .getLong(0);
    }

    /**
     * The running jobs, one line each (id, stage, attempts, seconds since their last change, owner): what a failing
     * wait for them to end says, so that a stuck job is told from a slow one.
     */
    List<String> runningJobs() {
        var out = new ArrayList<String>();
        for (var job : rows("SELECT job_id, stage, attempts, lease_owner, "
                + "extract(epoch FROM now() - updated_at)::int AS idle FROM jobs.jobs "
                + "WHERE workspace_id = ANY($1) AND status = 'running' ORDER BY created_at")) {
            out.add(job.getString("job_id") + " " + job.getString("stage") + ", attempt " + job.getInteger("attempts")
                    + ", unchanged for " + job.getInteger("idle") + " s, owner " + job.getString("lease_owner"));
        }
        return out;
    }

    /** Jobs past the queue and not ended, cluster-wide: work a kill can interrupt. */
    long working() {
        return rows("SELECT count(*) FROM jobs.jobs WHERE workspace_id = ANY($1) AND status = 'running' "
                        + "AND stage <> 'queued'")
                .get(0)
                .getLong(0);
    }

    /** Holds with neither a charge nor a release. */
    long openHolds() {
        return rows("SELECT count(*) FROM accounts.ledger h WHERE h.workspace_id = ANY($1) AND h.kind = 'hold' "
                        + "AND NOT EXISTS (SELECT 1 FROM accounts.ledger c WHERE c.hold_id = h.hold_id AND c.kind IN ('charge', 'release'))")
                .get(0)
                .getLong(0);
    }

    /** Job outcomes, counted: "completed", "failed, refunded"; fails on any job whose money is not as its outcome says. */
    Map<String, Integer> checkJobs() {
        var outcomes = new TreeMap<String, Integer>();
        var wrong = new ArrayList<String>();
        for (var job : rows("SELECT j.job_id, j.status, j.price, j.error, "
                + "(SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'hold') AS holds, "
                + "(SELECT COALESCE(sum(amount), 0) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'charge') AS charged, "
                + "(SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'charge') AS charges, "
                + "(SELECT COALESCE(sum(amount), 0) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'refund') AS refunded, "
                + "(SELECT count(*) FROM accounts.ledger l WHERE l.hold_id = j.hold_id AND l.kind = 'release') AS releases "
                + "FROM jobs.jobs j WHERE j.workspace_id = ANY($1) ORDER BY j.created_at")) {
            var status = job.getString("status");
            var price = job.getLong("price");
            var charged = job.getLong("charged");
            var refunded = job.getLong("refunded");
            var settled = job.getLong("holds") == 1
                    && switch (status) {
                        case "completed" ->
                            job.getLong("charges") == 1
                                    && charged == price
                                    && refunded == 0
                                    && job.getLong("releases") == 0;
                        case "failed" ->
                            refunded == charged
                                    && job.getLong("charges") + job.getLong("releases") == 1
                                    && job.getString("error") != null;
                        default -> false;
                    };
            if (!settled) wrong.add(job.toJson().encode());
            var outcome = status.equals("failed")
                    ? (charged > 0 ? "failed, charge refunded" : "failed, hold released")
                    : status;
            outcomes.merge(outcome, 1, Integer::sum);
        }
        assertThat(wrong)
                .as("jobs not completed-and-charged-once or failed-and-refunded")
                .isEmpty();
        return outcomes;
    }

    /** Per workspace: the latest balance = top-ups + refunds − charges, and nothing held. Returns the balances. */
    Map<String, Long> checkLedgers() {
        var balances = new TreeMap<String, Long>();
        for (var ws : rows("SELECT workspace_id, "
                + "sum(CASE kind WHEN 'top_up' THEN amount WHEN 'refund' THEN amount WHEN 'charge' THEN -amount ELSE 0 END) AS summed, "
                + "(SELECT balance_after FROM accounts.ledger x WHERE x.workspace_id = l.workspace_id ORDER BY entry_id DESC LIMIT 1) AS balance, "
                + "(SELECT available_after FROM accounts.ledger x WHERE x.workspace_id = l.workspace_id ORDER BY entry_id DESC LIMIT 1) AS available "
                + "FROM accounts.ledger l WHERE workspace_id = ANY($1) GROUP BY workspace_id")) {
            var id = ws.getString("workspace_id");
            assertThat(ws.getLong("balance"))
                    .as("balance of " + id + " = sum of its ledger entries")
                    .isEqualTo(ws.getLong("summed"));
            assertThat(ws.getLong("available")).as("nothing held in " + id).isEqualTo(ws.getLong("balance"));
            balances.put(id, ws.getLong("balance"));
        }
        assertThat(balances).hasSize(workspaces.length);
        return balances;
    }

    private List<Row> rows(String sql) {
        var out = new ArrayList<Row>();
        pool.preparedQuery(sql)
                .execute(Tuple.tuple().addArrayOfString(workspaces))
                .await()
                .forEach(out::add);
        return out;
    }
}
