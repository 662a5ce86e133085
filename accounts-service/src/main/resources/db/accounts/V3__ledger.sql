-- The credits ledger: append-only. top_up, charge and refund are what users see in their history;
-- hold and release are reservations (a hold is closed by exactly one charge or release, and a charged
-- hold by at most one refund). Balance = top-ups + refunds - charges; available = balance - open holds.
-- Every entry has an idempotency key, so the same money move applied twice changes nothing.
CREATE TABLE ledger (
  entry_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id    text NOT NULL REFERENCES workspaces,
  kind            text NOT NULL CHECK (kind IN ('top_up', 'charge', 'refund', 'hold', 'release')),
  amount          integer NOT NULL CHECK (amount >= 0),
  balance_after   bigint NOT NULL CHECK (balance_after >= 0),
  available_after bigint NOT NULL CHECK (available_after >= 0 AND available_after <= balance_after),
  hold_id         text,
  action          text NOT NULL,
  description     text,
  job_id          text,
  analysis_id     text,
  agent           boolean NOT NULL DEFAULT false,
  credential_id   text,
  idempotency_key text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL,
  CHECK ((kind = 'top_up') = (hold_id IS NULL))
);

CREATE UNIQUE INDEX ledger_one_entry_per_hold_and_kind ON ledger (hold_id, kind) WHERE hold_id IS NOT NULL;
CREATE INDEX ledger_by_workspace ON ledger (workspace_id, created_at DESC, entry_id DESC);

CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'accounts.ledger is append-only: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_append_only();
